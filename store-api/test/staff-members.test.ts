import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { runCommand } from '../src/admin/commands.js';
import { deactivateStaffMember, setStaffRole } from '../src/services/staff-members.js';
import { anyNumber, expectBothParts, PASSWORD, startTestStore, type TestStore } from './helpers.js';
import { commandContext, staffCall, staffLogin, staffMember } from './staff-helpers.js';

let store: TestStore;
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  store = await startTestStore({ storeName: 'Garden State Tobacco' });
  admin = await staffMember(store, 'admin');
});
afterAll(async () => {
  await store.close();
});

const get = (path: string) => staffCall(store, 'GET', path, { token: admin.token });
const post = (path: string, body?: unknown) => staffCall(store, 'POST', path, { token: admin.token, body });

async function staffCount(): Promise<number> {
  const [row] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff');
  return row!.n;
}

function auditOf(id: number) {
  return store.db.query<{ action: string; staff_id: number | null; before: unknown; after: unknown }>(
    "SELECT action, staff_id, before, after FROM audit_log WHERE subject_type = 'staff' AND subject_id = $1 ORDER BY id",
    [id],
  );
}

describe('creating a staff member', () => {
  it('mails the new member the link to set their password, which then signs them in', async () => {
    const created = await post('members', {
      email: 'Nia@Staff.example.com',
      name: 'Nia Okafor',
      role: 'warehouse',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      data: {
        id: anyNumber,
        email: 'nia@staff.example.com',
        name: 'Nia Okafor',
        role: 'warehouse',
        totp_enabled: false,
        totp_enrolment_required: false,
        active: true,
        created_at: expect.any(String) as unknown,
        // Invited until they set their password: the link works for 72 hours from now.
        invitation: { sent_at: expect.any(String) as unknown, expires_at: expect.any(String) as unknown },
        recovery_codes_left: 0,
      },
    });
    const { id, invitation } = created.json<{
      data: { id: number; invitation: { sent_at: string; expires_at: string } };
    }>().data;
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.sent_at)).toBe(72 * 3_600_000);

    const mail = await store.waitForMail('nia@staff.example.com', 'staff password');
    expect(mail.to).toBe('nia@staff.example.com');
    expect(mail.subject).toBe('Garden State Tobacco: set your staff password');
    expectBothParts(
      mail,
      'Dear Nia Okafor,',
      'as warehouse (orders and stock)',
      'The link works once and expires in 72 hours.',
      'http://web.test/staff/login',
    );
    const link = mail.links.find((href) => href.startsWith('http://web.test/staff/set-password/'));
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const token = link!.split('/').at(-1)!;
    expect(
      (await staffCall(store, 'POST', 'password', { body: { token, password: PASSWORD } })).statusCode,
    ).toBe(200);
    await staffLogin(store, 'nia@staff.example.com', PASSWORD);
    expect(await auditOf(id)).toEqual([
      {
        action: 'staff.create',
        staff_id: admin.id,
        before: null,
        after: { email: 'nia@staff.example.com', name: 'Nia Okafor', role: 'warehouse' },
      },
      {
        action: 'staff.sign_in',
        staff_id: id,
        before: null,
        after: { address: expect.any(String) as string },
      },
    ]);
  });

  it('refuses input that breaks a rule, on its field, and creates no one', async () => {
    const before = await staffCount();
    const cases: [Record<string, unknown>, { error: string; field: string; code: string }][] = [
      [
        { name: 'A', role: 'sales' },
        { error: M.enterEmail, field: 'email', code: 'INVALID' },
      ],
      [
        { email: 'not-mail', name: 'A', role: 'sales' },
        { error: M.properEmail, field: 'email', code: 'INVALID' },
      ],
      [
        { email: 'x@staff.example.com', name: ' ', role: 'sales' },
        { error: 'Please enter the name.', field: 'name', code: 'INVALID' },
      ],
      [
        { email: 'x@staff.example.com', name: 'n'.repeat(121), role: 'sales' },
        { error: M.tooLong('name', 120), field: 'name', code: 'INVALID' },
      ],
      [
        { email: 'x@staff.example.com', name: 'A', role: 'boss' },
        { error: 'Unknown role "boss": use one of admin, sales, warehouse.', field: 'role', code: 'INVALID' },
      ],
      [
        { email: admin.email.toUpperCase(), name: 'A', role: 'sales' },
        { error: `A staff member with e-mail ${admin.email} exists already.`, field: 'email', code: 'TAKEN' },
      ],
    ];
    for (const [body, answer] of cases) {
      const response = await post('members', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual(answer);
    }
    expect(await staffCount()).toBe(before);
  });

  it('is what the admin command runs too: it mails the link and prints it', async () => {
    const created = await runCommand(commandContext(store), [
      'create-staff',
      'omar@staff.example.com',
      '--role',
      'sales',
    ]);
    expect(created.exitCode).toBe(0);
    const printed = /http:\/\/web\.test\/staff\/set-password\/\S+/.exec(created.output)![0];
    expect(created.output).toContain('e-mailed to them');
    const mail = await store.waitForMail('omar@staff.example.com', 'staff password');
    expect(mail.links).toContain(printed);
    const [row] = await store.db.query<{ id: number }>(
      "SELECT id FROM staff WHERE email = 'omar@staff.example.com'",
    );
    expect(await auditOf(row!.id)).toMatchObject([{ action: 'staff.create', staff_id: null }]);
  });
});

