import fc from 'fast-check';

/**
 * Hostile values per kind of input, shared by the REST fuzz and the GraphQL fuzz. Each kind mixes values a
 * real client sends (so cases get past validation into the code behind it) with values meant to break it.
 */

/** FUZZ_SEED and FUZZ_RUNS from the environment: a fixed default seed, so a failure replays the same way. */
export function fuzzSettings(defaultRuns: number): { seed: number; numRuns: number } {
  const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
  const runs = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10);
  return {
    seed: Number.isSafeInteger(seed) ? seed : 20261125,
    numRuns: Number.isSafeInteger(runs) && runs > 0 ? runs : defaultRuns,
  };
}

/** FUZZ_COLLECT=1: run every case and list each distinct failure at the end, instead of stopping at the first. */
export const collectAll = process.env.FUZZ_COLLECT === '1';

const TWO_31 = 2 ** 31;

/** Ids as text (what a query string or form carries). */
export const hostileIdTexts = [
  '0',
  '-1',
  String(TWO_31 - 1),
  String(TWO_31),
  '4294967296',
  '9999999999',
  '99999999999',
  String(2 ** 53),
  '1e309',
  '1e3',
  ' 7 ',
  '07',
  '0x10',
  '1.5',
  '7.0',
  '+7',
  'abc',
  '',
  ' ',
  'NaN',
  'Infinity',
  '١٢',
  '７',
  '1,2',
  '1;DROP TABLE products',
  "1' OR '1'='1",
  '\u0000',
  '1\u00002',
  'null',
  'all',
];

/** Ids a seeded store really has, so some cases reach the code after the look-up. */
export const validIdTexts = ['1', '2', '3', '5', '8', '13', '21', '34', '55', '63'];

export const idText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileIdTexts) },
  { weight: 2, arbitrary: fc.constantFrom(...validIdTexts) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

const SQL_AND_HTML = [
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '" OR ""="',
  '1) OR (1=1',
  "') UNION ALL (SELECT 1--",
  '$1',
  '%',
  '_',
  '\\',
  "'::int",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '\r\nBcc: victim@example.com',
  '\u202Egnp.exe',
  'Z̤̈a̵̞l̶g̷o̸',
  '🚬🧾💵',
  '𝓣𝓸𝓫𝓪𝓬𝓬𝓸',
  'ﷺ',
  'İ',
  'ß',
];

const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\u007f',
  '\b\f\v',
  '\u2028\u2029',
  '\uFEFF',
  '\uFFFF',
];
const SURROGATES = ['\uD800', '\uDFFF', 'a\uD83Db', '\uDC00\uD800'];

/** Free text: control characters, lone surrogates, huge strings, SQL and HTML fragments, any unicode. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...SQL_AND_HTML) },
  { weight: 2, arbitrary: fc.constantFrom(...CONTROL, ...SURROGATES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '🚬', '\u0000', ' ', '%'), fc.constantFrom(256, 1001, 5001, 10_000))
      .map(([c, n]) => c.repeat(n)),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\n', 'Acme Tobacco', 'Newark', 'Jane Doe') },
);

/** Text that is mostly fine with one hostile piece inside it. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.tuple(hostileText, hostileText).map(([a, b]) => `Acme ${a} Tobacco ${b}`),
  },
);

export const email: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'buyer@example.com',
      'BUYER@EXAMPLE.COM',
      'a@b',
      '@',
      'a@b.c\u0000',
      'a\u0000@b.co',
      'a@b.co\r\nBcc: x@y.z',
      `${'a'.repeat(300)}@example.com`,
      "o'brien@example.com",
      'a@[127.0.0.1]',
      'ä@ü.de',
      '"a b"@example.com',
    ),
  },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: hostileText.map((t) => `${t}@example.com`) },
);

export const phone: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '(201) 555-0123',
    '2015550123',
    '+1 201 555 0123',
    '201555012',
    '20155501234',
    '٢٠١٥٥٥٠١٢٣',
  ),
  fc.stringMatching(/^[0-9() +-]{0,20}$/),
  hostileText,
);

export const zip: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('07102', '07102-1234', '7102', '071020', 'ABCDE', '07102\u0000'),
  hostileText,
);

export const date: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2030-01-31',
    '2020-01-01',
    '2030-02-30',
    '2030-13-01',
    '0000-00-00',
    '9999-12-31',
    '275760-09-13',
    '2030-01-31T00:00:00Z',
    '31/01/2030',
    'tomorrow',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  hostileText,
);

export const money: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '46',
    '46.00',
    '46.005',
    '-1',
    '1e309',
    '1e3',
    '$46',
    '46,00',
    '92233720368547758.07',
    ' 5 ',
  ),
  fc.double().map(String),
  hostileText,
);

export const flagText: fc.Arbitrary<string> = fc.constantFrom(
  '1',
  '0',
  'true',
  'false',
  'on',
  'yes',
  '',
  'TRUE',
  ' 1 ',
  '2',
  '\u0000',
);

export const pageText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '100000', '100001', String(TWO_31), '1e309', '1.5', 'abc', '', ' 2 '),
  fc.integer().map(String),
);

export const slugText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'premium-cigar',
    'cigar',
    'cigarillos',
    'tobacco-accessories',
    'no-such-slug',
    'a--b',
    '-a',
    'A',
  ),
  hostileText,
);

/** Password-like text: the strength rule's edges and hostile text. */
export const password: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Secret#2025',
    'short1!',
    'a'.repeat(129) + '1!',
    'NoDigits!!',
    'Pässwört#2025',
    'Secret#2025\u0000',
  ),
  hostileText,
);

