import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCustomer } from '../src/services/staff.js';
import { startTestStore, type TestStore } from './helpers.js';
import { commandContext, register, staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  store = await startTestStore();
  admin = await staffMember(store, 'admin');
});
afterAll(async () => {
  await store.close();
});

const get = (path: string) => staffCall(store, 'GET', path, { token: admin.token });

describe('GET /api/staff/audit', () => {
  it('lists every staff action newest first, of one subject when asked, with who did it', async () => {
    const buyer = await store.customer();
    await staffCall(store, 'POST', `customers/${buyer.id}/suspend`, { token: admin.token, body: {} });
    await staffCall(store, 'POST', `customers/${buyer.id}/reactivate`, { token: admin.token });
    const response = await get(`audit?subject_type=customer&subject_id=${buyer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: expect.any(Number) as unknown,
          staff: { id: admin.id, email: admin.email, name: expect.any(String) as unknown },
          source: 'staff',
          action: 'customer.reactivate',
          subject_type: 'customer',
          subject_id: buyer.id,
          before: { suspended: true },
          after: { suspended: false },
          created_at: expect.any(String) as unknown,
        },
        expect.objectContaining({ action: 'customer.suspend' }),
      ],
      meta: { total: 2, page: 1, per_page: 25 },
    });
    const all = (await get('audit?per_page=1')).json<{ meta: { total: number } }>();
    expect(all.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('records the admin command’s approvals too, with no staff member, as from the command line', async () => {
    const { id } = await register(store, 'Command LLC');
    await approveCustomer(commandContext(store), String(id));
    expect((await get(`audit?subject_type=registration&subject_id=${id}`)).json()).toMatchObject({
      data: [
        {
          staff: null,
          source: 'command_line',
          action: 'registration.approve',
          after: { status: 'approved' },
        },
      ],
    });
  });

  it('refuses an unknown subject type and a subject id that is not one', async () => {
    expect((await get('audit?subject_type=planet')).json()).toEqual({
      error:
        'The subject type must be one of customer, order, registration, product, staff, settings, category, brand.',
      field: 'subject_type',
      code: 'INVALID',
    });
    expect((await get('audit?subject_id=x')).json()).toEqual({
      error: 'The subject id must be a whole number.',
      field: 'subject_id',
      code: 'INVALID',
    });
  });

  it('filters by an action of three parts (an API key revoked, a product picture added), and refuses one that is no action', async () => {
    const buyer = await store.customer();
    const created = await store.call('POST', 'api-keys', {
      token: buyer.token,
      body: { name: 'Till', scopes: ['catalog:read'] },
    });
    const keyId = created.json<{ data: { key: { id: number } } }>().data.key.id;
    await staffCall(store, 'POST', `customers/${buyer.id}/api-keys/${keyId}/revoke`, { token: admin.token });
    const response = await get('audit?action=customer.api_key.revoke');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { action: string; subject_id: number }[] }>();
    expect(data.map((entry) => [entry.action, entry.subject_id])).toContainEqual([
      'customer.api_key.revoke',
      buyer.id,
    ]);
    expect(data.every((entry) => entry.action === 'customer.api_key.revoke')).toBe(true);
    for (const action of ['order', 'Order.status', 'a.b.c.d.e', 'order..status']) {
      expect((await get(`audit?action=${action}`)).json(), action).toEqual({
        error: 'The action must be one the audit log records, e.g. order.status.',
        field: 'action',
        code: 'INVALID',
      });
    }
  });
});
