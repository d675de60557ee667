import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '@storefront/contract';
import { startTestStore, type TestStore } from './helpers.js';
import { placeOrder, staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let warehouse: { id: number; email: string; token: string };
beforeAll(async () => {
  store = await startTestStore();
  warehouse = await staffMember(store, 'warehouse');
});
afterAll(async () => {
  await store.close();
});

const get = (path: string) => staffCall(store, 'GET', path, { token: warehouse.token });
const post = (path: string, body?: unknown) =>
  staffCall(store, 'POST', path, { token: warehouse.token, body });

/** The ids of a customer's orders in the staff list, as `query` filters it. */
async function orderIds(customerId: number, query: string): Promise<number[]> {
  const response = await get(`orders?customer_id=${customerId}&${query}`);
  return response.json<{ data: { id: number }[] }>().data.map((o) => o.id);
}

async function stockOf(id: number): Promise<number> {
  const [row] = await store.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id]);
  return row!.stock;
}

describe('the order list', () => {
  it('lists orders newest first with their customer, and filters by status, dates and customer', async () => {
    const buyer = await store.customer({ company: 'List Buyer LLC' });
    const first = await placeOrder(store, buyer);
    const second = await placeOrder(store, buyer);
    const response = await get(`orders?customer_id=${buyer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: second.id,
          order_number: String(second.id),
          customer: { id: buyer.id, company_name: 'List Buyer LLC' },
          status: 'pending',
          subtotal: expect.stringMatching(/^\d+\.\d{2}$/) as unknown,
          tax: expect.stringMatching(/^\d+\.\d{2}$/) as unknown,
          total: expect.stringMatching(/^\d+\.\d{2}$/) as unknown,
          line_count: 1,
          created_at: expect.any(String) as unknown,
        },
        expect.objectContaining({ id: first.id }),
      ],
      meta: { total: 2, page: 1, per_page: 25 },
    });
    const [amounts] = await store.db.query<{ subtotal: string; tax: string; total: string }>(
      `SELECT to_char(subtotal_cents / 100.0, 'FM999990.00') AS subtotal, to_char(tax_cents / 100.0, 'FM999990.00') AS tax,
              to_char(total_cents / 100.0, 'FM999990.00') AS total FROM orders WHERE id = $1`,
      [second.id],
    );
    expect(response.json<{ data: unknown[] }>().data[0]).toMatchObject(amounts!);
    const today = storeToday();
    const ids = (query: string) => orderIds(buyer.id, query);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([second.id, first.id]);
    expect(await ids('to=2000-01-01')).toEqual([]);
    expect(await ids('status=processing')).toEqual([]);
    expect(await ids('per_page=1&page=2')).toEqual([first.id]);
  });

  it('refuses filters it cannot apply, field by field', async () => {
    const cases: [string, string, string][] = [
      [
        'status=lost',
        'status',
        'The status must be one of pending, processing, shipped, ready_for_pickup, delivered, cancelled.',
      ],
      ['from=2025-02-30', 'from', 'The from date must be a day written YYYY-MM-DD.'],
      ['to=yesterday', 'to', 'The to date must be a day written YYYY-MM-DD.'],
      ['from=2025-03-02&to=2025-03-01', 'to', 'The to date must not be before the from date.'],
      ['customer_id=abc', 'customer_id', 'The customer id must be a whole number.'],
    ];
    for (const [query, field, error] of cases) {
      const response = await get(`orders?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toEqual({ error, field, code: 'INVALID' });
    }
  });
});

