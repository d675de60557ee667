import fc from 'fast-check';
import {
  date,
  email,
  fileData,
  flagText,
  hostileIdTexts,
  hostileText,
  idText,
  money,
  multipartBody,
  pageText,
  password,
  phone,
  slugText,
  text,
  validIdTexts,
  wrongType,
  zip,
  type MultipartFlaw,
} from './hostile.js';
import { stringsIn } from './leaks.js';
import { routeUrl, type Kind, type RouteSpec } from './routes.js';

/** Who makes the call: nobody, the approved customer, or someone with a broken or unknown token. */
export type Caller = 'anonymous' | 'customer' | 'malformed-token' | 'unknown-token';

/** One generated request, printable as a counterexample and replayable with app.inject. */
export interface FuzzRequest {
  route: string;
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON, form or multipart text; a Buffer only for multipart with a file. */
  payload?: string | Buffer;
  remoteAddress: string;
  /** Every text the request carried, for the leak check (an answer may echo them). */
  sent: string[];
}

const validAddress = {
  name: 'Jane Doe',
  address: '1 Main St',
  city: 'Newark',
  state_id: '31',
  pincode: '07102',
};

/** A value a real client would send for the kind, so the other fields' checks are reached. */
function validValue(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'id':
      return fc.constantFrom(...validIdTexts);
    case 'idList':
      return fc
        .uniqueArray(fc.constantFrom(...validIdTexts), { minLength: 1, maxLength: 4 })
        .map((ids) => ids.join(','));
    case 'text':
      return fc.constantFrom(
        'Acme Tobacco',
        'Jane Doe',
        'Newark',
        '1 Main St',
        'Please call before delivery.',
      );
    case 'email':
      return fc.emailAddress();
    case 'phone':
      return fc.constant('(201) 555-0123');
    case 'zip':
      return fc.constantFrom('07102', '07102-1234');
    case 'date':
      return fc.constant('2030-01-31');
    case 'money':
      return fc.constantFrom('10', '46.00', '120.5');
    case 'flag':
      return fc.constantFrom('1', 'true', '0');
    case 'page':
      return fc.constantFrom('1', '2', '3');
    case 'slug':
      return fc.constantFrom('premium-cigar', 'cigar', 'cigarillos', 'tobacco-accessories');
    case 'slugList':
      return fc.constantFrom('cigar', 'premium-cigar,cigarillos', 'tobacco-accessories');
    case 'password':
      return fc.constant('Secret#2025');
    case 'token':
      return fc.base64String({ minLength: 40, maxLength: 44 }).map((s) => s.replace(/[+/=]/g, 'a'));
    case 'limit':
      return fc.constantFrom('all', '1', '3');
    case 'path':
      return fc.constantFrom('no-image.png', 'products/missing.png', 'banners/missing.jpg');
    case 'file':
      return fileData;
    case 'billingAddress':
      return fc.constant({ ...validAddress, phone: '2015550123', email: 'buyer@example.com' });
    case 'shippingAddress':
      return fc.constant(validAddress);
  }
}

function addressObject(withContact: boolean): fc.Arbitrary<unknown> {
  return fc.record(
    {
      name: fc.oneof(text, wrongType),
      address: fc.oneof(text, wrongType),
      city: text,
      state_id: fc.oneof(idText, wrongType),
      pincode: zip,
      company_name: text,
      ...(withContact ? { phone, email } : {}),
    },
    { requiredKeys: [] },
  );
}

/** A value meant to break the kind's parsing or what comes after it. */
function hostileValue(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'id':
      return idText;
    case 'idList':
      return fc.oneof(
        idText,
        fc.array(idText, { minLength: 1, maxLength: 5 }).map((ids) => ids.join(',')),
        fc.constantFrom(',,,', '1,,2', ' 1 , 2 ', 'all', 'ALL', '1,2,', `${2 ** 31},1`, '1,9999999999'),
        fc
          .integer({ min: 21, max: 2000 })
          .map((n) => Array.from({ length: n }, (_, i) => String(i + 1)).join(',')),
        fc.constantFrom(...hostileIdTexts).map((id) => `1,${id}`),
      );
    case 'text':
      return text;
    case 'email':
      return email;
    case 'phone':
      return phone;
    case 'zip':
      return zip;
    case 'date':
      return date;
    case 'money':
      return money;
    case 'flag':
      return flagText;
    case 'page':
      return pageText;
    case 'slug':
    case 'slugList':
      return fc.oneof(
        slugText,
        fc.array(slugText, { maxLength: 60 }).map((slugs) => slugs.join(',')),
      );
    case 'password':
      return password;
    case 'token':
      return fc.oneof(hostileText, idText, fc.constant('a'.repeat(10_000)));
    case 'limit':
      return fc.oneof(pageText, fc.constantFrom('ALL', 'none', '1001'));
    case 'path':
      return fc.oneof(
        fc.constantFrom(
          '../../../etc/passwd',
          '..%2f..%2fetc%2fpasswd',
          '%2e%2e/%2e%2e/package.json',
          '.env',
          'products/.hidden',
          'products/' + 'a'.repeat(5000) + '.png',
          'products\u0000.png',
          '%',
          '%00',
          '//etc/passwd',
          'products/../../uploads/x.pdf',
        ),
        hostileText,
      );
    case 'file':
      return fileData;
    case 'billingAddress':
    case 'shippingAddress': {
      const address = addressObject(kind === 'billingAddress');
      return fc.oneof(
        address,
        address.map((a) => JSON.stringify(a)),
        fc.constantFrom('{', '{"name":', '[]', 'null', '{}', '"text"'),
        wrongType,
      );
    }
  }
}

