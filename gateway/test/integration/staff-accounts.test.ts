import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../../../store-api/src/config.js';
import { createStaff } from '../../../store-api/src/services/staff-accounts.js';
import { startGateway, type RunningGateway } from '../support/gateway.js';
import { staffGraphql } from '../support/staff-contract.js';
import { startRealStore, type RealStore } from './real-store.js';

/*
 * Staff accounts and two-step sign-in through /staff/graphql on the real store-api: codes are made here with
 * otpauth, as the staff member's authenticator app makes them, and links are read from the mail store-api wrote.
 */

let store: RealStore;
let gw: RunningGateway;
const PASSWORD = 'Staff#Secret2026';

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl);
  await createStaff(store.db, { email: 'boss@staff.example.com', role: 'admin', password: PASSWORD });
  await createStaff(store.db, { email: 'chief@staff.example.com', role: 'admin', password: PASSWORD });
  await createStaff(store.db, { email: 'keeper@staff.example.com', role: 'admin', password: PASSWORD });
  await createStaff(store.db, { email: 'picker@staff.example.com', role: 'warehouse', password: PASSWORD });
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await store?.close();
});

/** The authenticator's code now, or `steps` periods of 30 seconds from now. */
function code(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

interface SignInAnswer {
  staffSignIn: {
    staff: { email: string; totpEnrolmentRequired: boolean } | null;
    userErrors: { code: string }[];
  };
}

async function signIn(email: string, totp?: string) {
  const response = await staffGraphql<SignInAnswer>(
    gw.url,
    `mutation In($e: String!, $p: String!, $c: String) {
      staffSignIn(email: $e, password: $p, code: $c) { staff { email totpEnrolmentRequired } userErrors { code } }
    }`,
    { e: email, p: PASSWORD, c: totp ?? null },
  );
  expect(response.body.errors).toBeUndefined();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('staff_session='));
  return {
    answer: response.body.data!.staffSignIn,
    session: cookie ? { cookie: cookie.split(';')[0]! } : undefined,
  };
}

async function enrol(session: { cookie: string }): Promise<string> {
  const started = await staffGraphql<{ startTotpEnrolment: { enrolment: { secret: string; uri: string } } }>(
    gw.url,
    'mutation S { startTotpEnrolment { enrolment { secret uri } userErrors { code } } }',
    {},
    session,
  );
  expect(started.body.errors).toBeUndefined();
  const { secret, uri } = started.body.data!.startTotpEnrolment.enrolment;
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const confirmed = await staffGraphql(
    gw.url,
    'mutation C($c: String!) { confirmTotpEnrolment(code: $c) { staffMember { totpEnabled } userErrors { code } } }',
    { c: code(secret) },
    session,
  );
  expect(confirmed.body).toEqual({
    data: { confirmTotpEnrolment: { staffMember: { totpEnabled: true }, userErrors: [] } },
  });
  return secret;
}

