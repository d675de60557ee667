import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, installContract, TOKENS } from './support/contract.js';
import { FakeStore } from './support/fake-store.js';
import { graphql, startGateway, type RunningGateway } from './support/gateway.js';

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  installContract(store);
  gw = await startGateway(store.apiUrl);
});
afterAll(async () => {
  await gw.close();
  await store.close();
});
beforeEach(() => store.reset());

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token customer { id name email status canOrder } userErrors { code field message } }
}`;

function sessionCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith('storefront_session='));
}

describe('creating the account from the e-mailed link', () => {
  const CREATE = `mutation Create($input: CreateAccountInput!) {
    createAccount(input: $input) { accepted userErrors { code } }
  }`;

  it('signs the new account in with the chosen username, as logging in does', async () => {
    const response = await graphql(gw.url, CREATE, {
      input: {
        token: 'good-link-token',
        username: 'alice',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      },
    });
    expect(response.body.data).toEqual({ createAccount: { accepted: true, userErrors: [] } });
    expect(sessionCookie(response.headers)).toContain(
      `storefront_session=${encodeURIComponent(TOKENS.alice)}`,
    );
    expect(store.callsTo('login')[0]?.body).toMatchObject({ email: 'alice', password: 'Secret#123' });
  });

  it('still answers the account created, without a session, when that sign-in is refused', async () => {
    const response = await graphql(gw.url, CREATE, {
      input: {
        token: 'good-link-token',
        username: 'nobody01',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
      },
    });
    expect(response.body.data).toEqual({ createAccount: { accepted: true, userErrors: [] } });
    expect(sessionCookie(response.headers)).toBeUndefined();
  });
});

describe('logging in', () => {
  it('sets an httpOnly, SameSite=Lax session cookie holding the token, not Secure on localhost', async () => {
    const response = await graphql(
      gw.url,
      LOGIN,
      { email: 'alice@shop.example', password: 'Secret#123' },
      {
        headers: { host: 'localhost:4000' },
      },
    );
    expect(response.body.data).toEqual({
      login: {
        token: TOKENS.alice,
        customer: {
          id: '101',
          name: 'Alice',
          email: 'alice@shop.example',
          status: 'APPROVED',
          canOrder: true,
        },
        userErrors: [],
      },
    });
    const cookie = sessionCookie(response.headers);
    expect(cookie).toContain(`storefront_session=${encodeURIComponent(TOKENS.alice)}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('marks the cookie Secure on any other host', async () => {
    const response = await graphql(
      gw.url,
      LOGIN,
      { email: 'alice@shop.example', password: 'Secret#123' },
      {
        headers: { host: 'shop.example.com' },
      },
    );
    expect(sessionCookie(response.headers)).toMatch(/; Secure/);
  });

  it('sets no cookie when the credentials are wrong, and says so with INVALID_CREDENTIALS in the spec words', async () => {
    const response = await graphql(gw.url, LOGIN, { email: 'alice@shop.example', password: 'wrong' });
    expect(response.body.data).toEqual({
      login: {
        token: null,
        customer: null,
        userErrors: [
          {
            code: 'INVALID_CREDENTIALS',
            field: null,
            message: 'These credentials do not match our records.',
          },
        ],
      },
    });
    expect(sessionCookie(response.headers)).toBeUndefined();
  });

  it('lets the rest of the operation act as the customer who just logged in', async () => {
    const response = await graphql<{ login: { token: string }; viewer: { email: string } | null }>(
      gw.url,
      'mutation { login(email: "bob@shop.example", password: "Secret#123") { token } }',
    );
    expect(response.body.data?.login.token).toBe(TOKENS.bob);
  });
});

