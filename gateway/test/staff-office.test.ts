import { beforeEach, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import { installStaffContract, staffCalls, staffCookie, staffGraphql } from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const USER_ERRORS = 'userErrors { code field message }';
const HOME = `query Home {
  staffHome {
    registrationsWaiting oldestRegistrationAt ordersToProcess ordersToShip licencesExpiring productsOutOfStock
  }
}`;

describe('the back office’s home counts', () => {
  it('answers today’s counts in one call, null where the role does not cover them', async () => {
    const asRole = async (role: 'admin' | 'sales' | 'warehouse') =>
      (await staffGraphql(setup.gw.url, HOME, {}, { cookie: staffCookie(role) })).body.data?.staffHome;
    expect(await asRole('admin')).toEqual({
      registrationsWaiting: 3,
      oldestRegistrationAt: '2026-11-20T10:00:00.000Z',
      ordersToProcess: 4,
      ordersToShip: 2,
      licencesExpiring: 1,
      productsOutOfStock: 5,
    });
    expect(await asRole('sales')).toMatchObject({ ordersToProcess: null, productsOutOfStock: null });
    expect(await asRole('warehouse')).toMatchObject({
      registrationsWaiting: null,
      oldestRegistrationAt: null,
      licencesExpiring: null,
    });
    expect(staffCalls(setup.store).map((call) => call.path)).toEqual([
      '/api/staff/home',
      '/api/staff/home',
      '/api/staff/home',
    ]);
  });
});

describe('staff notes', () => {
  it('reads a customer’s notes with their author, and adds one in the contract’s words', async () => {
    const read = await staffGraphql(
      setup.gw.url,
      'query C { customer(id: "7") { notes { id subjectType body createdAt author { name email } } } }',
      {},
      { cookie: staffCookie('sales') },
    );
    expect(read.body.data).toEqual({
      customer: {
        notes: [
          {
            id: '70',
            subjectType: 'CUSTOMER',
            body: 'Prefers deliveries before noon.',
            createdAt: '2026-11-24T09:30:00.000Z',
            author: { name: 'Sam Sales', email: 'sam@store.example' },
          },
        ],
      },
    });
    const added = await staffGraphql(
      setup.gw.url,
      `mutation Add { addStaffNote(subject: { type: ORDER, id: "501" }, body: "Repack the box.") {
        note { id subjectType body } ${USER_ERRORS}
      } }`,
      {},
      { cookie: staffCookie('warehouse') },
    );
    expect(added.body.data).toEqual({
      addStaffNote: { note: { id: '71', subjectType: 'ORDER', body: 'Repack the box.' }, userErrors: [] },
    });
    const post = staffCalls(setup.store).at(-1)!;
    expect([post.method, post.path, post.body]).toEqual([
      'POST',
      '/api/staff/orders/501/notes',
      { body: 'Repack the box.' },
    ]);
  });

  it('reads one record’s notes on their own, null for a record store-api does not have', async () => {
    const query =
      'query N($id: ID!) { staffNotes(subject: { type: REGISTRATION, id: $id }) { subjectType body } }';
    const found = await staffGraphql(setup.gw.url, query, { id: '7' }, { cookie: staffCookie('sales') });
    expect(found.body.data).toEqual({
      staffNotes: [{ subjectType: 'REGISTRATION', body: 'Prefers deliveries before noon.' }],
    });
    expect(staffCalls(setup.store).map((call) => call.path)).toEqual(['/api/staff/registrations/7/notes']);
    setup.store.on('GET', '/api/staff/registrations/:id/notes', () =>
      refuse(404, { error: 'No registration with this id.', code: 'NOT_FOUND' }),
    );
    const missing = await staffGraphql(setup.gw.url, query, { id: '8' }, { cookie: staffCookie('sales') });
    expect(missing.body).toEqual({ data: { staffNotes: null } });
  });

  it('answers an empty note as a userError on `body`, and refuses one over 2000 characters before asking store-api', async () => {
    const add = (body: string) =>
      staffGraphql(
        setup.gw.url,
        `mutation Add($body: String!) { addStaffNote(subject: { type: CUSTOMER, id: "7" }, body: $body) {
          note { id } ${USER_ERRORS}
        } }`,
        { body },
        { cookie: staffCookie('sales') },
      );
    expect((await add('  ')).body.data).toEqual({
      addStaffNote: { note: null, userErrors: [{ code: 'INVALID', field: ['body'], message: M.enterNote }] },
    });
    const before = staffCalls(setup.store).length;
    const long = await add('x'.repeat(2001));
    expect(long.body.data).toMatchObject({
      addStaffNote: { note: null, userErrors: [{ code: 'INVALID', field: ['body'] }] },
    });
    expect(staffCalls(setup.store)).toHaveLength(before);
  });
});

describe('the audit log screen', () => {
  it('sends the person, action and days under the contract’s names, and names the person of each entry', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `query Audit {
        auditLog(filter: { staffId: "2", action: "customer.suspend", from: "2026-11-01", to: "2026-11-30" }, page: 2) {
          items { action staff { name email } }
        }
        auditActions
      }`,
      {},
      { cookie: staffCookie('admin') },
    );
    expect(response.body.data).toEqual({
      auditLog: {
        items: [{ action: 'customer.suspend', staff: { name: 'Sam Sales', email: 'sam@store.example' } }],
      },
      auditActions: ['customer.suspend', 'order.status'],
    });
    const audit = staffCalls(setup.store).find((call) => call.path === '/api/staff/audit')!;
    expect(Object.fromEntries(audit.query)).toEqual({
      staff_id: '2',
      action: 'customer.suspend',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '2',
    });
  });

  it('refuses a staff id that is not a whole number before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Audit { auditLog(filter: { staffId: "dana" }) { total } }',
      {},
      { cookie: staffCookie('admin') },
    );
    expect(response.body.errors?.map((error) => [error.extensions?.code, error.extensions?.field])).toEqual([
      ['BAD_USER_INPUT', 'filter.staffId'],
    ]);
    expect(staffCalls(setup.store)).toEqual([]);
  });
});
