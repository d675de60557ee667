import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { API_ERROR_CODES, ERROR_CODES } from '@storefront/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../support/gateway.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

// docs/integrators.md's examples (docs/examples/*.mjs, plain fetch), run against the real store-api and gateway: a
// change that breaks one breaks this test, so the guide cannot drift from the API.

const EXAMPLES = new URL('../../../docs/examples/', import.meta.url);
const GUIDE = readFileSync(new URL('../../../docs/integrators.md', import.meta.url), 'utf8');

interface Options {
  url: string;
  token?: string;
}
interface Answer {
  status: number;
  data: Record<string, unknown> | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
  cost: { requested: number; maximum: number; limit: number; remaining: number; resetSeconds: number };
  rateLimit: { remaining: number; resetSeconds: number } | undefined;
}
interface Product {
  id: string;
  sku: string | null;
  name: string;
  stock: number;
  price: { amount: string; currencyCode: string } | null;
}
interface Examples {
  client: {
    graphql: (query: string, variables: object, options: Options) => Promise<Answer>;
    throwIfErrors: (answer: Answer) => void;
  };
  login: { logIn: (email: string, password: string, options: Options) => Promise<{ token: string }> };
  catalogue: { allProducts: (categorySlug: string, options: Options) => Promise<Product[]> };
  order: {
    addBySku: (lines: { code: string; quantity: number }[], options: Options) => Promise<Added>;
    placeOrder: (options: Options, key?: string) => Promise<Placed>;
    orderStatus: (id: string, options: Options) => Promise<{ number: string; status: string } | null>;
    allOrders: (options: Options) => Promise<{ id: string }[]>;
  };
  webhooks: {
    verifyWebhook: (secret: string, headers: Record<string, string>, body: string) => unknown;
    startReceiver: (options: {
      secret: string;
      onEvent: (event: unknown, meta: { id: string }) => void;
    }) => Promise<{ url: string; close: () => Promise<void> }>;
  };
}
interface Added {
  results: { addedQuantity: number }[];
  cart: { meetsMinimum: boolean };
}
interface Placed {
  key: string;
  order: { id: string; number: string; status: string } | null;
  userErrors: unknown[];
}

async function load<Name extends keyof Examples>(name: Name): Promise<Examples[Name]> {
  const url: string = new URL(`${name}.mjs`, EXAMPLES).href;
  return (await import(url)) as Examples[Name];
}

let host: RealStore;
let gw: RunningGateway;
let url: string;
let email: string;

beforeAll(async () => {
  host = await startRealStore();
  gw = await startGateway(host.apiUrl);
  url = `${gw.url}/graphql`;
  email = await host.buyer();
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await host?.close();
});

describe("the integrators' guide", () => {
  it('names every example file, and every error code of the contract', () => {
    const files = readdirSync(EXAMPLES).filter((file) => file.endsWith('.mjs'));
    expect(files.sort()).toEqual(['catalogue.mjs', 'client.mjs', 'login.mjs', 'order.mjs', 'webhooks.mjs']);
    for (const file of files) expect(GUIDE, file).toContain(`docs/examples/${file}`);
    for (const code of [...API_ERROR_CODES, ...ERROR_CODES]) expect(GUIDE, code).toContain(`\`${code}\``);
  });
});

