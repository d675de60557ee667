import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/admin/commands.js';
import type { AppContext } from '../src/context.js';
import { dataPaths } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import { messages as M } from '@storefront/contract';
import { startTestStore, type TestStore } from './helpers.js';
import { placeOrder, staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let ctx: AppContext;
beforeAll(async () => {
  store = await startTestStore();
  ctx = {
    db: store.db,
    config: store.config,
    certificates: store.certificates,
    mailer: createMailer({
      smtpUrl: undefined,
      mailDir: dataPaths(store.config).mail,
      from: 'x@example.com',
      log: { info() {}, error() {} },
    }),
    store: { storeName: 'Test', storeEmail: store.config.storeEmail, webUrl: store.config.webUrl },
  };
});
afterAll(async () => {
  await store.close();
});

const run = (...argv: string[]) => runCommand(ctx, argv);

async function registerPending(email: string) {
  const pdf = new Blob([Buffer.from('%PDF-1.4 licence')], { type: 'application/pdf' });
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Pending Person',
    email,
    password: 'Welcome#2025',
    company_name: 'Pending LLC',
    address: '1 A St',
    city: 'Newark',
    country_id: '1',
    state_id: '31',
    pincode: '07102',
    phone: '2015550100',
    tob_license_no: 'TOB-9',
    cc_tax_id: '2',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('tob_certificate', pdf, 'licence.pdf');
  const response = await store.call('POST', 'register', { body: form });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { customer: { id: number } } }>().data.customer.id;
}

