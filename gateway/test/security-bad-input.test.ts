import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';

/*
 * Malformed requests, one per row: each is the client's mistake, so each gets a 4xx with a code and a message,
 * never a 500, an INTERNAL_SERVER_ERROR or a stack trace, and nothing reaches store-api. In production mode, as
 * `npm start` runs the gateway.
 */

const setup = useContractGateway({ NODE_ENV: 'production' });

interface Case {
  method?: 'GET' | 'POST';
  /** Appended to /graphql. */
  search?: string;
  /** A raw body; objects are sent as JSON. */
  body?: unknown;
  contentType?: string;
  status: number;
  code: string;
}

const nested = (depth: number): unknown => (depth === 0 ? '1' : [nested(depth - 1)]);
const CASES: Record<string, Case> = {
  'a subscription (the schema has none)': {
    body: { query: 'subscription { x }' },
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  'a subscription on a field that exists elsewhere': {
    body: { query: 'subscription { productCount }' },
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  'a mutation sent with GET': {
    method: 'GET',
    search: `?query=${encodeURIComponent('mutation { logout { accepted } }')}`,
    status: 405,
    code: 'BAD_REQUEST',
  },
  'an unknown operation name': {
    body: { query: 'query A { productCount }', operationName: 'B' },
    status: 400,
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  'two operations and no operation name': {
    body: { query: 'query A { productCount } query B { productCount }' },
    status: 400,
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  'an operation name of 2 KB that names no operation': {
    body: { query: 'query A { productCount }', operationName: 'B'.repeat(2048) },
    status: 400,
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  'an operation named with 2 KB': {
    body: { query: `query ${'B'.repeat(2048)} { productCount }` },
    status: 400,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  'a variable of the wrong type': {
    body: { query: 'query P($id: ID!) { product(id: $id) { id } }', variables: { id: { $gt: 1 } } },
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  'a number where a list of ids belongs': {
    body: { query: 'query R($ids: [ID!]!) { recentlyViewed(ids: $ids) { id } }', variables: { ids: 1.5 } },
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  'deeply nested lists in the variables': {
    body: {
      query: 'query R($ids: [ID!]!) { recentlyViewed(ids: $ids) { id } }',
      variables: { ids: nested(3000) },
    },
    status: 400,
    code: 'BAD_USER_INPUT',
  },
  'variables that are not an object': {
    body: { query: '{ productCount }', variables: [1, 2] },
    status: 400,
    code: 'BAD_REQUEST',
  },
  'an empty body': { body: '', contentType: 'application/json', status: 400, code: 'BAD_REQUEST' },
  'a body that is a JSON array': { body: [{ query: '{ productCount }' }], status: 400, code: 'BAD_REQUEST' },
  'a body that is a JSON string': {
    body: '"{ productCount }"',
    contentType: 'application/json',
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a body that is a JSON number': {
    body: '42',
    contentType: 'application/json',
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a body that is not JSON': {
    body: '{"query": ',
    contentType: 'application/json',
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a query that is not a string': { body: { query: { kind: 'Document' } }, status: 400, code: 'BAD_REQUEST' },
  'no query at all': { body: { variables: {} }, status: 400, code: 'BAD_REQUEST' },
  'a query that does not parse': {
    body: { query: '{ productCount' },
    status: 400,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  'extensions that are not an object': {
    body: { query: '{ productCount }', extensions: 'garbage' },
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a persisted query that is not an object': {
    body: { query: '{ productCount }', extensions: { persistedQuery: 'garbage' } },
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a persisted-query hash that is not hex': {
    body: { extensions: { persistedQuery: { version: 1, sha256Hash: 'not-hex!' } } },
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a persisted-query hash that is not hex, sent with GET': {
    method: 'GET',
    search: `?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'zz' } }))}`,
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a persisted-query hash that does not match the query': {
    body: {
      query: '{ productCount }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } },
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a persisted query of an unknown version': {
    body: {
      query: '{ productCount }',
      extensions: { persistedQuery: { version: 2, sha256Hash: 'ab'.repeat(32) } },
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a multipart upload without a boundary': {
    body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ productCount }"}\r\n--x--\r\n',
    contentType: 'multipart/form-data',
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a multipart body that is not form data': {
    body: '--x\r\n\r\n{}\r\n--x--\r\n',
    contentType: 'multipart/mixed; boundary=x',
    status: 400,
    code: 'BAD_REQUEST',
  },
  'a content type the endpoint does not read': {
    body: 'query=%7B%20productCount%20%7D',
    contentType: 'application/x-www-form-urlencoded',
    status: 400,
    code: 'BAD_REQUEST',
  },
};

async function send(testCase: Case) {
  const method = testCase.method ?? 'POST';
  const body =
    method === 'GET'
      ? undefined
      : typeof testCase.body === 'string'
        ? testCase.body
        : JSON.stringify(testCase.body);
  const response = await request(`${setup.gw.url}/graphql${testCase.search ?? ''}`, {
    method,
    headers: {
      'content-type': testCase.contentType ?? 'application/json',
      // Past CSRF prevention, so that what is tested is the request itself.
      'apollo-require-preflight': 'true',
    },
    body,
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    text,
    json: JSON.parse(text) as { errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

describe('malformed requests are the client’s error, never ours', () => {
  it.each(Object.entries(CASES))('%s', async (_, testCase) => {
    const { status, text, json } = await send(testCase);
    expect({ status, code: json.errors?.[0]?.extensions?.code }).toEqual({
      status: testCase.status,
      code: testCase.code,
    });
    expect(json.errors?.[0]?.message).toEqual(expect.any(String));
    expect(text).not.toMatch(/INTERNAL_SERVER_ERROR|stacktrace|\bat .+\.(js|ts):\d+/);
    expect(setup.store.calls).toHaveLength(0);
  });
});

describe('production error shape', () => {
  it('shows no stack trace and no field suggestion, and keeps the code and request id', async () => {
    const { status, json } = await send({ body: { query: '{ categories { nam } }' }, status: 400, code: '' });
    expect(status).toBe(400);
    const [error] = json.errors ?? [];
    expect(error?.message).toMatch(/^Cannot query field "nam" on type "Category"\./);
    expect(error?.message).not.toMatch(/Did you mean/);
    expect(Object.keys(error?.extensions ?? {}).sort()).toEqual(['code', 'requestId']);
  });

  it('hides what an unexpected failure was, keeping its code', async () => {
    setup.store.customer('GET', 'categories', () => ({ status: 200, raw: 'not json' }));
    const { status, json } = await send({ body: { query: '{ categories { id } }' }, status: 200, code: '' });
    expect(status).toBe(200);
    expect(json.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(JSON.stringify(json)).not.toMatch(/stacktrace|not json|127\.0\.0\.1/);
  });

  it('keeps Apollo Sandbox at GET /graphql', async () => {
    const response = await request(`${setup.gw.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await response.body.text();
    expect(response.statusCode).toBe(200);
    expect(html).toMatch(/sandbox/i);
  });
});
