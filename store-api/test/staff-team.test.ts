import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { WRONG_STAFF_PASSWORD } from '../src/routes/staff/totp.js';
import { INVITATIONS_PER_DAY } from '../src/services/staff-members.js';
import { PASSWORD, startTestStore, type TestStore } from './helpers.js';
import { enrolTotp, staffCall, staffLimits, staffLogin, staffMember, totpCode } from './staff-helpers.js';

let store: TestStore;
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  store = await startTestStore({
    ...staffLimits({ loginMaxFailures: 3 }),
    storeName: 'Garden State Tobacco',
  });
  admin = await staffMember(store, 'admin');
});
afterAll(async () => {
  await store.close();
});

const post = (path: string, body?: unknown) => staffCall(store, 'POST', path, { token: admin.token, body });

interface Profile {
  id: number;
  active: boolean;
  invitation: { sent_at: string; expires_at: string } | null;
  recovery_codes_left: number;
}

async function listed(id: number): Promise<Profile> {
  const list = await staffCall(store, 'GET', 'members', { token: admin.token });
  return list.json<{ data: Profile[] }>().data.find((member) => member.id === id)!;
}

function auditOf(id: number, action: string) {
  return store.db.query<{ staff_id: number | null; before: unknown; after: unknown }>(
    "SELECT staff_id, before, after FROM audit_log WHERE subject_type = 'staff' AND subject_id = $1 AND action = $2 ORDER BY id",
    [id, action],
  );
}

/** The tokens of every password link mailed to the address so far, oldest first. */
async function linksTo(email: string): Promise<string[]> {
  return (await store.mails())
    .filter((mail) => mail.to.includes(email) && mail.subject.includes('staff password'))
    .map((mail) =>
      mail.links
        .find((href) => href.includes('/staff/set-password/'))!
        .split('/')
        .at(-1)!,
    );
}

let invitations = 0;
async function invite(): Promise<{ id: number; email: string }> {
  invitations += 1;
  const email = `invited${invitations}@staff.example.com`;
  const created = await post('members', { email, name: `Invited ${invitations}`, role: 'sales' });
  expect(created.statusCode, created.body).toBe(200);
  await store.waitForMail(email, 'staff password');
  return { id: created.json<{ data: { id: number } }>().data.id, email };
}

const setPassword = (token: string) =>
  staffCall(store, 'POST', 'password', { body: { token, password: PASSWORD } });

