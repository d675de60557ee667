import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type StaffRole } from '../src/services/staff-accounts.js';
import { setStaffTotpRequired } from '../src/services/staff-totp.js';
import { startTestStore, type TestStore } from './helpers.js';
import { placeOrder, register, staffCall, staffMember } from './staff-helpers.js';

let store: TestStore;
let tokens: Record<StaffRole | 'customer', string>;
beforeAll(async () => {
  store = await startTestStore();
  tokens = {
    admin: (await staffMember(store, 'admin')).token,
    sales: (await staffMember(store, 'sales')).token,
    warehouse: (await staffMember(store, 'warehouse')).token,
    customer: (await store.customer()).token,
  };
});
afterAll(async () => {
  await store.close();
});

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Makes what the call acts on afresh (so each allowed call finds it as it expects) and answers the path. */
  path: () => Promise<string>;
  body?: unknown;
  /** Who may: [] for any staff member. */
  roles: StaffRole[];
  /**
   * What a caller who may gets: 200, or the input rules' 422 where a right input cannot be made up front (a code
   * of the caller's own authenticator), which shows the role check let the call through all the same.
   */
  allowed?: 200 | 422;
  /** Whether a member the store holds to setting up a second factor may call it first. */
  duringTotpEnrolment?: boolean;
}

const newRegistration = async () => (await register(store, 'Matrix LLC')).id;
const newCustomer = async () => (await store.customer()).id;
const newOrder = async () => (await placeOrder(store, await store.customer())).id;
async function newOrderLine(): Promise<string> {
  const order = await newOrder();
  const [line] = await store.db.query<{ id: number }>('SELECT id FROM order_lines WHERE order_id = $1', [
    order,
  ]);
  return `orders/${order}/lines/${line!.id}/fulfil`;
}
async function newCustomerApiKey(): Promise<string> {
  const customer = await store.customer();
  const created = await store.call('POST', 'api-keys', {
    token: customer.token,
    body: { name: 'Point of sale', scopes: ['catalog:read'] },
  });
  expect(created.statusCode, created.body).toBe(200);
  return `customers/${customer.id}/api-keys/${created.json<{ data: { key: { id: number } } }>().data.key.id}/revoke`;
}
async function newRegistrationDocument(): Promise<string> {
  const id = await newRegistration();
  // Made in the database (with the registration's own stored licence), so it works while the store holds
  // every member to setting up a second factor.
  const [document] = await store.db.query<{ id: number }>(
    `INSERT INTO registration_documents (customer_id, file_key)
     SELECT id, tob_certificate FROM customers WHERE id = $1 RETURNING id`,
    [id],
  );
  return `registrations/${id}/documents/${document!.id}`;
}
const fixed = (path: string) => () => Promise.resolve(path);
let taxa = 0;
/** A category or brand no product uses, made afresh for each caller. */
async function newTaxon(table: 'categories' | 'brands'): Promise<number> {
  taxa += 1;
  const [row] = await store.db.query<{ id: number }>(
    table === 'categories'
      ? 'INSERT INTO categories (category_name, slug) VALUES ($1, $2) RETURNING id'
      : 'INSERT INTO brands (brand_name, slug) VALUES ($1, $2) RETURNING id',
    [`Matrix ${taxa}`, `matrix-${table}-${taxa}`],
  );
  return row!.id;
}
let members = 0;
async function newStaffMember(): Promise<number> {
  members += 1;
  const { staff } = await createStaff(store.db, {
    email: `member${members}@staff.example.com`,
    role: 'sales',
  });
  return staff.id;
}

