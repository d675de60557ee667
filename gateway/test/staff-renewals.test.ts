import { beforeEach, describe, expect, it } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import {
  installStaffContract,
  RENEWAL_REVIEWED,
  staffCalls,
  staffCookie,
  staffGraphql,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const sales = { cookie: staffCookie('sales') };
const USER_ERRORS = 'userErrors { code field message }';
const RENEWAL_FIELDS =
  'id customer { id companyName } kind expiresOn status submittedAt reviewedAt reason fileUrl';

const pendingRenewal = {
  id: '31',
  customer: { id: '7', companyName: 'Dan Cigars LLC' },
  kind: 'TOBACCO',
  expiresOn: '2028-03-31',
  status: 'PENDING',
  submittedAt: '2026-11-25T09:30:00.000Z',
  reviewedAt: null,
  reason: null,
  fileUrl: '/staff/certificates/renewals/31',
};

describe('certificateRenewals', () => {
  it('lists the pending renewals by default, each with the gateway’s address of its file', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `query Renewals { certificateRenewals { ${RENEWAL_FIELDS} } }`,
      {},
      sales,
    );
    expect(response.body).toEqual({ data: { certificateRenewals: [pendingRenewal] } });
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/certificate-renewals');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ status: 'pending' });
  });

  it('asks store-api for the status and the customer asked for, and for every status given null', async () => {
    await staffGraphql(
      setup.gw.url,
      'query Renewals { certificateRenewals(status: REJECTED, customerId: "7") { id } }',
      {},
      sales,
    );
    await staffGraphql(
      setup.gw.url,
      'query Renewals { certificateRenewals(status: null) { id } }',
      {},
      sales,
    );
    expect(staffCalls(setup.store).map((call) => Object.fromEntries(call.query))).toEqual([
      { status: 'rejected', customer_id: '7' },
      {},
    ]);
  });

  it('refuses a customer id that is not a record’s with BAD_USER_INPUT, before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Renewals { certificateRenewals(customerId: "x") { id } }',
      {},
      sales,
    );
    expect(response.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'customerId',
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('gives a customer’s renewals of every status on the customer', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query Customer { customer(id: "7") { id certificateRenewals { id status fileUrl } } }',
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      customer: {
        id: '7',
        certificateRenewals: [{ id: '31', status: 'PENDING', fileUrl: '/staff/certificates/renewals/31' }],
      },
    });
    const renewalsCall = staffCalls(setup.store).find(
      (call) => call.path === '/api/staff/certificate-renewals',
    );
    expect(Object.fromEntries(renewalsCall?.query ?? [])).toEqual({ customer_id: '7' });
  });
});

