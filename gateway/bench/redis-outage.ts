/**
 * What a Redis in trouble costs the catalog. A gateway in this process, store-api faked (test/support), answers
 * BENCH_REQUESTS `{ categories }` one after another with REDIS_URL pointing at: no Redis, a Redis that answers, one
 * that accepts connections and never answers, a closed port, and one that stops answering once connected. Prints
 * the latencies (p50, p95, max) and the gateway's Redis log lines for each.
 *
 *   npx tsx gateway/bench/redis-outage.ts      (BENCH_REQUESTS=50 by default)
 */
import { installContract } from '../test/support/contract.js';
import { fakeRedis } from '../test/support/fake-redis.js';
import { FakeStore } from '../test/support/fake-store.js';
import { closedPort, graphql, startGateway } from '../test/support/gateway.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function run(
  store: FakeStore,
  label: string,
  env: Record<string, string>,
  before?: () => void,
): Promise<void> {
  const gw = await startGateway(store.apiUrl, env);
  try {
    before?.();
    const timings: number[] = [];
    let errors = 0;
    for (let n = 0; n < REQUESTS; n += 1) {
      const begin = performance.now();
      const response = await graphql(gw.url, '{ categories { slug } }');
      timings.push(performance.now() - begin);
      if (response.body.errors) errors += 1;
    }
    timings.sort((a, b) => a - b);
    const lines = gw.logs.filter((line) => /redis/i.test(line.msg));
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${label.padEnd(38)} p50 ${ms(quantile(timings, 0.5)).padStart(9)}  p95 ${ms(quantile(timings, 0.95)).padStart(9)}` +
        `  max ${ms(timings.at(-1) ?? 0).padStart(9)}  errors ${errors}  Redis log lines: ` +
        `${lines.filter((line) => line.level === 40).length} warn, ${lines.filter((line) => line.level === 30).length} info`,
    );
  } finally {
    await gw.close();
  }
}

const store = await FakeStore.start();
installContract(store);
try {
  await run(store, 'no REDIS_URL', {});
  const answering = await fakeRedis('answering');
  await run(store, 'Redis answering', { REDIS_URL: answering.url });
  await answering.close();
  const stalled = await fakeRedis('stalled');
  await run(store, 'Redis stalled (accepts, never answers)', { REDIS_URL: stalled.url });
  await stalled.close();
  await run(store, 'Redis refusing connections', { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  const stopping = await fakeRedis('answering');
  await run(store, 'Redis stops answering once connected', { REDIS_URL: stopping.url }, () => {
    stopping.mode = 'stalled';
  });
  await stopping.close();
} finally {
  await store.close();
}
