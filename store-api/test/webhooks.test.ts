import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, WEBHOOKS } from '@storefront/contract';
import { WEBHOOKS_API, type RestWebhookDelivery, type RestWebhookEndpoint } from '@storefront/contract/rest';
import { buildApp } from '../src/app.js';
import { dataPaths, type Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { createMailer } from '../src/mail/mailer.js';
import { moveOrder } from '../src/services/staff-orders.js';
import { startWebhookWorker, type WebhookWorker } from '../src/services/webhook-delivery.js';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { sendCall, type Send } from './rest-contract.js';
import { Receiver, type Received } from './webhook-receiver.js';
import { placeOrder } from './staff-helpers.js';

/*
 * Webhooks for a buyer's orders, against a real HTTP receiver in this process: signed deliveries (Standard
 * Webhooks), retries with backoff, giving up and switching off, a restart, and two workers on one PostgreSQL.
 */

const FAST: Config['webhooks'] = {
  allowPrivateHttp: true,
  timeoutMs: 2_000,
  retryBaseMs: 60,
  retryMaxMs: 400,
  retryForMs: 60_000,
  disableAfterMs: 60_000,
  pollMs: 20,
  keepLogMs: 86_400_000,
};
const quiet = { warn() {}, error() {}, info() {} };

function workerContext(
  store: TestStore,
  config: Config = store.config,
): Pick<AppContext, 'db' | 'mailer' | 'store' | 'config'> {
  return {
    db: store.db,
    config,
    mailer: createMailer({
      smtpUrl: undefined,
      mailDir: dataPaths(config).mail,
      from: 'x@example.com',
      log: quiet,
    }),
    store: { storeName: 'Test', storeEmail: config.storeEmail, webUrl: config.webUrl },
  };
}

let store: TestStore;
let receiver: Receiver;
let worker: WebhookWorker;

beforeAll(async () => {
  store = await startTestStore({ webhooks: { ...FAST } });
  receiver = await Receiver.start();
  worker = startWebhookWorker(workerContext(store), quiet);
});
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
  await store?.close();
});

function call(send: Send & { call: (typeof WEBHOOKS_API)[keyof typeof WEBHOOKS_API] }) {
  return sendCall(store.app, send.call, send);
}