type FieldValue = { set: false } | { set: true; value: unknown };

function fieldValue(kind: Kind, hostileOnly: boolean): fc.Arbitrary<FieldValue> {
  const set = (arb: fc.Arbitrary<unknown>) => arb.map((value): FieldValue => ({ set: true, value }));
  if (hostileOnly)
    return fc.oneof(
      { weight: 4, arbitrary: set(hostileValue(kind)) },
      { weight: 1, arbitrary: set(wrongType) },
    );
  return fc.oneof(
    { weight: 6, arbitrary: set(validValue(kind)) },
    { weight: 2, arbitrary: set(hostileValue(kind)) },
    { weight: 1, arbitrary: set(wrongType) },
    { weight: 1, arbitrary: fc.constant<FieldValue>({ set: false }) },
  );
}

/**
 * The route's fields: either each field valid, hostile, of a wrong type or missing at random, or every field
 * valid but one hostile (so a hostile value in the last-checked field reaches the code after validation).
 */
function fieldsFor(spec: Record<string, Kind> | undefined): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(spec ?? {});
  if (entries.length === 0) return fc.constant({});
  const collect = (values: FieldValue[]) => {
    const fields: Record<string, unknown> = {};
    values.forEach((value, index) => {
      if (value.set) fields[entries[index]![0]] = value.value;
    });
    return fields;
  };
  const mixed = fc.tuple(...entries.map(([, kind]) => fieldValue(kind, false))).map(collect);
  const oneHostile = fc
    .integer({ min: 0, max: entries.length - 1 })
    .chain((hostileIndex) =>
      fc.tuple(...entries.map(([, kind], index) => fieldValue(kind, index === hostileIndex ? true : false))),
    )
    .map(collect);
  return fc.oneof(mixed, oneHostile);
}

/** Query values are text: wrong types become repeated parameters or JSON text. */
function asQueryValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')));
  return [JSON.stringify(value) ?? ''];
}

function asFormText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

const RAW_QUERIES = [
  '%',
  '%ZZ=1',
  'a=%E0%A4%A',
  '=&=&&==',
  '__proto__=1&constructor[prototype][x]=1',
  'page=1&page=2&page=3',
  'per_page[]=1',
  'a'.repeat(9000) + '=1',
  'query=%00%00',
  '%00=1',
];

type BodyForm =
  | { kind: 'json' }
  | { kind: 'form' }
  | { kind: 'multipart'; flaw: MultipartFlaw }
  | { kind: 'raw'; contentType: string | undefined; payload: string };

const RAW_BODIES: readonly { contentType: string | undefined; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '123' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '' },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { contentType: 'application/json', payload: '['.repeat(20_000) + ']'.repeat(20_000) },
  { contentType: 'application/json', payload: '{"a":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5001) },
  { contentType: 'application/json', payload: `{"email":"${'x'.repeat(1_100_000)}"}` },
  { contentType: 'application/json', payload: '{"email":"\\ud800"}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'application/json; charset=latin1', payload: '{"name":"\u00e9"}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'text/html', payload: '<script>alert(1)</script>' },
  { contentType: undefined, payload: '{"email":"a@b.co"}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a[b][c]=1&%ZZ=1&email=%00' },
  { contentType: 'application/x-www-form-urlencoded', payload: '&&&===' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '' },
  { contentType: 'multipart/mixed; boundary=x', payload: '--x\r\n\r\n--x--' },
  { contentType: '', payload: '{}' },
  { contentType: '*/*', payload: '{}' },
];

const bodyForm: fc.Arbitrary<BodyForm> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<BodyForm>({ kind: 'json' }) },
  { weight: 2, arbitrary: fc.constant<BodyForm>({ kind: 'form' }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<MultipartFlaw>(
        'none',
        'none',
        'no-boundary',
        'wrong-boundary',
        'truncated',
        'no-closing',
        'garbage',
      )
      .map((flaw): BodyForm => ({ kind: 'multipart', flaw })),
  },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): BodyForm => ({ kind: 'raw', ...raw })) },
);

