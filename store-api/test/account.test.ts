import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M, SHIPPING_ADDRESSES_MAX } from '@storefront/contract';
import { anyNumber, startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
let NJ: number;
beforeAll(async () => {
  store = await startTestStore();
  const [row] = await store.db.query<{ id: number }>("SELECT id FROM states WHERE code = 'NJ'");
  NJ = row!.id;
});
afterAll(async () => {
  await store.close();
});

describe('account details', () => {
  it('answers the customer’s profile', async () => {
    const customer = await store.customer({ name: 'Sam Patel', company: 'Patel News' });
    const response = await store.call('GET', 'account-details', { token: customer.token });
    expect(response.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      id: customer.id,
      name: 'Sam Patel',
      company_name: 'Patel News',
      email: customer.email,
      phone: '2015550100',
      status: 'approved',
      state: { id: NJ, state: 'New Jersey' },
    });
  });

  it('saves name, e-mail, company and phone', async () => {
    const customer = await store.customer();
    const response = await store.call('POST', 'save-account-details', {
      token: customer.token,
      body: {
        name: 'New Name',
        email: `NEW-${customer.email}`,
        company_name: 'New Co',
        phone: '(973) 555-0111',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Details Updated Successfully.',
      data: { name: 'New Name', email: `new-${customer.email}`, company_name: 'New Co', phone: '9735550111' },
    });
  });

  it('checks the profile fields in the spec’s order and words', async () => {
    const customer = await store.customer();
    const full = { name: 'A', email: 'a@example.com', company_name: 'C', phone: '2015550100' };
    const cases: [Record<string, string>, string, string, string?][] = [
      [{}, M.enterName, 'name'],
      [{ name: 'A' }, M.enterEmail, 'email'],
      [{ name: 'A', email: 'bad' }, M.properEmail, 'email'],
      [{ name: 'A', email: 'a@example.com' }, M.enterCompanyName, 'company_name'],
      [{ name: 'A', email: 'a@example.com', company_name: 'C' }, M.enterPhone, 'phone'],
      [{ ...full, phone: '123' }, M.properPhone, 'phone'],
      [{ ...full, password_current: customer.password }, M.enterNewPassword, 'new_password'],
      [
        { ...full, password_current: customer.password, new_password: 'Next#Pass9' },
        M.confirmPassword,
        'new_password_confirmation',
      ],
      [
        {
          ...full,
          password_current: customer.password,
          new_password: 'Next#Pass9',
          new_password_confirmation: 'Next#Pass8',
        },
        M.newPasswordsDiffer,
        'new_password_confirmation',
      ],
      [
        {
          ...full,
          password_current: customer.password,
          new_password: 'weak',
          new_password_confirmation: 'weak',
        },
        M.passwordStrength,
        'new_password',
      ],
      [
        {
          ...full,
          password_current: customer.password,
          new_password: 'next#pass9',
          new_password_confirmation: 'next#pass9',
        },
        M.passwordStrength,
        'new_password',
      ],
      [
        { ...full, new_password: 'Next#Pass9', new_password_confirmation: 'Next#Pass9' },
        M.enterCurrentPassword,
        'password_current',
      ],
      [
        {
          ...full,
          password_current: 'Wrong#Pass1',
          new_password: 'Next#Pass9',
          new_password_confirmation: 'Next#Pass9',
        },
        M.currentPasswordWrong,
        'password_current',
        'WRONG_PASSWORD',
      ],
      [
        { ...full, password_current: 'x'.repeat(129), new_password: 'Next#Pass9' },
        M.currentPasswordWrong,
        'password_current',
        'WRONG_PASSWORD',
      ],
    ];
    for (const [body, error, field, code = 'INVALID'] of cases) {
      const response = await store.call('POST', 'save-account-details', { token: customer.token, body });
      expect(response.json(), JSON.stringify(body)).toEqual({ error, field, code });
    }
    expect([M.confirmPassword, M.newPasswordsDiffer]).toEqual([
      'Please confirm password.',
      'Password do not match.',
    ]);
  });

  it('refuses a new password typed without the current one, and changes nothing', async () => {
    const customer = await store.customer();
    const before: unknown = (await store.call('GET', 'account-details', { token: customer.token })).json();
    const response = await store.call('POST', 'save-account-details', {
      token: customer.token,
      body: {
        name: 'Changed Name',
        email: `changed-${customer.email}`,
        company_name: 'Changed Co',
        phone: '9735550111',
        new_password: 'Next#Pass9',
        new_password_confirmation: 'Next#Pass9',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: M.enterCurrentPassword,
      field: 'password_current',
      code: 'INVALID',
    });
    expect((await store.call('GET', 'account-details', { token: customer.token })).json()).toEqual(before);
    await expect(store.login(customer.email, customer.password)).resolves.toMatch(/^[\w-]{43}$/);
    await expect(store.login(customer.email, 'Next#Pass9')).rejects.toThrow(/422/);
  });

  it('changes the password when the current one is right, ending the other sessions only', async () => {
    const customer = await store.customer();
    const otherSession = await store.login(customer.email, customer.password);
    const response = await store.call('POST', 'save-account-details', {
      token: customer.token,
      body: {
        name: 'A',
        email: customer.email,
        company_name: 'C',
        phone: '2015550100',
        password_current: customer.password,
        new_password: 'Next#Pass9',
        new_password_confirmation: 'Next#Pass9',
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await store.call('GET', 'account-details', { token: customer.token })).statusCode).toBe(200);
    expect((await store.call('GET', 'account-details', { token: otherSession })).statusCode).toBe(401);
    await expect(store.login(customer.email, 'Next#Pass9')).resolves.toMatch(/^[\w-]{43}$/);
  });

  it('refuses an e-mail another customer has', async () => {
    const customer = await store.customer();
    const other = await store.customer();
    const response = await store.call('POST', 'save-account-details', {
      token: customer.token,
      body: { name: 'A', email: other.email.toUpperCase(), company_name: 'C', phone: '2015550100' },
    });
    expect(response.json()).toEqual({ error: M.emailTaken, field: 'email', code: 'TAKEN' });
  });
});

describe('addresses', () => {
  const address = () => ({ address: '5 Broad St', city: 'Trenton', state_id: String(NJ), pincode: '08608' });

  it('answers the billing address and the shipping addresses', async () => {
    const customer = await store.customer();
    const response = await store.call('GET', 'addresses', { token: customer.token });
    expect(response.json()).toEqual({
      data: {
        billing: {
          id: anyNumber,
          type: 'billing',
          name: 'Demo Buyer',
          company_name: 'Demo Retail LLC',
          address: '100 Market Street',
          city: 'Newark',
          state_id: NJ,
          state: { id: NJ, state: 'New Jersey' },
          pincode: '07102',
          phone: '2015550100',
        },
        addresses: [],
      },
    });
  });

  it('updates the billing address, which is the profile’s address', async () => {
    const customer = await store.customer();
    const response = await store.call('POST', 'update-billing-address', {
      token: customer.token,
      body: address(),
    });
    expect(response.json()).toMatchObject({
      message: 'Billing Address Updated Successfully.',
      data: { type: 'billing', address: '5 Broad St', city: 'Trenton', pincode: '08608', name: 'Demo Buyer' },
    });
    const profile = await store.call('GET', 'account-details', { token: customer.token });
    expect(profile.json()).toMatchObject({
      data: { address: '5 Broad St', city: 'Trenton', pincode: '08608' },
    });
  });

  it('adds a shipping address without an id and updates it with its id', async () => {
    const customer = await store.customer();
    const added = await store.call('POST', 'update-shipping-address', {
      token: customer.token,
      body: { ...address(), name: 'Dock 3', company_name: 'Warehouse' },
    });
    expect(added.json()).toMatchObject({
      message: 'Shipping Address Updated Successfully.',
      data: { type: 'shipping', name: 'Dock 3' },
    });
    const id = added.json<{ data: { id: number } }>().data.id;
    const updated = await store.call('POST', 'update-shipping-address', {
      token: customer.token,
      body: { ...address(), id: String(id), city: 'Camden', state_name: 'ignored' },
    });
    expect(updated.json()).toMatchObject({ data: { id, city: 'Camden' } });
    const list = await store.call('GET', 'addresses', { token: customer.token });
    expect(list.json<{ data: { addresses: { id: number }[] } }>().data.addresses.map((a) => a.id)).toEqual([
      id,
    ]);
  });

  it('never updates another customer’s address', async () => {
    const owner = await store.customer();
    const intruder = await store.customer();
    const added = await store.call('POST', 'update-shipping-address', {
      token: owner.token,
      body: address(),
    });
    const id = added.json<{ data: { id: number } }>().data.id;
    const response = await store.call('POST', 'update-shipping-address', {
      token: intruder.token,
      body: { ...address(), id: String(id) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: M.addressNotFound });
  });

  it('refuses a shipping address past the most a customer may save with LIMIT_REACHED, and keeps none', async () => {
    const customer = await store.customer();
    for (let i = 0; i < SHIPPING_ADDRESSES_MAX; i++) {
      const saved = await store.call('POST', 'update-shipping-address', {
        token: customer.token,
        body: address(),
      });
      expect(saved.statusCode).toBe(200);
    }
    const response = await store.call('POST', 'update-shipping-address', {
      token: customer.token,
      body: address(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: M.tooManyAddresses, field: null, code: 'LIMIT_REACHED' });
    const book = await store.call('GET', 'addresses', { token: customer.token });
    expect(book.json<{ data: { addresses: unknown[] } }>().data.addresses).toHaveLength(
      SHIPPING_ADDRESSES_MAX,
    );
  });

  it('checks address fields in the spec’s order and words', async () => {
    const customer = await store.customer();
    const cases: [Record<string, string>, string, string][] = [
      [{}, M.addressAddress, 'address'],
      [{ address: 'x' }, M.addressCity, 'city'],
      [{ address: 'x', city: 'y' }, M.addressState, 'state_id'],
      [{ address: 'x', city: 'y', state_id: '0' }, M.addressState, 'state_id'],
      [{ address: 'x', city: 'y', state_id: '99999', pincode: '08608' }, M.addressState, 'state_id'],
      [{ address: 'x', city: 'y', state_id: String(NJ) }, M.addressPincode, 'pincode'],
    ];
    for (const call of ['update-billing-address', 'update-shipping-address']) {
      for (const [body, error, field] of cases) {
        const response = await store.call('POST', call, { token: customer.token, body });
        expect(response.json(), `${call} ${JSON.stringify(body)}`).toEqual({ error, field, code: 'INVALID' });
      }
    }
  });
});

describe('GET /api/customer/cart-customer', () => {
  it('answers the profile with the shipping addresses and the cart lines', async () => {
    const customer = await store.customer();
    await store.call('GET', 'add-to-cart?item_id=2&quantity=2', { token: customer.token });
    const response = await store.call('GET', 'cart-customer', { token: customer.token });
    const data = response.json<{
      data: Record<string, unknown> & { cart_items: { item_id: number; quantity: number }[] };
    }>().data;
    expect(data).toMatchObject({
      status: 'approved',
      name: 'Demo Buyer',
      city: 'Newark',
      state_id: NJ,
      addresses: [],
    });
    expect(data.cart_items).toEqual([expect.objectContaining({ item_id: 2, quantity: 2 })]);
  });
});