describe('an invited member', () => {
  it('is listed with their invitation until they set their password', async () => {
    const member = await invite();
    const before = await listed(member.id);
    expect(before.invitation).not.toBeNull();
    expect(Date.parse(before.invitation!.expires_at)).toBeGreaterThan(Date.now());
    const [token] = await linksTo(member.email);
    expect((await setPassword(token!)).statusCode).toBe(200);
    expect((await listed(member.id)).invitation).toBeNull();
  });

  it('is sent a new link on Resend: the old one stops working, and it is recorded', async () => {
    const member = await invite();
    const first = await listed(member.id);
    const resent = await post(`members/${member.id}/invitation`);
    expect(resent.statusCode, resent.body).toBe(200);
    const profile = resent.json<{ data: Profile }>().data;
    expect(Date.parse(profile.invitation!.sent_at)).toBeGreaterThanOrEqual(
      Date.parse(first.invitation!.sent_at),
    );

    const [old, fresh] = await linksTo(member.email);
    expect(fresh).toBeDefined();
    expect((await setPassword(old!)).json()).toEqual({
      error: M.linkExpired,
      field: 'token',
      code: 'LINK_EXPIRED',
    });
    expect((await setPassword(fresh!)).statusCode).toBe(200);
    await staffLogin(store, member.email, PASSWORD);
    expect(await auditOf(member.id, 'staff.invitation_resend')).toEqual([
      { staff_id: admin.id, before: null, after: { invitations_today: 2 } },
    ]);
  });

  it(`is sent at most ${INVITATIONS_PER_DAY} invitations a day, the first included`, async () => {
    const member = await invite();
    for (let sent = 1; sent < INVITATIONS_PER_DAY; sent++)
      expect((await post(`members/${member.id}/invitation`)).statusCode).toBe(200);
    const refused = await post(`members/${member.id}/invitation`);
    expect(refused.json()).toEqual({
      error: `Invited ${invitations} was sent 5 invitations in the last 24 hours: wait a day before sending another.`,
      field: 'id',
      code: 'INVALID',
    });
    expect(await linksTo(member.email)).toHaveLength(INVITATIONS_PER_DAY);
  });

  it('cannot be re-invited once their password is set, while deactivated, or when they do not exist', async () => {
    const withPassword = await staffMember(store, 'warehouse');
    const name = `warehouse ${withPassword.email.match(/^warehouse(\d+)/)![1]}`;
    expect((await post(`members/${withPassword.id}/invitation`)).json()).toEqual({
      error: `${name} has set their password already: there is no invitation to resend.`,
      field: 'id',
      code: 'INVALID',
    });
    const deactivated = await invite();
    await post(`members/${deactivated.id}/deactivate`);
    expect((await post(`members/${deactivated.id}/invitation`)).json()).toEqual({
      error: `Invited ${invitations} is deactivated: reactivate them before resending the invitation.`,
      field: 'id',
      code: 'INVALID',
    });
    expect(await linksTo(deactivated.email)).toHaveLength(1);
    const unknown = await post('members/999999/invitation');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No staff member with this id.', code: 'NOT_FOUND' });
  });
});

