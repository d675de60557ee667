import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SAMPLE_PDF, startTestStore, type TestStore } from './helpers.js';
import { enrolTotp, register, staffCall, staffMember, totpCode } from './staff-helpers.js';

let store: TestStore;
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  store = await startTestStore();
  admin = await staffMember(store, 'admin');
});
afterAll(async () => {
  await store.close();
});

interface Entry {
  staff: { id: number; email: string } | null;
  source: string;
  action: string;
  subject_type: string;
  subject_id: number | null;
  after: Record<string, unknown> | null;
}

async function auditOf(query: string): Promise<Entry[]> {
  const response = await staffCall(store, 'GET', `audit?per_page=100&${query}`, { token: admin.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Entry[] }>().data;
}

function signIn(body: Record<string, string>, address: string) {
  return staffCall(store, 'POST', 'login', { body, headers: { 'x-forwarded-for': address } });
}

describe('what the audit log shows an auditor of staff access', () => {
  it('shows a member’s sign-in with their address, and their sign-out', async () => {
    const member = await staffMember(store, 'sales');
    await staffCall(store, 'POST', 'logout', { token: member.token });
    const entries = await auditOf(`subject_type=staff&subject_id=${member.id}`);
    const staff = { id: member.id, email: member.email, name: expect.any(String) as string };
    expect(entries.map((e) => [e.action, e.staff, e.source])).toEqual([
      ['staff.sign_out', staff, 'staff'],
      ['staff.sign_in', staff, 'staff'],
      ['staff.create', null, 'command_line'],
    ]);
    expect(entries[1]!.after).toEqual({ address: expect.any(String) as string });
  });

  it('shows failed sign-ins with the e-mail tried and never the password: by nobody, about the member, or about no one for an unknown e-mail', async () => {
    const member = await staffMember(store, 'warehouse');
    const secret = await enrolTotp(store, member.token);
    await signIn({ email: member.email, password: 'Wrong#Secret1' }, '203.0.113.80');
    const wrongCode = totpCode(secret, 10);
    await signIn({ email: member.email, password: PASSWORD, code: wrongCode }, '203.0.113.80');
    await signIn({ email: 'Nobody@Staff.Example.com', password: 'Wrong#Secret2' }, '203.0.113.81');

    const aboutMember = (await auditOf(`subject_type=staff&subject_id=${member.id}`)).filter(
      (e) => e.action === 'staff.sign_in_failed',
    );
    expect(aboutMember).toEqual([
      expect.objectContaining({
        staff: null,
        source: 'staff',
        after: { email: member.email, address: '203.0.113.80', reason: 'totp' },
      }),
      expect.objectContaining({
        staff: null,
        source: 'staff',
        after: { email: member.email, address: '203.0.113.80', reason: 'password' },
      }),
    ]);
    const unknown = (await auditOf('subject_type=staff')).find(
      (e) =>
        e.action === 'staff.sign_in_failed' &&
        String(e.after?.email).toLowerCase() === 'nobody@staff.example.com',
    );
    expect(unknown).toMatchObject({ staff: null, subject_type: 'staff', subject_id: null });
    const everything = JSON.stringify(await auditOf(''));
    for (const secretText of ['Wrong#Secret1', 'Wrong#Secret2', PASSWORD, wrongCode])
      expect(everything).not.toContain(secretText);
  });

  it('shows an orders export with who made it, the filter and how many orders it held', async () => {
    const warehouse = await staffMember(store, 'warehouse');
    const list = await staffCall(
      store,
      'GET',
      'orders?status=pending&from=2020-01-01&export=csv&per_page=100',
      {
        token: warehouse.token,
      },
    );
    expect(list.statusCode, list.body).toBe(200);
    const total = list.json<{ meta: { total: number } }>().meta.total;
    // The export's later pages are plain reads.
    await staffCall(store, 'GET', 'orders?status=pending&export=csv&page=2', { token: warehouse.token });

    const exports = (await auditOf('subject_type=order')).filter(
      (e) => e.action === 'order.export' && e.staff?.id === warehouse.id,
    );
    expect(exports).toEqual([
      expect.objectContaining({
        subject_id: null,
        after: {
          format: 'csv',
          status: 'pending',
          from: '2020-01-01',
          to: null,
          customer_id: null,
          rows: total,
        },
      }),
    ]);
  });

  it('shows each certificate download on its customer, with the registration or renewal and the kind', async () => {
    const sales = await staffMember(store, 'sales');
    const registration = await register(store, 'Audited Smoke Shop');
    const tax = await staffCall(store, 'GET', `registrations/${registration.id}/certificates/tax`, {
      token: sales.token,
    });
    expect(tax.statusCode).toBe(200);

    const customer = await store.customer();
    const form = new FormData();
    form.append('kind', 'tobacco');
    form.append('expires_on', '2099-12-31');
    form.append('certificate', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'licence.pdf');
    expect(
      (await store.call('POST', 'certificate-renewals', { token: customer.token, body: form })).statusCode,
    ).toBe(200);
    const [renewal] = await store.db.query<{ id: number }>(
      'SELECT id FROM certificate_renewals WHERE customer_id = $1',
      [customer.id],
    );
    const file = await staffCall(store, 'GET', `certificate-renewals/${renewal!.id}/file`, {
      token: sales.token,
    });
    expect(file.statusCode).toBe(200);

    const downloads = async (customerId: number) =>
      (await auditOf(`subject_type=customer&subject_id=${customerId}`))
        .filter((e) => e.action === 'customer.certificate_download')
        .map((e) => ({ staff: e.staff?.id, after: e.after }));
    expect(await downloads(registration.id)).toEqual([
      { staff: sales.id, after: { registration_id: registration.id, kind: 'tax' } },
    ]);
    expect(await downloads(customer.id)).toEqual([
      { staff: sales.id, after: { renewal_id: renewal!.id, kind: 'tobacco' } },
    ]);
  });
});
