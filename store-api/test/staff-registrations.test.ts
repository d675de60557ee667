import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_DOCUMENTS } from '@storefront/contract';
import { runCommand } from '../src/admin/commands.js';
import { createMailer } from '../src/mail/mailer.js';
import { SAMPLE_PDF, SAMPLE_PNG, startTestStore, unreachableSmtpUrl, type TestStore } from './helpers.js';
import { commandContext, register, staffCall, staffMember } from './staff-helpers.js';

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

async function auditOf(id: number) {
  const admin = await staffMember(store, 'admin');
  const response = await staffCall(store, 'GET', `audit?subject_type=registration&subject_id=${id}`, {
    token: admin.token,
  });
  return response.json<{
    data: { action: string; staff: { email: string } | null; before: unknown; after: unknown }[];
  }>().data;
}

describe('the registrations queue', () => {
  it('lists pending registrations oldest first (the longest wait is reviewed first), with paging', async () => {
    const older = await register(store, 'Older Tobacco LLC');
    const newer = await register(store, 'Newer Tobacco LLC');
    const response = await get('registrations?per_page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { id: number }[]; meta: unknown }>();
    expect(body.data.map((r) => r.id)).toEqual([older.id, newer.id]);
    expect(body.meta).toEqual({ total: expect.any(Number) as unknown, page: 1, per_page: 2 });
    expect(body.data[1]).toEqual({
      id: newer.id,
      company_name: 'Newer Tobacco LLC',
      dba: null,
      contact_name: 'Rita Reviewed',
      email: newer.email,
      phone: '2015550100',
      state: { id: 31, name: 'New Jersey', code: 'NJ' },
      tax_id: 'TAX-1',
      tax_id_expires_on: null,
      tobacco_license_number: 'TOB-9',
      tobacco_license_expires_on: '2099-01-31',
      membership_category: { id: 2, name: expect.any(String) as unknown },
      status: 'pending',
      created_at: expect.any(String) as unknown,
      information_requested_at: null,
    });
  });

  it('refuses an unknown status and a page size above 100', async () => {
    expect((await get('registrations?status=lost')).json()).toEqual({
      error: 'The status must be one of pending, approved, rejected.',
      field: 'status',
      code: 'INVALID',
    });
    expect((await get('registrations?per_page=101')).json()).toMatchObject({
      field: 'per_page',
      code: 'INVALID',
    });
  });

  it('shows one registration with its addresses, certificates and information requests; 404 for another id', async () => {
    const { id } = await register(store, 'Detail LLC');
    const response = await get(`registrations/${id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data.addresses).toEqual([
      {
        id: expect.any(Number) as unknown,
        type: 'billing',
        name: 'Rita Reviewed',
        company_name: expect.any(String) as unknown,
        address: '1 A St',
        city: 'Newark',
        state: { id: 31, name: 'New Jersey', code: 'NJ' },
        pincode: '07102',
        phone: expect.any(String) as unknown,
      },
    ]);
    expect(data.certificates).toEqual([
      {
        kind: 'tax',
        content_type: 'image/png',
        file_name: `tax-certificate-${id}.png`,
        url: `/api/staff/registrations/${id}/certificates/tax`,
      },
      {
        kind: 'tobacco',
        content_type: 'application/pdf',
        file_name: `tobacco-certificate-${id}.pdf`,
        url: `/api/staff/registrations/${id}/certificates/tobacco`,
      },
    ]);
    expect(data.information_requests).toEqual([]);
    for (const missing of ['999999', 'abc']) {
      const notFound = await get(`registrations/${missing}`);
      expect(notFound.statusCode).toBe(404);
      expect(notFound.json()).toEqual({ error: 'No registration with this id.', code: 'NOT_FOUND' });
    }
  });

  it('serves each certificate with its type, no-store and inline', async () => {
    const { id } = await register(store, 'Files LLC');
    const tobacco = await get(`registrations/${id}/certificates/tobacco`);
    expect(tobacco.statusCode).toBe(200);
    expect(tobacco.headers['content-type']).toBe('application/pdf');
    expect(tobacco.headers['cache-control']).toBe('no-store');
    expect(tobacco.headers['content-disposition']).toBe('inline');
    expect(tobacco.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const tax = await get(`registrations/${id}/certificates/tax`);
    expect(tax.headers['content-type']).toBe('image/png');
    expect(tax.rawPayload.equals(SAMPLE_PNG)).toBe(true);
    expect((await get(`registrations/${id}/certificates/other`)).statusCode).toBe(404);
  });
});

describe('decisions on a registration', () => {
  it('approves: mails the create-account link and records who approved it', async () => {
    const { id, email } = await register(store, 'Approved LLC');
    const response = await post(`registrations/${id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id, status: 'approved' } });
    const mail = await store.waitForMail(email, 'approved');
    expect(mail.links.some((link) => link.startsWith('http://web.test/create-account/'))).toBe(true);
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'registration.approve',
        staff: { email: sales.email },
        before: { status: 'pending' },
        after: { status: 'approved' },
      },
    ]);
  });

  it('rejects with a reason, which is mailed to the buyer and kept in the audit log', async () => {
    const { id, email } = await register(store, 'Rejected LLC');
    const response = await post(`registrations/${id}/reject`, { reason: 'The licence has expired.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { id, status: 'rejected' } });
    const mail = await store.waitForMail(email, 'not approved');
    expect(mail.text).toContain('The licence has expired.');
    expect(await auditOf(id)).toMatchObject([
      { action: 'registration.reject', after: { status: 'rejected', reason: 'The licence has expired.' } },
    ]);
  });

  it('asks for a reason of 1 to 1000 characters, and changes nothing without one', async () => {
    const { id } = await register(store, 'No Reason LLC');
    expect((await post(`registrations/${id}/reject`, {})).json()).toEqual({
      error: 'Please enter the reason.',
      field: 'reason',
      code: 'INVALID',
    });
    expect((await post(`registrations/${id}/reject`, { reason: 'x'.repeat(1001) })).json()).toEqual({
      error: 'The reason may not be greater than 1000 characters.',
      field: 'reason',
      code: 'INVALID',
    });
    expect((await get(`registrations/${id}`)).json()).toMatchObject({ data: { status: 'pending' } });
    expect((await post('registrations/999999/reject', { reason: 'No.' })).statusCode).toBe(404);
  });

  it('requests information: mails the message, keeps it on the registration, which stays pending', async () => {
    const { id, email } = await register(store, 'Question LLC');
    const response = await post(`registrations/${id}/request-information`, {
      message: 'Please send a clearer scan.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        status: 'pending',
        information_requested_at: expect.any(String) as unknown,
        information_requests: [
          {
            message: 'Please send a clearer scan.',
            staff_email: sales.email,
            requested_at: expect.any(String) as unknown,
          },
        ],
      },
    });
    const mail = await store.waitForMail(email, 'more information');
    expect(mail.text).toContain('Please send a clearer scan.');
    // The queue shows the date it was asked.
    const queue = (await get('registrations?per_page=100')).json<{
      data: { id: number; information_requested_at: string | null }[];
    }>();
    expect(queue.data.find((row) => row.id === id)?.information_requested_at).toBe(
      response.json<{ data: { information_requested_at: string } }>().data.information_requested_at,
    );
    expect((await post(`registrations/${id}/request-information`, { message: '' })).json()).toEqual({
      error: 'Please enter the message.',
      field: 'message',
      code: 'INVALID',
    });
    expect(
      (await post(`registrations/${id}/request-information`, { message: 'y'.repeat(2001) })).json(),
    ).toMatchObject({
      field: 'message',
    });
  });

  it('asks only a pending registration for information', async () => {
    const { id } = await register(store, 'Decided LLC');
    await post(`registrations/${id}/approve`);
    const response = await post(`registrations/${id}/request-information`, { message: 'Anything?' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Only a pending registration can be asked for more information.',
      field: null,
      code: 'INVALID',
    });
  });
});

