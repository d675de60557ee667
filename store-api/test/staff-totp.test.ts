import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { runCommand } from '../src/admin/commands.js';
import { setStaffTotpRequired } from '../src/services/staff-totp.js';
import { PASSWORD, startTestStore, type TestStore } from './helpers.js';
import { commandContext, enrolTotp, staffCall, staffLimits, staffMember, totpCode } from './staff-helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({
    ...staffLimits({ loginMaxFailures: 3 }),
    storeName: 'Garden State Tobacco',
  });
});
afterAll(async () => {
  await store.close();
});

let addresses = 0;
/** A sign-in from an address of its own (failures a test provokes count at that address only). */
function signIn(email: string, body: Record<string, unknown> = {}, ip?: string) {
  addresses += 1;
  return staffCall(store, 'POST', 'login', {
    body: { email, password: PASSWORD, ...body },
    headers: { 'x-forwarded-for': ip ?? `10.60.${addresses >> 8}.${addresses & 255}` },
  });
}

async function sessionCount(staffId: number): Promise<number> {
  const [row] = await store.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM staff_sessions WHERE staff_id = $1 AND revoked_at IS NULL',
    [staffId],
  );
  return row!.n;
}

function auditOf(staffId: number) {
  return store.db.query<{ action: string; staff_id: number | null; before: unknown; after: unknown }>(
    `SELECT action, staff_id, before, after FROM audit_log
      WHERE subject_type = 'staff' AND subject_id = $1 AND action LIKE 'staff.totp%' ORDER BY id`,
    [staffId],
  );
}

const TOTP_REQUIRED = { error: M.totpRequired, field: 'code', code: 'TOTP_REQUIRED' };
const INVALID_TOTP = { error: M.invalidTotp, field: 'code', code: 'INVALID_TOTP' };