describe('approveCertificateRenewal and rejectCertificateRenewal', () => {
  it('approves a renewal and answers it reviewed', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Approve { approveCertificateRenewal(id: "31") { renewal { id status reviewedAt } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      approveCertificateRenewal: {
        renewal: { id: '31', status: 'APPROVED', reviewedAt: '2026-11-26T10:00:00.000Z' },
        userErrors: [],
      },
    });
    expect(staffCalls(setup.store).map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/staff/certificate-renewals/31/approve'],
    ]);
  });

  it('rejects a renewal with the reason, which store-api mails', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Reject { rejectCertificateRenewal(id: "31", reason: "The date is unreadable.") { renewal { status reason } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      rejectCertificateRenewal: {
        renewal: { status: 'REJECTED', reason: 'The date is unreadable.' },
        userErrors: [],
      },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({ reason: 'The date is unreadable.' });
  });

  it('answers a blank reason as the userError INVALID on reason', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Reject { rejectCertificateRenewal(id: "31", reason: " ") { renewal { id } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      rejectCertificateRenewal: {
        renewal: null,
        userErrors: [{ code: 'INVALID', field: ['reason'], message: 'Please enter the reason.' }],
      },
    });
  });

  it('refuses a reason over 1000 characters before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Reject($reason: String!) { rejectCertificateRenewal(id: "31", reason: $reason) { renewal { id } ${USER_ERRORS} } }`,
      { reason: 'x'.repeat(1001) },
      sales,
    );
    const payload = (response.body.data as { rejectCertificateRenewal: { userErrors: unknown[] } })
      .rejectCertificateRenewal;
    expect(payload.userErrors).toEqual([
      { code: 'INVALID', field: ['reason'], message: expect.stringContaining('1000') as string },
    ]);
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers a renewal reviewed already as the userError INVALID with store-api’s words', async () => {
    setup.store.on('POST', '/api/staff/certificate-renewals/:id/approve', () =>
      refuse(422, { error: RENEWAL_REVIEWED, field: null, code: 'INVALID' }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Approve { approveCertificateRenewal(id: "31") { renewal { id } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      approveCertificateRenewal: {
        renewal: null,
        userErrors: [{ code: 'INVALID', field: null, message: RENEWAL_REVIEWED }],
      },
    });
  });

  it('answers a renewal store-api does not have as the userError NOT_FOUND', async () => {
    setup.store.on('POST', '/api/staff/certificate-renewals/:id/reject', () =>
      refuse(404, { error: 'No renewal with this id.', code: 'NOT_FOUND' }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Reject { rejectCertificateRenewal(id: "99", reason: "No.") { renewal { id } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      rejectCertificateRenewal: {
        renewal: null,
        userErrors: [{ code: 'NOT_FOUND', field: null, message: 'Not found.' }],
      },
    });
  });
});

describe('setCustomerCertificateDates', () => {
  it('sends the dates given, and answers the customer as store-api has it now', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Dates {
        setCustomerCertificateDates(customerId: "7", tobaccoLicenseExpiresOn: "2028-03-31") {
          customer { id tobaccoLicenseExpiresOn taxIdExpiresOn } ${USER_ERRORS}
        }
      }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      setCustomerCertificateDates: {
        customer: { id: '7', tobaccoLicenseExpiresOn: '2027-03-31', taxIdExpiresOn: '2027-02-28' },
        userErrors: [],
      },
    });
    expect(staffCalls(setup.store).map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/staff/customers/7/certificate-dates', { tobacco_license_expires_on: '2028-03-31' }],
      ['GET', '/api/staff/customers/7', undefined],
    ]);
  });

  it('answers no date as the userError INVALID on tobaccoLicenseExpiresOn', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Dates { setCustomerCertificateDates(customerId: "7") { customer { id } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      setCustomerCertificateDates: {
        customer: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['tobaccoLicenseExpiresOn'],
            message: 'Please enter the tobacco valid till date as YYYY-MM-DD.',
          },
        ],
      },
    });
  });

  it('refuses a date that is no calendar day before asking store-api', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Dates { setCustomerCertificateDates(customerId: "7", taxIdExpiresOn: "2027-02-30") { customer { id } } }`,
      {},
      sales,
    );
    expect(response.body.errors?.[0]?.message).toMatch(/YYYY-MM-DD/);
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers an unknown customer as the userError NOT_FOUND', async () => {
    setup.store.on('POST', '/api/staff/customers/:id/certificate-dates', () =>
      refuse(404, { error: 'No customer with this id.', code: 'NOT_FOUND' }),
    );
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Dates { setCustomerCertificateDates(customerId: "99", taxIdExpiresOn: "2028-01-31") { customer { id } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      setCustomerCertificateDates: {
        customer: null,
        userErrors: [{ code: 'NOT_FOUND', field: null, message: 'Not found.' }],
      },
    });
  });

  it('is FORBIDDEN to the warehouse, as store-api answers', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Dates { setCustomerCertificateDates(customerId: "7", taxIdExpiresOn: "2028-01-31") { customer { id } ${USER_ERRORS} } }`,
      {},
      { cookie: staffCookie('warehouse') },
    );
    expect(response.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});