function documentForm(data: Buffer | null, name = 'reply.pdf'): FormData {
  const form = new FormData();
  if (data) form.append('document', new Blob([data]), name);
  return form;
}

interface DocumentAnswer {
  data: {
    documents: {
      id: number;
      content_type: string;
      file_name: string;
      url: string;
      attached_at: string;
      staff: { id: number; email: string; name: string } | null;
    }[];
  };
}

describe('documents attached to a registration', () => {
  it('keeps the document the business sent back, listed with who attached it and when, and serves it inline', async () => {
    const { id } = await register(store, 'Paperwork LLC');
    const response = await post(`registrations/${id}/documents`, documentForm(SAMPLE_PDF));
    expect(response.statusCode, response.body).toBe(200);
    const [document] = response.json<DocumentAnswer>().data.documents;
    expect(document).toEqual({
      id: expect.any(Number) as unknown,
      content_type: 'application/pdf',
      file_name: `document-${document!.id}.pdf`,
      url: `/api/staff/registrations/${id}/documents/${document!.id}`,
      attached_at: expect.any(String) as unknown,
      staff: { id: sales.id, email: sales.email, name: expect.any(String) as unknown },
    });
    const png = await post(`registrations/${id}/documents`, documentForm(SAMPLE_PNG, 'scan.png'));
    expect(png.json<DocumentAnswer>().data.documents.map((d) => d.content_type)).toEqual([
      'application/pdf',
      'image/png',
    ]);
    expect((await get(`registrations/${id}`)).json<DocumentAnswer>().data.documents).toHaveLength(2);

    const file = await get(`registrations/${id}/documents/${document!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);

    // The audit log is newest first: the PDF's entry is the second.
    const [, entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'registration.document_attach',
      staff: { email: sales.email },
      after: { document_id: document!.id, file_name: `document-${document!.id}.pdf` },
    });
  });

  it('serves a document only under its own registration, and 404 for one that is not there', async () => {
    const { id } = await register(store, 'Mine LLC');
    const other = await register(store, 'Other LLC');
    const attached = await post(`registrations/${id}/documents`, documentForm(SAMPLE_PDF));
    const [document] = attached.json<DocumentAnswer>().data.documents;
    const elsewhere = await get(`registrations/${other.id}/documents/${document!.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: 'No document with this id.', code: 'NOT_FOUND' });
    expect((await get(`registrations/${id}/documents/999999`)).statusCode).toBe(404);
    expect((await get(`registrations/${id}/documents/abc`)).statusCode).toBe(404);
  });

  it('refuses no file, a file that is not a PDF, JPEG or PNG, and one over 10 MB, and keeps nothing', async () => {
    const { id } = await register(store, 'Refused Files LLC');
    const refusals: [FormData, string][] = [
      [documentForm(null), 'Please choose the document to attach.'],
      [documentForm(Buffer.alloc(0)), 'Please choose the document to attach.'],
      [
        documentForm(Buffer.from('<html>not a pdf</html>'), 'fake.pdf'),
        'The document must be a PDF, JPEG or PNG file.',
      ],
      [
        documentForm(Buffer.concat([SAMPLE_PDF, Buffer.alloc(REGISTRATION_DOCUMENTS.maxBytes)])),
        'The document must not be larger than 10 MB.',
      ],
    ];
    for (const [form, error] of refusals) {
      const response = await post(`registrations/${id}/documents`, form);
      expect(response.statusCode, error).toBe(422);
      expect(response.json()).toEqual({ error, field: 'document', code: 'INVALID' });
    }
    expect((await get(`registrations/${id}`)).json<DocumentAnswer>().data.documents).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    const missing = await post('registrations/999999/documents', documentForm(SAMPLE_PDF));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No registration with this id.', code: 'NOT_FOUND' });
  });

  it('keeps at most 20 documents on a registration', async () => {
    const { id } = await register(store, 'Many Papers LLC');
    for (let i = 0; i < REGISTRATION_DOCUMENTS.maxPerRegistration; i += 1) {
      expect(
        (await post(`registrations/${id}/documents`, documentForm(SAMPLE_PNG, 'p.png'))).statusCode,
      ).toBe(200);
    }
    const response = await post(`registrations/${id}/documents`, documentForm(SAMPLE_PNG, 'p.png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'This registration already has 20 documents: no more can be attached.',
      field: 'document',
      code: 'LIMIT_REACHED',
    });
    expect((await get(`registrations/${id}`)).json<DocumentAnswer>().data.documents).toHaveLength(20);
  });
});

