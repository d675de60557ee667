/**
 * What must never appear in an answer, whoever asks and whatever they send: a stack trace, SQL or a database
 * error, a file path of the server, an internal address, and (for an anonymous caller) a price. Shared by the
 * REST fuzz (store-api) and the GraphQL fuzz (gateway), so both hold answers to the same rules.
 */

export interface LeakCheck {
  /** The caller sent no valid customer token: no price may appear. */
  anonymous: boolean;
  /**
   * Strings the request carried. An answer may echo them (a saved name, a search in a page link), so they are
   * cut out before scanning: a hostile "SELECT" the client typed is not a leak of ours.
   */
  sent?: readonly string[];
  /** Base URLs of the services behind the one the client talks to (e.g. store-api's, seen from the gateway). */
  internalUrls?: readonly string[];
}

const PATTERNS: readonly (readonly [string, RegExp])[] = [
  ['stack trace', /\bat .+:\d+:\d+/],
  ['stack trace', /\b[A-Z]\w*Error: [^"]*\\n\s*at /],
  ['stack trace', /"(stack|stacktrace)"\s*:/i],
  [
    'SQL or database error',
    /\b(syntax error at|relation "|violates|duplicate key|invalid input syntax|out of range for)/i,
  ],
  // Statements in upper case only: "Please select a country" is English, "SELECT id FROM" is SQL.
  ['SQL or database error', /\b(SELECT \S+|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|\bpg_\w/],
  ['database error code', /"(code|sqlState)"\s*:\s*"(22|23|42|53|54|57|58|XX)[0-9A-Z]{3}"/],
  ['file path', /\/(home|root|work|tmp|usr|var|opt|srv)\//],
  ['file path', /node_modules|\.ts:\d|\.m?js:\d|file:\/\//],
  ['internal address', /127\.0\.0\.1|\blocalhost:|\[::1\]|0\.0\.0\.0/],
];

const PRICE_KEYS = new Set([
  'sales_price',
  'tax_per_unit',
  'subtotal',
  'total',
  'tax',
  'price',
  'unit_price',
  'unitPrice',
  'amount',
  'grand_total',
  'minimumOrder',
]);

/** A count, not money: page objects carry `total` beside their paging fields. */
const PAGE_KEYS = ['per_page', 'current_page', 'perPage', 'totalPages', 'last_page'];

function escapeForJson(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** The answer with every echo of what the client sent removed (raw, JSON-escaped, URL-encoded, trimmed, lower-cased). */
function withoutEchoes(body: string, sent: readonly string[]): string {
  const forms = new Set<string>();
  for (const text of sent) {
    for (const variant of [
      text,
      text.trim(),
      text.trim().toLowerCase(),
      text.replace(/[\r\n]+/g, ' ').trim(),
    ]) {
      if (variant.length < 3) continue;
      forms.add(variant);
      forms.add(escapeForJson(variant));
      // Quoted inside a message that is itself a JSON string (GraphQL's "cannot represent" errors).
      forms.add(escapeForJson(escapeForJson(variant)));
      forms.add(new URLSearchParams({ q: variant }).toString().slice(2));
      try {
        forms.add(encodeURIComponent(variant));
      } catch {
        // A lone surrogate has no URL form.
      }
    }
  }
  let result = body;
  // Longest first, so a short echo never breaks a longer one apart.
  // A mark instead of nothing, so that what surrounds an echo never joins into something it was not ("$page0").
  for (const form of [...forms].sort((a, b) => b.length - a.length)) result = result.split(form).join('¤');
  return result;
}

function pricesIn(value: unknown, path: string, found: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => pricesIn(item, `${path}[${index}]`, found));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const isPage = PAGE_KEYS.some((key) => key in record);
  for (const [key, item] of Object.entries(record)) {
    const here = path === '' ? key : `${path}.${key}`;
    if (PRICE_KEYS.has(key) && item !== null && item !== undefined && !(isPage && key === 'total')) {
      found.push(`price for an anonymous caller at ${here}: ${JSON.stringify(item).slice(0, 80)}`);
      continue;
    }
    pricesIn(item, here, found);
  }
}

/** Every rule the answer breaks, as short descriptions; empty when it is clean. */
export function findLeaks(body: string, check: LeakCheck): string[] {
  const scanned = withoutEchoes(body, check.sent ?? []);
  const problems: string[] = [];
  for (const [what, pattern] of PATTERNS) {
    const match = pattern.exec(scanned);
    if (match) problems.push(`${what}: …${scanned.slice(Math.max(0, match.index - 40), match.index + 80)}…`);
  }
  for (const url of check.internalUrls ?? []) {
    if (scanned.includes(url)) problems.push(`internal address: ${url}`);
  }
  if (check.anonymous) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    pricesIn(parsed, '', problems);
    // A price in words ("only $46.00 each") is a price too. $200 is the published minimum order.
    for (const [amount, digits] of scanned.matchAll(/\$\s?(\d[\d,]*(\.\d+)?)/g)) {
      if (digits === '200' || (check.sent ?? []).some((text) => text.includes(amount))) continue;
      problems.push(`amount for an anonymous caller: ${amount}`);
      break;
    }
  }
  return problems;
}

/** Strings anywhere inside a value (object keys included): what a request carried, for findLeaks' `sent`. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number' || typeof value === 'boolean') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      into.push(key);
      stringsIn(item, into);
    }
  }
  return into;
}
