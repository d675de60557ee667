import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installContract, TOKENS } from './support/contract.js';
import { FakeStore } from './support/fake-store.js';
import { closedPort, graphql, startGateway } from './support/gateway.js';

/** Redis at the network edge: just enough RESP2 (GET, SET with PX) to be the gateways' shared cache. */
async function fakeRedis(): Promise<{
  url: string;
  data: Map<string, string>;
  commands: string[][];
  close(): Promise<void>;
}> {
  const data = new Map<string, string>();
  const commands: string[][] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        const lines = buffer.split('\r\n');
        const count = Number(lines[0]?.slice(1));
        if (!lines[0]?.startsWith('*') || lines.length < 1 + count * 2) return;
        const args: string[] = [];
        for (let index = 0; index < count; index += 1) args.push(lines[2 + index * 2] ?? '');
        buffer = lines.slice(1 + count * 2).join('\r\n');
        commands.push(args);
        const [command, key = '', value = ''] = args;
        if (command === 'GET') {
          const found = data.get(key);
          socket.write(found === undefined ? '$-1\r\n' : `$${Buffer.byteLength(found)}\r\n${found}\r\n`);
        } else if (command === 'SET') {
          data.set(key, value);
          socket.write('+OK\r\n');
        } else {
          socket.write('-ERR unknown command\r\n');
        }
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    data,
    commands,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let store: FakeStore;
beforeAll(async () => {
  store = await FakeStore.start();
  installContract(store);
});
afterAll(async () => {
  await store.close();
});
beforeEach(() => store.reset());

describe('the catalog cache in Redis', () => {
  it('lets several gateways share public catalog data when REDIS_URL is set', async () => {
    const redis = await fakeRedis();
    const first = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    const second = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    try {
      const one = await graphql(first.url, '{ categories { slug } }');
      const two = await graphql(second.url, '{ categories { slug } }', {}, { token: TOKENS.bob });
      expect(two.body).toEqual(one.body);
      expect(store.callsTo('categories')).toHaveLength(1);
      expect([...redis.data.keys()]).toContain('gateway:catalog:categories?{"limit":"all"}');
      expect(redis.commands.find(([command]) => command === 'SET')?.slice(3)).toEqual(['PX', '30000']);
    } finally {
      await first.close();
      await second.close();
      await redis.close();
    }
  });

  it('never holds prices or anything of one customer', async () => {
    const redis = await fakeRedis();
    const gw = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    try {
      for (const token of [TOKENS.alice, TOKENS.bob, undefined]) {
        await graphql(
          gw.url,
          `
            {
              products {
                items {
                  price {
                    amount
                  }
                }
              }
              product(id: "3") {
                price {
                  amount
                }
              }
              cart {
                id
              }
              home {
                recommended {
                  id
                }
                slides {
                  id
                }
                brandLogos {
                  id
                }
                footerBanner {
                  url
                }
                promo {
                  categorySlug
                }
              }
              categories {
                slug
              }
              brands {
                name
              }
              countries {
                name
              }
              productCount
            }
          `,
          {},
          token ? { token } : {},
        );
      }
      const cached = [...redis.data.values()].join('\n');
      expect(redis.data.size).toBeGreaterThan(0);
      expect(cached).not.toMatch(/sales_price|tax_per_unit|subtotal|"wishlist"/);
      expect([...redis.data.keys()].join('\n')).not.toMatch(/token|Bearer|alice|bob/);
    } finally {
      await gw.close();
      await redis.close();
    }
  });

  it('never holds a product listing, filtered, sorted or not: each caller’s listing goes to store-api', async () => {
    const redis = await fakeRedis();
    const gw = await startGateway(store.apiUrl, { REDIS_URL: redis.url });
    try {
      const listing = `{
        products(filter: { minPrice: "46", maxPrice: "46" }, sort: PRICE_LOW_TO_HIGH) { total }
        searchProducts(query: "robusto", sort: PRICE_HIGH_TO_LOW) { total }
        all: products { total }
      }`;
      for (const token of [TOKENS.alice, TOKENS.bob, TOKENS.alice])
        await graphql(gw.url, listing, {}, { token });
      expect(store.callsTo('items')).toHaveLength(6);
      expect(store.callsTo('search-items')).toHaveLength(3);
      expect([...redis.data.keys()].join('\n')).not.toMatch(/items|price|low_to_high|high_to_low/);
    } finally {
      await gw.close();
      await redis.close();
    }
  });

  it('falls back to store-api when Redis is unreachable', async () => {
    const gw = await startGateway(store.apiUrl, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const response = await graphql(gw.url, '{ categories { slug } }');
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data).toEqual({ categories: [{ slug: 'premium-cigar' }, { slug: 'cigar' }] });
    } finally {
      await gw.close();
    }
  });
});