describe('an order', () => {
  it('shows its lines with fulfilment, totals, addresses, note and customer; 404 for an unknown id', async () => {
    const buyer = await store.customer({ company: 'Detail Buyer LLC' });
    const order = await placeOrder(store, buyer);
    const response = await get(`orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        id: order.id,
        status: 'pending',
        note: 'Back door',
        billing_address: { name: 'Rosa Alvarez', city: 'Asbury Park', state_id: 31 },
        shipping_address: null,
        state_names: { '31': 'New Jersey' },
        customer: { id: buyer.id, company_name: 'Detail Buyer LLC' },
        lines: [
          {
            item_id: order.productId,
            item_name: expect.any(String) as unknown,
            quantity: order.quantity,
            fulfilled: false,
          },
        ],
        audit: [],
      },
    });
    expect((await get('orders/999999')).json()).toEqual({
      error: 'No order with this id.',
      code: 'NOT_FOUND',
    });
  });

  it('follows the status flow, mails the buyer when the order can be collected, and records each change', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    for (const status of ['processing', 'ready_for_pickup', 'delivered']) {
      const response = await post(`orders/${order.id}/status`, { status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ data: { id: order.id, status } });
    }
    const mail = await store.waitForMail(buyer.email, 'ready for pickup');
    expect(mail.subject).toContain(`order #${order.id} is ready for pickup`);
    expect(mail.html).toContain(`#${order.id}`);
    // Only being ready to collect (or shipping) is mailed: one status mail for three steps.
    const statusMails = (await store.mails()).filter(
      (sent) =>
        sent.to.includes(buyer.email) &&
        sent.subject.includes(`#${order.id}`) &&
        !sent.subject.includes('received'),
    );
    expect(statusMails.map((sent) => sent.subject)).toEqual([mail.subject]);
    const audit = (await get(`orders/${order.id}`)).json<{ data: { audit: unknown[] } }>().data.audit;
    expect(audit).toMatchObject([
      {
        action: 'order.status',
        staff: { email: warehouse.email },
        before: { status: 'ready_for_pickup' },
        after: { status: 'delivered' },
      },
      { before: { status: 'processing' }, after: { status: 'ready_for_pickup' } },
      { before: { status: 'pending' }, after: { status: 'processing' } },
    ]);
  });

  it('refuses a move the flow does not allow with INVALID_STATUS_TRANSITION, and an unknown status', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    const skip = await post(`orders/${order.id}/status`, { status: 'shipped' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json()).toEqual({
      error: 'An order that is pending cannot become shipped.',
      field: 'status',
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect((await post(`orders/${order.id}/status`, { status: 'lost' })).json()).toMatchObject({
      field: 'status',
      code: 'INVALID',
    });
    expect((await post(`orders/${order.id}/status`, {})).json()).toMatchObject({
      field: 'status',
      code: 'INVALID',
    });
    expect((await get(`orders/${order.id}`)).json()).toMatchObject({
      data: { status: 'pending', audit: [] },
    });
    expect((await post('orders/999999/status', { status: 'processing' })).statusCode).toBe(404);
  });

  it('puts the stock back when an order is cancelled, once', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    const before = await stockOf(order.productId);
    await post(`orders/${order.id}/status`, { status: 'processing' });
    const cancelled = await post(`orders/${order.id}/status`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
    expect(await stockOf(order.productId)).toBe(before + order.quantity);
    const again = await post(`orders/${order.id}/status`, { status: 'cancelled' });
    expect(again.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION' });
    expect(await stockOf(order.productId)).toBe(before + order.quantity);
    expect((await get(`orders/${order.id}`)).json()).toMatchObject({
      data: {
        audit: [
          {
            after: {
              status: 'cancelled',
              restocked: [{ product_id: order.productId, quantity: order.quantity }],
            },
          },
          {},
        ],
      },
    });
  });

  it('leaves status and stock as they were when the restock fails inside the transaction', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    const before = await stockOf(order.productId);
    // A stock the products table refuses makes the restock statement fail after the status was updated.
    await store.db.query('UPDATE products SET stock = 2147483647 WHERE id = $1', [order.productId]);
    const response = await post(`orders/${order.id}/status`, { status: 'cancelled' });
    expect(response.statusCode).toBe(500);
    expect((await get(`orders/${order.id}`)).json()).toMatchObject({
      data: { status: 'pending', audit: [] },
    });
    expect(await stockOf(order.productId)).toBe(2147483647);
    await store.db.query('UPDATE products SET stock = $2 WHERE id = $1', [order.productId, before]);
  });

  it('marks a line fulfilled and back, with audit entries naming the line by its place in the order; refuses a non-boolean and unknown lines', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    const detail = (await get(`orders/${order.id}`)).json<{ data: { lines: { id: number }[] } }>().data;
    const lineId = detail.lines[0]!.id;
    const done = await post(`orders/${order.id}/lines/${lineId}/fulfil`, { fulfilled: true });
    expect(done.json()).toMatchObject({ data: { lines: [{ id: lineId, fulfilled: true }] } });
    const undone = await post(`orders/${order.id}/lines/${lineId}/fulfil`, { fulfilled: false });
    expect(undone.json()).toMatchObject({
      data: {
        lines: [{ id: lineId, fulfilled: false }],
        audit: [
          { action: 'order.line_fulfilment', after: { line_id: lineId, line: 1, fulfilled: false } },
          {
            before: { line_id: lineId, line: 1, fulfilled: false },
            after: { line_id: lineId, line: 1, fulfilled: true },
          },
        ],
      },
    });
    expect((await post(`orders/${order.id}/lines/${lineId}/fulfil`, { fulfilled: 'yes' })).json()).toEqual({
      error: 'Say whether the line is fulfilled: true or false.',
      field: 'fulfilled',
      code: 'INVALID',
    });
    expect((await post(`orders/${order.id}/lines/999999/fulfil`, { fulfilled: true })).json()).toEqual({
      error: 'No order line with this id.',
      code: 'NOT_FOUND',
    });
    await post(`orders/${order.id}/status`, { status: 'cancelled' });
    expect((await post(`orders/${order.id}/lines/${lineId}/fulfil`, { fulfilled: true })).json()).toEqual({
      error: 'The lines of a cancelled order cannot be fulfilled.',
      field: 'fulfilled',
      code: 'INVALID',
    });
  });
});

describe('the order list’s days', () => {
  it('are New Jersey’s: an order placed at 10:30 PM there is on that day, not on the next as in UTC', async () => {
    const buyer = await store.customer({ company: 'Late Order LLC' });
    const late = await placeOrder(store, buyer);
    // 2026-03-02 03:30 UTC is 10:30 PM on March 1 in New Jersey (EST).
    await store.db.query(`UPDATE orders SET created_at = '2026-03-02T03:30:00Z' WHERE id = $1`, [late.id]);
    const ids = (query: string) => orderIds(buyer.id, query);
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual([late.id]);
    expect(await ids('to=2026-03-01')).toEqual([late.id]);
    expect(await ids('from=2026-03-02')).toEqual([]);
    expect(await ids('to=2026-02-28')).toEqual([]);
  });
});
