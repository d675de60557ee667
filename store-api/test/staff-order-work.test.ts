import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderWorkMessages as W, storeToday } from '@storefront/contract';
import { seedProduct, startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { placeOrder, staffCall, staffMember } from './staff-helpers.js';

/* The warehouse's day with orders (issue 32, item 3): search, shipping with tracking, fulfil all, bulk, edits. */

let store: TestStore;
let warehouse: { id: number; token: string };
let buyer: TestCustomer;
beforeAll(async () => {
  store = await startTestStore();
  warehouse = await staffMember(store, 'warehouse');
  buyer = await store.customer({ company: 'Searchable Cigars LLC', name: 'Imelda Quarles' });
});
afterAll(async () => {
  await store.close();
});

const get = (path: string) => staffCall(store, 'GET', path, { token: warehouse.token });
const post = (path: string, body?: unknown) =>
  staffCall(store, 'POST', path, { token: warehouse.token, body });
const ids = async (query: string) =>
  (await get(`orders?${query}`)).json<{ data: { id: number }[] }>().data.map((order) => order.id);

async function stockOf(id: number): Promise<number> {
  const [row] = await store.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id]);
  return row!.stock;
}

/** An order of two lines: a second product, then placeOrder's. */
async function twoLineOrder(customer: TestCustomer) {
  const extra = await seedProduct(
    store.db,
    'stock >= 50 AND purchase_limit IS NULL AND id > 3 ORDER BY id DESC --',
  );
  const added = await store.call('GET', `add-to-cart?item_id=${extra.id}&quantity=2`, {
    token: customer.token,
  });
  expect(added.statusCode, added.body).toBe(200);
  const order = await placeOrder(store, customer);
  const detail = await get(`orders/${order.id}`);
  const lines = detail.json<{ data: { lines: { id: number; item_id: number; quantity: number }[] } }>().data
    .lines;
  return { ...order, extraId: extra.id, lines };
}

describe('the orders search', () => {
  it('finds an order by its number, written 1042, #1042 or order-1042, and by a part of the company, contact or e-mail', async () => {
    const order = await placeOrder(store, buyer);
    for (const search of [String(order.id), `%23${order.id}`, `order-${order.id}`])
      expect(await ids(`search=${search}`)).toEqual([order.id]);
    expect(await ids('search=searchable%20cig')).toContain(order.id);
    expect(await ids('search=QUARLES')).toContain(order.id);
    expect(await ids(`search=${encodeURIComponent(buyer.email.slice(0, 8))}`)).toContain(order.id);
    expect(await ids('search=nobody-orders-this')).toEqual([]);
    // The other filters still apply.
    expect(await ids(`search=${order.id}&status=shipped`)).toEqual([]);
  });

  it('refuses a search of one character or of more than 100, naming the field', async () => {
    const short = await get('orders?search=a');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ error: W.searchTooShort, code: 'INVALID', field: 'search' });
    const long = await get(`orders?search=${'x'.repeat(101)}`);
    expect(long.json()).toMatchObject({ error: W.searchTooLong, field: 'search' });
  });

  it('finds by a part of a name through the trigram index, not by reading every order', async () => {
    await store.db.query('SET enable_seqscan = off');
    const plan = await store.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM customers s WHERE lower(s.company_name || ' ' || s.name || ' ' || s.email) LIKE '%searchable%'`,
    );
    await store.db.query('SET enable_seqscan = on');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/customers_order_search_trgm_idx/);
  });
});

describe('marking an order shipped', () => {
  it('keeps the carrier, tracking number and expected day, shows them to the buyer and mails them', async () => {
    const order = await placeOrder(store, buyer);
    await post(`orders/${order.id}/status`, { status: 'processing' });
    const expected = storeToday();
    const shipped = await post(`orders/${order.id}/status`, {
      status: 'shipped',
      carrier: ' UPS ',
      tracking_number: '1Z 999 AA1',
      expected_delivery_on: expected,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<{ data: { shipment: unknown } }>().data.shipment).toEqual({
      carrier: 'UPS',
      tracking_number: '1Z 999 AA1',
      expected_delivery_on: expected,
      shipped_at: expect.any(String) as unknown,
    });
    const own = await store.call('GET', `orders/${order.id}`, { token: buyer.token });
    expect(own.json<{ data: { shipment: { carrier: string } } }>().data.shipment.carrier).toBe('UPS');
    const mail = await store.waitForMail(buyer.email, `#${order.id} has shipped`);
    expect(mail.text).toContain('1Z 999 AA1');
    expect(mail.text).toContain('UPS');
  });

  it('refuses a shipment that breaks a rule, in the order of the fields, and leaves the order as it was', async () => {
    const order = await placeOrder(store, buyer);
    await post(`orders/${order.id}/status`, { status: 'processing' });
    const refusals = [
      [{ tracking_number: 'X1' }, W.carrierRequired, 'carrier'],
      [{ carrier: 'UPS' }, W.trackingRequired, 'tracking_number'],
      [{ carrier: 'UPS', tracking_number: 'A<script>' }, W.trackingCharacters, 'tracking_number'],
      [
        { carrier: 'UPS', tracking_number: 'A1', expected_delivery_on: '2026-02-30' },
        W.expectedFormat,
        'expected_delivery_on',
      ],
      [
        { carrier: 'UPS', tracking_number: 'A1', expected_delivery_on: '2000-01-01' },
        W.expectedPast,
        'expected_delivery_on',
      ],
      [
        { carrier: 'UPS', tracking_number: 'A1', expected_delivery_on: '2999-01-01' },
        W.expectedTooFar,
        'expected_delivery_on',
      ],
    ] as const;
    for (const [fields, error, field] of refusals) {
      const response = await post(`orders/${order.id}/status`, { status: 'shipped', ...fields });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error, code: 'INVALID', field });
    }
    const onCancel = await post(`orders/${order.id}/status`, { status: 'cancelled', carrier: 'UPS' });
    expect(onCancel.json()).toMatchObject({ error: W.shipmentOnlyWhenShipped });
    expect((await get(`orders/${order.id}`)).json<{ data: { status: string } }>().data.status).toBe(
      'processing',
    );
  });
});