describe('the examples, against the real store', () => {
  it('client.mjs reads the cost and the RateLimit field of each answer, the remaining budget going down', async () => {
    const { graphql } = await load('client');
    const first = await graphql('{ categories { name } }', {}, { url });
    const second = await graphql('{ categories { name } }', {}, { url });
    expect(first.cost).toMatchObject({ requested: 10, maximum: 2000, limit: 20_000 });
    expect(second.cost.remaining).toBe(first.cost.remaining - 10);
    expect(second.rateLimit).toEqual({
      remaining: second.cost.remaining,
      resetSeconds: expect.any(Number) as number,
    });
  });

  it('login.mjs gets a token, and refuses a wrong password with INVALID_CREDENTIALS', async () => {
    const { logIn } = await load('login');
    expect((await logIn(email, PASSWORD, { url })).token).toMatch(/\S{16,}/);
    await expect(logIn(email, 'Wrong#2025x', { url })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('catalogue.mjs pages through a category with the buyer’s prices, and none without a token', async () => {
    const { logIn } = await load('login');
    const { allProducts } = await load('catalogue');
    const { token } = await logIn(email, PASSWORD, { url });
    const products = await allProducts('cigar', { url, token });
    expect(products.length).toBeGreaterThan(0);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(products.every((product) => product.price?.currencyCode === 'USD')).toBe(true);
    const visitor = await allProducts('cigar', { url });
    expect(visitor.map((product) => product.id)).toEqual(products.map((product) => product.id));
    expect(visitor.every((product) => product.price === null)).toBe(true);
  });

  it('order.mjs, with an API key, adds lines by SKU, places one order however often it is retried with its key, and reads its status', async () => {
    const { logIn } = await load('login');
    const { graphql, throwIfErrors } = await load('client');
    const { allProducts } = await load('catalogue');
    const { addBySku, placeOrder, orderStatus, allOrders } = await load('order');
    const session = await logIn(email, PASSWORD, { url });
    const created = await graphql(
      'mutation Key($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret userErrors { code } } }',
      { input: { name: 'Till', scopes: ['CATALOG_READ', 'ORDERS_WRITE', 'ORDERS_READ'] } },
      { url, token: session.token },
    );
    throwIfErrors(created);
    const { secret } = (created.data as { createApiKey: { secret: string } }).createApiKey;
    expect(secret).toMatch(/^wsk_/);
    const options = { url, token: secret };
    const product = (await allProducts('cigar', options)).find(
      (candidate) => candidate.sku && candidate.stock >= 50 && Number(candidate.price?.amount) >= 10,
    );
    expect(product).toBeDefined();
    const quantity = Math.ceil(250 / Number(product!.price!.amount));
    const added = await addBySku([{ code: product!.sku!.toLowerCase(), quantity }], options);
    expect(added.results).toMatchObject([{ addedQuantity: quantity }]);
    expect(added.cart.meetsMinimum).toBe(true);

    const placed = await placeOrder(options);
    expect(placed.userErrors).toEqual([]);
    expect(placed.order?.status).toBe('PENDING');
    const retried = await placeOrder(options, placed.key);
    expect(retried.order?.id).toBe(placed.order?.id);
    expect(await orderStatus(placed.order!.id, options)).toEqual({
      number: placed.order?.number,
      status: 'PENDING',
    });
    expect((await allOrders(options)).map((order) => order.id)).toEqual([placed.order?.id]);
  });

  it('webhooks.mjs accepts a delivery signed with the endpoint’s secret once, and refuses a forged, altered or old one', async () => {
    const { verifyWebhook, startReceiver } = await load('webhooks');
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const signer = new Webhook(secret);
    const body = JSON.stringify({ type: 'order.placed', data: { order: { order_number: '42' } } });
    const signed = (id: string, at = new Date(), payload = body) => ({
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signer.sign(id, at, payload),
    });
    expect(verifyWebhook(secret, signed('msg_1'), body)).toEqual(JSON.parse(body));

    const events: { event: unknown; id: string }[] = [];
    const receiver = await startReceiver({ secret, onEvent: (event, { id }) => events.push({ event, id }) });
    try {
      const send = (headers: Record<string, string>, payload = body) =>
        fetch(receiver.url, { method: 'POST', headers, body: payload }).then((response) => response.status);
      expect(await send(signed('msg_1'))).toBe(204);
      // A redelivery (the same webhook-id): accepted, handled once.
      expect(await send(signed('msg_1'))).toBe(204);
      expect(await send(signed('msg_2', new Date(Date.now() - 10 * 60_000)))).toBe(400);
      expect(await send(signed('msg_3'), body.replace('42', '43'))).toBe(400);
      const forged = new Webhook(`whsec_${randomBytes(32).toString('base64')}`);
      const at = new Date();
      expect(
        await send({ ...signed('msg_4', at), 'webhook-signature': forged.sign('msg_4', at, body) }),
      ).toBe(400);
      expect(events).toEqual([{ event: JSON.parse(body) as unknown, id: 'msg_1' }]);
    } finally {
      await receiver.close();
    }
  });
});
