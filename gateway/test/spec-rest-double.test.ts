import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as M } from '@storefront/contract';
import { SPEC_CUSTOMER, SPEC_WORDS, SpecRestDouble } from './support/spec-rest-double.js';

/*
 * The test double of the distributor's REST API answers as the spec says (sections 3, 7 and 8) and nothing more:
 * these checks hold it to that, so that the buyer's journey on it (integration/buyer-journey.test.ts) tests the
 * gateway against the spec, not against our store-api's habits.
 */

/** Section 7's calls, by method and path. */
const SECTION_7 = [
  'POST login',
  'POST register',
  'POST verify-link',
  'POST register-customer',
  'POST lost-password',
  'POST reset-password',
  'GET logout',
  'GET country',
  'GET states',
  'GET posstates',
  'GET states-by-ids',
  'GET pos-customer-category',
  'GET categories',
  'GET single-category',
  'GET category-by-brand',
  'GET brands',
  'GET items',
  'GET search-items',
  'GET items/1',
  'GET related-items',
  'GET recent-viewed-items',
  'GET home-page-items',
  'GET getitemByCat',
  'GET sliders',
  'GET home-page-image',
  'GET footer-image',
  'GET promoted-items',
  'GET frequently-order-items',
  'GET get-logo',
  'POST add-wishlist',
  'POST wishlist-list',
  'POST remove-wishlist',
  'GET add-to-cart',
  'GET add-selected-to-cart',
  'GET cart-items',
  'GET cart-items-qty',
  'GET increase-decrease-cart-item-qty',
  'GET remove-item-from-cart',
  'GET cart-customer',
  'POST create-order',
  'GET retrive-orders',
  'GET account-details',
  'POST save-account-details',
  'GET addresses',
  'POST update-billing-address',
  'POST update-shipping-address',
  'POST send-contact-message',
];

/** Our store-api's calls that the spec does not have. */
const OURS = [
  'GET item-by-slug',
  'GET orders/501',
  'POST add-wishlist-item',
  'POST set-cart-item-qty',
  'GET items-by-code',
  'GET code-suggestions',
  'GET certificate-renewals',
];

let double: SpecRestDouble;
beforeAll(async () => {
  double = await SpecRestDouble.start();
});
afterAll(async () => {
  await double.close();
});

async function call(
  route: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const [method, path] = route.split(' ') as [string, string];
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${double.apiUrl}/customer/${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function customerToken(): Promise<string> {
  const email = `token-${Math.random().toString(36).slice(2)}@shop.example`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: 'Dan', email, password: 'Secret#123' }))
    form.append(key, value);
  await call('POST register', { form });
  double.approve(email);
  const login = await call('POST login', { json: { email, password: 'Secret#123' } });
  return login.body.token as string;
}