const OPERATIONS: Record<string, Operation> = {
  'GET me': { method: 'GET', path: fixed('me'), roles: [], duringTotpEnrolment: true },
  'POST totp/start': { method: 'POST', path: fixed('totp/start'), roles: [], duringTotpEnrolment: true },
  'POST totp/confirm': {
    method: 'POST',
    path: fixed('totp/confirm'),
    body: { code: '000000' },
    roles: [],
    allowed: 422,
    duringTotpEnrolment: true,
  },
  'POST totp/disable': {
    method: 'POST',
    path: fixed('totp/disable'),
    body: { code: '000000' },
    roles: [],
    allowed: 422,
  },
  'GET registrations': { method: 'GET', path: fixed('registrations'), roles: ['sales'] },
  'GET registrations/:id': {
    method: 'GET',
    path: async () => `registrations/${await newRegistration()}`,
    roles: ['sales'],
  },
  'GET registrations/:id/certificates/:kind': {
    method: 'GET',
    path: async () => `registrations/${await newRegistration()}/certificates/tobacco`,
    roles: ['sales'],
  },
  'POST registrations/:id/approve': {
    method: 'POST',
    path: async () => `registrations/${await newRegistration()}/approve`,
    roles: ['sales'],
  },
  'POST registrations/:id/reject': {
    method: 'POST',
    path: async () => `registrations/${await newRegistration()}/reject`,
    body: { reason: 'No licence.' },
    roles: ['sales'],
  },
  'POST registrations/:id/request-information': {
    method: 'POST',
    path: async () => `registrations/${await newRegistration()}/request-information`,
    body: { message: 'A clearer scan, please.' },
    roles: ['sales'],
  },
  'GET customers': { method: 'GET', path: fixed('customers'), roles: ['sales'] },
  'GET customers/:id': {
    method: 'GET',
    path: async () => `customers/${await newCustomer()}`,
    roles: ['sales'],
  },
  'POST customers/:id/suspend': {
    method: 'POST',
    path: async () => `customers/${await newCustomer()}/suspend`,
    roles: ['sales'],
  },
  'POST customers/:id/reactivate': {
    method: 'POST',
    path: async () => `customers/${await newCustomer()}/reactivate`,
    roles: ['sales'],
  },
  'POST customers/:id/api-keys/:keyId/revoke': {
    method: 'POST',
    path: newCustomerApiKey,
    roles: ['sales'],
  },
  'GET orders': { method: 'GET', path: fixed('orders'), roles: ['warehouse'] },
  'GET orders/:id': { method: 'GET', path: async () => `orders/${await newOrder()}`, roles: ['warehouse'] },
  'POST orders/:id/status': {
    method: 'POST',
    path: async () => `orders/${await newOrder()}/status`,
    body: { status: 'processing' },
    roles: ['warehouse'],
  },
  'GET orders/selection': {
    method: 'GET',
    path: async () => `orders/selection?ids=${await newOrder()}`,
    roles: ['warehouse'],
  },
  'POST orders/status': {
    method: 'POST',
    path: fixed('orders/status'),
    body: { ids: [1], status: 'processing' },
    roles: ['warehouse'],
  },
  'POST orders/:id/fulfil-all': {
    method: 'POST',
    path: async () => `orders/${await newOrder()}/fulfil-all`,
    roles: ['warehouse'],
  },
  'POST orders/:id/lines/:lineId/quantity': {
    method: 'POST',
    path: async () => (await newOrderLine()).replace(/fulfil$/, 'quantity'),
    body: { quantity: 1 },
    roles: ['warehouse'],
  },
  'POST orders/:id/lines/:lineId/fulfil': {
    method: 'POST',
    path: newOrderLine,
    body: { fulfilled: true },
    roles: ['warehouse'],
  },
  'GET audit': { method: 'GET', path: fixed('audit'), roles: ['admin'] },
  'GET audit/actions': { method: 'GET', path: fixed('audit/actions'), roles: ['admin'] },
  'GET home': { method: 'GET', path: fixed('home'), roles: [] },
  'GET customers/:id/notes': {
    method: 'GET',
    path: async () => `customers/${await newCustomer()}/notes`,
    roles: ['sales'],
  },
  'POST customers/:id/notes': {
    method: 'POST',
    path: async () => `customers/${await newCustomer()}/notes`,
    body: { body: 'Prefers deliveries before noon.' },
    roles: ['sales'],
  },
  'GET registrations/:id/notes': {
    method: 'GET',
    path: async () => `registrations/${await newRegistration()}/notes`,
    roles: ['sales'],
  },
  'POST registrations/:id/notes': {
    method: 'POST',
    path: async () => `registrations/${await newRegistration()}/notes`,
    body: { body: 'Called the owner about the licence.' },
    roles: ['sales'],
  },
  'GET orders/:id/notes': {
    method: 'GET',
    path: async () => `orders/${await newOrder()}/notes`,
    roles: ['warehouse'],
  },
  'POST orders/:id/notes': {
    method: 'POST',
    path: async () => `orders/${await newOrder()}/notes`,
    body: { body: 'Leave at the back door.' },
    roles: ['warehouse'],
  },
  'GET settings': { method: 'GET', path: fixed('settings'), roles: ['admin'] },
  'GET members': { method: 'GET', path: fixed('members'), roles: ['admin'] },
  'POST members': {
    method: 'POST',
    path: fixed('members'),
    body: { email: 'matrix@staff.example.com', name: 'Matrix', role: 'sales' },
    roles: ['admin'],
  },
  'POST members/:id/role': {
    method: 'POST',
    path: async () => `members/${await newStaffMember()}/role`,
    body: { role: 'warehouse' },
    roles: ['admin'],
  },
  'POST members/:id/deactivate': {
    method: 'POST',
    path: async () => `members/${await newStaffMember()}/deactivate`,
    roles: ['admin'],
  },
  'POST settings': {
    method: 'POST',
    path: fixed('settings'),
    body: { staff_totp_required: false },
    roles: ['admin'],
  },
  'GET products': { method: 'GET', path: fixed('products'), roles: ['sales', 'warehouse'] },
  'GET catalog/choices': { method: 'GET', path: fixed('catalog/choices'), roles: ['sales'] },
  'POST catalog/products': {
    method: 'POST',
    path: fixed('catalog/products'),
    // A fresh item code for each caller who may: the input rules' 422 for a taken one would hide nothing.
    body: { name: 'Matrix cigar', item_code: '', price: '1.00', category_id: 1, brand_id: 1 },
    roles: ['sales'],
    allowed: 422,
  },
  'PATCH catalog/products/:id': {
    method: 'PATCH',
    path: fixed('catalog/products/1'),
    body: { price: '30.00' },
    roles: ['sales'],
  },
  'POST catalog/products/:id/archive': {
    method: 'POST',
    path: fixed('catalog/products/2/archive'),
    roles: ['sales'],
  },
  'POST catalog/products/:id/restore': {
    method: 'POST',
    path: fixed('catalog/products/2/restore'),
    roles: ['sales'],
  },
  'POST catalog/products/:id/images': {
    method: 'POST',
    path: fixed('catalog/products/1/images'),
    body: {},
    roles: ['sales'],
    allowed: 422,
  },
  'POST catalog/products/:id/images/order': {
    method: 'POST',
    path: fixed('catalog/products/1/images/order'),
    body: { images: [] },
    roles: ['sales'],
  },
  'PATCH products/:id': {
    method: 'PATCH',
    path: fixed('products/1'),
    body: { stock: 40 },
    roles: ['warehouse'],
  },
  // The team's invitations and reactivation; a member's own recovery codes (the caller has no second factor).
  'POST members/:id/invitation': {
    method: 'POST',
    path: async () => `members/${await newStaffMember()}/invitation`,
    roles: ['admin'],
  },
  'POST members/:id/reactivate': {
    method: 'POST',
    path: async () => `members/${await newStaffMember()}/reactivate`,
    roles: ['admin'],
  },
  'POST totp/recovery-codes': {
    method: 'POST',
    path: fixed('totp/recovery-codes'),
    body: { password: 'Secret#2025' },
    roles: [],
    allowed: 422,
  },
  'POST registrations/:id/documents': {
    method: 'POST',
    path: async () => `registrations/${await newRegistration()}/documents`,
    // No file: the input rules' 422 shows the role check let the call through, and nothing is kept.
    body: {},
    roles: ['sales'],
    allowed: 422,
  },
  'GET registrations/:id/documents/:documentId': {
    method: 'GET',
    path: newRegistrationDocument,
    roles: ['sales'],
  },
  'GET catalog/taxonomy': { method: 'GET', path: fixed('catalog/taxonomy'), roles: ['sales'] },
  'POST catalog/categories': {
    method: 'POST',
    path: fixed('catalog/categories'),
    // An empty name: a right one would be taken by the first caller who may.
    body: { name: '' },
    roles: ['sales'],
    allowed: 422,
  },
  'PATCH catalog/categories/:id': {
    method: 'PATCH',
    path: async () => `catalog/categories/${await newTaxon('categories')}`,
    body: { name: 'Matrix renamed' },
    roles: ['sales'],
  },
  'DELETE catalog/categories/:id': {
    method: 'DELETE',
    path: async () => `catalog/categories/${await newTaxon('categories')}`,
    roles: ['sales'],
  },
  'POST catalog/brands': {
    method: 'POST',
    path: fixed('catalog/brands'),
    body: { name: '' },
    roles: ['sales'],
    allowed: 422,
  },
  'PATCH catalog/brands/:id': {
    method: 'PATCH',
    path: async () => `catalog/brands/${await newTaxon('brands')}`,
    // An empty name: a right one would be taken by the first caller who may.
    body: { name: '' },
    roles: ['sales'],
    allowed: 422,
  },
  'DELETE catalog/brands/:id': {
    method: 'DELETE',
    path: async () => `catalog/brands/${await newTaxon('brands')}`,
    roles: ['sales'],
  },
  'POST catalog/categories/:id/image': {
    method: 'POST',
    path: async () => `catalog/categories/${await newTaxon('categories')}/image`,
    // No file: the input rules' 422 shows the role check let the call through, and nothing is kept.
    body: {},
    roles: ['sales'],
    allowed: 422,
  },
  'DELETE catalog/categories/:id/image': {
    method: 'DELETE',
    path: async () => `catalog/categories/${await newTaxon('categories')}/image`,
    roles: ['sales'],
  },
  'POST catalog/brands/:id/image': {
    method: 'POST',
    path: async () => `catalog/brands/${await newTaxon('brands')}/image`,
    body: {},
    roles: ['sales'],
    allowed: 422,
  },
  'DELETE catalog/brands/:id/image': {
    method: 'DELETE',
    path: async () => `catalog/brands/${await newTaxon('brands')}/image`,
    roles: ['sales'],
  },
  'POST catalog/products/import': {
    method: 'POST',
    path: fixed('catalog/products/import'),
    body: { dry_run: true, rows: [{ row: 2, sku: 'MATRIX', stock: '1' }] },
    // The warehouse too: its file changes stock only (staff-taxonomy.test.ts).
    roles: ['sales', 'warehouse'],
  },
};

