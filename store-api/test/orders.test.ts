import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { lockIdempotencyKey } from '../src/services/orders.js';
import { anyNumber, orderBilling, startTestStore, type TestCustomer, type TestStore } from './helpers.js';

let store: TestStore;
let NJ: number;
beforeAll(async () => {
  store = await startTestStore();
  // Until the app is started, Fastify's inject waits for each request to finish before the next: listening
  // lets concurrent requests overlap, as they do in production.
  await store.app.listen({ host: '127.0.0.1', port: 0 });
  const [row] = await store.db.query<{ id: number }>("SELECT id FROM states WHERE code = 'NJ'");
  NJ = row!.id;
});
afterAll(async () => {
  await store.close();
});

interface Order {
  id: number;
  created_at: string;
  order_status: string;
  payment_method: string;
  note: string | null;
  phone: string;
  email: string;
  subtotal: string;
  tax: string;
  total: string;
  billing_address: Record<string, unknown>;
  shipping_address: Record<string, unknown> | null;
  line_items: {
    id: number;
    item_id: number;
    item: { item_name: string; slug: string; image: { url: string } };
    quantity: number;
    item_price: string;
    tax: string;
    subtotal: string;
    fulfillment_status: string | null;
  }[];
}

const billing = () => orderBilling(NJ);

/** The spec's order request object (section 3): no terms, which are the browser's check. */
const checkout = (extra: Record<string, unknown> = {}) => ({
  billing_address: billing(),
  shipping_address: null,
  hasShippingAddress: false,
  note: 'Leave at the back door',
  payment_method: 'Cash On Dilevery',
  ...extra,
});

