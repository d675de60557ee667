/**
 * How many REST calls the gateway makes for each page of the web app, on store-api and on the specification's
 * host (the strict double of gateway/test/support): a counting proxy in front of the host tallies the calls of
 * each GraphQL request by its x-request-id. "cold" is with the catalog cache off (every request asks the host);
 * "warm" is the second of two requests with the default cache.
 *
 *   npm run bench:upstream-calls -w gateway
 */
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print, type DocumentNode } from 'graphql';
import { randomUUID } from 'node:crypto';
import {
  CategoryShopRouteQueryDocument,
  HomeRouteQueryDocument,
  OrderDetailRouteQueryDocument,
  ProductRouteQueryDocument,
} from '../../web/src/gql/graphql.js';
import { startRealStore } from '../test/integration/real-store.js';
import { startGateway, type RunningGateway } from '../test/support/gateway.js';
import { SPEC_CUSTOMER, SpecRestDouble } from '../test/support/spec-rest-double.js';

/** A proxy to `target` that counts the calls of each request id. */
async function countingProxy(target: string) {
  const counts = new Map<string, number>();
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const id = String(req.headers['x-request-id'] ?? '');
    counts.set(id, (counts.get(id) ?? 0) + 1);
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    callsOf: (requestId: string) => counts.get(requestId) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Page {
  name: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
}

async function callsFor(
  gateway: RunningGateway,
  callsOf: (id: string) => number,
  page: Page,
  token?: string,
) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(page.document), variables: page.variables }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  const calls = String(callsOf(response.headers.get('x-request-id') ?? ''));
  // An answer with errors is marked (the calls it made are still counted).
  if (body.errors)
    return `${calls}!${[...new Set(body.errors.map((error) => error.extensions?.code))].join(',')}`;
  return calls;
}

/** Answers an operation's data through the gateway as the buyer; throws on any error. */
async function ask<T>(gateway: RunningGateway, token: string, query: string, variables = {}): Promise<T> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The buyer places an order of `quantity` of a product (the $200 minimum reached), for the order detail page. */
async function placeOrder(gateway: RunningGateway, token: string, productId: number, quantity: number) {
  const { states } = await ask<{ states: { id: string }[] }>(gateway, token, '{ states { id } }');
  await ask(
    gateway,
    token,
    'mutation A($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { cart { id } } }',
    {
      id: String(productId),
      q: quantity,
    },
  );
  const { placeOrder } = await ask<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(
    gateway,
    token,
    `mutation P($input: PlaceOrderInput!, $key: String!) {
      placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { code message } }
    }`,
    {
      input: {
        billingAddress: {
          name: 'Rosa Diaz',
          address: '1 Main St',
          city: 'Newark',
          stateId: states[0]!.id,
          postcode: '07102',
          phone: '7325550142',
          email: 'rosa@corner-smoke.example',
        },
        acceptTerms: true,
      },
      key: randomUUID(),
    },
  );
  if (!placeOrder.order) throw new Error(JSON.stringify(placeOrder.userErrors));
  return placeOrder.order.id;
}

async function measure(
  name: string,
  apiUrl: string,
  pages: Page[],
  token: string,
  order: { productId: number; quantity: number },
) {
  const proxy = await countingProxy(apiUrl);
  const cold = await startGateway(proxy.url, { CATALOG_CACHE_TTL_MS: '0', LOG_LEVEL: 'warn' });
  const warm = await startGateway(proxy.url, { LOG_LEVEL: 'warn' });
  try {
    const orderId = await placeOrder(cold, token, order.productId, order.quantity);
    pages = [
      ...pages,
      { name: 'order detail', document: OrderDetailRouteQueryDocument, variables: { id: orderId } },
    ];
    console.log(`\n${name}`);
    console.log(
      `${'page'.padEnd(16)}${'visitor cold'.padStart(14)}${'warm'.padStart(8)}${'buyer cold'.padStart(14)}${'warm'.padStart(8)}`,
    );
    for (const page of pages) {
      const figures: string[] = [];
      for (const who of [undefined, token]) {
        // An order is the buyer's alone: a visitor's figures are left blank.
        if (who === undefined && page.name === 'order detail') {
          figures.push('-', '-');
          continue;
        }
        figures.push(await callsFor(cold, proxy.callsOf, page, who));
        await callsFor(warm, proxy.callsOf, page, who);
        figures.push(await callsFor(warm, proxy.callsOf, page, who));
      }
      console.log(
        `${page.name.padEnd(16)}${figures[0]!.padStart(14)}${figures[1]!.padStart(8)}${figures[2]!.padStart(14)}${figures[3]!.padStart(8)}`,
      );
    }
  } finally {
    await cold.close();
    await warm.close();
    await proxy.close();
  }
}

async function login(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

const store = await startRealStore();
try {
  const [product] = await store.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
  const [category] = await store.db.query<{ slug: string }>(
    `SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id GROUP BY c.slug ORDER BY count(*) DESC LIMIT 1`,
  );
  const pagesOf = (slug: string, id: number): Page[] => [
    { name: 'home', document: HomeRouteQueryDocument, variables: {} },
    {
      name: 'category shop',
      document: CategoryShopRouteQueryDocument,
      variables: { slug, filter: { categorySlugs: [slug] }, sort: 'DEFAULT', page: 1, perPage: 12 },
    },
    { name: 'product', document: ProductRouteQueryDocument, variables: { id: String(id) } },
  ];
  const email = await store.buyer();
  const [orderable] = await store.db.query<{ id: number }>(
    `SELECT id FROM products WHERE stock >= 50 AND purchase_limit IS NULL AND sales_price_cents >= 2500
      ORDER BY id LIMIT 1`,
  );
  await measure(
    'store-api',
    store.apiUrl,
    pagesOf(category!.slug, product!.id),
    await login(store.apiUrl, email, 'Secret#2025'),
    { productId: orderable!.id, quantity: 10 },
  );

  const double = await SpecRestDouble.start();
  try {
    // The approved customer creates her login from the e-mailed link, as the journey does.
    const password = 'Secret#2025';
    await fetch(`${double.apiUrl}/customer/register-customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'rosa2026',
        password,
        confirmPassword: password,
        id: 42,
        email_token: SPEC_CUSTOMER.linkToken,
      }),
    });
    const token = await login(double.apiUrl, SPEC_CUSTOMER.email, password);
    // Opus X: $45.00, 20 in stock, no purchase limit (spec-host/catalog.ts).
    await measure("the specification's host", double.apiUrl, pagesOf('premium-cigar', 1), token, {
      productId: 1,
      quantity: 5,
    });
  } finally {
    await double.close();
  }
} finally {
  await store.close();
}
