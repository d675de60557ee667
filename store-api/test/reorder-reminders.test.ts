import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, STORE_TIME_ZONE, storeToday } from '@storefront/contract';
import { RestReorderRemindersSchema } from '@storefront/contract/rest';
import type { AppContext } from '../src/context.js';
import { runCommand } from '../src/admin/commands.js';
import { runReorderRemindersIfDue, sendReorderReminders } from '../src/services/reorder-reminders.js';
import { startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { commandContext } from './staff-helpers.js';

let store: TestStore;
let ctx: AppContext;
/** Three products of the seed catalog. */
let products: { id: number; item_name: string; item_code: string }[];
beforeAll(async () => {
  store = await startTestStore();
  ctx = commandContext(store);
  products = await store.db.query('SELECT id, item_name, item_code FROM products ORDER BY id LIMIT 3');
});
afterAll(async () => {
  await store.close();
});

const DAY_MS = 86_400_000;
/** The date `days` after `date` (both YYYY-MM-DD). */
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const today = storeToday();

/** An order placed at noon (New York) on `day`, with these products and quantities. */
async function orderOn(
  customer: TestCustomer,
  day: string,
  lines: [product: { id: number; item_name: string; item_code: string }, quantity: number][],
  status = 'delivered',
): Promise<void> {
  const [order] = await store.db.query<{ id: number }>(
    `INSERT INTO orders (customer_id, order_status, payment_method, phone, email, billing_address,
                         subtotal_cents, tax_cents, total_cents, created_at)
     VALUES ($1, $2, 'Cash On Delivery', '7325550142', $3, '{}', 25000, 0, 25000,
             ($4::date + time '12:00') AT TIME ZONE $5) RETURNING id`,
    [customer.id, status, customer.email, day, STORE_TIME_ZONE],
  );
  for (const [product, quantity] of lines) {
    await store.db.query(
      `INSERT INTO order_lines (order_id, product_id, item_name, item_code, quantity, item_price_cents,
                                tax_per_unit_cents, subtotal_cents, tax_cents)
       VALUES ($1, $2, $3, $4, $5, 1000, 0, $5 * 1000, 0)`,
      [order!.id, product.id, product.item_name, product.item_code, quantity],
    );
  }
}

async function setEnabled(token: string, enabled: unknown) {
  const response = await store.call('POST', 'reorder-reminders', { token, body: { enabled } });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function enabledOf(token: string): Promise<boolean> {
  const response = await store.call('GET', 'reorder-reminders', { token });
  return RestReorderRemindersSchema.parse(response.json<{ data: unknown }>().data).enabled;
}

const mailsTo = async (customer: TestCustomer) =>
  (await store.mails()).filter((mail) => mail.to.includes(customer.email));

/**
 * A buyer with reminders on who ordered the first product 3 times (every 10, then 14 days: usually every 12, 4, 6
 * and 10 at a time: usually 6) and the second twice; the first product's last order was `last`.
 */
async function regularBuyer(last: string): Promise<TestCustomer> {
  const customer = await store.customer();
  const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
  await orderOn(customer, plus(last, -24), [
    [first, 4],
    [second, 1],
  ]);
  await orderOn(customer, plus(last, -14), [[first, 10]]);
  await orderOn(customer, last, [
    [first, 6],
    [second, 2],
  ]);
  expect((await setEnabled(customer.token, true)).status).toBe(200);
  return customer;
}

describe('reorder reminders', () => {
  it('are off until the buyer turns them on, and a buyer with them off gets no e-mail', async () => {
    const customer = await store.customer();
    expect(await enabledOf(customer.token)).toBe(false);
    const [first] = products as [(typeof products)[0]];
    const last = plus(today, -30);
    for (const day of [plus(last, -20), plus(last, -10), last]) await orderOn(customer, day, [[first, 3]]);
    await sendReorderReminders(ctx, today);
    expect(await mailsTo(customer)).toEqual([]);

    const on = await setEnabled(customer.token, true);
    expect(on.body).toEqual({ data: { enabled: true }, message: M.reorderRemindersOnOk });
    expect(await enabledOf(customer.token)).toBe(true);
    const off = await setEnabled(customer.token, false);
    expect(off.body).toEqual({ data: { enabled: false }, message: M.reorderRemindersOffOk });
  });

  it('refuses a setting that is not true or false, and changes nothing', async () => {
    const customer = await store.customer();
    const refused = await setEnabled(customer.token, 'maybe');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: M.reorderRemindersEnabled,
      field: 'enabled',
      code: 'INVALID',
    });
    expect(await enabledOf(customer.token)).toBe(false);
    expect((await store.call('GET', 'reorder-reminders')).statusCode).toBe(401);
  });

  it('e-mails a product in 3 orders once its median interval has passed, with its usual quantity', async () => {
    const last = plus(today, -40);
    const customer = await regularBuyer(last);
    const [first] = products as [(typeof products)[0]];

    expect(await sendReorderReminders(ctx, plus(last, 11))).toBe(0);
    expect(await mailsTo(customer)).toEqual([]);

    expect(await sendReorderReminders(ctx, plus(last, 12))).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(customer);
    expect(mail?.subject).toBe(`Test: time to reorder ${first.item_name}`);
    expect(mail?.text).toContain(first.item_name);
    expect(mail?.text).toContain('12 days');
    // The product in 2 orders only is not ordered regularly.
    expect(mail?.text).not.toContain(products[1]!.item_name);
    const link = new URL(mail!.links.find((href) => href.includes('/quick-order'))!);
    expect(link.origin).toBe('http://web.test');
    expect(link.searchParams.get('lines')).toBe(`${first.item_code}:6`);
  });

  it('sends no second e-mail in the same cycle, and one again after the product is ordered again', async () => {
    const last = plus(today, -60);
    const customer = await regularBuyer(last);
    const [first] = products as [(typeof products)[0]];
    await sendReorderReminders(ctx, plus(last, 12));
    await sendReorderReminders(ctx, plus(last, 13));
    await sendReorderReminders(ctx, plus(last, 30));
    expect(await mailsTo(customer)).toHaveLength(1);

    await orderOn(customer, plus(last, 31), [[first, 6]]);
    await sendReorderReminders(ctx, plus(last, 32));
    expect(await mailsTo(customer)).toHaveLength(1);
    // Gaps 10, 14, 31: usually every 14 days.
    await sendReorderReminders(ctx, plus(last, 31 + 14));
    expect(await mailsTo(customer)).toHaveLength(2);
  });

  it('leaves cancelled orders out of the count', async () => {
    const customer = await store.customer();
    const [first] = products as [(typeof products)[0]];
    const last = plus(today, -50);
    await orderOn(customer, plus(last, -20), [[first, 2]]);
    await orderOn(customer, plus(last, -10), [[first, 2]], 'cancelled');
    await orderOn(customer, last, [[first, 2]]);
    await setEnabled(customer.token, true);
    await sendReorderReminders(ctx, plus(last, 40));
    expect(await mailsTo(customer)).toEqual([]);
  });

  it('sends one e-mail when two processes run the job at once', async () => {
    const last = plus(today, -45);
    const customer = await regularBuyer(last);
    await Promise.all([sendReorderReminders(ctx, plus(last, 12)), sendReorderReminders(ctx, plus(last, 12))]);
    expect(await mailsTo(customer)).toHaveLength(1);
  });

  it('runs the periodic job in one process per interval, and the admin command runs it now', async () => {
    const [a, b] = await Promise.all([runReorderRemindersIfDue(ctx), runReorderRemindersIfDue(ctx)]);
    expect([a, b].filter((ran) => ran === null)).toHaveLength(1);
    expect(await runReorderRemindersIfDue(ctx)).toBeNull();

    const last = plus(today, -70);
    const customer = await regularBuyer(last);
    const result = await runCommand(ctx, ['reorder-reminders', '--as-of', plus(last, 12), '--json']);
    expect(result.exitCode).toBe(0);
    expect(await mailsTo(customer)).toHaveLength(1);
    expect((await runCommand(ctx, ['reorder-reminders', '--as-of', '2027-02-30'])).output).toBe(
      'Error: Please give --as-of as a date, YYYY-MM-DD.',
    );
  });

  it('turns reminders off from the e-mail without a login, and refuses a link it did not sign', async () => {
    const last = plus(today, -80);
    const customer = await regularBuyer(last);
    await sendReorderReminders(ctx, plus(last, 12));
    const [mail] = await mailsTo(customer);
    const link = new URL(mail!.links.find((href) => href.includes('/reorder-reminders/unsubscribe'))!);
    const token = link.searchParams.get('token')!;

    for (const bad of [
      `${token.slice(0, -2)}AA`,
      `${customer.id + 1}${token.slice(String(customer.id).length)}`,
      'x'.repeat(300),
      42,
    ]) {
      const refused = await store.call('POST', 'reorder-reminders/unsubscribe', { body: { token: bad } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: M.reorderRemindersLink,
        field: 'token',
        code: 'INVALID',
      });
    }
    expect(await enabledOf(customer.token)).toBe(true);

    const done = await store.call('POST', 'reorder-reminders/unsubscribe', { body: { token } });
    expect(done.json()).toEqual({ data: { enabled: false }, message: M.reorderRemindersOffOk });
    expect(await enabledOf(customer.token)).toBe(false);
    // Safe to repeat.
    expect((await store.call('POST', 'reorder-reminders/unsubscribe', { body: { token } })).statusCode).toBe(
      200,
    );
  });

  it('records the day an order was placed from the admin command', async () => {
    const customer = await store.customer();
    await orderOn(customer, today, [[products[0]!, 1]]);
    const [order] = await store.db.query<{ id: number }>('SELECT id FROM orders WHERE customer_id = $1', [
      customer.id,
    ]);
    const day = plus(today, -9);
    expect((await runCommand(ctx, ['order-placed-on', String(order!.id), day])).output).toBe(
      `Order ${order!.id} was placed on ${day}.`,
    );
    const [moved] = await store.db.query<{ day: string }>(
      `SELECT (created_at AT TIME ZONE $2)::date::text AS day FROM orders WHERE id = $1`,
      [order!.id, STORE_TIME_ZONE],
    );
    expect(moved?.day).toBe(day);
    const [audit] = await store.db.query<{ action: string; source: string }>(
      `SELECT action, source FROM audit_log WHERE subject_type = 'order' AND subject_id = $1`,
      [order!.id],
    );
    expect(audit).toEqual({ action: 'order.placed_on', source: 'command_line' });
    expect((await runCommand(ctx, ['order-placed-on', '999999', day])).output).toBe(
      'Error: No order with id 999999.',
    );
  });
});
