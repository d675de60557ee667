import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type GraphQLInputType,
} from 'graphql';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { INPUT_BOUNDS } from '../src/input-bounds.js';
import { buildStaffSchema } from '../src/staff/schema.js';
import { LIMITS } from '../src/server.js';
import { TOKENS } from './support/contract.js';
import { graphql } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

const setup = useContractGateway({ REQUEST_TIMEOUT_MS: '1000' });

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
const text = (length: number) => 'x'.repeat(length);

/** Asserts the one error a client sees for input out of bounds, and that store-api heard nothing. */
function expectRefused(response: Awaited<ReturnType<typeof graphql>>, message: string, field: string): void {
  expect(response.status).toBe(400);
  expect(response.body.errors).toHaveLength(1);
  expect(response.body.errors?.[0]?.message).toBe(message);
  expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  expect(response.body.errors?.[0]?.extensions?.requestId).toBe(response.headers.get('x-request-id'));
  expect(setup.store.calls).toHaveLength(0);
}

/**
 * Asserts the one userError a mutation answers for an argument out of bounds (with the path from its arguments),
 * and that store-api heard nothing.
 */
function expectUserError(
  response: Awaited<ReturnType<typeof graphql>>,
  message: string,
  field: string[],
): void {
  expect(response.status).toBe(200);
  expect(response.body.errors).toBeUndefined();
  const [payload] = Object.values(response.body.data ?? {}) as { userErrors: unknown[] }[];
  expect(payload?.userErrors).toEqual([{ code: 'INVALID', field, message }]);
  expect(setup.store.calls).toHaveLength(0);
}

