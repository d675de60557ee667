/**
 * What oversized requests cost other visitors. store-api runs in this process on a temporary PGlite (seeded), the
 * compiled gateway in a child process as `npm start -w gateway` runs it. Visitors browse the catalog (a listing
 * and a product, anonymously) for BENCH_SECONDS; then again while attackers loop `recentlyViewed` requests of
 * 100,000 ids (the 770 KB body of issue 13). Prints both p95s, their ratio and the gateway's RSS.
 *
 *   npm run bench:oversized -w gateway     (BENCH_SECONDS=10, BENCH_VISITORS=8, BENCH_ATTACKERS=4 by default)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { cpuMs, gatewayDir, rssMegabytes, startGateway, startStoreApi } from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 8);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 4);

const LISTING = `query Listing { products(perPage: 12) { total items { id name slug stock image { url } brand { name } } } }`;
const PRODUCT = `query Product($id: ID!) { product(id: $id) { id name description images { url } brand { name } } }`;
const RECENT = `query Recent($ids: [ID!]!) { recentlyViewed(ids: $ids) { id name } }`;
const OVERSIZED_KB = 771;

/** Visitors, each one request at a time, alternating listing and product pages; latencies in ms. */
async function browse(
  url: string,
  productIds: number[],
  until: number,
): Promise<{ timings: number[]; errors: number }> {
  const timings: number[] = [];
  let errors = 0;
  const agent = new Agent({ connections: VISITORS });
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitor) => {
      for (let turn = visitor; Date.now() < until; turn += 1) {
        const body =
          turn % 2 === 0
            ? { query: LISTING }
            : { query: PRODUCT, variables: { id: String(productIds[turn % productIds.length]) } };
        const begin = performance.now();
        try {
          const response = await request(`${url}/graphql`, {
            dispatcher: agent,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const answer = (await response.body.json()) as { errors?: unknown[] };
          if (response.statusCode !== 200 || answer.errors) errors += 1;
        } catch {
          errors += 1;
        }
        timings.push(performance.now() - begin);
      }
    }),
  );
  await agent.close();
  return { timings, errors };
}

/**
 * Attackers in a process of their own (building and sending 770 KB bodies must not slow this process, which also
 * runs store-api), each looping the request; the answers counted by status.
 */
async function attack(url: string, until: number): Promise<Record<string, number>> {
  const script = `
    import { Agent, request } from 'undici';
    const { URL: url, UNTIL, ATTACKERS } = process.env;
    const body = JSON.stringify({
      query: ${JSON.stringify(RECENT)},
      variables: { ids: Array.from({ length: 100000 }, (_, index) => String(index + 1)) },
    });
    const agent = new Agent({ connections: Number(ATTACKERS) });
    const statuses = {};
    await Promise.all(Array.from({ length: Number(ATTACKERS) }, async () => {
      while (Date.now() < Number(UNTIL)) {
        let status;
        try {
          const response = await request(url + '/graphql', {
            dispatcher: agent, method: 'POST', headers: { 'content-type': 'application/json' }, body,
          });
          await response.body.dump();
          status = String(response.statusCode);
        } catch (error) {
          // Answered 413 and closed before the whole body was sent.
          status = error.code ?? 'error';
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }));
    await agent.close();
    process.stdout.write(JSON.stringify(statuses));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: gatewayDir,
    env: { ...process.env, URL: url, UNTIL: String(until), ATTACKERS: String(ATTACKERS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(output || '{}') as Record<string, number>;
}

function p95(timings: number[]): number {
  const sorted = [...timings].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const store = await startStoreApi('gateway-bench-oversized-');
  const webDist = await mkdtemp(path.join(tmpdir(), 'gateway-bench-oversized-web-'));
  const productIds = (
    await store.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 20')
  ).map((row) => row.id);
  const gateway = await startGateway(`${store.url}/api`, {
    web: { WEB_DIST: webDist, WEB_SERVER_ENTRY: path.join(webDist, 'none.js') },
    logLevel: 'error',
  });
  const pid = gateway.child.pid!;
  console.log(
    `oversized requests: ${SECONDS} s per phase, ${VISITORS} visitors, ${ATTACKERS} attackers sending ` +
      `${OVERSIZED_KB} KB recentlyViewed bodies; gateway pid ${pid}\n`,
  );

  await browse(gateway.url, productIds, Date.now() + 2000); // warm-up: JIT, keep-alive pools
  const rssBefore = await rssMegabytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    void rssMegabytes(pid).then((mb) => (rssPeak = Math.max(rssPeak, mb)));
  }, 200);

  const cpuStart = await cpuMs(pid);
  const alone = await browse(gateway.url, productIds, Date.now() + SECONDS * 1000);
  const cpuAlone = await cpuMs(pid);
  const until = Date.now() + SECONDS * 1000;
  const [underAttack, statuses] = await Promise.all([
    browse(gateway.url, productIds, until),
    attack(gateway.url, until),
  ]);
  clearInterval(sampler);
  const cpuAttacked = await cpuMs(pid);
  const rssAfter = await rssMegabytes(pid);

  const quiet = p95(alone.timings);
  const loud = p95(underAttack.timings);
  console.log(
    `catalog traffic alone:          p95 ${quiet.toFixed(1)} ms, ${alone.timings.length} requests, ${alone.errors} errors`,
  );
  console.log(
    `with 100k-id requests looping:  p95 ${loud.toFixed(1)} ms, ${underAttack.timings.length} requests, ${underAttack.errors} errors`,
  );
  console.log(`p95 ratio (attacked / alone):   ${(loud / Math.max(quiet, 0.001)).toFixed(2)}`);
  console.log(
    `oversized requests answered:    ${Object.entries(statuses)
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ')}`,
  );
  console.log(
    `gateway CPU per phase:          ${cpuAlone - cpuStart} ms alone, ${cpuAttacked - cpuAlone} ms attacked ` +
      `(of ${SECONDS * 1000} ms: the rest of the machine's time goes to the clients and store-api)`,
  );
  console.log(
    `gateway RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB, ${rssAfter.toFixed(0)} MB after`,
  );

  await gateway.stop();
  await store.close();
  await rm(webDist, { recursive: true, force: true });
}

await main();
