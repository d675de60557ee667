import { beforeEach, describe, expect, it } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';
import {
  ALREADY_SET,
  ENTER_PROOF,
  INVALID_RECOVERY_CODE,
  INVALID_TOTP,
  installStaffContract,
  RECOVERY_CODE,
  RECOVERY_CODES,
  RESENT,
  STAFF_PASSWORD,
  STAFF_TOKENS,
  staffCalls,
  staffCookie,
  staffGraphql,
  TOTP_CODE,
  WRONG_PASSWORD,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const admin = { cookie: staffCookie('admin') };
const sales = { cookie: staffCookie('sales') };
const USER_ERRORS = 'userErrors { code field message }';

describe('invitations and reactivation', () => {
  it('resends an invitation and answers when the new link was sent and when it stops working', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Resend($id: ID!) { resendStaffInvitation(id: $id) { staffMember { id invitation { sentAt expiresAt } } ${USER_ERRORS} } }`,
      { id: '11' },
      admin,
    );
    expect(response.body.data).toEqual({
      resendStaffInvitation: {
        staffMember: { id: '11', invitation: { sentAt: RESENT.sent_at, expiresAt: RESENT.expires_at } },
        userErrors: [],
      },
    });
    expect(staffCalls(setup.store).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/staff/members/11/invitation',
    ]);
  });

  it('answers store-api’s refusal to resend on id', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation { resendStaffInvitation(id: "2") { staffMember { id } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(response.body.data).toEqual({
      resendStaffInvitation: {
        staffMember: null,
        userErrors: [{ code: 'INVALID', field: ['id'], message: ALREADY_SET }],
      },
    });
  });

  it('reactivates a member, shows a member with a password without an invitation, and answers NOT_FOUND', async () => {
    const done = await staffGraphql(
      setup.gw.url,
      `mutation { reactivateStaffMember(id: "3") { staffMember { active invitation { sentAt } } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(done.body.data).toEqual({
      reactivateStaffMember: { staffMember: { active: true, invitation: null }, userErrors: [] },
    });
    const unknown = await staffGraphql(
      setup.gw.url,
      `mutation { reactivateStaffMember(id: "99") { staffMember { id } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(unknown.body.data).toEqual({
      reactivateStaffMember: {
        staffMember: null,
        userErrors: [{ code: 'NOT_FOUND', field: null, message: 'Not found.' }],
      },
    });
  });
});

const SIGN_IN = `mutation SignIn($email: String!, $password: String!, $recoveryCode: String) {
  staffSignIn(email: $email, password: $password, recoveryCode: $recoveryCode) {
    staff { email recoveryCodesLeft } ${USER_ERRORS}
  }
}`;

describe('recovery codes', () => {
  it('are answered once when two-step sign-in is turned on', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation { confirmTotpEnrolment(code: "${TOTP_CODE}") { staffMember { totpEnabled } recoveryCodes ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({
      confirmTotpEnrolment: {
        staffMember: { totpEnabled: true },
        recoveryCodes: RECOVERY_CODES,
        userErrors: [],
      },
    });
  });

  it('sign in instead of a code, passed on as recovery_code, and say how many are left', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      recoveryCode: RECOVERY_CODE,
    });
    expect(response.body.data).toEqual({
      staffSignIn: { staff: { email: 'tess@store.example', recoveryCodesLeft: 9 }, userErrors: [] },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      recovery_code: RECOVERY_CODE,
    });
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^staff_session=${STAFF_TOKENS.sales};`));
  });

  it('answers a wrong one as INVALID_TOTP on recoveryCode, and sets no cookie', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      recoveryCode: 'zzzzz-zzzzz',
    });
    expect(response.body.data).toEqual({
      staffSignIn: {
        staff: null,
        userErrors: [{ code: 'INVALID_TOTP', field: ['recoveryCode'], message: INVALID_RECOVERY_CODE }],
      },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a recovery code over 40 characters before asking store-api', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      recoveryCode: 'a'.repeat(41),
    });
    expect(response.body.data?.staffSignIn).toMatchObject({
      staff: null,
      userErrors: [{ code: 'INVALID', field: ['recoveryCode'] }],
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  const REGENERATE = `mutation Regenerate($password: String, $code: String) {
    regenerateRecoveryCodes(password: $password, code: $code) {
      recoveryCodes staffMember { recoveryCodesLeft } ${USER_ERRORS}
    }
  }`;

  it('are regenerated with the password or a code; only what was given is sent', async () => {
    const byPassword = await staffGraphql(setup.gw.url, REGENERATE, { password: STAFF_PASSWORD }, sales);
    expect(byPassword.body.data).toEqual({
      regenerateRecoveryCodes: {
        recoveryCodes: RECOVERY_CODES,
        staffMember: { recoveryCodesLeft: 10 },
        userErrors: [],
      },
    });
    await staffGraphql(setup.gw.url, REGENERATE, { code: TOTP_CODE }, sales);
    expect(staffCalls(setup.store).map((call) => call.body)).toEqual([
      { password: STAFF_PASSWORD },
      { code: TOTP_CODE },
    ]);
  });

  it('answer every refusal of a regeneration on its argument, with no codes', async () => {
    const cases: [Record<string, string>, { code: string; field: string[]; message: string }][] = [
      [{}, { code: 'INVALID', field: ['password'], message: ENTER_PROOF }],
      [
        { password: 'Wrong#1' },
        { code: 'INVALID_CREDENTIALS', field: ['password'], message: WRONG_PASSWORD },
      ],
      [{ code: '654321' }, { code: 'INVALID_TOTP', field: ['code'], message: INVALID_TOTP }],
    ];
    for (const [variables, userError] of cases) {
      const response = await staffGraphql(setup.gw.url, REGENERATE, variables, sales);
      expect(response.body.data).toEqual({
        regenerateRecoveryCodes: { recoveryCodes: [], staffMember: null, userErrors: [userError] },
      });
    }
  });
});