const RECENTLY_VIEWED = 'query Recent($ids: [ID!]!) { recentlyViewed(ids: $ids) { id } }';
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { userErrors { code field message } } }`;
const registration = {
  name: 'Ann Buyer',
  email: 'ann@shop.example',
  password: 'Secret#123',
  companyName: 'Ann Tobacco LLC',
  address: '1 Main St',
  city: 'Newark',
  countryId: '1',
  stateId: '31',
  postcode: '07102',
  phone: '2015550100',
  tobaccoLicenseNumber: 'TOB-9',
  membershipCategoryId: '2',
};

describe('lists', () => {
  it('accepts 50 recently viewed ids', async () => {
    const response = await graphql(setup.gw.url, RECENTLY_VIEWED, { ids: ids(50) });
    expect(response.body.errors).toBeUndefined();
    expect(setup.store.callsTo('recent-viewed-items')).toHaveLength(1);
  });

  it('refuses 51 recently viewed ids, and 100,000, before any upstream call', async () => {
    expectRefused(await graphql(setup.gw.url, RECENTLY_VIEWED, { ids: ids(51) }), 'At most 50 ids.', 'ids');
    const literal = `{ recentlyViewed(ids: [${ids(51).join(',')}]) { id } }`;
    expectRefused(await graphql(setup.gw.url, literal), 'At most 50 ids.', 'ids');
  });

  it('checks the variables of each request when the same query text comes again', async () => {
    const query = 'query Again($ids: [ID!]!) { recentlyViewed(ids: $ids) { id } }';
    expect((await graphql(setup.gw.url, query, { ids: ids(3) })).body.errors).toBeUndefined();
    const refused = await graphql(setup.gw.url, query, { ids: ids(51) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'At most 50 ids.',
      extensions: { field: 'ids' },
    });
    expect((await graphql(setup.gw.url, query, { ids: ids(50) })).body.errors).toBeUndefined();
    expect(setup.store.callsTo('recent-viewed-items')).toHaveLength(2);
  });

  it('refuses more than 50 brands or categories in a filter, naming the filter field', async () => {
    const query = 'query L($filter: ProductFilter) { products(filter: $filter) { total } }';
    expectRefused(
      await graphql(setup.gw.url, query, { filter: { brandIds: ids(51) } }),
      'At most 50 ids.',
      'filter.brandIds',
    );
    expectRefused(
      await graphql(setup.gw.url, query, { filter: { categorySlugs: ids(51).map((id) => `c${id}`) } }),
      'At most 50 values.',
      'filter.categorySlugs',
    );
  });

  it('refuses more than 50 products for the cart and the wishlist', async () => {
    for (const mutation of [
      'addProductsToCart(productIds: $ids) { userErrors { code field message } }',
      'removeFromWishlist(productIds: $ids) { userErrors { code field message } }',
      'addWishlistToCart(productIds: $ids) { userErrors { code field message } }',
    ]) {
      const response = await graphql(
        setup.gw.url,
        `mutation M($ids: [ID!]!) { ${mutation} }`,
        { ids: ids(51) },
        {
          token: TOKENS.alice,
        },
      );
      expectUserError(response, 'At most 50 ids.', ['productIds']);
    }
  });
});

describe('variables of the wrong type', () => {
  it('refuses a list of many lines that are not lines with one BAD_USER_INPUT, not a server error', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation M($lines: [CartLineInput!]!) { addLinesToCart(lines: $lines) { userErrors { code } } }',
      { lines: ids(60) },
      { token: TOKENS.alice },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [
        'Variable "$lines" got invalid value "1" at "lines[0]"; Expected type "CartLineInput" to be an object.',
        'BAD_USER_INPUT',
      ],
    ]);
    expect(setup.store.callsTo('add-to-cart')).toEqual([]);
  });
});

describe('strings', () => {
  it('refuses a search term over 100 characters', async () => {
    const response = await graphql(
      setup.gw.url,
      'query S($q: String!) { searchProducts(query: $q) { total } }',
      {
        q: text(101),
      },
    );
    expectRefused(response, 'The search term must be at most 100 characters.', 'query');
  });

  it.each([
    ['name', 121, 'The name must be at most 120 characters.'],
    ['companyName', 161, 'The company name must be at most 160 characters.'],
    ['address', 256, 'The address must be at most 255 characters.'],
    ['email', 255, 'The email must be at most 254 characters.'],
    ['password', 129, 'The password must be at most 128 characters.'],
    ['tobaccoLicenseNumber', 61, 'The tobacco ID must be at most 60 characters.'],
  ])('refuses a registration whose %s is %i characters long', async (field, length, message) => {
    const response = await graphql(setup.gw.url, REGISTER, {
      input: { ...registration, [field]: text(length) },
    });
    expectUserError(response, message, ['input', field]);
  });

  it('accepts a registration at every limit', async () => {
    const response = await graphql(setup.gw.url, REGISTER, {
      input: {
        ...registration,
        name: text(120),
        companyName: text(160),
        address: text(255),
        city: text(120),
      },
    });
    expect(response.body).toEqual({ data: { register: { userErrors: [] } } });
    expect(setup.store.callsTo('register')).toHaveLength(1);
  });

  it('names nested fields with their path from the mutation’s arguments, as checkout errors do', async () => {
    const address = { name: 'Ann', address: '1 Main St', city: 'Newark', stateId: '31', postcode: '07102' };
    const response = await graphql(
      setup.gw.url,
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input, idempotencyKey: "key-12345678") { userErrors { code field message } } }',
      {
        input: {
          billingAddress: address,
          shippingAddress: { ...address, city: text(121) },
          acceptTerms: true,
        },
      },
      { token: TOKENS.alice },
    );
    expectUserError(response, 'The city must be at most 120 characters.', [
      'input',
      'shippingAddress',
      'city',
    ]);
  });

  it('refuses a contact message over 5,000 characters', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { userErrors { code field message } } }',
      { input: { name: 'Ann', email: 'ann@shop.example', subject: 'Hello', message: text(5001) } },
    );
    expectUserError(response, 'The message must be at most 5000 characters.', ['input', 'message']);
  });
});

describe('control characters', () => {
  it('refuses a NUL byte in a search', async () => {
    const response = await graphql(
      setup.gw.url,
      'query S($q: String!) { searchProducts(query: $q) { total } }',
      {
        q: 'a\u0000b',
      },
    );
    expectRefused(response, 'The search term contains characters that are not allowed.', 'query');
  });

  it.each([
    ['subject', 'Hello\u0007'],
    ['name', 'Ann\u001b[31m'],
    ['email', 'ann\u0000@shop.example'],
  ])('refuses a contact message whose %s holds a control character', async (field, value) => {
    const response = await graphql(
      setup.gw.url,
      'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { userErrors { code field message } } }',
      { input: { name: 'Ann', email: 'ann@shop.example', subject: 'Hello', [field]: value } },
    );
    expectUserError(response, `The ${field} contains characters that are not allowed.`, ['input', field]);
  });

  it('lets tabs and line breaks through in a message', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted } }',
      { input: { name: 'Ann', email: 'ann@shop.example', subject: 'Hello', message: 'Line 1\r\n\tLine 2' } },
    );
    expect(response.body.errors).toBeUndefined();
    expect(setup.store.callsTo('send-contact-message')).toHaveLength(1);
  });

  it('refuses a NUL byte in a registration field and an address', async () => {
    expectUserError(
      await graphql(setup.gw.url, REGISTER, { input: { ...registration, city: 'New\u0000ark' } }),
      'The city contains characters that are not allowed.',
      ['input', 'city'],
    );
    expectUserError(
      await graphql(
        setup.gw.url,
        'mutation A($input: AddressInput!) { updateBillingAddress(input: $input) { userErrors { code field message } } }',
        { input: { address: '1 Main\u0000St', city: 'Newark', stateId: '31', postcode: '07102' } },
        { token: TOKENS.alice },
      ),
      'The address contains characters that are not allowed.',
      ['input', 'address'],
    );
  });
});

describe('ids', () => {
  it.each([
    ['product(id: "9999999999") { id }', 'id'],
    ['product(id: "2147483648") { id }', 'id'],
    ['product(id: "0") { id }', 'id'],
    ['product(id: "-5") { id }', 'id'],
    ['product(id: "1e3") { id }', 'id'],
    ['brand(id: "99999999999") { id }', 'id'],
    ['order(id: "9999999999") { id }', 'id'],
    ['states(countryId: "9999999999") { id }', 'countryId'],
    ['relatedProducts(productId: "9999999999") { id }', 'productId'],
    ['recentlyViewed(ids: ["1", "9999999999"]) { id }', 'ids'],
    ['recentlyViewed(ids: ["1"], exceptId: "9999999999") { id }', 'exceptId'],
  ])('refuses %s as BAD_USER_INPUT, not an upstream error', async (selection, field) => {
    const response = await graphql(setup.gw.url, `{ ${selection} }`, {}, { token: TOKENS.alice });
    expectRefused(
      response,
      `The ${field === 'countryId' ? 'country id' : field === 'productId' ? 'product id' : field === 'exceptId' ? 'except id' : field} must be a whole number from 1 to 2147483647.`,
      field,
    );
  });

  it.each([
    ['changeCartLineQuantity(lineId: "2147483648", change: INCREASE) { id }', 'lineId'],
    ['toggleWishlist(productId: "9999999999") { message }', 'productId'],
  ])('refuses deprecated mutation %s as BAD_USER_INPUT, as before', async (selection, field) => {
    const response = await graphql(setup.gw.url, `mutation { ${selection} }`, {}, { token: TOKENS.alice });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(setup.store.calls).toHaveLength(0);
  });

  it.each([
    ['addToCart(productId: "9999999999")', ['productId'], 'product id'],
    ['removeCartLine(lineId: "9999999999")', ['lineId'], 'line id'],
    ['setCartLineQuantity(lineId: "9999999999", quantity: 1)', ['lineId'], 'line id'],
    ['addToWishlist(productId: "9999999999")', ['productId'], 'product id'],
    [
      'updateShippingAddress(id: "9999999999", input: { address: "1 Main St", city: "Newark", stateId: "31", postcode: "07102" })',
      ['id'],
      'id',
    ],
    [
      'updateBillingAddress(input: { address: "1 Main St", city: "Newark", stateId: "9999999999", postcode: "07102" })',
      ['input', 'stateId'],
      'state id',
    ],
  ])('refuses mutation %s as a userError INVALID beside %j', async (selection, field, label) => {
    const response = await graphql(
      setup.gw.url,
      `mutation { ${selection} { userErrors { code field message } } }`,
      {},
      { token: TOKENS.alice },
    );
    expectUserError(response, `The ${label} must be a whole number from 1 to 2147483647.`, field);
  });

  it('refuses a registration with a state id out of range', async () => {
    const response = await graphql(setup.gw.url, REGISTER, {
      input: { ...registration, stateId: '99999999999' },
    });
    expectUserError(response, 'The state id must be a whole number from 1 to 2147483647.', [
      'input',
      'stateId',
    ]);
  });

  it('asks the store about the largest id and answers null when there is no such product', async () => {
    const response = await graphql(setup.gw.url, '{ product(id: "2147483647") { id } }');
    expect(response.body.data).toEqual({ product: null });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('every string and list the public and staff schemas accept has a documented bound', () => {
  const schemas = [
    buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')),
    buildStaffSchema(readFileSync(new URL('../../staff.graphql', import.meta.url), 'utf8')),
  ];
  const docs = readFileSync(new URL('../../docs/gateway.md', import.meta.url), 'utf8');
  const needsBound = (type: GraphQLInputType) => {
    const named = getNamedType(type).name;
    return isListType(getNullableType(type)) || named === 'String';
  };
  const coordinates: string[] = [];
  for (const type of schemas.flatMap((schema) => Object.values(schema.getTypeMap()))) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          if (needsBound(arg.type)) coordinates.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (needsBound(field.type)) coordinates.push(`${type.name}.${field.name}`);
      }
    }
  }

  it.each(coordinates)('%s is in the table of bounds and in docs/gateway.md', (coordinate) => {
    expect(INPUT_BOUNDS[coordinate]).toBeDefined();
    expect(docs).toContain(`\`${coordinate}\``);
  });
});