describe('npm run admin -- <command>', () => {
  it('prints the usage for help and for an unknown command', async () => {
    expect((await run('help')).output).toContain('create-customer --email E --password P');
    const unknown = await run('frobnicate');
    expect(unknown.exitCode).toBe(1);
    expect(unknown.output).toMatch(/^Error: Unknown command "frobnicate"/);
  });

  it('lists customers by status and shows one with the absolute path of each certificate', async () => {
    const id = await registerPending('pending-admin@example.com');
    const pending = await run('customers', '--status', 'pending', '--json');
    expect(JSON.parse(pending.output)).toContainEqual(
      expect.objectContaining({ id, email: 'pending-admin@example.com', status: 'pending' }),
    );
    expect((await run('customers', '--status', 'approved')).output).not.toContain(
      'pending-admin@example.com',
    );
    const shown = await run('customer', 'pending-admin@example.com');
    expect(shown.output).toMatch(
      new RegExp(`tob_certificate\\s+${store.config.dataDir}/uploads/[0-9a-f]{32}\\.pdf`),
    );
    expect(shown.output).toMatch(/membership\s+Wholesaler/);
    expect((await run('customers', '--status', 'sleeping')).output).toBe(
      'Error: Unknown status "sleeping": use one of pending, approved, rejected.',
    );
  });

  it('answers a clear error for an unknown e-mail or id', async () => {
    expect(await run('approve', 'ghost@example.com')).toEqual({
      output: 'Error: No customer with e-mail ghost@example.com.',
      exitCode: 1,
    });
    expect(await run('reject', '424242')).toEqual({
      output: 'Error: No customer with id 424242.',
      exitCode: 1,
    });
    expect(await run('customer')).toEqual({
      output: 'Error: Which customer? Give an id or an e-mail address.',
      exitCode: 1,
    });
    expect(await run('order', '999999')).toEqual({ output: 'Error: No order with id 999999.', exitCode: 1 });
    expect(await run('order-status', 'x', 'shipped')).toEqual({
      output: 'Error: Please give the order id as a number.',
      exitCode: 1,
    });
  });

  it('approves a registration and mails the create-account link; approving again sends a new one', async () => {
    const id = await registerPending('approve-me@example.com');
    const first = await run('approve', String(id));
    expect(first.exitCode).toBe(0);
    expect(first.output).toMatch(
      /^Approved approve-me@example\.com\. Create-account link e-mailed:\nhttp:\/\/web\.test\/create-account\/[\w-]{43}$/,
    );
    const link = first.output.split('\n')[1]!;
    const mail = await store.waitForMail('approve-me@example.com', 'approved');
    expect(mail.links).toEqual([link]);
    const second = await run('approve', 'approve-me@example.com', '--json');
    expect((JSON.parse(second.output) as { link: string }).link).not.toBe(link);
  });

  it('rejects a customer, whose sessions end', async () => {
    const customer = await store.customer();
    expect((await run('reject', customer.email)).output).toBe(
      `Rejected ${customer.email}; their sessions have ended.`,
    );
    expect((await store.call('GET', 'account-details', { token: customer.token })).statusCode).toBe(401);
  });

  it('creates a ready-to-use customer for demos and end-to-end tests', async () => {
    const result = await run(
      'create-customer',
      '--email',
      'E2E@Example.com',
      '--password',
      'Demo#2025x',
      '--approved',
      '--username',
      'e2ebuyer',
      '--json',
    );
    expect(JSON.parse(result.output)).toMatchObject({ username: 'e2ebuyer', email: 'E2E@Example.com' });
    const token = await store.login('e2e@example.com', 'Demo#2025x');
    const profile = await store.call('GET', 'account-details', { token });
    expect(profile.json()).toMatchObject({
      data: { email: 'e2e@example.com', status: 'approved', username: 'e2ebuyer' },
    });
    expect(
      (await run('create-customer', '--email', 'e2e@example.com', '--password', 'Demo#2025x')).output,
    ).toBe('Error: A customer with e-mail e2e@example.com exists already.');
    expect((await run('create-customer', '--email', 'x@example.com')).exitCode).toBe(1);
    // The password rule customers follow holds here too: no uppercase letter, no account.
    expect(
      (await run('create-customer', '--email', 'weak@example.com', '--password', 'demo#2025x')).output,
    ).toBe(`Error: ${M.passwordStrength}`);
  });

  it('lists orders, sets an order’s status and marks lines fulfilled', async () => {
    const customer = await store.customer();
    await store.call('GET', 'add-to-cart?item_id=1&quantity=2', { token: customer.token });
    await store.call('GET', 'add-to-cart?item_id=2', { token: customer.token });
    const placed = await store.call('POST', 'create-order', {
      token: customer.token,
      body: {
        billing_address: {
          name: 'A',
          address: 'B',
          city: 'C',
          state_id: 31,
          pincode: '07102',
          phone: '2015550100',
          email: 'a@example.com',
        },
        terms_accepted: true,
      },
    });
    const order = placed.json<{ data: { id: number; line_items: { id: number }[] } }>().data;
    const listed = JSON.parse(
      (await run('orders', '--customer', customer.email, '--json')).output,
    ) as unknown;
    expect(listed).toEqual([
      expect.objectContaining({
        id: order.id,
        order_status: 'pending',
        customer: customer.email,
        lines: 2,
        fulfilled: 0,
      }),
    ]);

    expect((await run('order-status', String(order.id), 'processing', 'shipped')).output).toBe(
      `Order ${order.id} is now processing.\nOrder ${order.id} is now shipped.`,
    );
    expect((await run('order-status', String(order.id), 'lost')).exitCode).toBe(1);
    expect((await run('fulfill', String(order.id), String(order.line_items[0]!.id))).output).toBe(
      `1 line(s) of order ${order.id} marked fulfilled.`,
    );
    const seen = await store.call('GET', `orders/${order.id}`, { token: customer.token });
    expect(seen.json()).toMatchObject({
      data: {
        order_status: 'shipped',
        line_items: [{ fulfillment_status: 'fulfilled' }, { fulfillment_status: null }],
      },
    });
    expect((await run('fulfill', String(order.id), 'all')).output).toBe(
      `2 line(s) of order ${order.id} marked fulfilled.`,
    );
    expect((await run('fulfill', String(order.id), 'all', '--undo')).output).toBe(
      `2 line(s) of order ${order.id} marked not fulfilled.`,
    );
    expect((await run('fulfill', String(order.id), '999999')).output).toBe(
      `Error: Order ${order.id} has no line with id 999999.`,
    );
    expect((await run('order', String(order.id))).output).toContain('Casa Verano Robusto Maduro (Box of 20)');
    expect(
      (JSON.parse((await run('orders', '--status', 'shipped', '--json')).output) as { id: number }[]).map(
        (o) => o.id,
      ),
    ).toContain(order.id);
  });
});

