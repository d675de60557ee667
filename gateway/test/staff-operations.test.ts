import { beforeEach, describe, expect, it } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import { installStaffContract, staffCalls, staffCookie, staffGraphql } from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const admin = { cookie: staffCookie('admin') };
const USER_ERRORS = 'userErrors { code field message }';

describe('staff queries', () => {
  it('lists pending registrations with the contract’s paging, and reads a list item’s detail on demand', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `query Registrations {
        registrations(page: 2, perPage: 10) {
          page perPage total
          items {
            id companyName dba contactName state { id name code } taxIdExpiresOn membershipCategory status createdAt
            certificates { kind contentType fileName url }
            informationRequests { message requestedAt staffEmail }
          }
        }
      }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      registrations: {
        page: 1,
        perPage: 25,
        total: 1,
        items: [
          {
            id: '7',
            companyName: 'Dan Cigars LLC',
            dba: 'Dan’s',
            contactName: 'Dan Doe',
            state: { id: '31', name: 'New Jersey', code: 'NJ' },
            taxIdExpiresOn: '2027-02-28',
            membershipCategory: 'Retailer',
            status: 'PENDING',
            createdAt: '2026-11-20T10:00:00.000Z',
            certificates: [
              {
                kind: 'TAX',
                contentType: 'application/pdf',
                fileName: 'tax.pdf',
                url: '/staff/certificates/7/tax',
              },
            ],
            informationRequests: [
              {
                message: 'Please send a readable tax certificate.',
                requestedAt: '2026-11-21T09:00:00.000Z',
                staffEmail: 'sam@store.example',
              },
            ],
          },
        ],
      },
    });
    const calls = staffCalls(setup.store);
    expect(calls.map((call) => call.path)).toEqual([
      '/api/staff/registrations',
      '/api/staff/registrations/7',
    ]);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ status: 'pending', page: '2', per_page: '10' });
  });

  it('sends the customer filter under the contract’s names', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `query Customers {
        customers(filter: { search: "dan", status: SUSPENDED, membershipCategoryId: "2", stateId: "31", certificate: EXPIRING }) {
          items { id suspended status orders { orderNumber status total { amount currencyCode } } audit { action before after staff { email } } }
        }
      }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      customers: {
        items: [
          {
            id: '7',
            suspended: false,
            status: 'APPROVED',
            orders: [
              { orderNumber: '1001', status: 'PROCESSING', total: { amount: '250.00', currencyCode: 'USD' } },
            ],
            audit: [
              {
                action: 'customer.suspend',
                before: '{"suspended":false}',
                after: '{"suspended":true}',
                staff: { email: 'sam@store.example' },
              },
            ],
          },
        ],
      },
    });
    expect(Object.fromEntries(staffCalls(setup.store)[0]!.query)).toEqual({
      search: 'dan',
      status: 'suspended',
      membership_category: '2',
      state_id: '31',
      certificate: 'expiring',
      page: '1',
      per_page: '25',
    });
  });

  it('reads an order with its lines, amounts as decimal strings, and statuses in SCREAMING_CASE', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `query Order {
        order(id: "501") {
          orderNumber status lineCount customer { companyName }
          subtotal { amount } tax { amount } total { amount }
          lines { id productName quantity unitPrice { amount } subtotal { amount } fulfilled }
          billingAddress { city stateId } shippingAddress { city } note
        }
      }`,
      {},
      { cookie: staffCookie('warehouse') },
    );
    expect(response.body.data).toEqual({
      order: {
        orderNumber: '1001',
        status: 'PROCESSING',
        lineCount: 1,
        customer: { companyName: 'Dan Cigars LLC' },
        subtotal: { amount: '240.00' },
        tax: { amount: '10.00' },
        total: { amount: '250.00' },
        lines: [
          {
            id: '601',
            productName: 'Maduro Robusto',
            quantity: 2,
            unitPrice: { amount: '120.00' },
            subtotal: { amount: '240.00' },
            fulfilled: false,
          },
        ],
        billingAddress: { city: 'Trenton', stateId: '31' },
        shippingAddress: null,
        note: 'Leave at the back door.',
      },
    });
    expect(staffCalls(setup.store)).toHaveLength(1);
  });

  it('sends the order filter and the audit subject under the contract’s names', async () => {
    await staffGraphql(
      setup.gw.url,
      `query Lists {
        orders(filter: { status: READY_FOR_PICKUP, from: "2026-11-01", to: "2026-11-30", customerId: "7" }) { total }
        auditLog(subject: { type: ORDER, id: "501" }, page: 3) { total }
      }`,
      {},
      admin,
    );
    const [orders, audit] = staffCalls(setup.store);
    expect(Object.fromEntries(orders!.query)).toEqual({
      status: 'ready_for_pickup',
      from: '2026-11-01',
      to: '2026-11-30',
      customer_id: '7',
      page: '1',
      per_page: '25',
    });
    expect(Object.fromEntries(audit!.query)).toEqual({ subject_type: 'order', subject_id: '501', page: '3' });
  });

  it('says where each audited change was made: the staff screens, or the admin command with no staff member', async () => {
    const entry = {
      subject_type: 'order',
      subject_id: 501,
      before: null,
      after: null,
      created_at: '2026-11-24T08:00:00.000Z',
    };
    const entries = [
      { ...entry, id: 3, staff: null, source: 'command_line', action: 'order.status' },
      {
        ...entry,
        id: 2,
        staff: { id: 3, email: 'wes@store.example' },
        source: 'staff',
        action: 'order.status',
      },
      // From a store-api that does not say: only the admin command's changes have no staff member.
      { ...entry, id: 1, staff: null, action: 'order.status' },
    ];
    setup.store.on('GET', '/api/staff/audit', () => ({
      status: 200,
      body: { data: entries, meta: { total: entries.length, page: 1, per_page: 25 } },
    }));
    const response = await staffGraphql(
      setup.gw.url,
      'query Audit { auditLog { items { id source staff { email } } } }',
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      auditLog: {
        items: [
          { id: '3', source: 'COMMAND_LINE', staff: null },
          { id: '2', source: 'STAFF', staff: { email: 'wes@store.example' } },
          { id: '1', source: 'COMMAND_LINE', staff: null },
        ],
      },
    });
  });

  it('answers null for a record store-api does not have', async () => {
    setup.store.on('GET', '/api/staff/orders/:id', () =>
      refuse(404, { error: 'Order not found.', code: 'NOT_FOUND' }),
    );
    const response = await staffGraphql(setup.gw.url, 'query Order { order(id: "9") { id } }', {}, admin);
    expect(response.body).toEqual({ data: { order: null } });
  });

  it('refuses a page size over 100 with BAD_USER_INPUT, before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Orders { orders(perPage: 101) { total } }',
      {},
      admin,
    );
    expect(
      response.body.errors?.map((error) => [error.message, error.extensions?.code, error.extensions?.field]),
    ).toEqual([['perPage must be between 1 and 100.', 'BAD_USER_INPUT', 'perPage']]);
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('refuses an id that is not a whole number with BAD_USER_INPUT, before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Customer { customer(id: "7; drop") { id } }',
      {},
      admin,
    );
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('refuses a search term over 100 characters, before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Customers($search: String) { customers(filter: { search: $search }) { total } }',
      { search: 'x'.repeat(101) },
      admin,
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(staffCalls(setup.store)).toEqual([]);
  });
});