const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Caller>('customer') },
  { weight: 3, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('malformed-token', 'unknown-token') },
);

const MALFORMED_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer a',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(5000)}`,
  'Bearer \u00ffabc',
];

/** Each case from its own address in 10.0.0.0/8, so per-address throttles (login) rarely trip. */
const remoteAddress = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

/** The route's path with its parameters filled: hostile ids, or a broken path for /storage. */
function pathFor(route: RouteSpec, params: Record<string, unknown>): string {
  let url = routeUrl(route);
  for (const [name, value] of Object.entries(params)) {
    const raw = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    // /storage's path keeps its slashes; an id is one segment.
    const encoded =
      name === '*'
        ? raw
            .split('/')
            .map((segment) => (/%[0-9A-Fa-f]{2}|^%$/.test(segment) ? segment : encodeSegment(segment)))
            .join('/')
        : encodeSegment(raw);
    url = url.replace(name === '*' ? '*' : `:${name}`, encoded);
  }
  return url;
}

/** Requests for one route: fields from its table entry, encoded the ways a client (or an attacker) might. */
export function requestFor(route: RouteSpec): fc.Arbitrary<FuzzRequest> {
  const files = route.files ?? [];
  return fc
    .record({
      caller,
      params: fieldsFor(route.params),
      query: fieldsFor(route.query),
      body: fieldsFor(route.body),
      headers: fieldsFor(route.headers),
      form: bodyForm,
      rawQuery: fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 6 }),
      file:
        files.length > 0
          ? fc.option(fc.tuple(fc.constantFrom(...files), fileData), { freq: 2 })
          : fc.constant(null),
      authValue: fc.constantFrom(...MALFORMED_AUTH),
      remoteAddress,
      // Now and then the other method: an unknown route must answer 404 like any other.
      wrongMethod: fc.integer({ min: 0, max: 40 }).map((n) => n === 0),
    })
    .map((parts) => {
      const method = parts.wrongMethod ? (route.method === 'GET' ? 'POST' : 'GET') : route.method;
      const params = Object.fromEntries(
        Object.entries(parts.params).map(([name, value]) => [name, value ?? '']),
      );
      // A path parameter is always there: a missing one would be another route.
      for (const name of Object.keys(route.params ?? {})) if (!(name in params)) params[name] = '';
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(parts.query))
        for (const v of asQueryValues(value)) search.append(name, v);
      let query = search.toString();
      if (parts.rawQuery !== null) query = query === '' ? parts.rawQuery : `${query}&${parts.rawQuery}`;
      const url = pathFor(route, params) + (query === '' ? '' : `?${query}`);

      const headers: Record<string, string> = { host: 'api.store.test' };
      for (const [name, value] of Object.entries(parts.headers))
        // Only what Node's HTTP parser lets through to the app: inject would pass anything.
        headers[name] = asFormText(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
      if (parts.caller === 'malformed-token') headers.authorization = parts.authValue;
      if (parts.caller === 'unknown-token') headers.authorization = `Bearer ${'x'.repeat(43)}`;

      const request: FuzzRequest = {
        route: `${route.method} ${route.path}`,
        caller: parts.caller,
        method,
        url,
        headers,
        remoteAddress: parts.remoteAddress,
        sent: stringsIn([parts.params, parts.query, parts.body, parts.headers, parts.rawQuery, parts.form]),
      };
      if (method === 'GET' && route.method === 'GET') return request;

      const body = parts.body;
      switch (parts.form.kind) {
        case 'json':
          headers['content-type'] = 'application/json';
          request.payload = JSON.stringify(body);
          break;
        case 'form':
          headers['content-type'] = 'application/x-www-form-urlencoded';
          request.payload = new URLSearchParams(
            Object.entries(body).map(([name, value]): [string, string] => [name, asFormText(value)]),
          ).toString();
          break;
        case 'multipart': {
          const fields = Object.fromEntries(
            Object.entries(body).map(([name, value]): [string, string] => [name, asFormText(value)]),
          );
          const file = parts.file ? { field: parts.file[0], ...parts.file[1] } : undefined;
          const { contentType, payload } = multipartBody(fields, parts.form.flaw, file);
          headers['content-type'] = contentType;
          request.payload = payload;
          break;
        }
        case 'raw':
          if (parts.form.contentType !== undefined) headers['content-type'] = parts.form.contentType;
          request.payload = parts.form.payload;
          break;
      }
      return request;
    });
}

/** A short, readable form of a request for failure reports (long payloads cut). */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` body=${JSON.stringify((Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload).slice(0, 300))}`;
  return `${request.method} ${request.url.slice(0, 300)} as ${request.caller} ${JSON.stringify(request.headers)}${payload}`;
}