describe('request size and time', () => {
  it(`refuses a JSON body over ${LIMITS.bodyBytes / 1024} KB with 413 before reading it`, async () => {
    // The 770 KB request of the incident: 100,000 ids.
    const body = JSON.stringify({ query: RECENTLY_VIEWED, variables: { ids: ids(100_000) } });
    const response = await request(`${setup.gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answer = (await response.body.json()) as { errors: { extensions: { code: string } }[] };
    expect(response.statusCode).toBe(413);
    expect(answer.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    // Refused from its Content-Length: the rest of the body is not read, the connection closes.
    expect(response.headers.connection).toBe('close');
    expect(setup.store.calls).toHaveLength(0);
  });

  it('answers 408 and closes a request whose body stalls halfway (REQUEST_TIMEOUT_MS)', async () => {
    const { port } = new URL(setup.gw.url);
    const socket = connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n' +
        '{"query":"{ productCount }","variables":{"pad":"',
    );
    // The setting is 1 s; the deadline is generous, so that a busy machine cannot make this fail.
    const timeout = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 15_000));
    const outcome = await Promise.race([closed.then(() => 'closed' as const), timeout]);
    socket.destroy();
    expect(outcome).toBe('closed');
    const answer = Buffer.concat(received).toString('utf8');
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(setup.store.calls).toHaveLength(0);
  }, 20_000);
});
