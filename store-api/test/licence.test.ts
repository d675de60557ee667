import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, storeToday } from '@storefront/contract';
import { runCommand } from '../src/admin/commands.js';
import type { AppContext } from '../src/context.js';
import { sendExpiryReminders } from '../src/services/licences.js';
import { anyNumber, SAMPLE_PDF, startTestStore, type TestCustomer, type TestStore } from './helpers.js';
import { commandContext, placeOrder, staffCall, staffMember } from './staff-helpers.js';

const anyString: unknown = expect.any(String);
let store: TestStore;
let ctx: AppContext;
let sales: { id: number; token: string };
beforeAll(async () => {
  store = await startTestStore();
  ctx = commandContext(store);
  sales = await staffMember(store, 'sales');
});
afterAll(async () => {
  await store.close();
});

/** today plus `days` as YYYY-MM-DD (New York's today). */
function inDays(days: number, from = storeToday()): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function setDates(customer: TestCustomer, tobacco: string | null, tax: string | null = null) {
  await store.db.query('UPDATE customers SET tob_expiry_date = $2, tax_expiry_date = $3 WHERE id = $1', [
    customer.id,
    tobacco,
    tax,
  ]);
}

function renewalForm(fields: Record<string, string>, file: Buffer | null = SAMPLE_PDF) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('certificate', new Blob([file], { type: 'application/pdf' }), 'licence.pdf');
  return form;
}

const upload = (customer: TestCustomer, fields: Record<string, string>, file?: Buffer | null) =>
  store.call('POST', 'certificate-renewals', { token: customer.token, body: renewalForm(fields, file) });