describe('the spec host double', () => {
  it('answers every call of section 7, and 401 to a customer call without a token', async () => {
    for (const route of SECTION_7) {
      const response = await call(route);
      expect(response.body, route).not.toEqual({ message: 'Not Found' });
      if (response.status === 401) expect(response.body, route).toEqual({ message: M.unauthenticated });
    }
    expect((await call('GET cart-items')).status).toBe(401);
  });

  it("answers Laravel's 404 to every call of ours the spec does not have", async () => {
    const token = await customerToken();
    for (const route of OURS) {
      expect(await call(route, { token }), route).toEqual({ status: 404, body: { message: 'Not Found' } });
    }
  });

  it('registers with multipart fields and both certificates, answering the token at the top of the body', async () => {
    const form = new FormData();
    form.append('email', 'files@shop.example');
    form.append('name', 'Dan');
    form.append('tax_certificate', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'tax.pdf');
    form.append('tob_certificate', new Blob(['png'], { type: 'image/png' }), 'licence.png');
    const response = await call('POST register', { form });
    expect(response).toEqual({
      status: 200,
      body: { token: expect.any(String) as unknown, message: M.registerOk },
    });
    expect(double.registrationOf('files@shop.example')?.files).toEqual({
      tax_certificate: { name: 'tax.pdf', type: 'application/pdf', size: 8 },
      tob_certificate: { name: 'licence.png', type: 'image/png', size: 3 },
    });
  });

  it('refuses a login with its message: wrong credentials, then a registration not approved yet', async () => {
    expect(await call('POST login', { json: { email: SPEC_CUSTOMER.email, password: 'nope' } })).toEqual({
      status: 422,
      body: { message: M.badCredentials },
    });
    const form = new FormData();
    form.append('email', 'pending@shop.example');
    form.append('password', 'Secret#123');
    await call('POST register', { form });
    expect(
      await call('POST login', { json: { email: 'pending@shop.example', password: 'Secret#123' } }),
    ).toEqual({
      status: 422,
      body: { message: SPEC_WORDS.pendingLogin },
    });
  });

  it('creates the login from the link by the id verify-link gives, and resets a password by e-mail alone', async () => {
    const verified = await call('POST verify-link', { json: { email_token: SPEC_CUSTOMER.linkToken } });
    expect(verified).toEqual({ status: 200, body: { id: 42 } });
    const created = await call('POST register-customer', {
      json: { username: 'rosa2025', password: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1', id: 42 },
    });
    expect(created.body).toEqual({ message: M.accountCreatedOk });
    expect((await call('POST verify-link', { json: { email_token: SPEC_CUSTOMER.linkToken } })).status).toBe(
      422,
    );

    const token = 'a'.repeat(32);
    expect((await call('POST lost-password', { json: { email: SPEC_CUSTOMER.email, token } })).body).toEqual({
      message: M.resetMailSentOk,
    });
    expect(double.resetTokenOf(SPEC_CUSTOMER.email)).toBe(token);
    const reset = await call('POST reset-password', {
      json: { email: SPEC_CUSTOMER.email, password: 'Newer#Pass2', password_confirmation: 'Newer#Pass2' },
    });
    expect(reset.body).toEqual({ message: M.passwordResetOk });
    const login = await call('POST login', { json: { email: SPEC_CUSTOMER.email, password: 'Newer#Pass2' } });
    expect(login.body).toEqual({ token: expect.any(String) as unknown, message: M.loginOk });
  });

  it("refuses to add to the cart beyond the stock with a message, and lists the wishlist's products", async () => {
    const token = await customerToken();
    expect(await call('GET add-to-cart?item_id=2&quantity=11', { token })).toEqual({
      status: 422,
      body: { message: SPEC_WORDS.notEnoughStock },
    });
    expect(await call('GET add-to-cart?item_id=2&quantity=6', { token })).toEqual({
      status: 422,
      body: { message: SPEC_WORDS.purchaseLimit },
    });
    const form = new FormData();
    form.append('item_id', '2');
    expect((await call('POST add-wishlist', { token, form })).body).toEqual({
      data: { message: M.wishlistAdded },
    });
    const { body } = await call('POST wishlist-list', { token, json: {} });
    expect(body.data).toEqual([
      expect.objectContaining({
        id: 2,
        item_name: 'Padron 1964 Anniversary Maduro',
        wishlist: 1,
        sales_price: '18.50',
      }),
    ]);
  });

  it('shows products with section 3 fields: the brand by name only, and a price only with a token', async () => {
    const visitor = await call('GET items/1');
    expect(visitor.body.data).toEqual({
      id: 1,
      item_name: 'Arturo Fuente Opus X (Natural)',
      item_code: 'IC-1',
      custom_barcode: '001',
      sku: 'SKU-1',
      stock: 20,
      purchase_limit: null,
      image: '1.png',
      images: ['1.png', '1-side.png'],
      category: { slug: 'premium-cigar-robusto', category_name: 'Robusto' },
      category_id: 2,
      brand: { brand_name: 'Arturo Fuente' },
      wishlist: 0,
    });
    const customer = await call('GET items/1', { token: await customerToken() });
    expect(customer.body.data).toMatchObject({ sales_price: '45.00' });
  });
});