describe('reactivating a member', () => {
  it('lets them sign in again with their password, and is recorded', async () => {
    const member = await staffMember(store, 'sales');
    await post(`members/${member.id}/deactivate`);
    const reactivated = await post(`members/${member.id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ data: { id: member.id, active: true } });
    // The sessions ended at deactivation stay ended.
    expect((await staffCall(store, 'GET', 'me', { token: member.token })).statusCode).toBe(401);
    await staffLogin(store, member.email, PASSWORD);
    // Reactivating an active member changes nothing.
    expect((await post(`members/${member.id}/reactivate`)).statusCode).toBe(200);
    expect(await auditOf(member.id, 'staff.reactivate')).toEqual([
      { staff_id: admin.id, before: { active: false }, after: { active: true } },
    ]);
  });

  it('e-mails the member that they may sign in again, once, and an invited one to ask for a new link', async () => {
    const member = await staffMember(store, 'warehouse');
    await post(`members/${member.id}/deactivate`);
    await post(`members/${member.id}/reactivate`);
    const mail = await store.waitForMail(member.email, 'active again');
    expect(mail.subject).toBe(`${store.config.storeName}: your staff account is active again`);
    expect(mail.text).toContain('as warehouse (orders and stock)');
    expect(mail.text).toContain('/staff/login');
    expect(mail.text).toContain('your password, as before');
    // Reactivating an active member sends nothing more.
    await post(`members/${member.id}/reactivate`);
    const invited = await invite();
    await post(`members/${invited.id}/deactivate`);
    await post(`members/${invited.id}/reactivate`);
    const invitedMail = await store.waitForMail(invited.email, 'active again');
    expect(invitedMail.text).toContain('ask an admin to send you a new one');
    const sent = (await store.mails()).filter(
      (m) => m.to.includes(member.email) && m.subject.includes('active again'),
    );
    expect(sent).toHaveLength(1);
  });

  it('shows an invited member’s link as ended at deactivation, and Resend sends a working one', async () => {
    const member = await invite();
    await post(`members/${member.id}/deactivate`);
    await post(`members/${member.id}/reactivate`);
    const { invitation } = await listed(member.id);
    expect(Date.parse(invitation!.expires_at)).toBeLessThanOrEqual(Date.now());
    expect((await post(`members/${member.id}/invitation`)).statusCode).toBe(200);
    const [, fresh] = await linksTo(member.email);
    expect((await setPassword(fresh!)).statusCode).toBe(200);
  });

  it('answers 404 for a member who does not exist', async () => {
    const unknown = await post('members/999999/reactivate');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No staff member with this id.', code: 'NOT_FOUND' });
  });
});

let addresses = 0;
function signIn(email: string, body: Record<string, unknown>) {
  addresses += 1;
  return staffCall(store, 'POST', 'login', {
    body: { email, password: PASSWORD, ...body },
    headers: { 'x-forwarded-for': `10.70.${addresses >> 8}.${addresses & 255}` },
  });
}

/** A member with two-step sign-in on, and the recovery codes it gave them. */
async function withRecoveryCodes(): Promise<{ id: number; email: string; token: string; codes: string[] }> {
  const member = await staffMember(store, 'warehouse');
  const started = await staffCall(store, 'POST', 'totp/start', { token: member.token });
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await staffCall(store, 'POST', 'totp/confirm', {
    token: member.token,
    body: { code: totpCode(secret) },
  });
  return { ...member, codes: confirmed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes };
}

const INVALID_RECOVERY_CODE = { error: M.invalidRecoveryCode, field: 'recovery_code', code: 'INVALID_TOTP' };

describe('recovery codes', () => {
  it('sign a member in instead of a code, once each, and say how many are left', async () => {
    const member = await withRecoveryCodes();
    const first = await signIn(member.email, { recovery_code: member.codes[0] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { staff: { id: member.id, recovery_codes_left: 9 } } });
    // As typed by hand: capitals, no dash, spaces.
    const typed = ` ${member.codes[1]!.replace('-', '').toUpperCase()} `;
    expect((await signIn(member.email, { recovery_code: typed })).json()).toMatchObject({
      data: { staff: { recovery_codes_left: 8 } },
    });
    expect((await signIn(member.email, { recovery_code: member.codes[0] })).json()).toEqual(
      INVALID_RECOVERY_CODE,
    );
    expect((await listed(member.id)).recovery_codes_left).toBe(8);
    expect(await auditOf(member.id, 'staff.recovery_code_use')).toEqual([
      { staff_id: member.id, before: null, after: { recovery_codes_left: 9 } },
      { staff_id: member.id, before: null, after: { recovery_codes_left: 8 } },
    ]);
  });

  it('refuses a made-up code and another member’s code, and a wrong password whatever the code', async () => {
    const member = await withRecoveryCodes();
    const other = await withRecoveryCodes();
    expect((await signIn(member.email, { recovery_code: 'abcde-fghjk' })).json()).toEqual(
      INVALID_RECOVERY_CODE,
    );
    expect((await signIn(member.email, { recovery_code: other.codes[0] })).json()).toEqual(
      INVALID_RECOVERY_CODE,
    );
    expect((await signIn(member.email, { recovery_code: 'not a code at all!' })).json()).toEqual(
      INVALID_RECOVERY_CODE,
    );
    expect(
      (await signIn(member.email, { password: 'Wrong#2025', recovery_code: member.codes[0] })).json(),
    ).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
    expect((await listed(member.id)).recovery_codes_left).toBe(10);
    expect((await listed(other.id)).recovery_codes_left).toBe(10);
  });

  it('are throttled like authenticator codes: wrong ones count as failed sign-ins', async () => {
    const member = await withRecoveryCodes();
    const ip = '10.71.0.1';
    const attempt = (code: string) =>
      staffCall(store, 'POST', 'login', {
        body: { email: member.email, password: PASSWORD, recovery_code: code },
        headers: { 'x-forwarded-for': ip },
      });
    for (let tries = 0; tries < 3; tries++) expect((await attempt('zzzzz-zzzzz')).statusCode).toBe(422);
    const throttled = await attempt(member.codes[0]!);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ message: string }>().message).toBe(
      M.tooManyLogins(Math.ceil(Number(throttled.headers['retry-after']) / 60)),
    );
    expect((await listed(member.id)).recovery_codes_left).toBe(10);
  });

  it('are replaced on regeneration with the password or a current code; the old ones stop working', async () => {
    const member = await staffMember(store, 'sales');
    const secret = await enrolTotp(store, member.token);
    const regenerate = (body: Record<string, unknown>) =>
      staffCall(store, 'POST', 'totp/recovery-codes', { token: member.token, body });
    const [row] = await store.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM staff_recovery_codes WHERE staff_id = $1',
      [member.id],
    );
    expect(row!.n).toBe(10);

    const byPassword = await regenerate({ password: PASSWORD });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    const first = byPassword.json<{ data: { recovery_codes: string[]; staff: Profile } }>().data;
    expect(first.recovery_codes).toHaveLength(10);
    expect(first.staff.recovery_codes_left).toBe(10);

    const byCode = await regenerate({ code: totpCode(secret, 1) });
    expect(byCode.statusCode, byCode.body).toBe(200);
    const second = byCode.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
    expect(second.some((code) => first.recovery_codes.includes(code))).toBe(false);

    expect((await signIn(member.email, { recovery_code: first.recovery_codes[0] })).json()).toEqual(
      INVALID_RECOVERY_CODE,
    );
    expect((await signIn(member.email, { recovery_code: second[0] })).statusCode).toBe(200);
    expect(await auditOf(member.id, 'staff.recovery_codes_regenerate')).toEqual([
      { staff_id: member.id, before: { recovery_codes_left: 10 }, after: { recovery_codes_left: 10 } },
      { staff_id: member.id, before: { recovery_codes_left: 10 }, after: { recovery_codes_left: 10 } },
    ]);
    // Stored as hashes only.
    const stored = await store.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM staff_recovery_codes WHERE staff_id = $1',
      [member.id],
    );
    expect(stored.every(({ code_hash }) => /^[0-9a-f]{64}$/.test(code_hash))).toBe(true);
  });

  it('are not regenerated without the password or a code, with a wrong one, or without two-step sign-in', async () => {
    const member = await withRecoveryCodes();
    const regenerate = (body: Record<string, unknown>) =>
      staffCall(store, 'POST', 'totp/recovery-codes', { token: member.token, body });
    expect((await regenerate({ password: '', code: ' ' })).json()).toEqual({
      error: 'Enter your password or the current code from your authenticator app.',
      field: 'password',
      code: 'INVALID',
    });
    expect((await regenerate({ password: 'Wrong#2025' })).json()).toEqual({
      error: WRONG_STAFF_PASSWORD,
      field: 'password',
      code: 'INVALID_CREDENTIALS',
    });
    expect((await regenerate({ code: '000000' })).json()).toEqual({
      error: M.invalidTotp,
      field: 'code',
      code: 'INVALID_TOTP',
    });
    expect((await regenerate({ password: 'Another#2025' })).statusCode).toBe(422);
    // Three failures: the fourth try is throttled, right password or not.
    expect((await regenerate({ password: PASSWORD })).statusCode).toBe(429);
    expect((await signIn(member.email, { recovery_code: member.codes[0] })).statusCode).toBe(200);

    const without = await staffMember(store, 'sales');
    expect(
      (
        await staffCall(store, 'POST', 'totp/recovery-codes', {
          token: without.token,
          body: { password: PASSWORD },
        })
      ).json(),
    ).toEqual({
      error: 'Recovery codes go with two-step sign-in: turn it on first.',
      field: null,
      code: 'INVALID',
    });
  });

  it('end when two-step sign-in is turned off', async () => {
    const member = await staffMember(store, 'warehouse');
    const secret = await enrolTotp(store, member.token);
    const off = await staffCall(store, 'POST', 'totp/disable', {
      token: member.token,
      body: { code: totpCode(secret, 1) },
    });
    expect(off.json()).toMatchObject({ data: { totp_enabled: false, recovery_codes_left: 0 } });
  });
});
