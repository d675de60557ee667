/**
 * `npm run bench -w store-api`: listing and search latency at 63 and at 100,000 products.
 *
 * A separate database (PGlite in a temporary DATA_DIR, or a throw-away schema on the server named by
 * BENCH_DATABASE_URL) gets the seed catalog, a store-api process serves it on a free loopback port, and
 * autocannon measures in this process. Then 100,000 products are added and the measurement repeats.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 4) tune the run. The "search, first time" row asks
 * 64 different searches once each, one at a time: searches before their matches are remembered.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { startServer, stopServer } from './server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const serverUrl = process.env.BENCH_DATABASE_URL;
const TARGET = 100_000;

const listingRequests = [
  '/api/customer/items?category=premium-cigar&per_page=12&page=1&low_to_high=1',
  '/api/customer/items?category=cigar,cigarillos&brands=5,6,7,8&per_page=24&page=3&high_to_low=1',
  '/api/customer/items?category=premium-cigar-toro&min_price=100&max_price=300&per_page=12&page=2',
  '/api/customer/items?per_page=48&page=10',
  '/api/customer/items?brands=1&per_page=12&page=1&high_to_low=1',
];
const searchRequests = [
  '/api/customer/search-items?query=robusto&page=1&per_page=10',
  '/api/customer/search-items?query=casa%20verano%20churchill&page=2&per_page=10',
  '/api/customer/search-items?query=maduro&page=5&per_page=25',
  '/api/customer/search-items?query=cv-1001&page=1&per_page=10',
  '/api/customer/search-items?query=humidor&page=1&per_page=15',
];

// Distinct searches, each asked once: what a search costs before its results are remembered.
const shapes = ['robusto', 'toro', 'churchill', 'corona', 'panetela', 'lonsdale', 'perfecto', 'gordo'];
const wrappers = ['maduro', 'connecticut', 'habano', 'corojo', 'natural', 'oscuro', 'cameroon', 'claro'];
const firstTimeSearches = shapes.flatMap((shape) =>
  wrappers.map((wrapper) => `/api/customer/search-items?query=${shape}%20${wrapper}&page=1&per_page=10`),
);

interface Target {
  env: NodeJS.ProcessEnv;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

async function prepareTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-bench-'));
  const { DATABASE_URL: _unused, ...base } = process.env;
  const env = { ...base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (!serverUrl) {
    return {
      env,
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pg') }),
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    env: { ...env, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    cleanup: async () => {
      const cleaner = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
      await cleaner.exec(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Adds products with names from the seed's vocabulary, spread over every subcategory and brand. */
export async function growCatalog(db: Database, target: number): Promise<void> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM products',
  );
  const missing = target - count;
  const chunk = 10_000;
  for (let offset = 0; offset < missing; offset += chunk) {
    const size = Math.min(chunk, missing - offset);
    await db.query(
      `WITH leaf AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories WHERE parent_id IS NOT NULL),
            brand AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(brand_name ORDER BY id) AS names FROM brands),
            pic AS (SELECT array_agg(images[1] ORDER BY id) AS files FROM products WHERE id <= 63)
       INSERT INTO products (item_name, item_code, custom_barcode, sku, description, category_id, brand_id,
                             sales_price_cents, tax_per_unit_cents, stock, purchase_limit, images)
       SELECT concat_ws(' ', brand.names[1 + n % array_length(brand.ids, 1)],
                (ARRAY['Robusto','Toro','Churchill','Corona','Panetela','Lonsdale','Perfecto','Gordo'])[1 + n % 8],
                (ARRAY['Maduro','Connecticut','Habano','Corojo','Natural','Oscuro','Cameroon','Sun Grown','Claro'])[1 + (n / 8) % 9],
                '(Box of ' || (10 + n % 4 * 5) || ')', 'No. ' || n),
              'BX-' || n, lpad((842100000000 + n)::text, 12, '0'), 'GSB-' || n, 'Benchmark product',
              leaf.ids[1 + (n / 3) % array_length(leaf.ids, 1)], brand.ids[1 + n % array_length(brand.ids, 1)],
              1000 + (n * 7919) % 40000, (n * 31) % 1500, (n * 13) % 200, CASE WHEN n % 10 = 0 THEN 5 END,
              ARRAY[pic.files[1 + n % 63]]
         FROM generate_series($1::int, $2::int) AS n, leaf, brand, pic`,
      [offset + 1, offset + size],
    );
    process.stdout.write(`  ${count + offset + size} products\r`);
  }
  await db.exec('VACUUM ANALYZE products');
  process.stdout.write('\n');
}

interface Measurement {
  name: string;
  products: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** Each path once, one at a time: nothing is cached yet. */
async function measureOnce(
  base: string,
  name: string,
  paths: string[],
  products: number,
): Promise<Measurement> {
  const result = await autocannon({
    url: base,
    connections: 1,
    amount: paths.length,
    requests: paths.map((p) => ({ path: p })),
  });
  return {
    name,
    products,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(base: string, name: string, paths: string[], products: number): Promise<Measurement> {
  // A short warm-up fills caches and lets PostgreSQL settle on its plans.
  await autocannon({ url: base, connections, duration: 2, requests: paths.map((p) => ({ path: p })) });
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: paths.map((p) => ({ path: p })),
  });
  return {
    name,
    products,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  const target = await prepareTarget();
  const results: Measurement[] = [];
  const engine = serverUrl ? 'PostgreSQL server' : 'PGlite (embedded)';
  console.log(`store-api catalog benchmark on ${engine}: ${connections} connections, ${seconds} s per call`);
  try {
    let db = await target.open();
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();

    let server = await startServer(target.env);
    results.push(await measure(server.base, 'listing', listingRequests, 63));
    results.push(await measure(server.base, 'search', searchRequests, 63));
    results.push(await measureOnce(server.base, 'search, first time', firstTimeSearches, 63));
    await stopServer(server.child);

    console.log(`adding products up to ${TARGET.toLocaleString('en-US')}...`);
    db = await target.open();
    await growCatalog(db, TARGET);
    await db.close();

    server = await startServer(target.env);
    results.push(await measure(server.base, 'listing', listingRequests, TARGET));
    results.push(await measure(server.base, 'search', searchRequests, TARGET));
    results.push(await measureOnce(server.base, 'search, first time', firstTimeSearches, TARGET));
    await stopServer(server.child);
  } finally {
    await target.cleanup();
  }
  console.log('\ncall                products   p50 ms   p99 ms   req/s   errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(18)}  ${String(r.products).padStart(8)}  ${String(r.p50).padStart(7)}  ${String(r.p99).padStart(7)}  ${String(r.rps).padStart(6)}  ${String(r.errors).padStart(7)}`,
    );
  }
  const at = (name: string) => results.find((r) => r.name === name && r.products === TARGET)!;
  console.log(
    `\ntargets at ${TARGET.toLocaleString('en-US')} products: listing p99 ≤ 20 ms (${at('listing').p99} ms), search p99 ≤ 30 ms (${at('search').p99} ms)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