describe('fulfil all lines', () => {
  it('marks every line fulfilled with one audit entry, and refuses a cancelled order', async () => {
    const order = await twoLineOrder(buyer);
    const response = await post(`orders/${order.id}/fulfil-all`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: { lines: { fulfilled: boolean }[]; audit: { action: string }[] } }>()
      .data;
    expect(data.lines.map((line) => line.fulfilled)).toEqual([true, true]);
    expect(data.audit.filter((entry) => entry.action === 'order.lines_fulfilled')).toHaveLength(1);
    await post(`orders/${order.id}/status`, { status: 'cancelled' });
    const refused = await post(`orders/${order.id}/fulfil-all`);
    expect(refused.statusCode).toBe(422);
  });
});

describe('bulk status changes and printing', () => {
  it('moves each order by the rules of one and reports each', async () => {
    const first = await placeOrder(store, buyer);
    const second = await placeOrder(store, buyer);
    await post(`orders/${second.id}/status`, { status: 'cancelled' });
    const response = await post('orders/status', {
      ids: [first.id, second.id, 2_000_000],
      status: 'processing',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: first.id, order_number: String(first.id), changed: true, code: null, message: null },
        {
          id: second.id,
          order_number: String(second.id),
          changed: false,
          code: 'INVALID_STATUS_TRANSITION',
          message: 'An order that is cancelled cannot become processing.',
        },
        {
          id: 2_000_000,
          order_number: '2000000',
          changed: false,
          code: 'NOT_FOUND',
          message: 'There is no order 2000000.',
        },
      ],
    });
    const none = await post('orders/status', { ids: [], status: 'processing' });
    expect(none.json()).toMatchObject({ error: W.bulkEmpty, field: 'ids' });
    const many = await post('orders/status', {
      ids: Array.from({ length: 51 }, (_, i) => i + 1),
      status: 'processing',
    });
    expect(many.json()).toMatchObject({ error: W.bulkTooMany, field: 'ids' });
  });

  it("reads the selected orders with each line's SKU and barcode for the slips and the pick list", async () => {
    const first = await placeOrder(store, buyer);
    const second = await twoLineOrder(buyer);
    const response = await get(`orders/selection?ids=${second.id},${first.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const orders = response.json<{
      data: { id: number; lines: { sku: string | null; barcode: string | null }[] }[];
    }>().data;
    expect(orders.map((order) => order.id)).toEqual([second.id, first.id]);
    const [product] = await store.db.query<{ sku: string; custom_barcode: string | null }>(
      'SELECT sku, custom_barcode FROM products WHERE id = $1',
      [first.productId],
    );
    expect(orders[1]!.lines[0]).toMatchObject({ sku: product!.sku, barcode: product!.custom_barcode });
  });
});

describe('editing an order before it ships', () => {
  it("changes a quantity: stock taken, totals recomputed from the order's prices, the buyer e-mailed, the change audited", async () => {
    const order = await twoLineOrder(buyer);
    const line = order.lines.find((candidate) => candidate.item_id === order.extraId)!;
    const before = await stockOf(order.extraId);
    const response = await post(`orders/${order.id}/lines/${line.id}/quantity`, { quantity: 5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(order.extraId)).toBe(before - 3);
    const [row] = await store.db.query<{
      subtotal: number;
      tax: number;
      total: number;
      sum: number;
      taxes: number;
    }>(
      `SELECT o.subtotal_cents::int AS subtotal, o.tax_cents::int AS tax, o.total_cents::int AS total,
              (SELECT sum(quantity * item_price_cents)::int FROM order_lines WHERE order_id = o.id) AS sum,
              (SELECT sum(quantity * tax_per_unit_cents)::int FROM order_lines WHERE order_id = o.id) AS taxes
         FROM orders o WHERE o.id = $1`,
      [order.id],
    );
    expect(row!.subtotal).toBe(row!.sum);
    expect(row!.tax).toBe(row!.taxes);
    expect(row!.total).toBe(row!.sum + row!.taxes);
    const audit = response.json<{ data: { audit: { action: string; after: unknown }[] } }>().data.audit;
    expect(audit[0]).toMatchObject({
      action: 'order.line_quantity',
      after: { line_id: line.id, quantity: 5 },
    });
    const mail = await store.waitForMail(buyer.email, `we changed your order #${order.id}`);
    expect(mail.text).toContain('from 2 to 5');
  });

  it('removes a line and puts its stock back, but keeps the last line', async () => {
    const order = await twoLineOrder(buyer);
    const extra = order.lines.find((candidate) => candidate.item_id === order.extraId)!;
    const other = order.lines.find((candidate) => candidate !== extra)!;
    const before = await stockOf(order.extraId);
    const removed = await post(`orders/${order.id}/lines/${extra.id}/quantity`, { quantity: 0 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ data: { lines: unknown[] } }>().data.lines).toHaveLength(1);
    expect(await stockOf(order.extraId)).toBe(before + 2);
    const last = await post(`orders/${order.id}/lines/${other.id}/quantity`, { quantity: 0 });
    expect(last.json()).toEqual({ error: W.lastLine, code: 'INVALID', field: 'quantity' });
  });

  it('refuses more than the stock or the purchase limit, a bad quantity, and any edit once the order has shipped', async () => {
    const order = await twoLineOrder(buyer);
    const line = order.lines.find((candidate) => candidate.item_id === order.extraId)!;
    const stock = await stockOf(order.extraId);
    const tooMany = await post(`orders/${order.id}/lines/${line.id}/quantity`, { quantity: 2 + stock + 1 });
    expect(tooMany.json()).toEqual({
      error: W.notEnoughStock(stock),
      code: 'OUT_OF_STOCK',
      field: 'quantity',
    });
    await store.db.query('UPDATE products SET purchase_limit = 3 WHERE id = $1', [order.extraId]);
    const overLimit = await post(`orders/${order.id}/lines/${line.id}/quantity`, { quantity: 4 });
    expect(overLimit.json()).toEqual({
      error: W.overPurchaseLimit(3),
      code: 'OUT_OF_STOCK',
      field: 'quantity',
    });
    await store.db.query('UPDATE products SET purchase_limit = NULL WHERE id = $1', [order.extraId]);
    for (const quantity of [-1, 1.5, 'two', 10_000]) {
      const bad = await post(`orders/${order.id}/lines/${line.id}/quantity`, { quantity });
      expect(bad.json()).toEqual({ error: W.quantityRange, code: 'INVALID', field: 'quantity' });
    }
    expect(await stockOf(order.extraId)).toBe(stock);
    await post(`orders/${order.id}/status`, { status: 'processing' });
    await post(`orders/${order.id}/status`, { status: 'shipped' });
    const late = await post(`orders/${order.id}/lines/${line.id}/quantity`, { quantity: 1 });
    expect(late.json()).toEqual({ error: W.notEditable('shipped'), code: 'ORDER_NOT_EDITABLE', field: null });
  });
});
