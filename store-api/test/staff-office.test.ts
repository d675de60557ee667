import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, storeToday } from '@storefront/contract';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { placeOrder, register, staffCall, staffMember } from './staff-helpers.js';

/* The back office's day: its home counts, staff-only notes, and the audit log screen's filters. */

let store: TestStore;
let admin: { id: number; email: string; token: string };
let sales: { id: number; email: string; token: string };
let warehouse: { id: number; email: string; token: string };
let buyer: TestCustomer;
beforeAll(async () => {
  store = await startTestStore();
  admin = await staffMember(store, 'admin');
  sales = await staffMember(store, 'sales');
  warehouse = await staffMember(store, 'warehouse');
  buyer = await store.customer({ company: 'Noted Smoke Shop LLC' });
});
afterAll(async () => {
  await store.close();
});

type Home = {
  registrations: { waiting: number; oldest_at: string | null } | null;
  orders: { to_process: number; to_ship: number } | null;
  licences_expiring: number | null;
  products_out_of_stock: number | null;
};
const home = async (token: string) =>
  (await staffCall(store, 'GET', 'home', { token })).json<{ data: Home }>().data;

describe('the back office’s home counts', () => {
  it('counts what waits today for each role, and nothing the role does not cover', async () => {
    const before = await home(admin.token);
    await register(store, 'Waiting Longest LLC');
    await register(store, 'Waiting Too LLC');
    const order = await placeOrder(store, buyer);
    const shipping = await placeOrder(store, buyer);
    await staffCall(store, 'POST', `orders/${shipping.id}/status`, {
      token: warehouse.token,
      body: { status: 'processing' },
    });
    await store.db.query('UPDATE products SET stock = 0 WHERE id = $1', [order.productId]);
    await store.db.query(`UPDATE customers SET tob_expiry_date = current_date + 10 WHERE id = $1`, [
      buyer.id,
    ]);

    const after = await home(admin.token);
    expect(after.registrations!.waiting).toBe(before.registrations!.waiting + 2);
    const [oldest] = await store.db.query<{ created_at: Date }>(
      `SELECT min(created_at) AS created_at FROM customers WHERE status = 'pending'`,
    );
    expect(after.registrations!.oldest_at).toBe(oldest!.created_at.toISOString());
    expect(after.orders).toEqual({
      to_process: before.orders!.to_process + 1,
      to_ship: before.orders!.to_ship + 1,
    });
    expect(after.products_out_of_stock).toBe(before.products_out_of_stock! + 1);
    expect(after.licences_expiring).toBe(before.licences_expiring! + 1);

    expect(await home(sales.token)).toEqual({ ...after, orders: null, products_out_of_stock: null });
    expect(await home(warehouse.token)).toEqual({ ...after, registrations: null, licences_expiring: null });
  });
});

type Note = { id: number; subject_type: string; body: string; author: { name: string; email: string } };

