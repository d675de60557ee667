import { readdir, readFile } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';

/**
 * Every input of every route, fed what the fuzzing found: ids past PostgreSQL's integer, malformed ids, NUL
 * and other control characters, and bodies that cannot be read. Each answer must be a 4xx with a JSON body
 * that names nothing inside store-api.
 */

let store: TestStore;
let buyer: TestCustomer;
let NJ: number;
let cartLine: number;
beforeAll(async () => {
  store = await startTestStore();
  buyer = await store.customer();
  const [state] = await store.db.query<{ id: number }>("SELECT id FROM states WHERE code = 'NJ'");
  NJ = state!.id;
  const added = await store.call('GET', 'add-to-cart?item_id=1&quantity=2', { token: buyer.token });
  cartLine = added.json<{ data: { lines: { id: number }[] } }>().data.lines[0]!.id;
});
afterAll(async () => {
  await store.close();
});

/** Not ids: zero, negative, past 2^31 - 1 (PostgreSQL's integer), exponent, fraction, words, blanks. */
const BAD_IDS = ['0', '-1', '2147483648', '9999999999', '99999999999999999999', '1e3', '1.5', '0x10', 'abc'];
/** The largest id: well-formed, and unknown. */
const MAX_ID = '2147483647';
const CONTROL_TEXTS = ['a\u0000b', '\u0000', 'bell\u0007', 'esc\u001b[31m', 'vt\u000b', 'del\u0008'];

