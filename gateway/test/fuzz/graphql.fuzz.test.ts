import fc from 'fast-check';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Tests only: a token of its own for each logout, straight from store-api's token table.
import { issueAuthToken } from '../../../store-api/src/services/tokens.js';
import { assertFuzz, DistinctFailures } from '../../../store-api/test/fuzz/failures.js';
import { collectAll, fuzzSettings, traitsOf } from '../../../store-api/test/fuzz/hostile.js';
import { findLeaks } from '../../../store-api/test/fuzz/leaks.js';
import { PASSWORD, startRealStore, type RealStore } from '../integration/real-store.js';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { FIELD_TARGETS, graphqlCase, type GraphQLCase } from './operations.js';

/*
 * Property-based fuzzing of the public GraphQL API: the real gateway over the real store-api (in-process
 * PGlite), every Query and Mutation field called with hostile arguments, plus hostile documents and
 * transports. Whatever arrives: no 5xx, every error has a code that is not INTERNAL_SERVER_ERROR or
 * UPSTREAM_ERROR, nothing leaks, and anonymous callers see no price. See docs/fuzzing.md.
 */

const { seed, numRuns } = fuzzSettings(1000);
const FORBIDDEN_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR']);

let store: RealStore;
let gw: RunningGateway;
let customerId: number;
let token: string;
// Each case comes from one of many loopback addresses, so per-address throttles (login) rarely trip.
const agents = Array.from(
  { length: 64 },
  (_, i) => new Agent({ localAddress: `127.0.${1 + (i >> 6)}.${1 + (i % 64)}` }),
);
let sent = 0;

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl);
  const email = await store.buyer();
  const [row] = await store.db.query<{ id: number }>('SELECT id FROM customers WHERE email = $1', [email]);
  customerId = row!.id;
  const login = await graphql<{ login: { token: string } }>(
    gw.url,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  token = login.body.data!.login.token;
  // Something in the cart, so placeOrder cases get past "your cart is empty" to the address checks.
  await graphql(gw.url, 'mutation { addToCart(productId: "1") { id } }', {}, { token });
}, 120_000);
afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.close()));
  await gw?.close();
  await store?.close();
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(fuzzCase: GraphQLCase): Promise<Answer> {
  const headers: Record<string, string> = { ...fuzzCase.headers };
  const own = fuzzCase.endsSession ? (await issueAuthToken(store.db, customerId, 3_600_000))?.token : token;
  if (fuzzCase.caller === 'customer') headers.authorization = `Bearer ${own}`;
  if (fuzzCase.caller === 'customer-cookie') headers.cookie = `storefront_session=${own}`;
  if (fuzzCase.caller === 'malformed-token') headers.authorization = 'Bearer \u00ff not a token';
  if (fuzzCase.caller === 'garbage-cookie')
    headers.cookie = 'storefront_session=%00%ff; storefront_session=x';
  sent += 1;
  const response = await request(`${gw.url}/graphql${fuzzCase.search ? `?${fuzzCase.search}` : ''}`, {
    method: fuzzCase.method,
    headers,
    ...(fuzzCase.body !== undefined ? { body: fuzzCase.body } : {}),
    dispatcher: agents[sent % agents.length],
    // A request the gateway never answers is a failure too, not a stuck test (shorter when listing them all).
    headersTimeout: collectAll ? 3000 : 5000,
    bodyTimeout: collectAll ? 3000 : 5000,
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    text: await response.body.text(),
  };
}

interface GraphQLBody {
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

/** What is wrong with an answer, as short descriptions; empty when a client may get it. */
/**
 * What a customer sent in an answered request earlier in the run (an address, a name): a later answer may show it
 * back, and a saved "') UNION ALL (SELECT 1--" is an echo, not a database error.
 */
const savedByCustomer = new Set<string>();
const isCustomer = (fuzzCase: GraphQLCase) =>
  fuzzCase.caller === 'customer' || fuzzCase.caller === 'customer-cookie';

function problemsWith(fuzzCase: GraphQLCase, answer: Answer, codes: Map<string, number>): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status === 0) problems.push(answer.text);
  if (answer.contentType.includes('json')) {
    let body: GraphQLBody | undefined;
    try {
      body = JSON.parse(answer.text) as GraphQLBody;
    } catch {
      problems.push('the body is not JSON although its content-type says so');
    }
    for (const error of body?.errors ?? []) {
      const code = error.extensions?.code;
      codes.set(String(code), (codes.get(String(code)) ?? 0) + 1);
      if (typeof code !== 'string')
        problems.push(`an error without extensions.code: ${String(error.message)}`);
      else if (FORBIDDEN_CODES.has(code)) problems.push(`error code ${code}: ${String(error.message)}`);
    }
  }
  const anonymous = !isCustomer(fuzzCase);
  const sent = anonymous ? fuzzCase.sent : [...fuzzCase.sent, ...savedByCustomer];
  problems.push(...findLeaks(answer.text, { anonymous, sent, internalUrls: [store.apiUrl] }));
  return problems.map((problem) => `${problem} [${answer.status} ${answer.text.slice(0, 200)}]`);
}