describe('staff notes', () => {
  it('keeps a note on a customer with its author and time, newest first, and audited', async () => {
    const add = (body: unknown) =>
      staffCall(store, 'POST', `customers/${buyer.id}/notes`, { token: sales.token, body: { body } });
    expect((await add('  Prefers deliveries before noon.  ')).statusCode).toBe(200);
    const second = await add('Asked for net-30 terms.');
    expect(second.json()).toEqual({
      data: {
        id: expect.any(Number) as unknown,
        subject_type: 'customer',
        subject_id: buyer.id,
        body: 'Asked for net-30 terms.',
        author: { id: sales.id, name: expect.any(String) as unknown, email: sales.email },
        created_at: expect.any(String) as unknown,
      },
    });
    const listed = await staffCall(store, 'GET', `customers/${buyer.id}/notes`, { token: sales.token });
    expect(listed.json<{ data: Note[] }>().data.map((note) => note.body)).toEqual([
      'Asked for net-30 terms.',
      'Prefers deliveries before noon.',
    ]);

    const audit = await staffCall(store, 'GET', `audit?subject_type=customer&subject_id=${buyer.id}`, {
      token: admin.token,
    });
    expect(audit.json<{ data: unknown[] }>().data[0]).toMatchObject({
      action: 'customer.note',
      staff: { id: sales.id },
      after: { note: 'Asked for net-30 terms.' },
    });
  });

  it('refuses an empty or too long note, in that order, and writes nothing', async () => {
    const { id } = await register(store, 'Refused Note LLC');
    const post = (body: unknown) =>
      staffCall(store, 'POST', `registrations/${id}/notes`, { token: sales.token, body });
    expect((await post({ body: '   ' })).json()).toEqual({
      error: M.enterNote,
      field: 'body',
      code: 'INVALID',
    });
    expect((await post({})).json()).toEqual({ error: M.enterNote, field: 'body', code: 'INVALID' });
    expect((await post({ body: 'x'.repeat(2001) })).json()).toEqual({
      error: M.noteTooLong,
      field: 'body',
      code: 'INVALID',
    });
    expect((await post({ body: 'x'.repeat(2000) })).statusCode).toBe(200);
    const listed = await staffCall(store, 'GET', `registrations/${id}/notes`, { token: sales.token });
    expect(listed.json<{ data: Note[] }>().data).toHaveLength(1);
  });

  it('shows a registration’s notes on the customer it becomes, each saying what it was written on', async () => {
    const { id } = await register(store, 'Becomes Customer LLC');
    await staffCall(store, 'POST', `registrations/${id}/notes`, {
      token: sales.token,
      body: { body: 'Licence checked by phone.' },
    });
    await staffCall(store, 'POST', `customers/${id}/notes`, { token: sales.token, body: { body: 'VIP.' } });
    const listed = await staffCall(store, 'GET', `customers/${id}/notes`, { token: sales.token });
    expect(listed.json<{ data: Note[] }>().data.map((n) => [n.subject_type, n.body])).toEqual([
      ['customer', 'VIP.'],
      ['registration', 'Licence checked by phone.'],
    ]);
  });

  it('keeps notes on an order apart from the buyer’s view of it, and answers 404 for a record that does not exist', async () => {
    const order = await placeOrder(store, buyer);
    const added = await staffCall(store, 'POST', `orders/${order.id}/notes`, {
      token: warehouse.token,
      body: { body: 'Box is damaged, repack.' },
    });
    expect(added.statusCode).toBe(200);
    const seen = await store.call('GET', `orders/${order.id}`, { token: buyer.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('repack');

    for (const path of ['orders/999999/notes', 'customers/999999/notes', 'registrations/999999/notes']) {
      expect((await staffCall(store, 'GET', path, { token: admin.token })).statusCode).toBe(404);
      const posted = await staffCall(store, 'POST', path, { token: admin.token, body: { body: 'Lost.' } });
      expect(posted.statusCode).toBe(404);
    }
    const [written] = await store.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff_notes WHERE body = 'Lost.'`,
    );
    expect(written!.n).toBe(0);
  });
});

describe('the audit log screen’s filters', () => {
  it('filters by person, kind of action and days, with the person’s name on each entry', async () => {
    const other = await staffMember(store, 'sales');
    const customer = await store.customer();
    await staffCall(store, 'POST', `customers/${customer.id}/suspend`, { token: other.token, body: {} });
    await staffCall(store, 'POST', `customers/${customer.id}/notes`, {
      token: other.token,
      body: { body: 'Hi' },
    });
    const list = async (query: string) =>
      (await staffCall(store, 'GET', `audit?${query}`, { token: admin.token })).json<{
        data: { action: string; staff: { id: number; name: string } }[];
        meta: { total: number };
      }>();

    const mine = await list(`staff_id=${other.id}`);
    expect(mine.data.map((e) => e.action)).toEqual(['customer.note', 'customer.suspend', 'staff.sign_in']);
    expect(mine.data[0]!.staff).toMatchObject({
      id: other.id,
      name: expect.stringContaining('sales') as unknown,
    });
    expect((await list(`staff_id=${other.id}&action=customer.suspend`)).meta.total).toBe(1);

    const today = storeToday();
    expect((await list(`staff_id=${other.id}&from=${today}&to=${today}`)).meta.total).toBe(3);
    expect((await list(`staff_id=${other.id}&to=2000-01-01`)).meta.total).toBe(0);

    const actions = await staffCall(store, 'GET', 'audit/actions', { token: admin.token });
    expect(actions.json<{ data: string[] }>().data).toEqual(
      expect.arrayContaining(['customer.note', 'customer.suspend']),
    );
  });

  it('counts its days as New Jersey’s: an action at 10:30 PM there is on that day, not on the next as in UTC', async () => {
    const late = await staffMember(store, 'sales');
    await staffCall(store, 'POST', `customers/${buyer.id}/notes`, {
      token: late.token,
      body: { body: 'Late' },
    });
    // 2026-07-02 02:30 UTC is 10:30 PM on July 1 in New Jersey (EDT).
    await store.db.query(`UPDATE audit_log SET created_at = '2026-07-02T02:30:00Z' WHERE staff_id = $1`, [
      late.id,
    ]);
    const total = async (query: string) =>
      (await staffCall(store, 'GET', `audit?staff_id=${late.id}&${query}`, { token: admin.token })).json<{
        meta: { total: number };
      }>().meta.total;
    expect(await total('from=2026-07-01&to=2026-07-01')).toBe(2);
    expect(await total('from=2026-07-02')).toBe(0);
    expect(await total('to=2026-06-30')).toBe(0);
  });

  it('refuses a filter it cannot read, naming the field', async () => {
    const refusal = async (query: string) =>
      (await staffCall(store, 'GET', `audit?${query}`, { token: admin.token })).json<{ field: string }>();
    expect(await refusal('staff_id=abc')).toEqual({
      error: 'The staff member id must be a whole number.',
      field: 'staff_id',
      code: 'INVALID',
    });
    expect((await refusal('action=DROP TABLE')).field).toBe('action');
    expect(await refusal('from=2026-02-30')).toEqual({
      error: 'The from date must be a day written YYYY-MM-DD.',
      field: 'from',
      code: 'INVALID',
    });
    expect(await refusal('from=2026-03-02&to=2026-03-01')).toEqual({
      error: 'The to date must not be before the from date.',
      field: 'to',
      code: 'INVALID',
    });
  });
});
