import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { storeToday } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays } from '../support/dates.js';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { multipartRequest, sendMultipart } from '../support/multipart.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/* A buyer renews a certificate through the gateway, against the real store-api (in-memory PGlite). */

let store: RealStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl);
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await store?.close();
});

const UPLOAD = `mutation Renew($input: CertificateRenewalInput!) {
  uploadCertificateRenewal(input: $input) {
    certificateRenewal { kind expiresOn status }
    customer { certificateRenewals { kind expiresOn status } }
    userErrors { code field message }
  }
}`;

async function tokenOf(email: string): Promise<string> {
  const response = await graphql<{ login: { token: string } }>(
    gw.url,
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  return response.body.data!.login.token;
}

function upload(token: string, input: Record<string, unknown>, content: Buffer) {
  const form = multipartRequest(UPLOAD, { input: { ...input, certificate: null } }, [
    { path: 'input.certificate', name: 'licence.pdf', type: 'application/pdf', content },
  ]);
  return sendMultipart(gw.url, form, {
    'apollo-require-preflight': 'true',
    authorization: `Bearer ${token}`,
  });
}

describe('renewing a certificate against the real store', () => {
  it('stores the file byte for byte as a pending renewal, lists it, and refuses a second of the same kind', async () => {
    const email = await store.buyer();
    const token = await tokenOf(email);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100_000), Buffer.from('\n%%EOF\n')]);
    const expiresOn = inDays(365);

    const first = await upload(token, { kind: 'TOBACCO', expiresOn }, pdf);
    expect(first.body).toEqual({
      data: {
        uploadCertificateRenewal: {
          certificateRenewal: { kind: 'TOBACCO', expiresOn, status: 'PENDING' },
          customer: { certificateRenewals: [{ kind: 'TOBACCO', expiresOn, status: 'PENDING' }] },
          userErrors: [],
        },
      },
    });
    const [row] = await store.db.query<{ file: string; status: string }>(
      `SELECT r.file, r.status FROM certificate_renewals r JOIN customers c ON c.id = r.customer_id
        WHERE c.email = $1`,
      [email],
    );
    expect(row?.status).toBe('pending');
    expect((await readFile(path.resolve(store.config.dataDir, row!.file))).equals(pdf)).toBe(true);

    const viewer = await graphql(
      gw.url,
      '{ viewer { certificateRenewals { kind expiresOn } } }',
      {},
      { token },
    );
    expect(viewer.body.data).toEqual({ viewer: { certificateRenewals: [{ kind: 'TOBACCO', expiresOn }] } });

    const again = await upload(token, { kind: 'TOBACCO', expiresOn }, pdf);
    expect(again.body.data).toEqual({
      uploadCertificateRenewal: {
        certificateRenewal: null,
        customer: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input', 'kind'],
            message: 'A renewal of this certificate is already waiting for review.',
          },
        ],
      },
    });
  });

  it('refuses a new date that is not after today at expiresOn', async () => {
    const token = await tokenOf(await store.buyer());
    const response = await upload(token, { kind: 'TAX', expiresOn: storeToday() }, Buffer.from('%PDF-1.7\n'));
    expect(response.body.data).toEqual({
      uploadCertificateRenewal: {
        certificateRenewal: null,
        customer: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input', 'expiresOn'],
            message: 'The new valid till date must be after today.',
          },
        ],
      },
    });
  });

  it('answers canOrder false once the tobacco licence has expired, as store-api then refuses orders', async () => {
    const email = await store.buyer();
    const token = await tokenOf(email);
    const canOrder = async () =>
      (await graphql<{ viewer: { canOrder: boolean } }>(gw.url, '{ viewer { canOrder } }', {}, { token }))
        .body.data!.viewer.canOrder;
    expect(await canOrder()).toBe(true);

    await store.db.query('UPDATE customers SET tob_expiry_date = $1 WHERE email = $2', [inDays(-1), email]);
    expect(await canOrder()).toBe(false);
  });
});