describe('the staff list', () => {
  it('lists every member, active ones first, with role, two-step sign-in and when they were created', async () => {
    const response = await get('members');
    expect(response.statusCode).toBe(200);
    const members = response.json<{ data: { email: string; active: boolean; role: string }[] }>().data;
    expect(members).toContainEqual(
      expect.objectContaining({ email: admin.email, role: 'admin', active: true }),
    );
    const firstInactive = members.findIndex((member) => !member.active);
    if (firstInactive >= 0) expect(members.slice(firstInactive).every((member) => !member.active)).toBe(true);
  });
});

describe('changing a role', () => {
  it('takes effect at once, and is recorded', async () => {
    const member = await staffMember(store, 'sales');
    expect((await staffCall(store, 'GET', 'registrations', { token: member.token })).statusCode).toBe(200);
    const changed = await post(`members/${member.id}/role`, { role: 'warehouse' });
    expect(changed.json()).toMatchObject({ data: { id: member.id, role: 'warehouse' } });
    expect((await staffCall(store, 'GET', 'registrations', { token: member.token })).statusCode).toBe(403);
    expect((await staffCall(store, 'GET', 'orders', { token: member.token })).statusCode).toBe(200);
    // The same role again changes nothing and records nothing.
    expect((await post(`members/${member.id}/role`, { role: 'warehouse' })).statusCode).toBe(200);
    expect((await auditOf(member.id)).filter((entry) => entry.action === 'staff.role')).toEqual([
      { action: 'staff.role', staff_id: admin.id, before: { role: 'sales' }, after: { role: 'warehouse' } },
    ]);
  });

  it('refuses an admin their own demotion, an unknown role and an unknown member', async () => {
    expect((await post(`members/${admin.id}/role`, { role: 'sales' })).json()).toEqual({
      error: 'You cannot change your own role: ask another admin.',
      field: 'id',
      code: 'INVALID',
    });
    const member = await staffMember(store, 'sales');
    expect((await post(`members/${member.id}/role`, { role: 'owner' })).json()).toEqual({
      error: 'Unknown role "owner": use one of admin, sales, warehouse.',
      field: 'role',
      code: 'INVALID',
    });
    const unknown = await post('members/999999/role', { role: 'sales' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No staff member with this id.', code: 'NOT_FOUND' });
    expect((await get(`me`)).json()).toMatchObject({ data: { role: 'admin' } });
  });
});

describe('deactivating a staff member', () => {
  it('ends their sessions at once, refuses their sign-in and their password link, and is recorded', async () => {
    const member = await staffMember(store, 'warehouse');
    const done = await post(`members/${member.id}/deactivate`);
    expect(done.json()).toMatchObject({ data: { id: member.id, active: false } });
    expect((await staffCall(store, 'GET', 'me', { token: member.token })).statusCode).toBe(401);
    const login = await staffCall(store, 'POST', 'login', {
      body: { email: member.email, password: PASSWORD },
    });
    expect(login.json()).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
    expect((await post(`members/${member.id}/deactivate`)).statusCode).toBe(200);
    expect((await auditOf(member.id)).filter((entry) => entry.action === 'staff.deactivate')).toEqual([
      { action: 'staff.deactivate', staff_id: admin.id, before: { active: true }, after: { active: false } },
    ]);

    const invited = await post('members', { email: 'late@staff.example.com', name: 'Late', role: 'sales' });
    const mail = await store.waitForMail('late@staff.example.com', 'staff password');
    await post(`members/${invited.json<{ data: { id: number } }>().data.id}/deactivate`);
    const token = mail.links
      .find((href) => href.includes('/staff/set-password/'))!
      .split('/')
      .at(-1)!;
    expect(
      (await staffCall(store, 'POST', 'password', { body: { token, password: PASSWORD } })).json(),
    ).toEqual({
      error: M.linkExpired,
      field: 'token',
      code: 'LINK_EXPIRED',
    });
  });

  it('refuses an admin deactivating themselves', async () => {
    expect((await post(`members/${admin.id}/deactivate`)).json()).toEqual({
      error: 'You cannot deactivate your own account: ask another admin.',
      field: 'id',
      code: 'INVALID',
    });
    expect((await get('me')).statusCode).toBe(200);
  });
});

describe('the store’s last admin', () => {
  it('stays an admin when two admins deactivate each other at once', async () => {
    const own = await startTestStore();
    try {
      const first = await staffMember(own, 'admin');
      const second = await staffMember(own, 'admin');
      const answers = await Promise.all([
        staffCall(own, 'POST', `members/${second.id}/deactivate`, { token: first.token }),
        staffCall(own, 'POST', `members/${first.id}/deactivate`, { token: second.token }),
      ]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      // Refused by the check, or already signed out when its turn came.
      expect([
        JSON.stringify({
          error: 'The store must keep at least one active admin.',
          field: 'id',
          code: 'INVALID',
        }),
        JSON.stringify({ error: 'Staff sign-in required.', code: 'UNAUTHENTICATED' }),
      ]).toContain(refused.body);
      const [row] = await own.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM staff WHERE role = 'admin' AND deactivated_at IS NULL",
      );
      expect(row!.n).toBe(1);

      // Whoever asks (the services do not trust their callers for it), the one admin left stays one.
      const survivor = answers[0].statusCode === 200 ? first : second;
      const sales = await staffMember(own, 'sales');
      const lastAdmin = { message: 'The store must keep at least one active admin.' };
      await expect(setStaffRole(own.db, survivor.id, 'sales', sales.id)).rejects.toMatchObject(lastAdmin);
      await expect(deactivateStaffMember(own.db, survivor.id, sales.id)).rejects.toMatchObject(lastAdmin);
    } finally {
      await own.close();
    }
  });
});