describe('the session cookie', () => {
  it('authenticates later requests', async () => {
    const response = await graphql(
      gw.url,
      '{ viewer { email } }',
      {},
      {
        cookie: `storefront_session=${encodeURIComponent(TOKENS.alice)}`,
      },
    );
    expect(response.body.data).toEqual({ viewer: { email: 'alice@shop.example' } });
    expect(store.callsTo('account-details')[0]?.headers.authorization).toBe(`Bearer ${TOKENS.alice}`);
  });

  it('loses to an Authorization header, which integrators use', async () => {
    const response = await graphql(
      gw.url,
      '{ viewer { email } }',
      {},
      {
        cookie: `storefront_session=${TOKENS.alice}`,
        token: TOKENS.bob,
      },
    );
    expect(response.body.data).toEqual({ viewer: { email: 'bob@shop.example' } });
  });

  it('is cleared when store-api no longer accepts its token, and the viewer is then null', async () => {
    const response = await graphql(
      gw.url,
      '{ viewer { email } }',
      {},
      {
        cookie: 'storefront_session=revoked-token-0123456789abcdefghij',
      },
    );
    expect(response.body).toEqual({ data: { viewer: null } });
    expect(sessionCookie(response.headers)).toMatch(/^storefront_session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('logging out', () => {
  it('revokes the token at store-api and clears the cookie', async () => {
    const response = await graphql(
      gw.url,
      'mutation { logout { accepted userErrors { code } } }',
      {},
      {
        cookie: `storefront_session=${TOKENS.alice}`,
      },
    );
    expect(response.body.data).toEqual({ logout: { accepted: true, userErrors: [] } });
    expect(store.callsTo('logout')[0]?.headers.authorization).toBe(`Bearer ${TOKENS.alice}`);
    expect(sessionCookie(response.headers)).toMatch(
      /^storefront_session=;.*Expires=Thu, 01 Jan 1970.*HttpOnly/,
    );
  });

  it('still clears the cookie and accepts when the session had already expired', async () => {
    const response = await graphql(
      gw.url,
      'mutation { logout { accepted } }',
      {},
      {
        cookie: 'storefront_session=revoked-token-0123456789abcdefghij',
      },
    );
    expect(response.body).toEqual({ data: { logout: { accepted: true } } });
    expect(sessionCookie(response.headers)).toMatch(/^storefront_session=;/);
  });
});

describe('an Authorization header that is not a bearer token', () => {
  it('is refused with 401 before anything reaches store-api', async () => {
    const response = await graphql(
      gw.url,
      '{ viewer { email } }',
      {},
      { headers: { authorization: 'Basic YTpi' } },
    );
    expect(response.status).toBe(401);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(store.calls).toHaveLength(0);
  });
});

describe('the viewer', () => {
  it('is null for an anonymous caller, without asking store-api', async () => {
    const response = await graphql(gw.url, '{ viewer { id } }');
    expect(response.body).toEqual({ data: { viewer: null } });
    expect(store.calls).toHaveLength(0);
  });

  it('has status, profile and addresses for a logged-in customer', async () => {
    const response = await graphql(
      gw.url,
      `
        {
          viewer {
            id
            status
            canOrder
            name
            email
            companyName
            phone
            taxExpiryDate
            tobaccoLicenseNumber
            membershipCategory {
              id
              name
            }
            billingAddress {
              id
              type
              address
              city
              state {
                id
                name
              }
              postcode
            }
            shippingAddresses {
              id
              type
              address
              city
              state {
                id
                name
              }
              postcode
            }
          }
        }
      `,
      {},
      { token: TOKENS.carol },
    );
    expect(response.body.data).toEqual({
      viewer: {
        id: String(customer('carol').id),
        status: 'PENDING',
        canOrder: false,
        name: 'Carol',
        email: 'carol@shop.example',
        companyName: 'carol Tobacco LLC',
        phone: '2015550100',
        taxExpiryDate: '2027-01-31',
        tobaccoLicenseNumber: 'TOB-1',
        membershipCategory: { id: '2', name: 'Wholesaler' },
        billingAddress: {
          id: '11',
          type: 'BILLING',
          address: '1 Main St',
          city: 'Newark',
          state: { id: '31', name: 'New Jersey' },
          postcode: '07102',
        },
        shippingAddresses: [
          {
            id: '12',
            type: 'SHIPPING',
            address: '9 Dock Rd',
            city: 'Hoboken',
            state: { id: '40', name: 'Pennsylvania' },
            postcode: '07030',
          },
        ],
      },
    });
  });
});