describe('staff mutations', () => {
  it('rejects a registration with its reason', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Reject { rejectRegistration(id: "7", reason: "No tobacco license.") { registration { id status } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      rejectRegistration: { registration: { id: '7', status: 'REJECTED' }, userErrors: [] },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({ reason: 'No tobacco license.' });
  });

  it('answers store-api’s refusal of a reject without a reason as a userError on `reason`', async () => {
    setup.store.on('POST', '/api/staff/registrations/:id/reject', () =>
      refuse(422, { error: 'Please enter the reason for the rejection.', field: 'reason', code: 'INVALID' }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Reject { rejectRegistration(id: "7", reason: "") { registration { id } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      rejectRegistration: {
        registration: null,
        userErrors: [
          { code: 'INVALID', field: ['reason'], message: 'Please enter the reason for the rejection.' },
        ],
      },
    });
  });

  it('refuses a reason over 1000 characters before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Reject($reason: String!) { rejectRegistration(id: "7", reason: $reason) { registration { id } ${USER_ERRORS} } }`,
      { reason: 'x'.repeat(1001) },
      admin,
    );
    expect(response.body.data).toEqual({
      rejectRegistration: {
        registration: null,
        userErrors: [
          { code: 'INVALID', field: ['reason'], message: expect.stringContaining('1000') as string },
        ],
      },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers an invalid status transition as the userError INVALID_STATUS_TRANSITION on `status`', async () => {
    setup.store.on('POST', '/api/staff/orders/:id/status', () =>
      refuse(422, {
        error: 'An order that is delivered cannot become pending.',
        field: 'status',
        code: 'INVALID_STATUS_TRANSITION',
      }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Move { setOrderStatus(id: "501", status: PENDING) { order { id } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      setOrderStatus: {
        order: null,
        userErrors: [
          {
            code: 'INVALID_STATUS_TRANSITION',
            field: ['status'],
            message: 'An order that is delivered cannot become pending.',
          },
        ],
      },
    });
  });

  it('sends a new status in the contract’s words and answers the order', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Move { setOrderStatus(id: "501", status: READY_FOR_PICKUP) { order { status } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      setOrderStatus: { order: { status: 'READY_FOR_PICKUP' }, userErrors: [] },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({ status: 'ready_for_pickup' });
  });

  it('marks an order line fulfilled', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Fulfil { setOrderLineFulfilled(orderId: "501", lineId: "601", fulfilled: true) { order { lines { id fulfilled } } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      setOrderLineFulfilled: { order: { lines: [{ id: '601', fulfilled: true }] }, userErrors: [] },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({ fulfilled: true });
  });

  it('suspends a customer with an optional reason, and sends none when none is given', async () => {
    const mutation = `mutation Suspend($reason: String) { suspendCustomer(id: "7", reason: $reason) { customer { suspended } ${USER_ERRORS} } }`;
    const withReason = await staffGraphql(setup.gw.url, mutation, { reason: 'Unpaid invoices.' }, admin);
    expect(withReason.body.data).toEqual({
      suspendCustomer: { customer: { suspended: true }, userErrors: [] },
    });
    await staffGraphql(setup.gw.url, mutation, {}, admin);
    expect(staffCalls(setup.store).map((call) => call.body)).toEqual([{ reason: 'Unpaid invoices.' }, {}]);
  });

  it('answers a missing record as the userError NOT_FOUND', async () => {
    setup.store.on('POST', '/api/staff/registrations/:id/approve', () =>
      refuse(404, { error: 'Registration not found.', code: 'NOT_FOUND' }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Approve { approveRegistration(id: "99") { registration { id } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      approveRegistration: {
        registration: null,
        userErrors: [{ code: 'NOT_FOUND', field: null, message: 'Not found.' }],
      },
    });
  });

  it('answers an unreachable store-api as a thrown UPSTREAM_UNAVAILABLE, never as a userError', async () => {
    setup.store.on('POST', '/api/staff/registrations/:id/approve', () => ({ destroy: true }));
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Approve { approveRegistration(id: "7") { registration { id } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
