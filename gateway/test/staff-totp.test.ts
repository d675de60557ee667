import { beforeEach, describe, expect, it } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';
import {
  ENROLMENT,
  ENROLMENT_COOKIE,
  installStaffContract,
  INVALID_TOTP,
  REQUIRED_BY_STORE_CODE,
  STAFF_PASSWORD,
  STAFF_TOKENS,
  staffCalls,
  staffCookie,
  staffGraphql,
  TOTP_CODE,
  TOTP_REQUIRED,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const USER_ERRORS = 'userErrors { code field message }';
const SIGN_IN = `mutation SignIn($email: String!, $password: String!, $code: String) {
  staffSignIn(email: $email, password: $password, code: $code) { staff { email totpEnabled } ${USER_ERRORS} }
}`;
const sales = { cookie: staffCookie('sales') };
const ENROLLING_ME = `query Me { me { email totpEnabled totpEnrolmentRequired createdAt } }`;
const ENROLMENT_REQUIRED_MESSAGE =
  'The store requires two-step sign-in: set up your authenticator app to continue.';

describe('staff sign-in with a second factor', () => {
  it('answers TOTP_REQUIRED on code without a code, and sets no cookie', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
    });
    expect(response.body.data).toEqual({
      staffSignIn: {
        staff: null,
        userErrors: [{ code: 'TOTP_REQUIRED', field: ['code'], message: TOTP_REQUIRED }],
      },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(staffCalls(setup.store)[0]?.body).toEqual({
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
    });
  });

  it('answers INVALID_TOTP on code for a wrong code, and sets no cookie', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      code: '654321',
    });
    expect(response.body.data).toEqual({
      staffSignIn: {
        staff: null,
        userErrors: [{ code: 'INVALID_TOTP', field: ['code'], message: INVALID_TOTP }],
      },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('passes the code on and signs in with a right one', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      code: TOTP_CODE,
    });
    expect(response.body.data).toEqual({
      staffSignIn: { staff: { email: 'tess@store.example', totpEnabled: true }, userErrors: [] },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      code: TOTP_CODE,
    });
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^staff_session=${STAFF_TOKENS.sales};`));
  });

  it('refuses a code over 20 characters before asking store-api', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'tess@store.example',
      password: STAFF_PASSWORD,
      code: '1'.repeat(21),
    });
    expect(response.body.data).toEqual({
      staffSignIn: {
        staff: null,
        userErrors: [
          { code: 'INVALID', field: ['code'], message: 'The code must be at most 20 characters.' },
        ],
      },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });
});

describe('setting up and turning off two-step sign-in', () => {
  it('starts the set-up: the secret and the otpauth:// URI', async () => {
    const response = await staffGraphql(
      setup.gw.url,
      `mutation Start { startTotpEnrolment { enrolment { secret uri } ${USER_ERRORS} } }`,
      {},
      sales,
    );
    expect(response.body.data).toEqual({ startTotpEnrolment: { enrolment: ENROLMENT, userErrors: [] } });
    expect(staffCalls(setup.store).map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/staff/totp/start'],
    ]);
  });

  it('confirms it with a code, or answers INVALID_TOTP on code', async () => {
    const confirm = (code: string) =>
      staffGraphql(
        setup.gw.url,
        `mutation Confirm($code: String!) { confirmTotpEnrolment(code: $code) { staffMember { email totpEnabled } ${USER_ERRORS} } }`,
        { code },
        sales,
      );
    expect((await confirm(TOTP_CODE)).body.data).toEqual({
      confirmTotpEnrolment: {
        staffMember: { email: 'sam@store.example', totpEnabled: true },
        userErrors: [],
      },
    });
    expect(staffCalls(setup.store)[0]?.body).toEqual({ code: TOTP_CODE });
    expect((await confirm('999999')).body.data).toEqual({
      confirmTotpEnrolment: {
        staffMember: null,
        userErrors: [{ code: 'INVALID_TOTP', field: ['code'], message: INVALID_TOTP }],
      },
    });
  });

  it('turns it off with a code, and answers TOTP_REQUIRED while the store requires it', async () => {
    const disable = (code: string) =>
      staffGraphql(
        setup.gw.url,
        `mutation Off($code: String!) { disableTotp(code: $code) { staffMember { totpEnabled } ${USER_ERRORS} } }`,
        { code },
        sales,
      );
    expect((await disable(TOTP_CODE)).body.data).toEqual({
      disableTotp: { staffMember: { totpEnabled: false }, userErrors: [] },
    });
    expect((await disable(REQUIRED_BY_STORE_CODE)).body.data).toEqual({
      disableTotp: {
        staffMember: null,
        userErrors: [
          {
            code: 'TOTP_REQUIRED',
            field: null,
            message: 'The store requires two-step sign-in of every staff member: it cannot be turned off.',
          },
        ],
      },
    });
  });
});

describe('requiring two-step sign-in of every staff member', () => {
  it('reads and sets the setting', async () => {
    const admin = { cookie: staffCookie('admin') };
    const read = await staffGraphql(setup.gw.url, 'query S { staffSettings { totpRequired } }', {}, admin);
    expect(read.body).toEqual({ data: { staffSettings: { totpRequired: false } } });
    const set = await staffGraphql(
      setup.gw.url,
      `mutation R { setStaffTotpRequired(required: true) { settings { totpRequired } ${USER_ERRORS} } }`,
      {},
      admin,
    );
    expect(set.body.data).toEqual({
      setStaffTotpRequired: { settings: { totpRequired: true }, userErrors: [] },
    });
    expect(staffCalls(setup.store).at(-1)?.body).toEqual({ staff_totp_required: true });
  });

  it('shows a member held to it that they must set it up, and answers TOTP_ENROLMENT_REQUIRED to the rest', async () => {
    const cookie = { cookie: ENROLMENT_COOKIE };
    const me = await staffGraphql(setup.gw.url, ENROLLING_ME, {}, cookie);
    expect(me.body).toEqual({
      data: {
        me: {
          email: 'wes@store.example',
          totpEnabled: false,
          totpEnrolmentRequired: true,
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      },
    });
    const orders = await staffGraphql(setup.gw.url, 'query O { orders { total } }', {}, cookie);
    expect(orders.body.data).toBeNull();
    expect(orders.body.errors).toEqual([
      {
        message: ENROLMENT_REQUIRED_MESSAGE,
        path: ['orders'],
        locations: [expect.anything()],
        extensions: { code: 'TOTP_ENROLMENT_REQUIRED', requestId: expect.any(String) as string },
      },
    ]);
    // The session stays: the member sets up two-step sign-in with it.
    expect(orders.headers.getSetCookie()).toEqual([]);
    const start = await staffGraphql(
      setup.gw.url,
      'mutation Start { startTotpEnrolment { enrolment { secret } } }',
      {},
      cookie,
    );
    expect(start.body).toEqual({ data: { startTotpEnrolment: { enrolment: { secret: ENROLMENT.secret } } } });
  });
});
