import { beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_DOCUMENTS } from '@storefront/contract';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import { multipartRequest, sendMultipart } from './support/multipart.js';
import { installStaffContract, staffCalls, staffCookie, staffGraphql } from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const sales = { cookie: staffCookie('sales') };
const ATTACH = `mutation Attach($id: ID!, $document: Upload!) {
  attachRegistrationDocument(id: $id, document: $document) {
    registration { id documents { id contentType fileName url attachedAt attachedBy { email name } } }
    userErrors { code field message }
  }
}`;
const PDF = Buffer.from('%PDF-1.4\n% the licence, again\n');

function attach(content: Buffer | null) {
  const form = multipartRequest(
    ATTACH,
    { id: '7', document: null },
    content ? [{ path: 'document', name: 'reply.pdf', type: 'application/pdf', content }] : [],
  );
  return sendMultipart(`${setup.gw.url}/staff`, form, {
    'apollo-require-preflight': 'true',
    ...sales,
  });
}

const DOCUMENT = {
  id: '3',
  contentType: 'application/pdf',
  fileName: 'document-3.pdf',
  url: '/staff/certificates/documents/7/3',
  attachedAt: '2026-11-22T15:30:00.000Z',
  attachedBy: { email: 'sam@store.example', name: 'Sam Sales' },
};

describe('documents attached to a registration', () => {
  it('lists them on the registration, each opened through the gateway with the staff session', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      'query One { registration(id: "7") { documents { id contentType fileName url attachedAt attachedBy { email name } } } }',
      {},
      sales,
    );
    expect(response.body).toEqual({ data: { registration: { documents: [DOCUMENT] } } });
  });

  it('sends the file to store-api as multipart and answers the registration with its documents', async () => {
    const response = await attach(PDF);
    expect(response.body).toEqual({
      data: {
        attachRegistrationDocument: { registration: { id: '7', documents: [DOCUMENT] }, userErrors: [] },
      },
    });
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/registrations/7/documents');
    const file = (call?.body as FormData).get('document') as File;
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it('passes on store-api’s refusal beside the document, as INVALID', async () => {
    setup.store.on('POST', '/api/staff/registrations/:id/documents', () =>
      refuse(422, { error: REGISTRATION_DOCUMENTS.messages.type, field: 'document', code: 'INVALID' }),
    );
    const response = await attach(Buffer.from('<html>'));
    expect(response.body).toEqual({
      data: {
        attachRegistrationDocument: {
          registration: null,
          userErrors: [
            {
              code: 'INVALID',
              field: ['document'],
              message: 'The document must be a PDF, JPEG or PNG file.',
            },
          ],
        },
      },
    });
  });

  it('answers “too many documents” as LIMIT_REACHED on the document, with store-api’s words', async () => {
    setup.store.on('POST', '/api/staff/registrations/:id/documents', () =>
      refuse(422, {
        error: REGISTRATION_DOCUMENTS.messages.tooMany,
        field: 'document',
        code: 'LIMIT_REACHED',
      }),
    );
    const response = await attach(PDF);
    expect(response.body.data).toEqual({
      attachRegistrationDocument: {
        registration: null,
        userErrors: [
          {
            code: 'LIMIT_REACHED',
            field: ['document'],
            message: 'This registration already has 20 documents: no more can be attached.',
          },
        ],
      },
    });
  });

  it('refuses an id that cannot be a registration’s without asking store-api', async () => {
    const form = multipartRequest(ATTACH, { id: 'abc', document: null }, [
      { path: 'document', name: 'reply.pdf', type: 'application/pdf', content: PDF },
    ]);
    const response = await sendMultipart(`${setup.gw.url}/staff`, form, {
      'apollo-require-preflight': 'true',
      ...sales,
    });
    expect(response.body.data).toMatchObject({ attachRegistrationDocument: { registration: null } });
    expect(staffCalls(setup.store)).toEqual([]);
  });
});