async function endpoint(
  customer: TestCustomer,
  body: unknown = {
    url: `${receiver.url}/hooks`,
    events: ['order.placed', 'order.status_changed', 'order.cancelled'],
  },
): Promise<RestWebhookEndpoint & { secret: string }> {
  const response = await call({ call: WEBHOOKS_API.createWebhookEndpoint, token: customer.token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: RestWebhookEndpoint & { secret: string } }>().data;
}

/** The deliveries received for one endpoint's path, parsed and verified with its secret. */
function verified(secret: string, received: Received[]) {
  const hook = new Webhook(secret);
  return received.map((r) => ({
    id: r.headers['webhook-id'] as string,
    payload: hook.verify(r.body, r.headers as Record<string, string>) as {
      type: string;
      data: { order?: { id: number; status: string; previous_status: string | null } };
    },
  }));
}

async function deliveriesOf(customer: TestCustomer, endpointId: number): Promise<RestWebhookDelivery[]> {
  const response = await call({
    call: WEBHOOKS_API.webhookDeliveries,
    token: customer.token,
    params: { id: endpointId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: RestWebhookDelivery[] } }>().data.data;
}

describe('managing webhook endpoints', () => {
  it('answers the signing secret once, when the endpoint is created, and lists endpoints without it', async () => {
    const customer = await store.customer();
    const created = await endpoint(customer, {
      url: `${receiver.url}/a`,
      events: ['order.cancelled', 'order.placed'],
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({
      url: `${receiver.url}/a`,
      events: ['order.placed', 'order.cancelled'],
      enabled: true,
    });
    const listed = await call({ call: WEBHOOKS_API.webhookEndpoints, token: customer.token });
    expect(listed.json()).toEqual({ data: [{ ...created, secret: undefined }] });
    expect(listed.body).not.toContain('whsec_');
  });

  it.each([
    [{ events: ['order.placed'] }, M.enterWebhookUrl, 'url'],
    [{ url: 'ftp://example.com/x', events: ['order.placed'] }, M.webhookUrlHttps, 'url'],
    [
      { url: `https://example.com/${'a'.repeat(WEBHOOKS.urlMaxLength)}`, events: ['order.placed'] },
      M.tooLong('URL', WEBHOOKS.urlMaxLength),
      'url',
    ],
    [{ url: 'https://me:secret@example.com/x', events: ['order.placed'] }, M.webhookUrlCredentials, 'url'],
    [{ url: 'https://example.com/x', events: [] }, M.chooseWebhookEvents, 'events'],
    [{ url: 'https://example.com/x', events: ['order.paid'] }, M.unknownWebhookEvent, 'events.0'],
  ])('refuses %j with its message and registers nothing', async (body, message, field) => {
    const customer = await store.customer();
    const response = await call({ call: WEBHOOKS_API.createWebhookEndpoint, token: customer.token, body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: message, field, code: 'INVALID' });
    const listed = await call({ call: WEBHOOKS_API.webhookEndpoints, token: customer.token });
    expect(listed.json()).toEqual({ data: [] });
  });

  it('refuses http:// and private or loopback addresses unless WEBHOOK_ALLOW_PRIVATE_HTTP allows them', async () => {
    const customer = await store.customer();
    store.config.webhooks.allowPrivateHttp = false;
    try {
      for (const [url, message] of [
        ['http://example.com/hooks', M.webhookUrlHttps],
        ['https://127.0.0.1/hooks', M.webhookUrlNotPublic],
        ['https://10.1.2.3/hooks', M.webhookUrlNotPublic],
        ['https://[::1]/hooks', M.webhookUrlNotPublic],
        ['https://[::ffff:192.168.0.1]/hooks', M.webhookUrlNotPublic],
        ['https://localhost/hooks', M.webhookUrlNotPublic],
        ['https://169.254.169.254/latest', M.webhookUrlNotPublic],
      ]) {
        const response = await call({
          call: WEBHOOKS_API.createWebhookEndpoint,
          token: customer.token,
          body: { url, events: ['order.placed'] },
        });
        expect(response.json(), url).toEqual({ error: message, field: 'url', code: 'INVALID' });
      }
    } finally {
      store.config.webhooks.allowPrivateHttp = true;
    }
  });

  it(`allows ${WEBHOOKS.endpointsPerCustomer} endpoints per customer`, async () => {
    const customer = await store.customer();
    for (let i = 0; i < WEBHOOKS.endpointsPerCustomer; i++) await endpoint(customer);
    const response = await call({
      call: WEBHOOKS_API.createWebhookEndpoint,
      token: customer.token,
      body: { url: `${receiver.url}/6`, events: ['order.placed'] },
    });
    expect(response.json()).toEqual({
      error: M.webhookEndpointsLimit(WEBHOOKS.endpointsPerCustomer),
      field: null,
      code: 'LIMIT_REACHED',
    });
  });

  it('updates, switches off and deletes only the customer’s own endpoints', async () => {
    const owner = await store.customer();
    const other = await store.customer();
    const created = await endpoint(owner);
    for (const [api, body] of [
      [WEBHOOKS_API.updateWebhookEndpoint, { enabled: false }],
      [WEBHOOKS_API.deleteWebhookEndpoint, undefined],
      [WEBHOOKS_API.webhookDeliveries, undefined],
      [WEBHOOKS_API.sendTestWebhook, undefined],
    ] as const) {
      const refused = await call({ call: api, token: other.token, params: { id: created.id }, body });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: M.webhookEndpointNotFound });
    }
    const off = await call({
      call: WEBHOOKS_API.updateWebhookEndpoint,
      token: owner.token,
      params: { id: created.id },
      body: { enabled: false, events: ['order.cancelled'] },
    });
    expect(off.json()).toMatchObject({
      data: { enabled: false, events: ['order.cancelled'], disabled_reason: M.webhookSwitchedOffByOwner },
      message: M.webhookEndpointUpdatedOk,
    });
    const test = await call({
      call: WEBHOOKS_API.sendTestWebhook,
      token: owner.token,
      params: { id: created.id },
    });
    expect(test.json()).toEqual({ error: M.webhookEndpointSwitchedOff, field: null, code: 'INVALID' });
    const deleted = await call({
      call: WEBHOOKS_API.deleteWebhookEndpoint,
      token: owner.token,
      params: { id: created.id },
    });
    expect(deleted.json()).toEqual({ data: { id: created.id }, message: M.webhookEndpointDeletedOk });
    const listed = await call({ call: WEBHOOKS_API.webhookEndpoints, token: owner.token });
    expect(listed.json()).toEqual({ data: [] });
  });
});

describe('delivering order events', () => {
  it('sends a signed delivery when the buyer places an order and when staff move and cancel it', async () => {
    const customer = await store.customer();
    const hook = await endpoint(customer, {
      url: `${receiver.url}/orders-${customer.id}`,
      events: ['order.placed', 'order.status_changed', 'order.cancelled'],
    });
    const order = await placeOrder(store, customer);
    const ctx = { ...workerContext(store), certificates: store.certificates };
    expect((await moveOrder(ctx, order.id, 'processing', null)).outcome).toBe('changed');
    expect((await moveOrder(ctx, order.id, 'cancelled', null)).outcome).toBe('changed');
    const mine = () =>
      receiver.received.filter((r) => r.headers['webhook-id'] && r.body.includes(`"id":${order.id},`));
    for (let i = 0; i < 500 && mine().length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    const events = verified(hook.secret, mine());
    expect(
      events.map((e) => [
        e.payload.type,
        e.payload.data.order?.status,
        e.payload.data.order?.previous_status,
      ]),
    ).toEqual([
      ['order.placed', 'pending', null],
      ['order.status_changed', 'processing', 'pending'],
      ['order.cancelled', 'cancelled', 'processing'],
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
    // Signed with another secret, the same delivery does not verify.
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, mine())).toThrow();
    const log = await deliveriesOf(customer, hook.id);
    expect(log.map((d) => [d.event_type, d.status, d.attempts, d.last_status])).toEqual([
      ['order.cancelled', 'delivered', 1, 200],
      ['order.status_changed', 'delivered', 1, 200],
      ['order.placed', 'delivered', 1, 200],
    ]);
  });

  it(`keeps a delivery within ${WEBHOOKS.payloadMaxBytes / 1024} KB: an order too big for it comes without its lines`, async () => {
    const customer = await store.customer();
    const hook = await endpoint(customer, {
      url: `${receiver.url}/big-${customer.id}`,
      events: ['order.placed', 'order.status_changed'],
    });
    const order = await placeOrder(store, customer);
    // 300 more lines with long names: about 100 KB of lines.
    await store.db.query(
      `INSERT INTO order_lines (order_id, product_id, item_name, item_code, image, quantity, item_price_cents,
         tax_per_unit_cents, subtotal_cents, tax_cents)
       SELECT order_id, product_id, item_name || ' ' || repeat('x', 300) || n, item_code, image, quantity,
         item_price_cents, tax_per_unit_cents, subtotal_cents, tax_cents
       FROM order_lines, generate_series(1, 300) AS n WHERE order_id = $1`,
      [order.id],
    );
    const ctx = { ...workerContext(store), certificates: store.certificates };
    expect((await moveOrder(ctx, order.id, 'processing', null)).outcome).toBe('changed');
    const mine = () =>
      receiver.received.filter((r) => r.headers['webhook-id'] && r.body.includes(`"id":${order.id},`));
    for (let i = 0; i < 500 && mine().length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    const [placed, moved] = verified(hook.secret, mine()).map((event) => event.payload) as unknown as {
      type: string;
      data: { order: { id: number; line_items: unknown[] | null; line_items_omitted?: boolean } };
    }[];
    expect(placed!.data.order.line_items).toHaveLength(1);
    expect(placed!.data.order.line_items_omitted).toBeUndefined();
    expect(moved!.type).toBe('order.status_changed');
    expect(moved!.data.order).toMatchObject({ id: order.id, line_items: null, line_items_omitted: true });
    expect(Buffer.byteLength(mine()[1]!.body)).toBeLessThanOrEqual(WEBHOOKS.payloadMaxBytes);
  });

  it(`reads ${WEBHOOKS.responseReadBytes / 1024} KB of a receiver's answer at most, never waiting for the rest`, async () => {
    // A receiver that answers 500 with 10 KB and never ends its answer.
    const endless = createServer((request, response) => {
      request.resume();
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.write('busy '.repeat(2_000));
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    const customer = await store.customer();
    const hook = await endpoint(customer, {
      url: `http://127.0.0.1:${(endless.address() as AddressInfo).port}/busy`,
      events: ['order.placed'],
    });
    Object.assign(store.config.webhooks, { timeoutMs: 20_000, retryBaseMs: 60_000 });
    try {
      const started = Date.now();
      await call({ call: WEBHOOKS_API.sendTestWebhook, token: customer.token, params: { id: hook.id } });
      let delivery: RestWebhookDelivery | undefined;
      for (let i = 0; i < 1000 && !delivery?.last_status; i++) {
        [delivery] = await deliveriesOf(customer, hook.id);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(delivery).toMatchObject({ attempts: 1, last_status: 500 });
      expect(delivery!.last_error).toMatch(/^HTTP 500: busy busy/);
      // Well before the time limit for one attempt: the answer was cut once enough of it had come.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      Object.assign(store.config.webhooks, FAST);
      await call({
        call: WEBHOOKS_API.updateWebhookEndpoint,
        token: customer.token,
        params: { id: hook.id },
        body: { enabled: false },
      });
      endless.closeAllConnections();
      await new Promise((resolve) => endless.close(resolve));
    }
  });

  it('retries a delivery answered 500 with exponential backoff until it is accepted', async () => {
    const customer = await store.customer();
    const hook = await endpoint(customer, {
      url: `${receiver.url}/retry-${customer.id}`,
      events: ['order.placed'],
    });
    const before = receiver.received.length;
    receiver.statuses = [500, 500];
    const queued = await call({
      call: WEBHOOKS_API.sendTestWebhook,
      token: customer.token,
      params: { id: hook.id },
    });
    expect(queued.json()).toMatchObject({
      data: { event_type: 'webhook.test', status: 'pending' },
      message: M.webhookTestQueuedOk,
    });
    const arrivals = (await receiver.waitFor(before + 3)).slice(before);
    expect(new Set(arrivals.map((a) => a.headers['webhook-id'])).size).toBe(1);
    expect(arrivals[1]!.at - arrivals[0]!.at).toBeGreaterThanOrEqual(FAST.retryBaseMs - 5);
    expect(arrivals[2]!.at - arrivals[1]!.at).toBeGreaterThanOrEqual(2 * FAST.retryBaseMs - 5);
    for (let i = 0; i < 100 && (await deliveriesOf(customer, hook.id))[0]?.status !== 'delivered'; i++)
      await new Promise((r) => setTimeout(r, 10));
    const [delivery] = await deliveriesOf(customer, hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, last_status: 200, last_error: null });
    expect(verified(hook.secret, arrivals)[0]!.payload.type).toBe('webhook.test');
  });

  it('redelivers an event with the same webhook-id as a new delivery of the log', async () => {
    const customer = await store.customer();
    const hook = await endpoint(customer, {
      url: `${receiver.url}/again-${customer.id}`,
      events: ['order.placed'],
    });
    const before = receiver.received.length;
    await call({ call: WEBHOOKS_API.sendTestWebhook, token: customer.token, params: { id: hook.id } });
    await receiver.waitFor(before + 1);
    const [first] = await deliveriesOf(customer, hook.id);
    const again = await call({
      call: WEBHOOKS_API.redeliverWebhook,
      token: customer.token,
      params: { id: hook.id, deliveryId: first!.id },
    });
    expect(again.json()).toMatchObject({
      data: { event_id: first!.event_id, status: 'pending' },
      message: M.webhookRedeliveryQueuedOk,
    });
    const arrivals = (await receiver.waitFor(before + 2)).slice(before);
    expect(arrivals.map((a) => a.headers['webhook-id'])).toEqual([first!.event_id, first!.event_id]);
    const missing = await call({
      call: WEBHOOKS_API.redeliverWebhook,
      token: customer.token,
      params: { id: hook.id, deliveryId: 999_999 },
    });
    expect(missing.json()).toEqual({ message: M.webhookDeliveryNotFound });
  });

  it('gives a failing delivery up after the retry window, switches the endpoint off and e-mails its owner', async () => {
    const customer = await store.customer({ name: 'Rosa Alvarez' });
    const hook = await endpoint(customer, {
      url: `${receiver.url}/down-${customer.id}`,
      events: ['order.placed'],
    });
    Object.assign(store.config.webhooks, { retryForMs: 500, disableAfterMs: 500, retryMaxMs: 100 });
    try {
      const before = receiver.received.length;
      receiver.statuses = Array.from({ length: 50 }, () => 500);
      await call({ call: WEBHOOKS_API.sendTestWebhook, token: customer.token, params: { id: hook.id } });
      const mail = await store.waitForMail(customer.email, 'switched off');
      expect(mail.text).toContain(hook.url);
      expect(mail.text).toContain('HTTP 500');
      const [delivery] = await deliveriesOf(customer, hook.id);
      expect(delivery!.status).toBe('failed');
      expect(delivery!.attempts).toBeGreaterThanOrEqual(2);
      expect(delivery!.last_error!.length).toBeLessThanOrEqual(500);
      expect(receiver.received.length - before).toBe(delivery!.attempts);
      const listed = await call({ call: WEBHOOKS_API.webhookEndpoints, token: customer.token });
      const [off] = listed.json<{ data: RestWebhookEndpoint[] }>().data;
      expect(off).toMatchObject({ enabled: false, consecutive_failures: delivery!.attempts });
      expect(off!.disabled_reason).toMatch(/^Every delivery failed for 1 hour \(last: HTTP 500/);
    } finally {
      Object.assign(store.config.webhooks, FAST);
      receiver.statuses = [];
    }
  });

  it('never calls an address the store does not allow when delivering', async () => {
    const customer = await store.customer();
    const hook = await endpoint(customer, {
      url: `${receiver.url}/private-${customer.id}`,
      events: ['order.placed'],
    });
    store.config.webhooks.allowPrivateHttp = false;
    try {
      const before = receiver.received.length;
      await call({ call: WEBHOOKS_API.sendTestWebhook, token: customer.token, params: { id: hook.id } });
      let delivery: RestWebhookDelivery | undefined;
      for (let i = 0; i < 200 && !delivery?.last_error; i++) {
        [delivery] = await deliveriesOf(customer, hook.id);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(delivery).toMatchObject({ status: 'pending', last_error: M.webhookUrlHttps, last_status: null });
      expect(receiver.received.length).toBe(before);
    } finally {
      store.config.webhooks.allowPrivateHttp = true;
    }
  });
});

describe('deliveries in the database', () => {
  it('sends a delivery queued before a restart from the database, by the next process’s worker', async () => {
    const customer = await store.customer();
    const hook = await endpoint(customer, {
      url: `${receiver.url}/restart-${customer.id}`,
      events: ['order.placed'],
    });
    // The first process queues the event and stops before its worker sends it.
    await worker.stop();
    const first = await buildApp({ db: store.db, config: store.config });
    const queued = await sendCall(first, WEBHOOKS_API.sendTestWebhook, {
      token: customer.token,
      params: { id: hook.id },
    });
    const eventId = queued.json<{ data: { event_id: string } }>().data.event_id;
    await first.close();
    expect(receiver.received.some((r) => r.headers['webhook-id'] === eventId)).toBe(false);
    // The next process starts on the same database: nothing of the event was kept in memory.
    const second = await buildApp({ db: store.db, config: store.config });
    worker = startWebhookWorker(workerContext(store), quiet);
    try {
      const arrival = await receiver.waitForEvent(eventId);
      expect(verified(hook.secret, [arrival])[0]!.payload.type).toBe('webhook.test');
    } finally {
      await second.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)(
    'never sends one event twice when two store-api processes share one PostgreSQL (PostgreSQL)',
    async () => {
      const customer = await store.customer();
      const hook = await endpoint(customer, {
        url: `${receiver.url}/pair-${customer.id}`,
        events: ['order.placed'],
      });
      await worker.stop();
      const second = await openDatabase({ databaseUrl: store.databaseUrl!, dataDir: '' });
      const before = receiver.received.length;
      for (let i = 0; i < 40; i++) {
        await call({ call: WEBHOOKS_API.sendTestWebhook, token: customer.token, params: { id: hook.id } });
      }
      const one = startWebhookWorker(workerContext(store), quiet);
      const two = startWebhookWorker({ ...workerContext(store), db: second }, quiet);
      try {
        await Promise.all([one.runOnce(), two.runOnce()]);
        const arrivals = (await receiver.waitFor(before + 40)).slice(before);
        await new Promise((r) => setTimeout(r, 200));
        const ids = arrivals.map((a) => a.headers['webhook-id']);
        expect(receiver.received.length - before).toBe(40);
        expect(new Set(ids).size).toBe(40);
      } finally {
        await one.stop();
        await two.stop();
        await second.close();
        worker = startWebhookWorker(workerContext(store), quiet);
      }
    },
  );
});