const LEAKS: [string, RegExp][] = [
  ['a stack line', /(^|\n|\\n)\s*at |\bat [\w$.<>]+ \(/],
  ['SQL words', /syntax|relation|violates|constraint|column|invalid input|out of range/i],
  ['node_modules', /node_modules/],
  ['a file path', /(\/[\w.-]+){2,}\.(c|m)?(js|ts)\b|\/(home|work|usr|tmp|var|src)\//],
];

function expectCleanAnswer(response: LightMyRequestResponse, what: string): Record<string, unknown> {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  for (const [name, pattern] of LEAKS) expect(response.body, `${what} answers ${name}`).not.toMatch(pattern);
  return body;
}

function expectClientError(response: LightMyRequestResponse, what: string): Record<string, unknown> {
  const body = expectCleanAnswer(response, what);
  expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(typeof (body.error ?? body.message), what).toBe('string');
  return body;
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function send(call: Call, token: string | undefined = buyer.token) {
  return store.call(call.method, call.url, {
    token,
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(call.headers ? { headers: call.headers } : {}),
  });
}

const q = encodeURIComponent;
const address = () => ({
  name: 'Rosa Alvarez',
  company_name: 'Corner Smoke Shop LLC',
  address: '12 Ocean Avenue',
  city: 'Asbury Park',
  state_id: NJ,
  pincode: '07712',
  phone: '7325550142',
});
const checkout = (
  billing: Record<string, unknown> = {},
  shipping: Record<string, unknown> | null = null,
) => ({
  billing_address: { ...address(), email: 'rosa@corner-smoke.example', ...billing },
  shipping_address: shipping ? { ...address(), ...shipping } : null,
  hasShippingAddress: shipping !== null,
  note: 'Back door',
  payment_method: 'Cash On Dilevery',
  terms_accepted: true,
});

/** Each id input: how to send an id there, and whether a well-formed unknown id may succeed (filters, removals). */
const ID_INPUTS: [string, (id: string) => Call, 'not found' | 'may succeed'][] = [
  ['GET items/{id}', (id) => ({ method: 'GET', url: `items/${q(id)}` }), 'not found'],
  ['GET orders/{id}', (id) => ({ method: 'GET', url: `orders/${q(id)}` }), 'not found'],
  ['GET items?brands', (id) => ({ method: 'GET', url: `items?brands=${q(id)}` }), 'may succeed'],
  [
    'GET items?brands (in a list)',
    (id) => ({ method: 'GET', url: `items?brands=1,${q(id)}` }),
    'may succeed',
  ],
  [
    'GET related-items?category_id',
    (id) => ({ method: 'GET', url: `related-items?category_id=${q(id)}` }),
    'may succeed',
  ],
  [
    'GET related-items?except_item',
    (id) => ({ method: 'GET', url: `related-items?category_id=2&except_item=${q(id)}` }),
    'may succeed',
  ],
  [
    'GET recent-viewed-items?ids',
    (id) => ({ method: 'GET', url: `recent-viewed-items?ids=1,${q(id)}` }),
    'may succeed',
  ],
  [
    'GET recent-viewed-items?except_id',
    (id) => ({ method: 'GET', url: `recent-viewed-items?ids=1&except_id=${q(id)}` }),
    'may succeed',
  ],
  [
    'GET category-by-brand?brand_id',
    (id) => ({ method: 'GET', url: `category-by-brand?brand_id=${q(id)}` }),
    'not found',
  ],
  ['GET posstates?id', (id) => ({ method: 'GET', url: `posstates?id=${q(id)}` }), 'may succeed'],
  ['GET states-by-ids?ids', (id) => ({ method: 'GET', url: `states-by-ids?ids=${q(id)}` }), 'may succeed'],
  ['GET add-to-cart?item_id', (id) => ({ method: 'GET', url: `add-to-cart?item_id=${q(id)}` }), 'not found'],
  [
    'GET add-to-cart?quantity',
    (id) => ({ method: 'GET', url: `add-to-cart?item_id=1&quantity=${q(id)}` }),
    'not found',
  ],
  [
    'GET add-selected-to-cart?item_ids',
    (id) => ({ method: 'GET', url: `add-selected-to-cart?item_ids=${q(id)}` }),
    'not found',
  ],
  [
    'GET increase-decrease-cart-item-qty?cart_id',
    (id) => ({ method: 'GET', url: `increase-decrease-cart-item-qty?cart_id=${q(id)}&increase=0` }),
    'not found',
  ],
  [
    'GET remove-item-from-cart?item_id',
    (id) => ({ method: 'GET', url: `remove-item-from-cart?item_id=${q(id)}` }),
    'not found',
  ],
  [
    'POST add-wishlist item_id',
    (id) => ({ method: 'POST', url: 'add-wishlist', body: { item_id: id } }),
    'not found',
  ],
  [
    'POST add-wishlist-item item_id',
    (id) => ({ method: 'POST', url: 'add-wishlist-item', body: { item_id: id } }),
    'not found',
  ],
  [
    'POST set-cart-item-qty cart_id',
    (id) => ({ method: 'POST', url: 'set-cart-item-qty', body: { cart_id: id, quantity: 1 } }),
    'not found',
  ],
  [
    'POST remove-wishlist id',
    (id) => ({ method: 'POST', url: 'remove-wishlist', body: { id } }),
    'may succeed',
  ],
  [
    'POST update-billing-address state_id',
    (id) => ({ method: 'POST', url: 'update-billing-address', body: { ...address(), state_id: id } }),
    'not found',
  ],
  [
    'POST update-shipping-address state_id',
    (id) => ({ method: 'POST', url: 'update-shipping-address', body: { ...address(), state_id: id } }),
    'not found',
  ],
  [
    'POST update-shipping-address id',
    (id) => ({ method: 'POST', url: 'update-shipping-address', body: { ...address(), id } }),
    'not found',
  ],
  [
    'POST create-order billing state_id',
    (id) => ({ method: 'POST', url: 'create-order', body: checkout({ state_id: id }) }),
    'not found',
  ],
  [
    'POST create-order shipping state_id',
    (id) => ({ method: 'POST', url: 'create-order', body: checkout({}, { state_id: id }) }),
    'not found',
  ],
  [
    'POST register state_id',
    (id) => ({ method: 'POST', url: 'register', body: { name: 'A', email: 'a@b.co', state_id: id } }),
    'not found',
  ],
];

describe('ids', () => {
  it.each(ID_INPUTS)('%s refuses every malformed or out-of-range id with a 4xx', async (_name, call) => {
    for (const id of BAD_IDS) {
      // 0 asks update-shipping-address for a new address, as the spec's clients send it.
      if (_name === 'POST update-shipping-address id' && id === '0') continue;
      expectClientError(await send(call(id)), `${_name} = ${JSON.stringify(id)}`);
    }
  });

  it.each(ID_INPUTS)('%s takes 2147483647 as an id without a server error', async (_name, call, unknown) => {
    const response = await send(call(MAX_ID));
    if (unknown === 'not found') expectClientError(response, _name);
    else expectCleanAnswer(response, _name);
  });

  it('answers 404 for a path id that is not an id or not known', async () => {
    for (const id of [...BAD_IDS.filter((v) => v.trim() !== ''), MAX_ID, '%00']) {
      expect((await store.call('GET', `items/${id}`)).statusCode, id).toBe(404);
      expect((await store.call('GET', `orders/${id}`, { token: buyer.token })).statusCode, id).toBe(404);
    }
  });

  it('answers a clean 4xx for a path that is not valid percent-encoding, and reads such a query leniently', async () => {
    for (const url of ['items/%', 'items/%E0%A4%A', 'orders/%FF']) {
      expectClientError(await store.call('GET', url, { token: buyer.token }), url);
    }
    for (const url of ['search-items?query=%E0%A4%A', 'items?brands=%', 'items?category=%FF']) {
      expectCleanAnswer(await store.call('GET', url, { token: buyer.token }), url);
    }
  });

  it('still takes JSON numbers and digit strings as ids', async () => {
    const added = await send({ method: 'POST', url: 'add-wishlist', body: { item_id: 2 } });
    expect(added.statusCode, added.body).toBe(200);
    const step = await send({ method: 'GET', url: `increase-decrease-cart-item-qty?cart_id=${cartLine}` });
    expect(step.statusCode, step.body).toBe(200);
  });
});

/** Every text input: a query parameter or a body field (nested for create-order's addresses). */
const TEXT_INPUTS: [string, (text: string) => Call][] = [
  ...[
    'items?category=',
    'items?brands=',
    'items?page=',
    'items?per_page=',
    'items?min_price=',
    'items?max_price=',
    'items?low_to_high=',
    'search-items?query=',
    'items/1?x=',
    'related-items?category_id=',
    'recent-viewed-items?ids=',
    'categories?limit=',
    'single-category?category=',
    'item-by-slug?slug=',
    'items-by-code?codes=',
    'code-suggestions?q=',
    'category-by-brand?brand_id=',
    'brands?category=',
    'posstates?id=',
    'states-by-ids?ids=',
    'country?x=',
    'states?x=',
    'pos-customer-category?x=',
    'home-page-items?x=',
    'getitemByCat?x=',
    'sliders?x=',
    'home-page-image?x=',
    'footer-image?x=',
    'get-logo?x=',
    'promoted-items?x=',
    'frequently-order-items?x=',
    'certificate-renewals?x=',
    'account-details?x=',
    'addresses?x=',
    'cart-customer?x=',
    'add-to-cart?item_id=',
    'add-to-cart?item_id=1&quantity=',
    'add-selected-to-cart?item_ids=',
    'cart-items?x=',
    'cart-items-qty?x=',
    'increase-decrease-cart-item-qty?cart_id=1&increase=',
    'remove-item-from-cart?item_id=',
    'retrive-orders?page=',
    'orders/1?x=',
    'logout?x=',
  ].map((prefix): [string, (text: string) => Call] => [
    `GET ${prefix}`,
    (text) => ({ method: 'GET', url: `${prefix}${q(text)}` }),
  ]),
  ...(
    [
      ['login', ['email', 'password']],
      [
        'register',
        [
          'name',
          'email',
          'password',
          'company_name',
          'address',
          'city',
          'country_id',
          'state_id',
          'pincode',
          'phone',
          'tob_license_no',
          'cc_tax_id',
          'name_prefix',
          'mobile',
          'tax_id',
          'tax_expiry_date',
          'tob_expiry_date',
          'dba',
        ],
      ],
      ['verify-link', ['email_token']],
      ['register-customer', ['username', 'password', 'confirmPassword', 'id', 'email_token']],
      ['lost-password', ['email']],
      ['reset-password', ['password', 'password_confirmation', 'email', 'token']],
      [
        'save-account-details',
        [
          'name',
          'email',
          'company_name',
          'phone',
          'password_current',
          'new_password',
          'new_password_confirmation',
        ],
      ],
      ['update-billing-address', ['address', 'city', 'state_id', 'pincode', 'name', 'company_name', 'phone']],
      [
        'update-shipping-address',
        ['id', 'address', 'city', 'state_id', 'pincode', 'name', 'company_name', 'phone'],
      ],
      ['add-wishlist', ['item_id']],
      ['add-wishlist-item', ['item_id']],
      ['set-cart-item-qty', ['cart_id', 'quantity']],
      ['wishlist-list', ['x']],
      ['remove-wishlist', ['id']],
      ['certificate-renewals', ['kind', 'expires_on']],
      ['create-order', ['note', 'payment_method', 'hasShippingAddress', 'terms_accepted']],
      ['send-contact-message', ['name', 'email', 'subject', 'message']],
    ] as const
  ).flatMap(([route, fields]) =>
    fields.map((field): [string, (text: string) => Call] => [
      `POST ${route} ${field}`,
      (text) => ({ method: 'POST', url: route, body: { [field]: text } }),
    ]),
  ),
  ...['name', 'company_name', 'address', 'city', 'state_id', 'pincode', 'phone', 'email'].flatMap(
    (field): [string, (text: string) => Call][] => [
      [
        `POST create-order billing_address.${field}`,
        (text) => ({ method: 'POST', url: 'create-order', body: checkout({ [field]: text }) }),
      ],
      [
        `POST create-order shipping_address.${field}`,
        (text) => ({ method: 'POST', url: 'create-order', body: checkout({}, { [field]: text }) }),
      ],
    ],
  ),
  [
    'POST create-order billing_address as a JSON string',
    (text) => ({
      method: 'POST',
      url: 'create-order',
      body: { ...checkout(), billing_address: JSON.stringify({ ...checkout().billing_address, city: text }) },
    }),
  ],
  [
    'POST send-contact-message, a field name',
    (text) => ({
      method: 'POST',
      url: 'send-contact-message',
      body: { [`name${text}`]: 'Rosa' },
    }),
  ],
];

async function expectRefused(call: Call, what: string) {
  const response = await send(call);
  const body = expectClientError(response, what);
  expect(response.statusCode, what).toBe(422);
  expect(body, what).toEqual({ error: M.forbiddenCharacters, field: null, code: 'INVALID' });
}

function formOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

function multipart(fields: Record<string, string>): { body: string; headers: Record<string, string> } {
  const boundary = '----store-api-test-7b1c';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('control characters', () => {
  it.each(TEXT_INPUTS)('%s refuses NUL and other control characters with a 422', async (name, call) => {
    for (const text of CONTROL_TEXTS) await expectRefused(call(text), `${name} = ${JSON.stringify(text)}`);
  });

  it.each(TEXT_INPUTS.filter(([name]) => name.startsWith('POST')))(
    '%s refuses them form-encoded and multipart too',
    async (name, call) => {
      const { url, body } = call('a\u0000b');
      const fields = formOf(body as Record<string, unknown>);
      await expectRefused(
        {
          method: 'POST',
          url,
          body: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        `${name} (form)`,
      );
      // wishlist-list reads no body at all, so nothing of it reaches the database.
      if (url !== 'wishlist-list')
        await expectRefused({ method: 'POST', url, ...multipart(fields) }, `${name} (multipart)`);
    },
  );

  it('keeps tabs and line breaks in a message', async () => {
    const response = await send({
      method: 'POST',
      url: 'send-contact-message',
      body: {
        name: 'Rosa',
        email: 'rosa@example.com',
        subject: 'Order',
        message: 'Line one\r\nLine two\tend',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('changes nothing when it refuses', async () => {
    const count = async () =>
      (await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]!.n;
    const before = await count();
    await expectRefused(
      {
        method: 'POST',
        url: 'send-contact-message',
        body: { name: 'Rosa', email: 'r@example.com', subject: 'a\u0000' },
      },
      'contact',
    );
    expect(await count()).toBe(before);
  });
});

const POST_ROUTES = [
  'login',
  'register',
  'verify-link',
  'register-customer',
  'lost-password',
  'reset-password',
  'save-account-details',
  'update-billing-address',
  'update-shipping-address',
  'add-wishlist',
  'add-wishlist-item',
  'wishlist-list',
  'remove-wishlist',
  'set-cart-item-qty',
  'create-order',
  'send-contact-message',
];

const UNREADABLE_BODIES: [string, string, string, number | number[]][] = [
  ['multipart without a boundary', 'name=Rosa', 'multipart/form-data', 400],
  [
    // @fastify/multipart ends the form where the body ends: the fields that did not arrive are missing (422).
    'multipart cut short',
    '------b\r\nContent-Disposition: form-data; name="name"\r\n\r\nRosa',
    'multipart/form-data; boundary=----b',
    [400, 422],
  ],
  // busboy skips a part without a Content-Disposition: the form then lacks its fields (422).
  [
    'multipart with a malformed part',
    '------b\r\nnonsense\r\n\r\n------b--\r\n',
    'multipart/form-data; boundary=----b',
    [400, 422],
  ],
  ['JSON cut short', '{"name": "Rosa', 'application/json', 400],
  ['JSON that is not JSON', "{name: 'Rosa'}", 'application/json', 400],
  ['JSON with a __proto__ key', '{"__proto__": {"admin": true}}', 'application/json', 400],
  ['XML', '<name>Rosa</name>', 'application/xml', 415],
  ['plain text', 'Rosa', 'text/plain', 415],
  ['a JSON body over 1 MB', `{"name": "${'x'.repeat(1_100_000)}"}`, 'application/json', 413],
];

describe('bodies that cannot be read', () => {
  it.each(POST_ROUTES)('POST %s answers a clean 400, 413 or 415', async (route) => {
    for (const [what, body, type, status] of UNREADABLE_BODIES) {
      // wishlist-list reads no body, and Fastify leaves reading a multipart body to the route.
      if (route === 'wishlist-list' && type.startsWith('multipart/')) continue;
      const response = await send({ method: 'POST', url: route, body, headers: { 'content-type': type } });
      expectClientError(response, `${route}: ${what}`);
      expect([status].flat(), `${route}: ${what}: ${response.statusCode}`).toContain(response.statusCode);
    }
  });

  it.each(POST_ROUTES)('POST %s refuses a JSON array, a string or deep nesting with a 4xx', async (route) => {
    for (const body of ['[1, 2]', '"Rosa"', `${'['.repeat(50_000)}${']'.repeat(50_000)}`]) {
      const response = await send({
        method: 'POST',
        url: route,
        body,
        headers: { 'content-type': 'application/json' },
      });
      // wishlist-list reads no body: any body is ignored there.
      if (route === 'wishlist-list') expectCleanAnswer(response, route);
      else expectClientError(response, `${route}: ${body.slice(0, 10)}`);
    }
  });
});

describe('the tables above', () => {
  it('cover every route store-api declares', async () => {
    const dir = new URL('../src/routes/', import.meta.url);
    const declared: string[] = [];
    // routes/staff/ is the staff API, behind staff sign-in: its inputs are tested in staff-*.test.ts.
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const source = await readFile(new URL(entry.name, dir), 'utf8');
      for (const match of source.matchAll(/app\.(get|post)(?:<[^>]*>)?\('([^']+)'/g)) {
        declared.push(`${match[1]!.toUpperCase()} ${match[2]!.replace(/^\//, '')}`);
      }
    }
    const covered = new Set(
      [...TEXT_INPUTS, ...ID_INPUTS].map(([name]) => {
        const [method, rest] = name.split(' ') as [string, string];
        const path = rest.split('?')[0]!.replace(/\/\d+$|\/\{id\}$/, '/:id');
        return `${method} ${path}`;
      }),
    );
    // /storage/* serves pictures, not JSON: its own test is below.
    const missing = declared.filter((route) => route !== 'GET storage/*' && !covered.has(route));
    expect(missing).toEqual([]);
  });

  it('GET /storage/* answers the no-image picture for NUL, control characters and ids past 2^31', async () => {
    for (const path of ['a%00b.png', 'products/%07.png', 'products/2147483648.png', '%00']) {
      const response = await store.app.inject({ method: 'GET', url: `/storage/${path}` });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('image/png');
    }
  });
});
