import { storeToday } from '@storefront/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inDays } from './support/dates.js';
import { customer, installContract, TOKENS } from './support/contract.js';
import { FakeStore, ok, refuse } from './support/fake-store.js';
import { graphql, startGateway, type RunningGateway } from './support/gateway.js';
import { multipartRequest, sendMultipart } from './support/multipart.js';

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  gw = await startGateway(store.apiUrl);
});
afterAll(async () => {
  await gw.close();
  await store.close();
});
beforeEach(() => {
  store.reset();
  installContract(store);
});

const UPLOAD = `mutation Renew($input: CertificateRenewalInput!) {
  uploadCertificateRenewal(input: $input) {
    certificateRenewal { id kind expiresOn submittedAt status }
    customer { id certificateRenewals { id kind expiresOn status } }
    userErrors { code field message }
  }
}`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 1)]);
const AS_ALICE = { 'apollo-require-preflight': 'true', authorization: `Bearer ${TOKENS.alice}` };

function renewal(
  input: Record<string, unknown>,
  file: { name: string; type: string; content: Buffer } | null = {
    name: 'licence.pdf',
    type: 'application/pdf',
    content: PDF,
  },
  headers: Record<string, string> = AS_ALICE,
) {
  const variables = { input: { ...input, certificate: null } };
  const files = file ? [{ ...file, path: 'input.certificate' }] : [];
  return sendMultipart(gw.url, multipartRequest(UPLOAD, variables, files), headers);
}

describe('uploading a renewed certificate', () => {
  it('sends the file, kind and new date to store-api as multipart and answers the pending renewal', async () => {
    const response = await renewal({ kind: 'TOBACCO', expiresOn: '2028-06-30' });
    expect(response.body).toEqual({
      data: {
        uploadCertificateRenewal: {
          certificateRenewal: {
            id: '7',
            kind: 'TOBACCO',
            expiresOn: '2028-06-30',
            submittedAt: '2026-11-20T15:00:00.000Z',
            status: 'PENDING',
          },
          customer: {
            id: '101',
            certificateRenewals: [{ id: '7', kind: 'TOBACCO', expiresOn: '2028-06-30', status: 'PENDING' }],
          },
          userErrors: [],
        },
      },
    });
    const [call] = store.callsTo('certificate-renewals');
    expect(call?.method).toBe('POST');
    const form = call?.body as FormData;
    expect(form.get('kind')).toBe('tobacco');
    expect(form.get('expires_on')).toBe('2028-06-30');
    const file = form.get('certificate') as File;
    expect(file.name).toBe('licence.pdf');
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // The customer's renewals come from the upload's answer: no second look-up.
    expect(store.callsTo('certificate-renewals')).toHaveLength(1);
  });

  it('names the tax certificate as store-api does', async () => {
    await renewal({ kind: 'TAX', expiresOn: '2028-01-31' });
    expect((store.callsTo('certificate-renewals')[0]?.body as FormData).get('kind')).toBe('tax');
  });

  it('refuses a visitor with UNAUTHENTICATED before any call to store-api', async () => {
    const response = await renewal({ kind: 'TAX', expiresOn: '2028-01-31' }, undefined, {
      'apollo-require-preflight': 'true',
    });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(store.calls).toHaveLength(0);
  });

  it('refuses a file above 10 MB beside the certificate field, without sending it on', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await renewal(
      { kind: 'TOBACCO', expiresOn: '2028-06-30' },
      { name: 'licence.pdf', type: 'application/pdf', content: big },
    );
    expect(response.body.data).toEqual({
      uploadCertificateRenewal: {
        certificateRenewal: null,
        customer: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input', 'certificate'],
            message: 'The certificate must not be larger than 10 MB.',
          },
        ],
      },
    });
    expect(store.callsTo('certificate-renewals')).toHaveLength(0);
  });

  it.each([
    ['no file', 'certificate', ['input', 'certificate'], 'Please choose the renewed certificate file.'],
    [
      'a date not after today',
      'expires_on',
      ['input', 'expiresOn'],
      'The new valid till date must be after today.',
    ],
    [
      'a second renewal of the same certificate',
      'kind',
      ['input', 'kind'],
      'A renewal of this certificate is already waiting for review.',
    ],
  ])(
    'answers store-api’s refusal of %s as INVALID at the input field',
    async (_, restField, path, message) => {
      store.customer('POST', 'certificate-renewals', () =>
        refuse(422, { error: message, code: 'INVALID', field: restField }),
      );
      const response = await renewal({ kind: 'TOBACCO', expiresOn: '2026-01-01' });
      expect(response.body.data).toEqual({
        uploadCertificateRenewal: {
          certificateRenewal: null,
          customer: null,
          userErrors: [{ code: 'INVALID', field: path, message }],
        },
      });
    },
  );
});

describe('the viewer’s certificate renewals', () => {
  const VIEWER = '{ viewer { certificateRenewals { id kind expiresOn submittedAt status } } }';

  it('lists the renewals waiting for review, from store-api', async () => {
    store.customer('GET', 'certificate-renewals', () =>
      ok([
        { id: 3, kind: 'tobacco', expires_on: '2028-06-30', created_at: '2026-11-20T15:00:00.000Z' },
        { id: 4, kind: 'tax', expires_on: '2028-01-31', created_at: '2026-11-21T09:30:00.000Z' },
      ]),
    );
    const response = await graphql(gw.url, VIEWER, {}, { token: TOKENS.alice });
    expect(response.body.data).toEqual({
      viewer: {
        certificateRenewals: [
          {
            id: '3',
            kind: 'TOBACCO',
            expiresOn: '2028-06-30',
            submittedAt: '2026-11-20T15:00:00.000Z',
            status: 'PENDING',
          },
          {
            id: '4',
            kind: 'TAX',
            expiresOn: '2028-01-31',
            submittedAt: '2026-11-21T09:30:00.000Z',
            status: 'PENDING',
          },
        ],
      },
    });
  });

  it('is empty from a REST host without renewals (the distributor’s API)', async () => {
    store.customer('GET', 'certificate-renewals', () => refuse(404, { message: 'Not Found' }));
    const response = await graphql(gw.url, VIEWER, {}, { token: TOKENS.alice });
    expect(response.body).toEqual({ data: { viewer: { certificateRenewals: [] } } });
  });
});

describe('whether the viewer may order', () => {
  const CAN_ORDER = '{ viewer { status canOrder } }';

  function withLicence(tobExpiry: string | null, status = 'approved') {
    store.customer('GET', 'account-details', () =>
      ok({ ...customer('alice'), tob_expiry_date: tobExpiry, status }),
    );
    return graphql(gw.url, CAN_ORDER, {}, { token: TOKENS.alice });
  }

  it('is true through the licence’s expiry day and without a date on record', async () => {
    expect((await withLicence(storeToday())).body.data).toEqual({
      viewer: { status: 'APPROVED', canOrder: true },
    });
    expect((await withLicence(null)).body.data).toEqual({ viewer: { status: 'APPROVED', canOrder: true } });
  });

  it('is false once the tobacco licence has expired, as store-api then refuses orders', async () => {
    expect((await withLicence(inDays(-1))).body.data).toEqual({
      viewer: { status: 'APPROVED', canOrder: false },
    });
  });

  it('is false for a registration not approved yet, whatever the licence', async () => {
    expect((await withLicence(inDays(100), 'pending')).body.data).toEqual({
      viewer: { status: 'PENDING', canOrder: false },
    });
  });
});
