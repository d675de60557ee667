import { beforeEach, describe, expect, it } from 'vitest';
import { TOKENS } from './support/contract.js';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse } from './support/fake-store.js';
import { graphql } from './support/gateway.js';
import {
  installStaffContract,
  LINK_EXPIRED,
  PASSWORD_LINK_TOKEN,
  PASSWORD_RULE,
  STAFF_PASSWORD,
  STAFF_TOKENS,
  staffCalls,
  staffCookie,
  staffGraphql,
  UNAUTHENTICATED,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  staffSignIn(email: $email, password: $password) { staff { id email name role } userErrors { code field message } }
}`;
const SIGN_OUT = 'mutation SignOut { staffSignOut { signedOut userErrors { code } } }';
const ME = 'query Me { me { email role } }';
const REGISTRATIONS = 'query Registrations { registrations { total items { id } } }';

describe('staff sign-in', () => {
  it('sets the httpOnly staff cookie for /staff only, strict, and not the buyer’s', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'sam@store.example',
      password: STAFF_PASSWORD,
    });
    expect(response.body.data).toEqual({
      staffSignIn: {
        staff: { id: '2', email: 'sam@store.example', name: 'Sam Sales', role: 'SALES' },
        userErrors: [],
      },
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(new RegExp(`^staff_session=${STAFF_TOKENS.sales};`));
    expect(cookies[0]).toContain('Path=/staff');
    expect(cookies[0]).toContain('HttpOnly');
    expect(cookies[0]).toContain('SameSite=Strict');
    expect(cookies.join('\n')).not.toContain('storefront_session');
    const [login] = staffCalls(setup.store);
    expect(login?.path).toBe('/api/staff/login');
    expect(login?.body).toEqual({ email: 'sam@store.example', password: STAFF_PASSWORD });
    expect(login?.headers.authorization).toBeUndefined();
  });

  it('answers INVALID_CREDENTIALS for a wrong password, and sets no cookie', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: 'sam@store.example',
      password: 'wrong-password',
    });
    expect(response.body.data).toEqual({
      staffSignIn: {
        staff: null,
        userErrors: [
          {
            code: 'INVALID_CREDENTIALS',
            field: null,
            message: 'These credentials do not match our records.',
          },
        ],
      },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an e-mail address over 254 characters before asking store-api', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_IN, {
      email: `${'a'.repeat(250)}@store.example`,
      password: STAFF_PASSWORD,
    });
    expect(response.body.data).toEqual({
      staffSignIn: {
        staff: null,
        userErrors: [
          { code: 'INVALID', field: ['email'], message: expect.stringContaining('254') as string },
        ],
      },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('reads the signed-in staff member with the staff cookie', async () => {
    const response = await staffGraphql(setup.gw.url, ME, {}, { cookie: staffCookie('warehouse') });
    expect(response.body.data).toEqual({ me: { email: 'wes@store.example', role: 'WAREHOUSE' } });
    expect(staffCalls(setup.store)[0]?.headers.authorization).toBe(`Bearer ${STAFF_TOKENS.warehouse}`);
  });
});

describe('the buyer’s session on the staff endpoint', () => {
  it('does not authenticate /staff/graphql, as a cookie or as a bearer token', async () => {
    for (const options of [{ cookie: `storefront_session=${TOKENS.alice}` }, { token: TOKENS.alice }]) {
      const me = await staffGraphql(setup.gw.url, ME, {}, options);
      expect(me.body).toEqual({ data: { me: null } });
      const list = await staffGraphql(setup.gw.url, REGISTRATIONS, {}, options);
      expect(list.body.data).toBeNull();
      expect(list.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('is not what the public /graphql reads of a staff cookie either', async () => {
    const response = await graphql(
      setup.gw.url,
      'query Viewer { viewer { email } }',
      {},
      {
        cookie: staffCookie('admin'),
      },
    );
    expect(response.body).toEqual({ data: { viewer: null } });
    expect(setup.store.calls.every((call) => call.headers.authorization === undefined)).toBe(true);
  });
});

describe('staff sign-out and expired sessions', () => {
  it('revokes the token at store-api and clears the staff cookie', async () => {
    const response = await staffGraphql(setup.gw.url, SIGN_OUT, {}, { cookie: staffCookie('admin') });
    expect(response.body.data).toEqual({ staffSignOut: { signedOut: true, userErrors: [] } });
    const [logout] = staffCalls(setup.store);
    expect(logout?.path).toBe('/api/staff/logout');
    expect(logout?.headers.authorization).toBe(`Bearer ${STAFF_TOKENS.admin}`);
    const [cleared] = response.headers.getSetCookie();
    expect(cleared).toMatch(/^staff_session=;/);
    expect(cleared).toContain('Path=/staff');
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');
  });

  it('treats a token store-api no longer accepts as signed out: me is null and the cookie is cleared', async () => {
    setup.store.on('GET', '/api/staff/me', () => refuse(401, UNAUTHENTICATED));
    const response = await staffGraphql(setup.gw.url, ME, {}, { cookie: staffCookie('admin') });
    expect(response.body).toEqual({ data: { me: null } });
    expect(response.headers.getSetCookie()[0]).toMatch(/^staff_session=;/);
  });

  it('answers UNAUTHENTICATED to an operation with an expired session, and clears the cookie', async () => {
    setup.store.on('GET', '/api/staff/registrations', () => refuse(401, UNAUTHENTICATED));
    const response = await staffGraphql(setup.gw.url, REGISTRATIONS, {}, { cookie: staffCookie('admin') });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.headers.getSetCookie()[0]).toMatch(/^staff_session=;/);
  });
});

const SET_PASSWORD = `mutation SetPassword($token: String!, $password: String!) {
  setStaffPassword(token: $token, password: $password) { passwordSet userErrors { code field message } }
}`;

describe('setting a staff password from the one-time link', () => {
  it('sets it at store-api without a session, and signs no one in', async () => {
    const response = await staffGraphql(setup.gw.url, SET_PASSWORD, {
      token: PASSWORD_LINK_TOKEN,
      password: STAFF_PASSWORD,
    });
    expect(response.body).toEqual({ data: { setStaffPassword: { passwordSet: true, userErrors: [] } } });
    expect(response.headers.getSetCookie()).toEqual([]);
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/password');
    expect(call?.body).toEqual({ token: PASSWORD_LINK_TOKEN, password: STAFF_PASSWORD });
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('answers LINK_EXPIRED on token for a used, expired or unknown link', async () => {
    const response = await staffGraphql(setup.gw.url, SET_PASSWORD, {
      token: 'used_0123456789abcdefghijklmnopqrstuv',
      password: STAFF_PASSWORD,
    });
    expect(response.body.data).toEqual({
      setStaffPassword: {
        passwordSet: false,
        userErrors: [{ code: 'LINK_EXPIRED', field: ['token'], message: LINK_EXPIRED }],
      },
    });
  });

  it('answers the password rule on password for a weak password', async () => {
    const response = await staffGraphql(setup.gw.url, SET_PASSWORD, {
      token: PASSWORD_LINK_TOKEN,
      password: 'weak',
    });
    expect(response.body.data).toEqual({
      setStaffPassword: {
        passwordSet: false,
        userErrors: [{ code: 'INVALID', field: ['password'], message: PASSWORD_RULE }],
      },
    });
  });

  it('refuses a token over 200 characters before asking store-api', async () => {
    const response = await staffGraphql(setup.gw.url, SET_PASSWORD, {
      token: 'x'.repeat(201),
      password: STAFF_PASSWORD,
    });
    expect(response.body.data).toEqual({
      setStaffPassword: {
        passwordSet: false,
        userErrors: [
          { code: 'INVALID', field: ['token'], message: 'The token must be at most 200 characters.' },
        ],
      },
    });
    expect(staffCalls(setup.store)).toEqual([]);
  });
});
