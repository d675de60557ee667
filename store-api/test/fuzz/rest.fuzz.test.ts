import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '@storefront/contract';
import { CUSTOMER_CALLS } from '@storefront/contract/rest';
import { issueAuthToken } from '../../src/services/tokens.js';
import { startTestStore, type TestCustomer, type TestStore } from '../helpers.js';
import { assertFuzz, DistinctFailures } from './failures.js';
import { collectAll, fuzzSettings, traitsOf } from './hostile.js';
import { findLeaks } from './leaks.js';
import { describeRequest, requestFor, type FuzzRequest } from './requests.js';
import { ROUTES, routeUrl, type RouteSpec } from './routes.js';

/*
 * Property-based fuzzing of every store-api route: hostile ids, text, bodies and encodings, sent anonymously
 * or with an approved customer's token. Whatever arrives, the answer is a client error or a success, in JSON,
 * without a stack, SQL, a server path, an internal address, or (for a visitor) a price.
 * FUZZ_SEED, FUZZ_RUNS and FUZZ_COLLECT=1 (list every distinct failure): see docs/fuzzing.md.
 */

const { seed, numRuns } = fuzzSettings(2000);
const routesDir = fileURLToPath(new URL('../../src/routes/', import.meta.url));

let store: TestStore;
let customer: TestCustomer;

beforeAll(async () => {
  store = await startTestStore({ logLevel: 'silent' });
  customer = await store.customer();
  // Something in the cart, so checkout cases get past "your cart is empty" to the address checks.
  await store.call('GET', 'add-to-cart?item_id=1&quantity=1', { token: customer.token });
}, 120_000);
afterAll(async () => {
  await store?.close();
});

async function send(route: RouteSpec, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const headers = { ...request.headers };
  if (request.caller === 'customer') {
    // Logging out ends the token it is called with: that call gets a token of its own.
    const token = route.endsSession
      ? (await issueAuthToken(store.db, customer.id, 3_600_000))?.token
      : customer.token;
    headers.authorization = `Bearer ${token}`;
  }
  return store.app.inject({
    method: request.method as 'GET' | 'POST',
    url: request.url,
    headers,
    remoteAddress: request.remoteAddress,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/** What is wrong with an answer, as short descriptions; empty when it is what a client may get. */
/**
 * What the customer saved earlier in the run (an address, a name): a later answer may show it back, and a saved
 * "') UNION ALL (SELECT 1--" is an echo, not a database error.
 */
const savedByCustomer = new Set<string>();

/** store-api's 422: the message, the parameter it is about (or null) and a code of the contract's list, nothing else. */
function isRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error, field, code, ...rest } = body as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    (field === null || typeof field === 'string') &&
    isErrorCode(code) &&
    Object.keys(rest).length === 0
  );
}

function problemsWith(route: RouteSpec, request: FuzzRequest, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  const type = String(response.headers['content-type'] ?? '');
  const isImage = route.produces === 'image' && type.startsWith('image/');
  if (type.startsWith('application/json')) {
    try {
      const body: unknown = JSON.parse(response.body);
      if (response.statusCode === 422 && !isRefusal(body))
        problems.push('a 422 that is not {error, field, code}');
    } catch {
      problems.push('the body is not JSON although its content-type says so');
    }
    problems.push(
      ...findLeaks(response.body, {
        anonymous: request.caller !== 'customer',
        sent: request.caller === 'customer' ? [...request.sent, ...savedByCustomer] : request.sent,
      }),
    );
  } else if (!isImage) {
    problems.push(`content-type "${type}" instead of JSON: ${response.body.slice(0, 120)}`);
  }
  return problems.map((problem) => `${problem} [${response.statusCode} ${response.body.slice(0, 200)}]`);
}

describe('store-api under fuzzed input', () => {
  it('has a fuzz table entry for every route the routes declare', async () => {
    // The customer API's routes are declared from the contract's descriptors (rest-contract-customer.test.ts holds
    // them to each other); the others are found in the sources. routes/staff/ is the staff API (behind staff
    // sign-in), which these customer-API routes do not fuzz.
    const declared = CUSTOMER_CALLS.map((call) => `${call.method} /api${call.path}`);
    for (const entry of await readdir(routesDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const source = await readFile(path.join(routesDir, entry.name), 'utf8');
      for (const match of source.matchAll(/\bapp\.(get|post)(?:<[^>]*>)?\(\s*'([^']+)'/g)) {
        const url = match[2]!.startsWith('/storage') ? match[2]! : `/api/customer${match[2]!}`;
        declared.push(`${match[1]!.toUpperCase()} ${url}`);
      }
    }
    const fuzzed = ROUTES.map((route) => `${route.method} ${routeUrl(route)}`).filter(
      (route) => route !== 'GET /healthz',
    );
    expect(fuzzed.sort()).toEqual(declared.sort());
  });

  it('answers every fuzzed request with JSON below 500, without leaks, and without prices to visitors', async () => {
    const failures = new DistinctFailures();
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    const started = performance.now();
    const property = fc.asyncProperty(fc.oneof(...ROUTES.map(requestFor)), async (request) => {
      const route = ROUTES.find((r) => `${r.method} ${r.path}` === request.route)!;
      const response = await send(route, request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      reached.add(request.route);
      const problems = problemsWith(route, request, response);
      if (request.caller === 'customer' && request.method === 'POST' && response.statusCode < 300) {
        for (const text of request.sent) savedByCustomer.add(text);
      }
      if (problems.length === 0) return;
      if (!collectAll) throw new Error(problems.join('\n'));
      for (const problem of problems) {
        // One entry per route and kind of problem (status, leak), keeping the shortest request that shows it.
        const traits = traitsOf([...request.sent, request.url, request.headers['content-type'] ?? '']);
        failures.add(request.route, problem, traits[0], describeRequest(request));
      }
    });
    try {
      await assertFuzz(
        property,
        { seed, numRuns },
        'npx vitest run --project store-api test/fuzz/rest.fuzz.test.ts',
      );
    } finally {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const share = (status: (s: number) => boolean) =>
        `${((100 * [...statuses].filter(([s]) => status(s)).reduce((a, [, n]) => a + n, 0)) / Math.max(1, total)).toFixed(1)}%`;
      console.warn(
        `REST fuzz, seed ${seed}: ${total} requests in ${seconds} s; 2xx ${share((s) => s < 300)}, ` +
          `4xx ${share((s) => s >= 400 && s < 500)} (429: ${share((s) => s === 429)}), 5xx ${share((s) => s >= 500)}`,
      );
    }
    failures.throwIfAny(seed);
    // The run reached every route, and the customer's session lasted to the end (or half of it tested nothing).
    if (numRuns >= 500) {
      expect(
        ROUTES.map((route) => `${route.method} ${route.path}`).filter((route) => !reached.has(route)),
      ).toEqual([]);
    }
    expect((await store.call('GET', 'account-details', { token: customer.token })).statusCode).toBe(200);
  }, 300_000);
});