describe('setting up two-step sign-in', () => {
  it('gives a secret and an otpauth:// URI for the store and the member, enabled once a code confirms it', async () => {
    const member = await staffMember(store, 'sales');
    const started = await staffCall(store, 'POST', 'totp/start', { token: member.token });
    expect(started.statusCode).toBe(200);
    const { secret, uri } = started.json<{ data: { secret: string; uri: string } }>().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Garden State Tobacco:${member.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Garden State Tobacco',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    // Pending: signing in still needs no code.
    expect((await signIn(member.email)).statusCode).toBe(200);
    expect((await staffCall(store, 'GET', 'me', { token: member.token })).json()).toMatchObject({
      data: { totp_enabled: false, totp_enrolment_required: false },
    });

    const blank = await staffCall(store, 'POST', 'totp/confirm', {
      token: member.token,
      body: { code: ' ' },
    });
    expect(blank.json()).toEqual({ error: M.totpRequired, field: 'code', code: 'INVALID' });
    const wrong = await staffCall(store, 'POST', 'totp/confirm', {
      token: member.token,
      body: { code: totpCode(secret, 5) },
    });
    expect(wrong.json()).toEqual(INVALID_TOTP);

    const confirmed = await staffCall(store, 'POST', 'totp/confirm', {
      token: member.token,
      // As typed from the app, with its space.
      body: { code: totpCode(secret).replace(/^(\d{3})/, '$1 ') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      data: {
        id: member.id,
        email: member.email,
        name: expect.any(String) as unknown,
        role: 'sales',
        totp_enabled: true,
        totp_enrolment_required: false,
        active: true,
        created_at: expect.any(String) as unknown,
        invitation: null,
        // Shown this once: ten single-use stand-ins for a code.
        recovery_codes: expect.arrayContaining([
          expect.stringMatching(/^[0-9a-z]{5}-[0-9a-z]{5}$/),
        ]) as unknown,
        recovery_codes_left: 10,
      },
    });
    expect(new Set(confirmed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes).size).toBe(
      10,
    );
    expect(await auditOf(member.id)).toEqual([
      {
        action: 'staff.totp_enable',
        staff_id: member.id,
        before: { totp_enabled: false },
        after: { totp_enabled: true },
      },
    ]);
  });

  it('refuses to start again or confirm again while it is on, and to confirm before starting', async () => {
    const member = await staffMember(store, 'warehouse');
    const notStarted = await staffCall(store, 'POST', 'totp/confirm', {
      token: member.token,
      body: { code: '123456' },
    });
    expect(notStarted.json()).toEqual({
      error: 'Start setting up two-step sign-in first.',
      field: null,
      code: 'INVALID',
    });
    const secret = await enrolTotp(store, member.token);
    const already = {
      error: 'Two-step sign-in is on already: turn it off before setting up another authenticator.',
      field: null,
      code: 'INVALID',
    };
    expect((await staffCall(store, 'POST', 'totp/start', { token: member.token })).json()).toEqual(already);
    const again = await staffCall(store, 'POST', 'totp/confirm', {
      token: member.token,
      body: { code: totpCode(secret, 1) },
    });
    expect(again.json()).toEqual(already);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('asks for the code without opening a session, takes a right one once, and refuses it again', async () => {
    const member = await staffMember(store, 'admin');
    const secret = await enrolTotp(store, member.token);
    const before = await sessionCount(member.id);

    const noCode = await signIn(member.email);
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json()).toEqual(TOTP_REQUIRED);
    expect((await signIn(member.email, { code: '' })).json()).toEqual(TOTP_REQUIRED);
    expect(await sessionCount(member.id)).toBe(before);

    // The code that confirmed the set-up was used: it does not sign in.
    expect((await signIn(member.email, { code: totpCode(secret) })).json()).toEqual(INVALID_TOTP);
    expect((await signIn(member.email, { code: 'abcdef' })).json()).toEqual(INVALID_TOTP);

    const code = totpCode(secret, 1);
    const signedIn = await signIn(member.email, { code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      data: { token: expect.stringMatching(/^st_/) as unknown, staff: { id: member.id, totp_enabled: true } },
    });
    expect(await sessionCount(member.id)).toBe(before + 1);
    expect((await signIn(member.email, { code })).json()).toEqual(INVALID_TOTP);
  });

  it('answers a wrong password as wrong credentials, whatever the code', async () => {
    const member = await staffMember(store, 'sales');
    const secret = await enrolTotp(store, member.token);
    const response = await signIn(member.email, { password: 'Wrong#2025', code: totpCode(secret, 1) });
    expect(response.json()).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
  });

  it('throttles wrong codes like wrong passwords, and asking for the code between them does not reset the count', async () => {
    const member = await staffMember(store, 'sales');
    const secret = await enrolTotp(store, member.token);
    const wrong = totpCode(secret, 10);
    const answers = [];
    for (const code of [wrong, undefined, wrong, undefined, wrong, totpCode(secret, 1)]) {
      const response = await signIn(member.email, code === undefined ? {} : { code }, '10.61.0.1');
      answers.push(
        response.statusCode === 422 ? response.json<{ code: string }>().code : response.statusCode,
      );
    }
    expect(answers).toEqual([
      'INVALID_TOTP',
      'TOTP_REQUIRED',
      'INVALID_TOTP',
      'TOTP_REQUIRED',
      'INVALID_TOTP',
      429,
    ]);
  });
});

describe('turning two-step sign-in off', () => {
  it('takes a current code, records it, and sign-in needs no code after', async () => {
    const member = await staffMember(store, 'warehouse');
    const secret = await enrolTotp(store, member.token);
    const disable = (code: unknown) =>
      staffCall(store, 'POST', 'totp/disable', { token: member.token, body: { code } });
    expect((await disable('')).json()).toEqual({ error: M.totpRequired, field: 'code', code: 'INVALID' });
    expect((await disable(totpCode(secret, 9))).json()).toEqual(INVALID_TOTP);
    const done = await disable(totpCode(secret, 1));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { id: member.id, totp_enabled: false } });
    expect((await auditOf(member.id)).map((entry) => entry.action)).toEqual([
      'staff.totp_enable',
      'staff.totp_disable',
    ]);
    expect((await signIn(member.email)).statusCode).toBe(200);
    expect((await disable('123456')).json()).toEqual({
      error: 'Two-step sign-in is off already.',
      field: null,
      code: 'INVALID',
    });
  });
});

describe('when the store requires two-step sign-in of every staff member', () => {
  it('lets a member without it sign in, but do nothing but set it up, read who they are and sign out', async () => {
    const admin = await staffMember(store, 'admin');
    await enrolTotp(store, admin.token);
    const member = await staffMember(store, 'sales');
    try {
      const set = await staffCall(store, 'POST', 'settings', {
        token: admin.token,
        body: { staff_totp_required: true },
      });
      expect(set.json()).toEqual({ data: { staff_totp_required: true } });
      const [entry] = await store.db.query(
        "SELECT action, staff_id, before, after FROM audit_log WHERE subject_type = 'settings' ORDER BY id DESC LIMIT 1",
      );
      expect(entry).toEqual({
        action: 'settings.staff_totp_required',
        staff_id: admin.id,
        before: { staff_totp_required: false },
        after: { staff_totp_required: true },
      });

      const signedIn = await signIn(member.email);
      expect(signedIn.statusCode).toBe(200);
      const { token, staff } = signedIn.json<{
        data: { token: string; staff: { totp_enrolment_required: boolean } };
      }>().data;
      expect(staff.totp_enrolment_required).toBe(true);
      expect((await staffCall(store, 'GET', 'me', { token })).json()).toMatchObject({
        data: { totp_enabled: false, totp_enrolment_required: true },
      });
      const refused = await staffCall(store, 'GET', 'registrations', { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: M.totpEnrolmentRequired, code: 'TOTP_ENROLMENT_REQUIRED' });
      // The session opened before the store required it is held to it too.
      expect((await staffCall(store, 'GET', 'customers', { token: member.token })).statusCode).toBe(403);

      const secret = await enrolTotp(store, token);
      expect((await staffCall(store, 'GET', 'registrations', { token })).statusCode).toBe(200);
      const off = await staffCall(store, 'POST', 'totp/disable', {
        token,
        body: { code: totpCode(secret, 1) },
      });
      expect(off.json()).toEqual({
        error: 'The store requires two-step sign-in of every staff member: it cannot be turned off.',
        field: null,
        code: 'TOTP_REQUIRED',
      });
      expect((await staffCall(store, 'POST', 'logout', { token })).statusCode).toBe(200);
    } finally {
      await setStaffTotpRequired(store.db, false, null);
    }
  });

  it('is read and set by admins only, with a clear answer for a value that is not true or false', async () => {
    const admin = await staffMember(store, 'admin');
    expect((await staffCall(store, 'GET', 'settings', { token: admin.token })).json()).toEqual({
      data: { staff_totp_required: false },
    });
    const bad = await staffCall(store, 'POST', 'settings', {
      token: admin.token,
      body: { staff_totp_required: 'maybe' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: 'Say whether every staff member must use two-step sign-in: true or false.',
      field: 'staff_totp_required',
      code: 'INVALID',
    });
    const sales = await staffMember(store, 'sales');
    expect((await staffCall(store, 'GET', 'settings', { token: sales.token })).statusCode).toBe(403);
  });
});

describe('npm run admin -- staff-totp-reset', () => {
  it('turns off a member’s two-step sign-in and ends their sessions, recorded as the command’s', async () => {
    const member = await staffMember(store, 'admin');
    await enrolTotp(store, member.token);
    const reset = await runCommand(commandContext(store), ['staff-totp-reset', member.email.toUpperCase()]);
    expect(reset).toEqual({
      exitCode: 0,
      output: `Two-step sign-in turned off for ${member.email}; their sessions have ended. They sign in with their password (and set up a new authenticator if the store requires it).`,
    });
    expect((await staffCall(store, 'GET', 'me', { token: member.token })).statusCode).toBe(401);
    expect((await signIn(member.email)).statusCode).toBe(200);
    expect((await auditOf(member.id)).at(-1)).toEqual({
      action: 'staff.totp_reset',
      staff_id: null,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
  });

  it('names what is missing or unknown', async () => {
    const ctx = commandContext(store);
    expect((await runCommand(ctx, ['staff-totp-reset'])).output).toBe(
      'Error: Which staff member? staff-totp-reset EMAIL.',
    );
    expect(await runCommand(ctx, ['staff-totp-reset', 'nobody@staff.example.com'])).toEqual({
      exitCode: 1,
      output: 'Error: No staff member with e-mail nobody@staff.example.com.',
    });
  });
});
