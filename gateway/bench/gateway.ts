/**
 * What the gateway costs on top of store-api. store-api runs in this process on a temporary PGlite (seeded),
 * the compiled gateway in a child process as `npm start -w gateway` runs it, autocannon in a worker thread;
 * everything on loopback. Each scenario drives the same data directly and through GraphQL in the same run.
 *
 *   npm run bench -w gateway          (BENCH_SECONDS=10, BENCH_CONNECTIONS=16 by default)
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { Agent } from 'undici';
import { AnswerFailures, checked, classifyAnswer, describeFailures, type Expect } from './answers.js';
import {
  cpuMs,
  createBenchBuyer,
  gatewayDir,
  percentile,
  rssMegabytes,
  startGateway,
  startStoreApi,
  type Figures,
} from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ORDERS = 50;

function report({ name, p50, p99, rps, errors, detail }: Figures & { detail?: string }): void {
  console.log(
    `${name.padEnd(46)} p50 ${p50.toFixed(2).padStart(7)} ms   p99 ${p99.toFixed(2).padStart(7)} ms   ` +
      `${rps.toFixed(0).padStart(6)} complete answers/s${errors ? `   ${errors} failed (${detail})` : ''}`,
  );
}

const answers = new AnswerFailures();

let gatewayPid: number | undefined;
let gatewayUrl: string | undefined;

/**
 * Throughput under load (autocannon in a worker thread, so it does not share store-api's event loop), counting only
 * complete answers (answers.ts): `expect` says what one is.
 */
async function load(
  name: string,
  options: Options,
  expect: Expect = options.url?.endsWith('/graphql') ? 'graphql' : 'rest',
): Promise<Figures & { cpuPerRequest?: number }> {
  const through = gatewayPid !== undefined && options.url?.startsWith(gatewayUrl ?? '\0') === true;
  const before = through ? await cpuMs(gatewayPid!) : 0;
  const result: Result = await autocannon(
    checked({ duration: SECONDS, connections: CONNECTIONS, workers: 1, ...options }, expect),
  );
  const { failed, detail } = describeFailures(await answers.take(result));
  const figures = {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.max(0, result.requests.total - failed) / result.duration,
    errors: failed,
    detail,
  };
  report(figures);
  if (!through || result.requests.total === 0) return figures;
  const cpuPerRequest = ((await cpuMs(gatewayPid!)) - before) / result.requests.total;
  const rss = await rssMegabytes(gatewayPid!);
  console.log(
    `${''.padEnd(46)} gateway CPU ${cpuPerRequest.toFixed(2)} ms per request, RSS after ${rss.toFixed(0)} MB`,
  );
  return { ...figures, cpuPerRequest };
}

/** Latency of one request at a time, timed to the microsecond (autocannon rounds to whole milliseconds). */
async function sequential(name: string, options: Options, count: number): Promise<Figures> {
  const url = new URL(options.url!);
  const client = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
  const timings: number[] = [];
  const started = performance.now();
  try {
    for (let index = 0; index < count; index += 1) {
      const begin = performance.now();
      const response = await client.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        body: options.body ?? null,
      });
      const failure = classifyAnswer(
        url.pathname === '/graphql' ? 'graphql' : 'rest',
        response.statusCode,
        Buffer.from(await response.body.arrayBuffer()),
        response.headers,
      );
      if (failure) throw new Error(`${name}: ${failure}`);
      timings.push(performance.now() - begin);
    }
  } finally {
    await client.close();
  }
  timings.sort((a, b) => a - b);
  const figures = {
    name,
    p50: percentile(timings, 0.5),
    p99: percentile(timings, 0.99),
    rps: count / ((performance.now() - started) / 1000),
    errors: 0,
  };
  report(figures);
  return figures;
}