describe('orders and the tobacco licence', () => {
  it('refuses an order with LICENCE_EXPIRED once the licence has expired, and takes none', async () => {
    const customer = await store.customer();
    await setDates(customer, inDays(-1));
    const added = await store.call('GET', 'add-to-cart?item_id=1&quantity=1', { token: customer.token });
    expect(added.statusCode).toBe(200);
    const response = await store.call('POST', 'create-order', {
      token: customer.token,
      body: { billing_address: {}, payment_method: 'Cash On Dilevery' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: M.licenceExpired, field: null, code: 'LICENCE_EXPIRED' });
    const orders = await store.db.query('SELECT 1 FROM orders WHERE customer_id = $1', [customer.id]);
    expect(orders).toEqual([]);
  });

  it('takes orders on the expiry day itself and without any date on record', async () => {
    const onTheDay = await store.customer();
    await setDates(onTheDay, storeToday());
    await placeOrder(store, onTheDay);
    const noDate = await store.customer();
    await setDates(noDate, null);
    await placeOrder(store, noDate);
  });

  it('does not refuse orders for an expired tax certificate alone', async () => {
    const customer = await store.customer();
    await setDates(customer, inDays(60), inDays(-3));
    await placeOrder(store, customer);
  });
});

describe('a buyer uploads a renewed certificate', () => {
  it('records it as pending and lists it', async () => {
    const customer = await store.customer();
    const response = await upload(customer, { kind: 'tobacco', expires_on: inDays(365) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [{ id: anyNumber, kind: 'tobacco', expires_on: inDays(365), created_at: anyString }],
      message: M.renewalUploadedOk,
    });
    const listed = await store.call('GET', 'certificate-renewals', { token: customer.token });
    expect(listed.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it.each([
    [{ kind: 'licence', expires_on: inDays(30) }, 'kind', M.selectCertificateKind],
    [{ expires_on: inDays(30) }, 'kind', M.selectCertificateKind],
    [{ kind: 'tax' }, 'expires_on', M.enterRenewalDate],
    [{ kind: 'tax', expires_on: '2027-02-30' }, 'expires_on', M.enterRenewalDate],
    [{ kind: 'tax', expires_on: 'x'.repeat(5000) }, 'expires_on', M.enterRenewalDate],
    [{ kind: 'tax', expires_on: storeToday() }, 'expires_on', M.pastRenewalDate],
  ])('refuses %j on %s: "%s", and records nothing', async (fields, field, message) => {
    const customer = await store.customer();
    const response = await upload(customer, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: message, field, code: 'INVALID' });
    expect(
      await store.db.query('SELECT 1 FROM certificate_renewals WHERE customer_id = $1', [customer.id]),
    ).toEqual([]);
  });

  it('refuses a missing file and a file that is not a PDF, JPEG or PNG', async () => {
    const customer = await store.customer();
    const missing = await upload(customer, { kind: 'tax', expires_on: inDays(90) }, null);
    expect(missing.json()).toEqual({ error: M.selectCertificateFile, field: 'certificate', code: 'INVALID' });
    const text = await upload(customer, { kind: 'tax', expires_on: inDays(90) }, Buffer.from('hello'));
    expect(text.json()).toEqual({
      error: M.certificateType('certificate'),
      field: 'certificate',
      code: 'INVALID',
    });
  });

  it('refuses a second renewal of the same certificate while one waits for review', async () => {
    const customer = await store.customer();
    expect((await upload(customer, { kind: 'tax', expires_on: inDays(90) })).statusCode).toBe(200);
    const again = await upload(customer, { kind: 'tax', expires_on: inDays(91) });
    expect(again.json()).toEqual({ error: M.renewalPending, field: 'kind', code: 'INVALID' });
    expect((await upload(customer, { kind: 'tobacco', expires_on: inDays(91) })).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    const response = await store.call('POST', 'certificate-renewals', {
      body: renewalForm({ kind: 'tax', expires_on: inDays(90) }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('staff review renewals', () => {
  async function pendingOf(customer: TestCustomer): Promise<number> {
    const listed = await staffCall(
      store,
      'GET',
      `certificate-renewals?status=pending&customer_id=${customer.id}`,
      {
        token: sales.token,
      },
    );
    expect(listed.statusCode, listed.body).toBe(200);
    return listed.json<{ data: { id: number }[] }>().data[0]!.id;
  }

  it('approving makes the renewal date the licence date, so an expired buyer orders again', async () => {
    const customer = await store.customer();
    await setDates(customer, inDays(-2));
    await upload(customer, { kind: 'tobacco', expires_on: inDays(400) });
    const id = await pendingOf(customer);
    const file = await staffCall(store, 'GET', `certificate-renewals/${id}/file`, { token: sales.token });
    expect(file.headers['content-type']).toBe('application/pdf');
    const approved = await staffCall(store, 'POST', `certificate-renewals/${id}/approve`, {
      token: sales.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ data: { id, status: 'approved', expires_on: inDays(400) } });
    await placeOrder(store, customer);
    const mail = await store.waitForMail(customer.email, 'accepted');
    expect(mail.text).toContain(inDays(400));
    const again = await staffCall(store, 'POST', `certificate-renewals/${id}/approve`, {
      token: sales.token,
    });
    expect(again.json()).toEqual({ error: M.renewalAlreadyReviewed, field: null, code: 'INVALID' });
    const [audit] = await store.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_id = $1 AND action LIKE 'customer.renewal%'",
      [customer.id],
    );
    expect(audit?.action).toBe('customer.renewal_approve');
  });

  it('rejecting needs a reason, keeps the date and e-mails the reason', async () => {
    const customer = await store.customer();
    await setDates(customer, inDays(-2));
    await upload(customer, { kind: 'tobacco', expires_on: inDays(400) });
    const id = await pendingOf(customer);
    const noReason = await staffCall(store, 'POST', `certificate-renewals/${id}/reject`, {
      token: sales.token,
      body: { reason: '  ' },
    });
    expect(noReason.json()).toEqual({ error: M.enterRejectReason, field: 'reason', code: 'INVALID' });
    const rejected = await staffCall(store, 'POST', `certificate-renewals/${id}/reject`, {
      token: sales.token,
      body: { reason: 'The scan is unreadable.' },
    });
    expect(rejected.json()).toMatchObject({
      data: { status: 'rejected', reason: 'The scan is unreadable.' },
    });
    const mail = await store.waitForMail(customer.email, 'again');
    expect(mail.text).toContain('The scan is unreadable.');
    const [row] = await store.db.query<{ d: string }>(
      'SELECT tob_expiry_date::text AS d FROM customers WHERE id = $1',
      [customer.id],
    );
    expect(row!.d).toBe(inDays(-2));
  });

  it('answers 404 for an unknown renewal and refuses a customer token', async () => {
    expect(
      (await staffCall(store, 'POST', 'certificate-renewals/999999/approve', { token: sales.token }))
        .statusCode,
    ).toBe(404);
    const customer = await store.customer();
    expect(
      (await staffCall(store, 'GET', 'certificate-renewals', { token: customer.token })).statusCode,
    ).toBe(401);
  });
});

describe('staff set certificate dates', () => {
  it('sets either date (past ones too), with an audit entry', async () => {
    const customer = await store.customer();
    const response = await staffCall(store, 'POST', `customers/${customer.id}/certificate-dates`, {
      token: sales.token,
      body: { tobacco_license_expires_on: '2020-01-31' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({
      tobacco_license_expires_on: '2020-01-31',
      tax_id_expires_on: null,
    });
    const [audit] = await store.db.query<{ staff_id: number; after: unknown }>(
      "SELECT staff_id, after FROM audit_log WHERE action = 'customer.certificate_dates' AND subject_id = $1",
      [customer.id],
    );
    expect(audit).toEqual({
      staff_id: sales.id,
      after: { tobacco_license_expires_on: '2020-01-31', tax_id_expires_on: null },
    });
  });

  it.each([
    [{ tobacco_license_expires_on: '31/01/2027' }, 'tobacco_license_expires_on', M.properTobaccoDate],
    [{ tax_id_expires_on: '2027-13-01' }, 'tax_id_expires_on', M.properTaxDate],
    [{}, 'tobacco_license_expires_on', M.properTobaccoDate],
  ])('refuses %j', async (body, field, message) => {
    const customer = await store.customer();
    const response = await staffCall(store, 'POST', `customers/${customer.id}/certificate-dates`, {
      token: sales.token,
      body,
    });
    expect(response.json()).toEqual({ error: message, field, code: 'INVALID' });
  });

  it('answers 404 for an unknown customer', async () => {
    const response = await staffCall(store, 'POST', 'customers/999999/certificate-dates', {
      token: sales.token,
      body: { tax_id_expires_on: '2030-01-01' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the admin command customer-licence', () => {
  it('sets the dates, so an order is then refused', async () => {
    const customer = await store.customer();
    const result = await runCommand(ctx, [
      'customer-licence',
      String(customer.id),
      '--tobacco-expiry',
      inDays(-1),
      '--tax-expiry',
      inDays(100),
    ]);
    expect(result).toEqual({
      exitCode: 0,
      output: `${customer.email}: tobacco licence valid till ${inDays(-1)}, tax certificate valid till ${inDays(100)}.`,
    });
    const order = await store.call('POST', 'create-order', { token: customer.token, body: {} });
    expect(order.json<{ code: string }>().code).toBe('LICENCE_EXPIRED');
    const [audit] = await store.db.query<{ source: string }>(
      "SELECT source FROM audit_log WHERE action = 'customer.certificate_dates' AND subject_id = $1",
      [customer.id],
    );
    expect(audit?.source).toBe('command_line');
  });

  it('refuses a malformed date and a call without any date', async () => {
    expect(await runCommand(ctx, ['customer-licence', '1', '--tobacco-expiry', '2027-02-30'])).toEqual({
      exitCode: 1,
      output: 'Error: Please give --tobacco-expiry as a date, YYYY-MM-DD.',
    });
    expect((await runCommand(ctx, ['customer-licence', '1'])).exitCode).toBe(1);
  });
});

describe('expiry reminders', () => {
  it('e-mails once at the nearest threshold, and again only at the next one', async () => {
    const customer = await store.customer();
    const today = storeToday();
    await setDates(customer, inDays(20, today));
    await sendExpiryReminders(ctx, today);
    await sendExpiryReminders(ctx, today);
    const first = (await store.mails()).filter((m) => m.to.includes(customer.email));
    expect(first.map((m) => m.subject)).toEqual(['Test: your tobacco licence expires in 20 days']);
    // Six days later, 14 days are left: the 14-day mail; a day later (13 left) nothing more.
    await sendExpiryReminders(ctx, inDays(6, today));
    await sendExpiryReminders(ctx, inDays(7, today));
    const after = (await store.mails()).filter((m) => m.to.includes(customer.email));
    expect(after.map((m) => m.subject)).toEqual([
      'Test: your tobacco licence expires in 20 days',
      'Test: your tobacco licence expires in 14 days',
    ]);
    expect(after[1]!.links).toContain(`${store.config.webUrl}/my-account/account-details#renew-certificate`);
  });

  it('sends each reminder once when two runs overlap', async () => {
    const customer = await store.customer();
    await setDates(customer, null, inDays(5));
    await Promise.all([sendExpiryReminders(ctx), sendExpiryReminders(ctx)]);
    const mails = (await store.mails()).filter((m) => m.to.includes(customer.email));
    expect(mails.map((m) => m.subject)).toEqual(['Test: your tax certificate expires in 5 days']);
  });

  it('are sent now by the admin command licence-reminders, once', async () => {
    const customer = await store.customer();
    await setDates(customer, inDays(10));
    const before = await runCommand(ctx, ['licence-reminders']);
    expect(before.exitCode).toBe(0);
    expect(before.output).toMatch(/^[1-9]\d* expiry reminders? e-mailed\.$/);
    expect(await runCommand(ctx, ['licence-reminders'])).toEqual({
      exitCode: 0,
      output: '0 expiry reminders e-mailed.',
    });
    const mails = (await store.mails()).filter((m) => m.to.includes(customer.email));
    expect(mails.map((m) => m.subject)).toEqual(['Test: your tobacco licence expires in 10 days']);
  });

  it('does not e-mail an expired or far-off certificate', async () => {
    const customer = await store.customer();
    await setDates(customer, inDays(-1), inDays(31));
    await sendExpiryReminders(ctx);
    expect((await store.mails()).filter((m) => m.to.includes(customer.email))).toEqual([]);
  });
});
