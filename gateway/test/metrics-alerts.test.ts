import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limits.js';
import { useContractStoreWithGateways } from './support/contract-gateway.js';
import { fakeRedis, type FakeRedis } from './support/fake-redis.js';
import { closedPort, graphql, type RunningGateway } from './support/gateway.js';

/** What an operator alerts on, read as Prometheus reads it: GET /metrics on the gateway's metrics port. */
const setup = useContractStoreWithGateways();
const redises: FakeRedis[] = [];
afterEach(async () => {
  await Promise.all(redises.splice(0).map((redis) => redis.close()));
});

async function scrape(gw: RunningGateway): Promise<string> {
  const server = gw.gateway.metricsApp.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  } finally {
    server.close();
  }
}

/** The value of one sample, e.g. sample(text, 'x_total', 'limit="login"'); undefined when absent. */
async function sample(gw: RunningGateway, name: string, labels = ''): Promise<number | undefined> {
  const head = labels ? `${name}{${labels}} ` : `${name} `;
  const line = (await scrape(gw)).split('\n').find((l) => l.startsWith(head));
  return line === undefined ? undefined : Number(line.slice(head.length));
}

const menu = (gw: RunningGateway) => graphql(gw.url, '{ categories { slug } }');

describe('gateway_redis_up', () => {
  it('is 1 while Redis answers, 0 from when it stalls, and 1 again once it answers', async () => {
    const redis = await fakeRedis('answering');
    redises.push(redis);
    const gw = await setup.gateway({ REDIS_URL: redis.url });
    expect(await sample(gw, 'gateway_redis_up')).toBe(1);

    redis.mode = 'stalled';
    // The next command finds it stalled: the connection is dropped after the command timeout.
    await menu(gw);
    await vi.waitFor(async () => expect(await sample(gw, 'gateway_redis_up')).toBe(0), {
      timeout: 5000,
      interval: 100,
    });

    redis.mode = 'answering';
    await vi.waitFor(async () => expect(await sample(gw, 'gateway_redis_up')).toBe(1), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it('is 0 while Redis refuses connections, and absent without REDIS_URL', async () => {
    const down = await setup.gateway({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    expect(await sample(down, 'gateway_redis_up')).toBe(0);
    const withoutRedis = await setup.gateway();
    expect(await sample(withoutRedis, 'gateway_redis_up')).toBeUndefined();
  });
});

describe('gateway_rate_limited_requests_total', () => {
  it('counts each call a rate limit refuses, by the limit, from 0', async () => {
    const gw = await setup.gateway();
    const contact = () =>
      graphql(
        gw.url,
        'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted } }',
        { input: { name: 'Ann', email: 'ann@shop.example', subject: 'Hello' } },
      );
    const REFUSED = 'gateway_rate_limited_requests_total';
    expect(await sample(gw, REFUSED, 'limit="sendContactMessage"')).toBe(0);
    expect(await sample(gw, REFUSED, 'limit="login"')).toBe(0);

    const { points } = RATE_LIMITS.sendContactMessage;
    for (let n = 0; n < points; n += 1) expect((await contact()).body.errors).toBeUndefined();
    expect(await sample(gw, REFUSED, 'limit="sendContactMessage"')).toBe(0);
    for (let n = 0; n < 2; n += 1) {
      expect((await contact()).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
    expect(await sample(gw, REFUSED, 'limit="sendContactMessage"')).toBe(2);
    expect(await sample(gw, REFUSED, 'limit="login"')).toBe(0);
  });
});
