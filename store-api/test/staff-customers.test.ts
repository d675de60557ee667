import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, storeToday } from '@storefront/contract';
import { startTestStore, type TestStore } from './helpers.js';
import { staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let sales: { id: number; email: string; token: string };
beforeAll(async () => {
  store = await startTestStore();
  sales = await staffMember(store, 'sales');
});
afterAll(async () => {
  await store.close();
});

const get = (path: string) => staffCall(store, 'GET', path, { token: sales.token });
const post = (path: string, body?: unknown) => staffCall(store, 'POST', path, { token: sales.token, body });
const ids = async (query: string) =>
  (await get(`customers?per_page=100&${query}`)).json<{ data: { id: number }[] }>().data.map((c) => c.id);

describe('the customer list', () => {
  it('searches company, contact and e-mail, and filters by status, category, state and certificates', async () => {
    const acme = await store.customer({ company: 'Acme Smoke Shop', name: 'Zed Zebra' });
    const other = await store.customer({ company: 'Other Vapes' });
    // Dates of the store's calendar (New York): a certificate that expires today is still valid today.
    const today = storeToday();
    await store.db.query(`UPDATE customers SET tax_expiry_date = $2::date, cc_tax_id = 3 WHERE id = $1`, [
      acme.id,
      today,
    ]);
    await store.db.query(`UPDATE customers SET tob_expiry_date = $2::date - 1 WHERE id = $1`, [
      other.id,
      today,
    ]);

    expect(await ids('search=acme smoke')).toEqual([acme.id]);
    expect(await ids('search=zebra')).toEqual([acme.id]);
    expect(await ids(`search=${encodeURIComponent(other.email.toUpperCase())}`)).toEqual([other.id]);
    expect(await ids('search=100%25')).toEqual([]);
    expect(await ids('certificate=expiring')).toEqual([acme.id]);
    expect(await ids('certificate=expired')).toEqual([other.id]);
    expect(await ids('membership_category=3')).toContain(acme.id);
    expect(await ids('membership_category=3')).not.toContain(other.id);
    expect(await ids('state_id=31')).toEqual(expect.arrayContaining([acme.id, other.id]));
    expect(await ids('state_id=5')).toEqual([]);
    expect(await ids('status=approved')).toEqual(expect.arrayContaining([acme.id, other.id]));
    expect(await ids('status=pending')).not.toContain(acme.id);

    const page = await get('customers?per_page=1&search=acme');
    expect(page.json()).toEqual({
      data: [
        {
          id: acme.id,
          company_name: 'Acme Smoke Shop',
          contact_name: 'Zed Zebra',
          email: acme.email,
          state: { id: 31, name: 'New Jersey', code: 'NJ' },
          membership_category: { id: 3, name: expect.any(String) as unknown },
          status: 'approved',
          suspended: false,
          tax_id_expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
          tobacco_license_expires_on: null,
          created_at: expect.any(String) as unknown,
        },
      ],
      meta: { total: 1, page: 1, per_page: 1 },
    });
  });

  it('refuses control characters and answers 404 for ids past 2^31, like the customer API', async () => {
    expect((await get('customers?search=a%00b')).json()).toMatchObject({ code: 'INVALID', field: null });
    expect((await get('customers/2147483648')).statusCode).toBe(404);
    expect((await post('customers/2147483648/suspend', { reason: 'a\u0000b' })).statusCode).toBe(422);
  });

  it('refuses filters it cannot apply, field by field', async () => {
    const cases: [string, string, string][] = [
      [`search=${'a'.repeat(101)}`, 'search', 'The search may not be greater than 100 characters.'],
      ['status=gone', 'status', 'The status must be one of pending, approved, rejected, suspended.'],
      ['membership_category=x', 'membership_category', 'The membership category must be a whole number.'],
      ['state_id=-1', 'state_id', 'The state must be a whole number.'],
      ['certificate=soon', 'certificate', 'The certificate filter must be one of expiring, expired.'],
    ];
    for (const [query, field, error] of cases) {
      const response = await get(`customers?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toEqual({ error, field, code: 'INVALID' });
    }
  });
});

describe('a customer’s page', () => {
  it('shows the profile, addresses, orders and certificates; 404 for an unknown id', async () => {
    const buyer = await store.customer({ company: 'Page LLC' });
    const response = await get(`customers/${buyer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        id: buyer.id,
        company_name: 'Page LLC',
        suspended: false,
        addresses: [{ type: 'billing', city: 'Newark', state: { id: 31, name: 'New Jersey', code: 'NJ' } }],
        orders: [],
        certificates: [],
        audit: [],
      },
    });
    expect((await get('customers/999999')).json()).toEqual({
      error: 'No customer with this id.',
      code: 'NOT_FOUND',
    });
  });
});

describe('suspending a customer', () => {
  it('ends every session at once and refuses login with ACCOUNT_SUSPENDED until reactivated', async () => {
    const buyer = await store.customer();
    const second = await store.login(buyer.email, buyer.password);
    const suspended = await post(`customers/${buyer.id}/suspend`, { reason: 'Unpaid invoices.' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ data: { id: buyer.id, suspended: true, status: 'approved' } });

    for (const token of [buyer.token, second]) {
      expect((await store.call('GET', 'account-details', { token })).statusCode).toBe(401);
    }
    const login = await store.call('POST', 'login', {
      body: { email: buyer.email, password: buyer.password },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({ error: M.accountSuspended, field: null, code: 'ACCOUNT_SUSPENDED' });
    expect(await ids('status=suspended')).toContain(buyer.id);
    expect(await ids('status=approved')).not.toContain(buyer.id);

    const reactivated = await post(`customers/${buyer.id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ data: { suspended: false } });
    expect(await store.login(buyer.email, buyer.password)).toEqual(expect.any(String));

    const page = await get(`customers/${buyer.id}`);
    expect(page.json<{ data: { audit: unknown[] } }>().data.audit).toMatchObject([
      {
        action: 'customer.reactivate',
        staff: { id: sales.id, email: sales.email },
        before: { suspended: true },
        after: { suspended: false },
      },
      {
        action: 'customer.suspend',
        before: { suspended: false },
        after: { suspended: true, reason: 'Unpaid invoices.' },
      },
    ]);
  });

  it('keeps the sessions it ended ended after reactivation: the old token answers 401, a new login works', async () => {
    const buyer = await store.customer();
    expect((await post(`customers/${buyer.id}/suspend`)).statusCode).toBe(200);
    expect((await post(`customers/${buyer.id}/reactivate`)).statusCode).toBe(200);
    const old = await store.call('GET', 'account-details', { token: buyer.token });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'Unauthenticated.' });
    const token = await store.login(buyer.email, buyer.password);
    expect((await store.call('GET', 'account-details', { token })).statusCode).toBe(200);
  });

  it('lets no login that was under way when the customer was suspended open a session that outlives it', async () => {
    const buyer = await store.customer();
    const logins = Array.from({ length: 12 }, (_, n) =>
      store.call('POST', 'login', {
        body: { email: buyer.email, password: buyer.password },
        headers: { 'x-forwarded-for': `203.0.113.${n + 1}` },
      }),
    );
    // Suspended while the logins are checking the password.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post(`customers/${buyer.id}/suspend`)).statusCode).toBe(200);
    const answers = await Promise.all(logins);
    expect((await post(`customers/${buyer.id}/reactivate`)).statusCode).toBe(200);

    const tokens = answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ token: string }>().token);
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json<unknown>());
    expect(refused).toEqual(
      refused.map(() => ({ error: M.accountSuspended, field: null, code: 'ACCOUNT_SUSPENDED' })),
    );
    const revived = [];
    for (const token of [buyer.token, ...tokens]) {
      const response = await store.call('GET', 'account-details', { token });
      if (response.statusCode !== 401) revived.push(response.statusCode);
    }
    expect(revived).toEqual([]);
  });

  it('bounds the reason and answers 404 for an unknown customer', async () => {
    const buyer = await store.customer();
    expect((await post(`customers/${buyer.id}/suspend`, { reason: 'r'.repeat(1001) })).json()).toEqual({
      error: 'The reason may not be greater than 1000 characters.',
      field: 'reason',
      code: 'INVALID',
    });
    expect((await get(`customers/${buyer.id}`)).json()).toMatchObject({ data: { suspended: false } });
    expect((await post('customers/999999/suspend')).statusCode).toBe(404);
    expect((await post('customers/999999/reactivate')).statusCode).toBe(404);
  });
});
