import { beforeEach, describe, expect, it } from 'vitest';
import { useContractStoreWithGateways } from './support/contract-gateway.js';
import { graphql } from './support/gateway.js';
import {
  installStaffContract,
  PASSWORD_LINK_TOKEN,
  STAFF_PASSWORD,
  staffCalls,
  staffGraphql,
} from './support/staff-contract.js';

const setup = useContractStoreWithGateways();
beforeEach(() => {
  installStaffContract(setup.store);
});

const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  staffSignIn(email: $email, password: $password) { staff { id } userErrors { code } }
}`;
const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { customer { id } userErrors { code } }
}`;

describe('staff sign-in limits', () => {
  it('answers RATE_LIMITED once an address used up its sign-ins, before asking store-api', async () => {
    const gw = await setup.gateway({}, { rateLimits: { staffSignIn: { points: 2, durationSeconds: 60 } } });
    const attempt = () =>
      staffGraphql(gw.url, SIGN_IN, { email: 'sam@store.example', password: 'wrong-password' });
    await attempt();
    await attempt();
    const third = await attempt();
    expect(third.body.data).toBeNull();
    expect(third.body.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number) as number,
    });
    expect(staffCalls(setup.store)).toHaveLength(2);
  });

  it('counts staff sign-ins apart from the buyers’ logins of the same address', async () => {
    const gw = await setup.gateway({}, { rateLimits: { login: { points: 1, durationSeconds: 60 } } });
    await graphql(gw.url, LOGIN, { email: 'nobody@shop.example', password: 'wrong-password' });
    const staff = await staffGraphql(gw.url, SIGN_IN, {
      email: 'sam@store.example',
      password: STAFF_PASSWORD,
    });
    expect(staff.body.data).toEqual({ staffSignIn: { staff: { id: '2' }, userErrors: [] } });
  });
});

describe('password link limits', () => {
  it('answers RATE_LIMITED once an address used up its password links, before asking store-api', async () => {
    const gw = await setup.gateway({}, { rateLimits: { resetPassword: { points: 1, durationSeconds: 60 } } });
    const attempt = () =>
      staffGraphql(
        gw.url,
        'mutation P($t: String!, $p: String!) { setStaffPassword(token: $t, password: $p) { passwordSet } }',
        { t: PASSWORD_LINK_TOKEN, p: STAFF_PASSWORD },
      );
    expect((await attempt()).body.data).toEqual({ setStaffPassword: { passwordSet: true } });
    const second = await attempt();
    expect(second.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(staffCalls(setup.store)).toHaveLength(1);
  });
});

describe('the staff cookie in production', () => {
  it('is Secure when the gateway is told cookies are always secure', async () => {
    const gw = await setup.gateway({ COOKIE_SECURE: 'true' });
    const response = await staffGraphql(gw.url, SIGN_IN, {
      email: 'sam@store.example',
      password: STAFF_PASSWORD,
    });
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^staff_session=/);
    expect(cookie).toContain('Secure');
  });

  it('is Secure on a host other than localhost by default', async () => {
    const gw = await setup.gateway();
    const response = await staffGraphql(
      gw.url,
      SIGN_IN,
      { email: 'sam@store.example', password: STAFF_PASSWORD },
      { headers: { host: 'shop.example' } },
    );
    expect(response.headers.getSetCookie()[0]).toContain('Secure');
  });
});