/** The token of the set-password link in the mail store-api wrote to `to` (soft line breaks of its text undone). */
async function passwordLinkTokenFor(to: string): Promise<string> {
  const folder = dataPaths(store.config).mail;
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of await readdir(folder).catch(() => [])) {
      const raw = (await readFile(path.join(folder, file), 'utf8')).replace(/=\r?\n/g, '');
      if (!raw.includes(`To: ${to}`)) continue;
      const token = /\/staff\/set-password\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no set-password mail to ${to}`);
}

describe('staff accounts through the gateway on the real store', () => {
  it('an admin creates a member, who sets a password from the mailed link and signs in; deactivated, they cannot', async () => {
    const keeper = await signIn('keeper@staff.example.com');
    const created = await staffGraphql<{ createStaffMember: { staffMember: { id: string; role: string } } }>(
      gw.url,
      'mutation C { createStaffMember(email: "new.hire@staff.example.com", name: "New Hire", role: SALES) { staffMember { id role active } userErrors { code } } }',
      {},
      keeper.session,
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createStaffMember).toMatchObject({ staffMember: { role: 'SALES' } });
    const { id } = created.body.data!.createStaffMember.staffMember;

    const token = await passwordLinkTokenFor('new.hire@staff.example.com');
    const set = await staffGraphql(
      gw.url,
      'mutation P($t: String!, $p: String!) { setStaffPassword(token: $t, password: $p) { passwordSet userErrors { code } } }',
      { t: token, p: PASSWORD },
    );
    expect(set.body).toEqual({ data: { setStaffPassword: { passwordSet: true, userErrors: [] } } });
    expect(set.headers.getSetCookie()).toEqual([]);
    const again = await staffGraphql(
      gw.url,
      'mutation P($t: String!, $p: String!) { setStaffPassword(token: $t, password: $p) { passwordSet userErrors { code field } } }',
      { t: token, p: PASSWORD },
    );
    expect(again.body).toEqual({
      data: {
        setStaffPassword: { passwordSet: false, userErrors: [{ code: 'LINK_EXPIRED', field: ['token'] }] },
      },
    });

    const hire = await signIn('new.hire@staff.example.com');
    expect(hire.answer.userErrors).toEqual([]);
    const deactivated = await staffGraphql(
      gw.url,
      'mutation D($id: ID!) { deactivateStaffMember(id: $id) { staffMember { active } userErrors { code } } }',
      { id },
      keeper.session,
    );
    expect(deactivated.body).toEqual({
      data: { deactivateStaffMember: { staffMember: { active: false }, userErrors: [] } },
    });
    const me = await staffGraphql(gw.url, '{ me { email } }', {}, hire.session);
    expect(me.body).toEqual({ data: { me: null } });
    expect((await signIn('new.hire@staff.example.com')).answer.userErrors).toEqual([
      { code: 'INVALID_CREDENTIALS' },
    ]);
  });
});

describe('two-step sign-in through the gateway on the real store', () => {
  it('enrols, signs out, signs in with a code, and refuses the same code again', async () => {
    const first = await signIn('boss@staff.example.com');
    const secret = await enrol(first.session!);
    const out = await staffGraphql(gw.url, 'mutation O { staffSignOut { signedOut } }', {}, first.session);
    expect(out.body).toEqual({ data: { staffSignOut: { signedOut: true } } });

    const withoutCode = await signIn('boss@staff.example.com');
    expect(withoutCode).toEqual({
      answer: { staff: null, userErrors: [{ code: 'TOTP_REQUIRED' }] },
      session: undefined,
    });

    // The confirming code was used: the next step's code signs in, once.
    const next = code(secret, 1);
    const signedIn = await signIn('boss@staff.example.com', next);
    expect(signedIn.answer).toEqual({
      staff: { email: 'boss@staff.example.com', totpEnrolmentRequired: false },
      userErrors: [],
    });
    const me = await staffGraphql(gw.url, '{ me { email totpEnabled } }', {}, signedIn.session);
    expect(me.body).toEqual({ data: { me: { email: 'boss@staff.example.com', totpEnabled: true } } });

    const replay = await signIn('boss@staff.example.com', next);
    expect(replay).toEqual({
      answer: { staff: null, userErrors: [{ code: 'INVALID_TOTP' }] },
      session: undefined,
    });
  });

  it('once required of everyone, holds a member without it to setting it up', async () => {
    const admin = await signIn('chief@staff.example.com');
    const required = await staffGraphql(
      gw.url,
      'mutation R { setStaffTotpRequired(required: true) { settings { totpRequired } userErrors { code } } }',
      {},
      admin.session,
    );
    expect(required.body).toEqual({
      data: { setStaffTotpRequired: { settings: { totpRequired: true }, userErrors: [] } },
    });

    const picker = await signIn('picker@staff.example.com');
    expect(picker.answer).toEqual({
      staff: { email: 'picker@staff.example.com', totpEnrolmentRequired: true },
      userErrors: [],
    });
    const orders = await staffGraphql(gw.url, '{ orders { total } }', {}, picker.session);
    expect(orders.body.errors?.map((error) => error.extensions?.code)).toEqual(['TOTP_ENROLMENT_REQUIRED']);

    await enrol(picker.session!);
    const after = await staffGraphql(
      gw.url,
      '{ orders { total } me { totpEnrolmentRequired } }',
      {},
      picker.session,
    );
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data).toMatchObject({ me: { totpEnrolmentRequired: false } });
  });
});
