import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../store-api/src/services/staff-accounts.js';
import { startGateway, type RunningGateway } from '../support/gateway.js';
import { staffGraphql } from '../support/staff-contract.js';
import { startRealStore, type RealStore } from './real-store.js';

/*
 * Two-step sign-in through /staff/graphql on the real store-api: codes are made here with otpauth, as the staff
 * member's authenticator app makes them.
 */

let store: RealStore;
let gw: RunningGateway;
const PASSWORD = 'Staff#Secret2026';

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl);
  await createStaff(store.db, { email: 'boss@staff.example.com', role: 'admin', password: PASSWORD });
  await createStaff(store.db, { email: 'chief@staff.example.com', role: 'admin', password: PASSWORD });
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