describe('npm run admin -- order-status, through the staff screens’ status flow', () => {
  async function stockOf(productId: number): Promise<number> {
    const [row] = await store.db.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [
      productId,
    ]);
    return row!.stock;
  }

  async function orderAudit(id: number) {
    const admin = await staffMember(store, 'admin');
    const response = await staffCall(store, 'GET', `audit?subject_type=order&subject_id=${id}`, {
      token: admin.token,
    });
    return response.json<{ data: { staff: unknown; source: string; before: unknown; after: unknown }[] }>()
      .data;
  }

  it('refuses a jump the flow does not allow, naming the walk there, and changes nothing', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    expect(await run('order-status', String(order.id), 'delivered')).toEqual({
      output: `Error: Order ${order.id} is pending: it can become processing or cancelled next, not delivered. To walk there: order-status ${order.id} processing shipped delivered`,
      exitCode: 1,
    });
    // Every step is checked before the first is taken.
    expect(await run('order-status', String(order.id), 'processing', 'delivered')).toEqual({
      output: `Error: Order ${order.id} is processing: it can become shipped, ready_for_pickup or cancelled next, not delivered. To walk there: order-status ${order.id} shipped delivered`,
      exitCode: 1,
    });
    expect(await run('order-status', String(order.id), 'processing', 'lost')).toEqual({
      output:
        'Error: Unknown order status "lost": use one of pending, processing, shipped, ready_for_pickup, delivered, cancelled.',
      exitCode: 1,
    });
    expect(await run('order-status', '999999', 'processing')).toEqual({
      output: 'Error: No order with id 999999.',
      exitCode: 1,
    });
    expect(JSON.parse((await run('order', String(order.id), '--json')).output)).toMatchObject({
      order_status: 'pending',
    });
    expect(await orderAudit(order.id)).toEqual([]);
  });

  it('walks an order to delivered with an audit entry per step from the command line, and mails the buyer once shipped', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    const walked = await run(
      'order-status',
      String(order.id),
      'processing',
      'shipped',
      'delivered',
      '--json',
    );
    expect(walked.exitCode).toBe(0);
    expect(JSON.parse(walked.output)).toEqual({ id: order.id, order_status: 'delivered' });
    const mail = await store.waitForMail(buyer.email, 'has shipped');
    expect(mail.subject).toBe(`Test: your order #${order.id} has shipped`);
    expect(
      (await orderAudit(order.id)).map(({ staff, source, before, after }) => [staff, source, before, after]),
    ).toEqual([
      [null, 'command_line', { status: 'shipped' }, { status: 'delivered' }],
      [null, 'command_line', { status: 'processing' }, { status: 'shipped' }],
      [null, 'command_line', { status: 'pending' }, { status: 'processing' }],
    ]);
    expect(await run('order-status', String(order.id), 'cancelled')).toEqual({
      output: `Error: Order ${order.id} is delivered: its status cannot change any more.`,
      exitCode: 1,
    });
  });

  it('puts the stock back when it cancels an order, as the staff screens do', async () => {
    const buyer = await store.customer();
    const order = await placeOrder(store, buyer);
    const before = await stockOf(order.productId);
    expect((await run('order-status', String(order.id), 'cancelled')).output).toBe(
      `Order ${order.id} is now cancelled.`,
    );
    expect(await stockOf(order.productId)).toBe(before + order.quantity);
    expect(await orderAudit(order.id)).toMatchObject([
      {
        staff: null,
        source: 'command_line',
        after: {
          status: 'cancelled',
          restocked: [{ product_id: order.productId, quantity: order.quantity }],
        },
      },
    ]);
    expect(await run('fulfill', String(order.id), 'all')).toEqual({
      output: `Error: Order ${order.id} is cancelled: its lines cannot be fulfilled.`,
      exitCode: 1,
    });
  });
});