describe('when the approval e-mail cannot be sent', () => {
  let broken: TestStore;
  let smtpUrl: string;
  beforeAll(async () => {
    smtpUrl = await unreachableSmtpUrl();
    broken = await startTestStore({ smtpUrl });
  });
  afterAll(async () => {
    await broken.close();
  });

  async function statusOf(id: number): Promise<string> {
    const [row] = await broken.db.query<{ status: string }>('SELECT status FROM customers WHERE id = $1', [
      id,
    ]);
    return row!.status;
  }

  it('still approves the registration and answers it approved, with its audit entry', async () => {
    const member = await staffMember(broken, 'sales');
    const { id } = await register(broken, 'Unmailed LLC');
    const response = await staffCall(broken, 'POST', `registrations/${id}/approve`, { token: member.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { id, status: 'approved' } });
    expect(await statusOf(id)).toBe('approved');
    const [entries] = await broken.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'registration' AND subject_id = $1
          AND action = 'registration.approve'`,
      [id],
    );
    expect(entries!.n).toBe(1);
    // Approving again tries the mail again, and answers the same.
    const again = await staffCall(broken, 'POST', `registrations/${id}/approve`, { token: member.token });
    expect(again.statusCode).toBe(200);
    expect(await broken.mails()).toEqual([]);
  });

  it('logs the failure, and the admin command prints the link to hand over instead', async () => {
    const { id, email } = await register(broken, 'Unmailed Command LLC');
    const failures: { details: object; message: string }[] = [];
    const ctx = {
      ...commandContext(broken),
      mailer: createMailer({
        smtpUrl,
        mailDir: '',
        from: 'store@example.com',
        log: { info() {}, error: (details: object, message: string) => failures.push({ details, message }) },
      }),
    };
    const result = await runCommand(ctx, ['approve', String(id)]);
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(
      new RegExp(
        `^Approved ${email.replace(/\./g, '\\.')}, but the e-mail could not be sent \\(approve again to re-send it, or give them this create-account link\\):\\nhttp://web\\.test/create-account/[\\w-]{43}$`,
      ),
    );
    expect(await statusOf(id)).toBe('approved');
    expect(failures).toEqual([
      {
        details: expect.objectContaining({ to: email }) as unknown,
        message: 'mail could not be sent',
      },
    ]);
  });
});