/** Any JSON value of the wrong kind for a field: numbers, booleans, null, arrays, nested objects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    TWO_31,
    2 ** 53,
    1.5,
    Number.MAX_VALUE,
    [],
    {},
    [1, 2],
    { id: 1 },
    ['a'],
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 1, max: 60 }).map((depth) => {
    let nested: unknown = 1;
    for (let i = 0; i < depth; i++) nested = i % 2 === 0 ? [nested] : { a: nested };
    return nested;
  }),
);

/** A multipart body for fields (and optionally a file), well-formed or broken on purpose. */
export type MultipartFlaw =
  'none' | 'no-boundary' | 'wrong-boundary' | 'truncated' | 'no-closing' | 'garbage';

export function multipartBody(
  fields: Record<string, string>,
  flaw: MultipartFlaw,
  file?: { field: string; name: string; type: string; data: Buffer },
): { contentType: string; payload: Buffer } {
  const boundary = '----fuzzBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  if (flaw !== 'no-closing') parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (flaw === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  if (flaw === 'garbage') payload = Buffer.from('\u0000\u0001garbage--\r\n\r\n', 'utf8');
  const contentType =
    flaw === 'no-boundary'
      ? 'multipart/form-data'
      : flaw === 'wrong-boundary'
        ? 'multipart/form-data; boundary=somethingElse'
        : `multipart/form-data; boundary=${boundary}`;
  return { contentType, payload };
}

/** File contents: real magic numbers, lies about the type, empty and oversized. */
export const fileData: fc.Arbitrary<{ name: string; type: string; data: Buffer }> = fc.constantFrom(
  {
    name: 'licence.pdf',
    type: 'application/pdf',
    data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF'),
  },
  {
    name: 'licence.png',
    type: 'image/png',
    data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  },
  { name: 'licence.pdf', type: 'application/pdf', data: Buffer.from('<?php system($_GET["c"]); ?>') },
  { name: '../../etc/passwd', type: 'text/plain', data: Buffer.from('root:x:0:0') },
  { name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
  { name: 'a\u0000b.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') },
  {
    name: 'big.pdf',
    type: 'application/pdf',
    data: Buffer.concat([Buffer.from('%PDF-1.4'), Buffer.alloc(300_000)]),
  },
);

/**
 * Labels for what is hostile in a request's texts, most telling first, so FUZZ_COLLECT=1 can group failures
 * by route and kind of input (NUL byte, id ≥ 2^31, multipart without boundary...) rather than by case.
 */
export function traitsOf(texts: readonly string[]): string[] {
  const traits = new Set<string>();
  for (const t of texts) {
    // Control characters are what these two look for.
    // eslint-disable-next-line no-control-regex
    if (/\u0000|%00|\\u0000/.test(t)) traits.add('NUL');
    // eslint-disable-next-line no-control-regex
    if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(t)) traits.add('control character');
    if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(t))
      traits.add('lone surrogate');
    if (/(^|[^\d.])\d{10,}($|[^\d.])/.test(t) && (t.match(/\d{10,}/g) ?? []).some((n) => Number(n) >= TWO_31))
      traits.add('number ≥ 2^31');
    if (/\d(\.\d+)?e[+-]?\d/i.test(t)) traits.add('exponent');
    if (t.length >= 1000) traits.add('long text');
    if (/^multipart\/form-data(; boundary=)?$/.test(t)) traits.add('multipart without boundary');
  }
  return TRAIT_ORDER.filter((trait) => traits.has(trait));
}

/** Most telling first: a request with several traits is filed under its first. */
const TRAIT_ORDER = [
  'multipart without boundary',
  'number ≥ 2^31',
  'NUL',
  'lone surrogate',
  'control character',
  'exponent',
  'long text',
];