function graphqlRequest(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Options {
  return {
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  };
}

const PRODUCT = `query Product($id: ID!) { product(id: $id) {
  id name slug sku itemCode barcode description stock inStock purchaseLimit inWishlist
  price { amount currencyCode } tax { amount currencyCode } image { url alt } images { url alt }
  brand { id name } category { id slug name } } }`;
const LISTING = `query Listing { products(perPage: 12) { page perPage total totalPages items {
  id name slug stock inStock inWishlist price { amount currencyCode } image { url alt } brand { id name } category { id slug } } } }`;
const ORDER_FIELDS = `id number createdAt status total { amount }
  lines { id name quantity unitPrice { amount } subtotal { amount } fulfillmentStatus }`;
const FLAT_ORDERS = `query OrdersFlat { orders(perPage: ${ORDERS}) { total items { ${ORDER_FIELDS}
  billingAddress { name address city stateId postcode } shippingAddress { name address city stateId postcode } } } }`;
const NESTED_ORDERS = `query Orders { orders(perPage: ${ORDERS}) { total items { ${ORDER_FIELDS}
  billingAddress { name address city stateId stateName postcode }
  shippingAddress { name address city stateId stateName postcode } } } }`;
const HOME = `query Home { home { slides { id image { url alt } } promo { image { url } categorySlug brand { id name } }
  recommended { id name price { amount } image { url } } groups { name products { id name price { amount } } }
  categoryRows { category { id slug name } products { id name price { amount } image { url } } }
  promoted { id name price { amount } } frequentlyOrdered { id name price { amount } }
  brandLogos { id image { url } brand { id name } categorySlug } footerBanner { url } } }`;

async function main(): Promise<void> {
  const store = await startStoreApi('gateway-bench-');
  const db = store.db;
  const storeUrl = store.url;
  const api = `${storeUrl}/api/customer`;

  // A buyer with a history of ORDERS orders, so the orders list has state names to resolve.
  const { token, productId } = await createBenchBuyer(db, api, ORDERS);
  const auth = { authorization: `Bearer ${token}` };

  // The web build when there is one (`npm run build -w web`): pages are then rendered on the server, measured
  // against serving the loading shell, in the same run. Visitors' pages are shared for CATALOG_CACHE_TTL_MS, so
  // the visitor figures are mostly the shared page; a logged-in buyer's page is rendered every time.
  const webBuild = path.join(gatewayDir, '..', 'web');
  const webBuilt = existsSync(path.join(webBuild, 'dist-server', 'entry-server.js'));
  const webDist = webBuilt
    ? path.join(webBuild, 'dist')
    : await mkdtemp(path.join(tmpdir(), 'gateway-bench-web-'));
  const gateway = await startGateway(`${storeUrl}/api`, {
    web: { WEB_DIST: webDist, WEB_SERVER_ENTRY: path.join(webBuild, 'dist-server', 'entry-server.js') },
    logLevel: 'warn',
    printCommand: true,
  });
  gatewayPid = gateway.child.pid;
  gatewayUrl = gateway.url;
  const id = String(productId);
  console.log(
    `\ngateway benchmark: ${SECONDS} s per run, ${CONNECTIONS} connections, loopback; store-api in process ` +
      `(PGlite), gateway in a child process (pid ${gateway.child.pid}, RSS at start ` +
      `${(await rssMegabytes(gateway.child.pid!)).toFixed(0)} MB)\n`,
  );
  // Warm both paths (JIT, keep-alive pools) before measuring.
  await autocannon({ ...graphqlRequest(gateway.url, token, PRODUCT, { id }), duration: 2, connections: 4 });
  await autocannon({ url: `${api}/items/${id}`, headers: auth, duration: 2, connections: 4 });

  const samples = Math.max(500, SECONDS * 200);
  const directOne = await sequential(
    'one hop, sequential: GET items/{id}',
    { url: `${api}/items/${id}`, headers: auth },
    samples,
  );
  const gatewayOne = await sequential(
    'one hop, sequential: product(id) query',
    graphqlRequest(gateway.url, token, PRODUCT, { id }),
    samples,
  );
  const direct = await load('one hop: GET items/{id}', { url: `${api}/items/${id}`, headers: auth });
  const viaGateway = await load(
    'one hop: product(id) query',
    graphqlRequest(gateway.url, token, PRODUCT, { id }),
  );
  const listingDirect = await load('listing: GET items?per_page=12', {
    url: `${api}/items?per_page=12`,
    headers: auth,
  });
  const listing = await load(
    'listing: products(perPage: 12) query',
    graphqlRequest(gateway.url, token, LISTING),
  );
  const ordersDirect = await load(`orders: GET retrive-orders (${ORDERS})`, {
    url: `${api}/retrive-orders?per_page=${ORDERS}`,
    headers: auth,
  });
  const flat = await load(
    `orders: flat list (${ORDERS}) query`,
    graphqlRequest(gateway.url, token, FLAT_ORDERS),
  );
  const nested = await load(
    `orders: with state names (${ORDERS}) query`,
    graphqlRequest(gateway.url, token, NESTED_ORDERS),
  );
  const home = await load(
    'home query (8 upstream calls, logged in)',
    graphqlRequest(gateway.url, token, HOME),
  );

  const visitor = { cookie: 'olderThanTwentyOne=true' };
  const pages = webBuilt
    ? [
        // A private screen: the page the browser renders alone, index.html's loading shell.
        await load(
          'page: /my-account loading shell',
          { url: `${gateway.url}/my-account`, headers: visitor },
          'html',
        ),
        await load('page: / rendered (visitor)', { url: `${gateway.url}/`, headers: visitor }, 'page'),
        await load(
          'page: /product/{id} rendered (visitor)',
          { url: `${gateway.url}/product/${id}/bench`, headers: visitor },
          'page',
        ),
        await load(
          'page: /product/{id} rendered (logged in)',
          {
            url: `${gateway.url}/product/${id}/bench`,
            headers: { cookie: `${visitor.cookie}; storefront_session=${token}` },
          },
          'page',
        ),
      ]
    : [];
  if (!webBuilt) console.log('pages: not measured, the web app is not built (npm run build -w web)');

  const rssIdle = await rssMegabytes(gateway.child.pid!);
  let rssPeak = rssIdle;
  const sampler = setInterval(() => {
    void rssMegabytes(gateway.child.pid!).then((mb) => (rssPeak = Math.max(rssPeak, mb)));
  }, 200);
  const crowd = await load('200 connections: product(id) query', {
    ...graphqlRequest(gateway.url, token, PRODUCT, { id }),
    connections: 200,
  });
  clearInterval(sampler);

  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const addedP50 = gatewayOne.p50 - directOne.p50;
  const addedP99 = gatewayOne.p99 - directOne.p99;
  const throughput = ratio(viaGateway.rps, direct.rps);
  const nestedRatio = ratio(nested.rps, flat.rps);
  console.log('\nfigures against the targets');
  console.log(
    `  added latency, one hop, p50: ${addedP50.toFixed(2)} ms (target ≤ 1.5 ms) ${verdict(addedP50 <= 1.5)}`,
  );
  console.log(
    `  added latency, one hop, p99: ${addedP99.toFixed(2)} ms (target ≤ 5 ms) ${verdict(addedP99 <= 5)}`,
  );
  console.log(
    `  throughput, one hop, gateway / direct: ${throughput.toFixed(2)} (target ≥ 0.6) ${verdict(throughput >= 0.6)}`,
  );
  console.log(`  throughput, listing, gateway / direct: ${ratio(listing.rps, listingDirect.rps).toFixed(2)}`);
  console.log(
    `  throughput, orders, flat list via gateway / direct: ${ratio(flat.rps, ordersDirect.rps).toFixed(2)}`,
  );
  console.log(
    `  nested orders / flat orders: ${nestedRatio.toFixed(2)} (target ≥ 0.7) ${verdict(nestedRatio >= 0.7)}`,
  );
  console.log(
    `  home query: ${home.rps.toFixed(0)} req/s, p50 ${home.p50.toFixed(2)} ms, p99 ${home.p99.toFixed(2)} ms`,
  );
  console.log(
    `  gateway RSS at 200 connections: peak ${rssPeak.toFixed(0)} MB, before ${rssIdle.toFixed(0)} MB ` +
      `(target ≤ 150 MB) ${verdict(rssPeak <= 150)}; ${crowd.rps.toFixed(0)} req/s, p99 ${crowd.p99.toFixed(1)} ms`,
  );
  const [shell, homePage, productPage] = pages;
  if (shell && homePage && productPage)
    console.log(
      `  pages rendered on the server: home ${homePage.rps.toFixed(0)} req/s (p50 ${homePage.p50.toFixed(0)} ms, ` +
        `${ratio(homePage.rps, shell.rps).toFixed(3)} of the shell's), product ${productPage.rps.toFixed(0)} req/s ` +
        `(p50 ${productPage.p50.toFixed(0)} ms); gateway CPU per page: home ` +
        `${homePage.cpuPerRequest?.toFixed(1)} ms, product ${productPage.cpuPerRequest?.toFixed(1)} ms`,
    );
  const failed = [
    ...pages,
    directOne,
    gatewayOne,
    direct,
    viaGateway,
    listingDirect,
    listing,
    ordersDirect,
    flat,
    nested,
    home,
    crowd,
  ]
    .filter((figures) => figures.errors > 0)
    .map((figures) => figures.name);
  if (failed.length > 0) console.log(`  runs with failed answers: ${failed.join('; ')}`);

  answers.close();
  await gateway.stop();
  await store.close();
  if (!webBuilt) await rm(webDist, { recursive: true, force: true });
}

await main();