async function fill(customer: TestCustomer, lines: [number, number][]) {
  for (const [item, quantity] of lines) {
    const response = await store.call('GET', `add-to-cart?item_id=${item}&quantity=${quantity}`, {
      token: customer.token,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function order(
  customer: TestCustomer,
  body: unknown = checkout(),
  headers: Record<string, string> = {},
) {
  return store.call('POST', 'create-order', { token: customer.token, body, headers });
}

async function ordersOf(customer: TestCustomer): Promise<number> {
  const [row] = await store.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE customer_id = $1',
    [customer.id],
  );
  return row!.n;
}

async function stockOf(id: number): Promise<number> {
  const [row] = await store.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id]);
  return row!.stock;
}

describe('POST /api/customer/create-order', () => {
  it('turns the spec’s order request into an order of the cart priced from the database, takes the stock and empties the cart', async () => {
    const customer = await store.customer();
    await fill(customer, [
      [1, 1], // $168.00 + $8.40 tax
      [55, 2], // 2 × $18.00, no tax
    ]);
    const before = [await stockOf(1), await stockOf(55)];
    const response = await order(
      customer,
      checkout({
        subtotal: '1.00',
        tax: '0.00',
        total: '1.00',
        items: [{ item_id: 1, quantity: 1, item_price: '0.01', subtotal: '0.01', tax: '0' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Order; message: string }>();
    expect(body.message).toBe('Order Created Successfully.');
    expect(body.data).toMatchObject({
      order_status: 'pending',
      payment_method: 'Cash On Dilevery',
      note: 'Leave at the back door',
      phone: '7325550142',
      email: 'rosa@corner-smoke.example',
      subtotal: '204.00',
      tax: '8.40',
      total: '212.40',
      billing_address: billing(),
      shipping_address: null,
    });
    expect(body.data.line_items).toEqual([
      {
        id: anyNumber,
        item_id: 1,
        item: {
          item_name: 'Casa Verano Robusto Maduro (Box of 20)',
          slug: 'casa-verano-robusto-maduro-box-of-20',
          image: { url: '/storage/products/cv-1001-1.svg' },
        },
        quantity: 1,
        item_price: '168.00',
        tax: '8.40',
        subtotal: '168.00',
        fulfillment_status: null,
      },
      expect.objectContaining({
        item_id: 55,
        quantity: 2,
        item_price: '18.00',
        subtotal: '36.00',
        tax: '0.00',
      }),
    ]);
    expect([await stockOf(1), await stockOf(55)]).toEqual([before[0]! - 1, before[1]! - 2]);
    expect((await store.call('GET', 'cart-items-qty', { token: customer.token })).json()).toEqual({
      data: 0,
    });
  });

  it('keeps a shipping address when shipping elsewhere', async () => {
    const customer = await store.customer();
    await fill(customer, [[2, 2]]);
    const shipping = {
      name: 'Dock 3',
      company_name: null,
      address: '1 Pier Rd',
      city: 'Camden',
      state_id: NJ,
      pincode: '08101',
    };
    const response = await order(
      customer,
      checkout({ hasShippingAddress: true, shipping_address: shipping }),
    );
    expect(response.json<{ data: Order }>().data.shipping_address).toEqual(shipping);
  });

  it('lets only approved customers order', async () => {
    const customer = await store.customer({ approved: false });
    await fill(customer, [[1, 2]]);
    const response = await order(customer);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Only approved customer can order',
      field: null,
      code: 'NOT_APPROVED',
    });
    expect(
      await store.db.query(
        'SELECT 1 FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.id = $1',
        [customer.id],
      ),
    ).toEqual([]);
  });

  it('refuses an empty cart', async () => {
    const customer = await store.customer();
    expect((await order(customer)).json()).toEqual({ error: M.cartEmpty, field: null, code: 'CART_EMPTY' });
  });

  it('refuses a total under $200.00 and accepts exactly $200.00', async () => {
    const customer = await store.customer();
    await fill(customer, [[55, 11]]); // 11 × $18.00 = $198.00
    expect((await order(customer)).json()).toEqual({
      error: 'Minimum Order value $200 to proceed with your order!',
      field: null,
      code: 'MINIMUM_ORDER_NOT_MET',
    });
    const [product] = await store.db.query<{ id: number }>(
      `INSERT INTO products (item_name, item_code, sku, category_id, brand_id, sales_price_cents, tax_per_unit_cents, stock)
       VALUES ('Exact Two Hundred', 'TEST-200', 'T-200', 2, 1, 19000, 1000, 5) RETURNING id`,
    );
    const exact = await store.customer();
    await fill(exact, [[product!.id, 1]]);
    const response = await order(exact);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Order }>().data.total).toBe('200.00');
  });

  it('checks the checkout fields in the spec’s order and words, and changes nothing', async () => {
    const customer = await store.customer();
    await fill(customer, [[1, 2]]);
    const stock = await stockOf(1);
    const b = billing();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ billing_address: {} }, M.billing.name, 'billing_address.name'],
      [{ billing_address: { name: 'A' } }, M.billing.address, 'billing_address.address'],
      [{ billing_address: { name: 'A', address: 'B' } }, M.billing.city, 'billing_address.city'],
      [
        { billing_address: { name: 'A', address: 'B', city: 'C' } },
        M.billing.state,
        'billing_address.state_id',
      ],
      [
        { billing_address: { name: 'A', address: 'B', city: 'C', state_id: NJ } },
        M.billing.pincode,
        'billing_address.pincode',
      ],
      [{ billing_address: { ...b, phone: '' } }, M.enterPhone, 'billing_address.phone'],
      [{ billing_address: { ...b, email: '' } }, M.enterEmailAddress, 'billing_address.email'],
      [{ billing_address: { ...b, email: 'nope' } }, M.properEmail, 'billing_address.email'],
      [{ billing_address: { ...b, state_id: 99999 } }, M.billing.state, 'billing_address.state_id'],
      [{ hasShippingAddress: true, shipping_address: {} }, M.shipping.name, 'shipping_address.name'],
      [
        { hasShippingAddress: true, shipping_address: { name: 'A', address: 'B', city: 'C' } },
        M.shipping.state,
        'shipping_address.state_id',
      ],
      [
        { hasShippingAddress: true, shipping_address: { ...b, state_id: 99999 } },
        M.shipping.state,
        'shipping_address.state_id',
      ],
      [
        { hasShippingAddress: true, shipping_address: { name: 'A', address: 'B', city: 'C', state_id: NJ } },
        M.shipping.pincode,
        'shipping_address.pincode',
      ],
      [{ payment_method: 'Credit Card' }, M.paymentMethod, 'payment_method'],
    ];
    for (const [extra, error, field] of cases) {
      const response = await order(customer, checkout(extra));
      expect(response.json(), JSON.stringify(extra)).toEqual({ error, field, code: 'INVALID' });
    }
    expect(await stockOf(1)).toBe(stock);
    expect((await store.call('GET', 'cart-items-qty', { token: customer.token })).json()).toEqual({
      data: 2,
    });
  });

  it('refuses the whole order when a line is no longer in stock, and changes nothing', async () => {
    const customer = await store.customer();
    await fill(customer, [
      [1, 1],
      [2, 3],
    ]);
    await store.db.query('UPDATE products SET stock = 2 WHERE id = 2');
    const stock1 = await stockOf(1);
    const response = await order(customer);
    expect(response.json()).toEqual({ error: M.outOfStock, field: null, code: 'OUT_OF_STOCK' });
    expect(await stockOf(1)).toBe(stock1);
    expect(await stockOf(2)).toBe(2);
    expect((await store.call('GET', 'cart-items-qty', { token: customer.token })).json()).toEqual({
      data: 4,
    });
    await store.db.query('UPDATE products SET stock = 35 WHERE id = 2');
  });

  it('answers the same order for a repeated Idempotency-Key, and makes it once', async () => {
    const customer = await store.customer();
    await fill(customer, [[3, 2]]);
    const stock = await stockOf(3);
    const headers = { 'idempotency-key': 'checkout-7f3a9c21' };
    const first = await order(customer, checkout(), headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await order(customer, checkout(), headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ data: Order }>().data).toEqual(first.json<{ data: Order }>().data);
    expect(await stockOf(3)).toBe(stock - 2);
    expect(await ordersOf(customer)).toBe(1);
    expect((await order(customer, checkout(), { 'idempotency-key': 'short' })).json()).toEqual({
      error: M.idempotencyKey,
      field: 'Idempotency-Key',
      code: 'INVALID',
    });
  });

  it('replays a repeated Idempotency-Key whose request differs only in formatting', async () => {
    const customer = await store.customer();
    await fill(customer, [[3, 2]]);
    const headers = { 'idempotency-key': 'checkout-format-01' };
    const first = await order(customer, checkout(), headers);
    expect(first.statusCode).toBe(200);
    const { billing_address, ...rest } = checkout();
    const reformatted = {
      ...rest,
      note: '  Leave at the back door ',
      billing_address: { ...billing_address, phone: '(732) 555-0142', email: ' ROSA@corner-smoke.example ' },
    };
    const again = await order(customer, reformatted, headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await ordersOf(customer)).toBe(1);
  });

  it('refuses an Idempotency-Key used before with a different request, and changes nothing', async () => {
    const customer = await store.customer();
    await fill(customer, [[3, 2]]);
    const headers = { 'idempotency-key': 'checkout-reused-01' };
    const first = await order(customer, checkout(), headers);
    expect(first.statusCode).toBe(200);
    const stock = await stockOf(3);

    const otherNote = await order(customer, checkout({ note: 'Front door, please' }), headers);
    expect(otherNote.statusCode).toBe(422);
    expect(otherNote.json()).toEqual({
      error: M.idempotencyKeyReused,
      field: null,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const otherAddress = await order(
      customer,
      checkout({ billing_address: { ...billing(), city: 'Trenton' } }),
      headers,
    );
    expect(otherAddress.json()).toEqual({
      error: M.idempotencyKeyReused,
      field: null,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });

    // The same form with another cart is another order: the key cannot stand for both.
    await fill(customer, [[3, 1]]);
    const otherCart = await order(customer, checkout(), headers);
    expect(otherCart.statusCode).toBe(422);
    expect(otherCart.json()).toEqual({
      error: M.idempotencyKeyReused,
      field: null,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });

    expect(await ordersOf(customer)).toBe(1);
    expect(await stockOf(3)).toBe(stock);
    const cart = await store.call('GET', 'cart-items', { token: customer.token });
    expect(cart.json<{ total_quantity: number }>().total_quantity).toBe(1);
    // A fresh key places the new cart's order.
    const next = await order(customer, checkout(), { 'idempotency-key': 'checkout-reused-02' });
    expect(next.statusCode, next.body).toBe(422);
    expect(next.json()).toEqual({ error: M.minimumOrder, field: null, code: 'MINIMUM_ORDER_NOT_MET' });
  });

  it('makes one order from concurrent requests with the same Idempotency-Key; the others answer 409 or the replay', async () => {
    const customer = await store.customer();
    await fill(customer, [[4, 2]]);
    const stock = await stockOf(4);
    const headers = { 'idempotency-key': 'double-click-0001' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => order(customer, checkout(), headers)),
    );
    const placed = responses.filter((r) => r.statusCode === 200);
    const inFlight = responses.filter((r) => r.statusCode === 409);
    expect(placed.length + inFlight.length).toBe(5);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((r) => r.json<{ data: Order }>().data.id)).size).toBe(1);
    for (const response of inFlight) expect(response.json()).toEqual({ message: M.idempotencyKeyInFlight });
    expect(await ordersOf(customer)).toBe(1);
    expect(await stockOf(4)).toBe(stock - 2);
    // Once the first has finished, the same request is replayed.
    const after = await order(customer, checkout(), headers);
    expect(after.statusCode).toBe(200);
    expect(after.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 409 while the first request with that key is still arriving, and the replay once it is done', async () => {
    const customer = await store.customer();
    await fill(customer, [[4, 2]]);
    const key = 'slow-request-0001';
    // The first request is multipart, which the route reads itself: it holds the key while its body trickles in.
    const boundary = '----slow-order';
    const fields = { ...checkout(), billing_address: JSON.stringify(billing()) };
    const body = Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      )
      .join('')
      .concat(`--${boundary}--\r\n`);
    const { port } = store.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/customer/create-order HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${customer.token}\r\n` +
        `Idempotency-Key: ${key}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 60)}`,
    );
    // Probes with the same key and a body refused before any database call: 409 once the first request holds
    // the key; before that a 422, and they hold the key only while no other request can run.
    const probeOnce = () =>
      order(customer, '[]', { 'idempotency-key': key, 'content-type': 'application/json' });
    let probe = await probeOnce();
    for (let attempt = 0; probe.statusCode !== 409 && attempt < 500; attempt++) {
      expect(probe.json()).toEqual({
        error: 'The request body must be a JSON object or a form.',
        field: null,
        code: 'INVALID',
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      probe = await probeOnce();
    }
    expect(probe.statusCode, answer).toBe(409);
    expect(probe.json()).toEqual({ message: M.idempotencyKeyInFlight });
    expect(await ordersOf(customer)).toBe(0);

    // The rest of the body; the server closes the connection once it has answered (Connection: close).
    socket.write(body.slice(60));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const placed = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { data: Order };
    const replayed = await order(customer, checkout(), { 'idempotency-key': key });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json<{ data: Order }>().data.id).toBe(placed.data.id);
    expect(await ordersOf(customer)).toBe(1);
  });

  // Two store-api processes on one PostgreSQL server: the key is held by a transaction of the other one.
  it.runIf(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)(
    'answers 409 while another process holds the Idempotency-Key (PostgreSQL)',
    async () => {
      const customer = await store.customer();
      await fill(customer, [[4, 2]]);
      const key = 'other-process-0001';
      await store.db.transaction(async (tx) => {
        expect(await lockIdempotencyKey(tx, customer.id, key)).toBe(true);
        const response = await order(customer, checkout(), { 'idempotency-key': key });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: M.idempotencyKeyInFlight });
      });
      expect(await ordersOf(customer)).toBe(0);
      const placed = await order(customer, checkout(), { 'idempotency-key': key });
      expect(placed.statusCode, placed.body).toBe(200);
    },
  );

  it('never sells more than the stock to concurrent orders', async () => {
    const [product] = await store.db.query<{ id: number }>(
      `INSERT INTO products (item_name, item_code, sku, category_id, brand_id, sales_price_cents, tax_per_unit_cents, stock)
       VALUES ('Contested Box', 'TEST-RACE', 'T-RACE', 2, 1, 10000, 0, 5) RETURNING id`,
    );
    const buyers = await Promise.all(Array.from({ length: 5 }, () => store.customer()));
    for (const buyer of buyers) await fill(buyer, [[product!.id, 2]]); // each $200.00, together 10 > 5
    const responses = await Promise.all(buyers.map((buyer) => order(buyer)));
    const succeeded = responses.filter((r) => r.statusCode === 200);
    expect(succeeded).toHaveLength(2);
    for (const failed of responses.filter((r) => r.statusCode !== 200))
      expect(failed.json()).toEqual({ error: M.outOfStock, field: null, code: 'OUT_OF_STOCK' });
    expect(await stockOf(product!.id)).toBe(1);
  });
});

describe('reading orders', () => {
  it('lists the customer’s own orders newest first, paginated, and shows one by id', async () => {
    const customer = await store.customer();
    const other = await store.customer();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      await fill(customer, [[5, 2]]);
      ids.push((await order(customer)).json<{ data: Order }>().data.id);
    }
    await fill(other, [[5, 2]]);
    const foreign = (await order(other)).json<{ data: Order }>().data.id;

    const response = await store.call('GET', 'retrive-orders?per_page=2', { token: customer.token });
    const page = response.json<{ data: { total: number; last_page: number; data: Order[] } }>().data;
    expect(page.total).toBe(3);
    expect(page.last_page).toBe(2);
    expect(page.data.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(page.data[0]!.line_items[0]!.fulfillment_status).toBeNull();

    const one = await store.call('GET', `orders/${ids[0]}`, { token: customer.token });
    expect(one.json<{ data: Order }>().data.id).toBe(ids[0]);
    expect((await store.call('GET', `orders/${foreign}`, { token: customer.token })).json()).toEqual({
      message: M.orderNotFound,
    });
  });

  it('answers an empty list to a customer without orders', async () => {
    const customer = await store.customer();
    const page = (await store.call('GET', 'retrive-orders', { token: customer.token })).json<{
      data: { total: number; data: [] };
    }>();
    expect(page.data).toMatchObject({ total: 0, data: [], current_page: 1, last_page: 1 });
  });
});