const CALLERS = ['admin', 'sales', 'warehouse', 'customer', 'nobody'] as const;

function expected(operation: Operation, caller: (typeof CALLERS)[number]): number {
  if (caller === 'customer' || caller === 'nobody') return 401;
  if (caller === 'admin' || operation.roles.length === 0 || operation.roles.includes(caller))
    return operation.allowed ?? 200;
  return 403;
}

async function auditCount(): Promise<number> {
  const [row] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
  return row!.n;
}

describe('the staff API’s role matrix', () => {
  for (const [name, operation] of Object.entries(OPERATIONS)) {
    it(`${name}: ${CALLERS.map((c) => `${c} ${expected(operation, c)}`).join(', ')}`, async () => {
      for (const caller of CALLERS) {
        const path = await operation.path();
        const token = caller === 'nobody' ? undefined : tokens[caller];
        const entriesBefore = await auditCount();
        const response = await staffCall(store, operation.method, path, { token, body: operation.body });
        const status = expected(operation, caller);
        expect(response.statusCode, `${caller}: ${response.body.slice(0, 200)}`).toBe(status);
        if (status === 401)
          expect(response.json()).toEqual({ error: 'Staff sign-in required.', code: 'UNAUTHENTICATED' });
        if (status === 403)
          expect(response.json()).toEqual({ error: 'Your role cannot do this.', code: 'FORBIDDEN' });
        // A refused call writes nothing.
        if (status === 401 || status === 403) expect(await auditCount()).toBe(entriesBefore);
      }
    });
  }

  it('POST logout: any staff member 200, customer 401, nobody 401', async () => {
    for (const role of ['admin', 'sales', 'warehouse'] as const) {
      const { token } = await staffMember(store, role);
      expect((await staffCall(store, 'POST', 'logout', { token })).statusCode).toBe(200);
    }
    expect((await staffCall(store, 'POST', 'logout', { token: tokens.customer })).statusCode).toBe(401);
    expect((await staffCall(store, 'POST', 'logout')).statusCode).toBe(401);
  });

  it('holds every role to setting up a second factor first while the store requires it: only me, logout and the set-up answer', async () => {
    await setStaffTotpRequired(store.db, true, null);
    try {
      for (const [name, operation] of Object.entries(OPERATIONS)) {
        for (const caller of ['admin', 'sales', 'warehouse'] as const) {
          const path = await operation.path();
          const response = await staffCall(store, operation.method, path, {
            token: tokens[caller],
            body: operation.body,
          });
          if (operation.duringTotpEnrolment) {
            expect(response.statusCode, `${name} as ${caller}`).toBe(operation.allowed ?? 200);
          } else {
            expect(response.statusCode, `${name} as ${caller}`).toBe(403);
            expect(response.json()).toEqual({
              error: 'The store requires two-step sign-in: set up your authenticator app to continue.',
              code: 'TOTP_ENROLMENT_REQUIRED',
            });
          }
        }
      }
      const { token } = await staffMember(store, 'sales');
      expect((await staffCall(store, 'POST', 'logout', { token })).statusCode).toBe(200);
    } finally {
      await setStaffTotpRequired(store.db, false, null);
    }
  });

  it('answers an unknown staff path or method with 404 in the staff API’s {error, code} shape, whoever asks', async () => {
    const calls: [string, 'GET' | 'POST' | 'PATCH', string][] = [
      ['no-such-thing', 'GET', 'GET /api/staff/no-such-thing'],
      ['orders/1/refund', 'POST', 'POST /api/staff/orders/1/refund'],
      ['products/1?x=1', 'GET', 'GET /api/staff/products/1'],
    ];
    for (const [path, method, said] of calls) {
      for (const token of [tokens.admin, tokens.customer, undefined]) {
        const response = await staffCall(store, method, path, { token });
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ error: `No route for ${said}`, code: 'NOT_FOUND' });
      }
    }
  });

  it('answers 401 before reading a body it would refuse, so no one learns the input rules without a session', async () => {
    const response = await staffCall(store, 'POST', 'registrations/1/reject', { body: { reason: '' } });
    expect(response.statusCode).toBe(401);
  });
});