function describeCase(fuzzCase: GraphQLCase): string {
  const body = Buffer.isBuffer(fuzzCase.body) ? fuzzCase.body.toString('latin1') : (fuzzCase.body ?? '');
  return `${fuzzCase.method} /graphql${fuzzCase.search ? `?${fuzzCase.search.slice(0, 300)}` : ''} as ${fuzzCase.caller} ${JSON.stringify(fuzzCase.headers)} ${JSON.stringify(body.slice(0, 400))}`;
}

describe('the GraphQL API under fuzzed input', () => {
  it('answers every fuzzed request below 500, with client error codes, without leaks or prices to visitors', async () => {
    const failures = new DistinctFailures();
    const statuses = new Map<number, number>();
    const codes = new Map<string, number>();
    const targets = new Set<string>();
    const started = performance.now();
    const property = fc.asyncProperty(graphqlCase, async (fuzzCase) => {
      const answer = await send(fuzzCase).catch((error: Error): Answer => ({
        status: 0,
        contentType: '',
        text: `no answer: ${error.message}`,
      }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      targets.add(fuzzCase.target);
      const problems = problemsWith(fuzzCase, answer, codes);
      if (isCustomer(fuzzCase) && answer.status === 200) {
        for (const text of fuzzCase.sent) savedByCustomer.add(text);
      }
      if (problems.length === 0) return;
      if (!collectAll) throw new Error(problems.join('\n'));
      for (const problem of problems) {
        const traits = traitsOf([
          ...fuzzCase.sent,
          fuzzCase.search ?? '',
          fuzzCase.headers['content-type'] ?? '',
        ]);
        // A broken transport fails whatever the operation: one entry for all of them.
        const target = traits[0] === 'multipart without boundary' ? 'any operation' : fuzzCase.target;
        failures.add(target, problem, traits[0], describeCase(fuzzCase));
      }
    });
    try {
      await assertFuzz(
        property,
        { seed, numRuns },
        'npx vitest run --project gateway test/fuzz/graphql.fuzz.test.ts',
      );
    } finally {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const topCodes = [...codes]
        .sort((a, b) => b[1] - a[1])
        .map(([code, n]) => `${code} ${n}`)
        .join(', ');
      console.warn(
        `GraphQL fuzz, seed ${seed}: ${total} requests over ${targets.size} targets in ${seconds} s; ` +
          `statuses ${JSON.stringify(Object.fromEntries(statuses))}; error codes: ${topCodes}`,
      );
    }
    failures.throwIfAny(seed);
    // The run reached every field, and the customer's session lasted to the end (or half of it tested nothing).
    if (numRuns >= 500) expect(FIELD_TARGETS.filter((target) => !targets.has(target))).toEqual([]);
    const viewer = await graphql<{ viewer: { id: string } | null }>(
      gw.url,
      '{ viewer { id } }',
      {},
      { token },
    );
    expect(viewer.body.data?.viewer?.id).toBe(String(customerId));
  }, 300_000);
});
