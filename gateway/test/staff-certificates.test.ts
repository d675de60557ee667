import { request } from 'undici';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKENS } from './support/contract.js';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import {
  CERTIFICATE_BYTES,
  DOCUMENT_BYTES,
  installStaffContract,
  RENEWAL_BYTES,
  STAFF_TOKENS,
  staffCalls,
  staffCookie,
  UNAUTHENTICATED,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

async function open(path: string, cookie?: string) {
  const response = await request(`${setup.gw.url}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: Buffer.from(await response.body.arrayBuffer()),
  };
}

describe('GET /staff/certificates/:registrationId/:kind', () => {
  it('streams store-api’s bytes with their content type, inline, never cached', async () => {
    const response = await open('/staff/certificates/7/tax', staffCookie('sales'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.body.equals(CERTIFICATE_BYTES)).toBe(true);
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/registrations/7/certificates/tax');
    expect(call?.headers.authorization).toBe(`Bearer ${STAFF_TOKENS.sales}`);
  });

  it('may be framed by the staff review page of this origin only, and runs no script', async () => {
    const response = await open('/staff/certificates/7/tax', staffCookie('sales'));
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("script-src 'none'");
    // Every other page keeps refusing frames.
    const page = await open('/staff/login', undefined);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 401 without a staff session, and asks store-api nothing', async () => {
    for (const cookie of [undefined, `storefront_session=${TOKENS.alice}`]) {
      const response = await open('/staff/certificates/7/tax', cookie);
      expect(response.status).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(response.body.toString('utf8'))).toEqual({
        message: 'Unauthenticated.',
        requestId: expect.any(String) as string,
      });
    }
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers 403 to a role store-api refuses, without the file', async () => {
    const response = await open('/staff/certificates/7/tax', staffCookie('warehouse'));
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.includes(CERTIFICATE_BYTES)).toBe(false);
  });

  it('answers 404 for a certificate store-api does not have', async () => {
    setup.store.on('GET', '/api/staff/registrations/:id/certificates/:kind', () =>
      refuse(404, { error: 'Certificate not found.', code: 'NOT_FOUND' }),
    );
    const response = await open('/staff/certificates/7/tobacco', staffCookie('admin'));
    expect(response.status).toBe(404);
  });

  it('clears the staff cookie when store-api no longer accepts the session', async () => {
    setup.store.on('GET', '/api/staff/registrations/:id/certificates/:kind', () =>
      refuse(401, UNAUTHENTICATED),
    );
    const response = await open('/staff/certificates/7/tax', staffCookie('admin'));
    expect(response.status).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/^staff_session=;/);
  });

  it('answers 404 for an unknown kind or an id that is not a record’s, and asks store-api nothing', async () => {
    for (const path of [
      '/staff/certificates/7/passport',
      '/staff/certificates/0/tax',
      '/staff/certificates/x/tax',
    ]) {
      expect((await open(path, staffCookie('admin'))).status).toBe(404);
    }
    expect(staffCalls(setup.store)).toEqual([]);
  });
});

describe('GET /staff/certificates/renewals/:renewalId', () => {
  it('streams the renewal’s file with its content type, inline, never cached, framed by this origin only', async () => {
    const response = await open('/staff/certificates/renewals/31', staffCookie('sales'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.body.equals(RENEWAL_BYTES)).toBe(true);
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/certificate-renewals/31/file');
    expect(call?.headers.authorization).toBe(`Bearer ${STAFF_TOKENS.sales}`);
  });

  it('answers 401 without a staff session (a buyer’s cookie is none), and asks store-api nothing', async () => {
    for (const cookie of [undefined, `storefront_session=${TOKENS.alice}`]) {
      const response = await open('/staff/certificates/renewals/31', cookie);
      expect(response.status).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers 403 to the warehouse, without the file', async () => {
    const response = await open('/staff/certificates/renewals/31', staffCookie('warehouse'));
    expect(response.status).toBe(403);
    expect(response.body.includes(RENEWAL_BYTES)).toBe(false);
  });

  it('answers 404 for a renewal store-api does not have, and for an id that is not a record’s', async () => {
    setup.store.on('GET', '/api/staff/certificate-renewals/:id/file', () =>
      refuse(404, { error: 'No renewal with this id.', code: 'NOT_FOUND' }),
    );
    expect((await open('/staff/certificates/renewals/99', staffCookie('admin'))).status).toBe(404);
    expect((await open('/staff/certificates/renewals/0', staffCookie('admin'))).status).toBe(404);
    expect((await open('/staff/certificates/renewals/x', staffCookie('admin'))).status).toBe(404);
    expect(staffCalls(setup.store)).toHaveLength(1);
  });

  it('clears the staff cookie when store-api no longer accepts the session', async () => {
    setup.store.on('GET', '/api/staff/certificate-renewals/:id/file', () => refuse(401, UNAUTHENTICATED));
    const response = await open('/staff/certificates/renewals/31', staffCookie('admin'));
    expect(response.status).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/^staff_session=;/);
  });
});

describe('GET /staff/certificates/documents/:registrationId/:documentId', () => {
  it('streams the attached document with its content type, inline, never cached, framed by this origin only', async () => {
    const response = await open('/staff/certificates/documents/7/3', staffCookie('sales'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.body.equals(DOCUMENT_BYTES)).toBe(true);
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/registrations/7/documents/3');
    expect(call?.headers.authorization).toBe(`Bearer ${STAFF_TOKENS.sales}`);
  });

  it('answers 401 without a staff session and 403 to the warehouse, never with the file', async () => {
    for (const cookie of [undefined, `storefront_session=${TOKENS.alice}`]) {
      expect((await open('/staff/certificates/documents/7/3', cookie)).status).toBe(401);
    }
    expect(staffCalls(setup.store)).toEqual([]);
    const refused = await open('/staff/certificates/documents/7/3', staffCookie('warehouse'));
    expect(refused.status).toBe(403);
    expect(refused.body.includes(DOCUMENT_BYTES)).toBe(false);
  });

  it('answers 404 for a document store-api does not have, and for ids that are not a record’s', async () => {
    setup.store.on('GET', '/api/staff/registrations/:id/documents/:documentId', () =>
      refuse(404, { error: 'No document with this id.', code: 'NOT_FOUND' }),
    );
    expect((await open('/staff/certificates/documents/7/99', staffCookie('admin'))).status).toBe(404);
    for (const path of ['/staff/certificates/documents/0/3', '/staff/certificates/documents/7/x']) {
      expect((await open(path, staffCookie('admin'))).status).toBe(404);
    }
    expect(staffCalls(setup.store)).toHaveLength(1);
  });
});
