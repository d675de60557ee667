import { describe, expect, it } from 'vitest';
import { cart, TOKENS } from './support/contract.js';
import { ok, refuse } from './support/fake-store.js';
import { graphql } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

// This file registers a dozen businesses from one address; the limit itself is tested in security-rate-limits.
const setup = useContractGateway({}, { rateLimits: { register: { points: 100, durationSeconds: 3600 } } });

const alice = { token: TOKENS.alice };
const CART = 'id totalQuantity total { amount } lines { id quantity product { id } }';
const USER_ERRORS = 'userErrors { code field message }';

function bodyOf(name: string, index = 0): Record<string, unknown> {
  return setup.store.callsTo(name)[index]?.body as Record<string, unknown>;
}

describe('accounts', () => {
  it('registers a business with every field, sending the REST names', async () => {
    const response = await graphql(
      setup.gw.url,
      `
        mutation Register($input: RegisterInput!) {
          register(input: $input) {
            userErrors {
              code
            }
            customer {
              id
              status
              email
              billingAddress {
                city
              }
            }
          }
        }
      `,
      {
        input: {
          name: 'Dan',
          email: 'dan@shop.example',
          password: 'Secret#123',
          companyName: 'Dan Cigars',
          address: '5 Elm St',
          city: 'Trenton',
          countryId: '1',
          stateId: '31',
          postcode: '08608',
          phone: '6095550100',
          mobile: '6095550101',
          taxId: 'TX-9',
          taxExpiryDate: '2027-02-28',
          tobaccoLicenseNumber: 'TOB-9',
          tobaccoLicenseExpiryDate: '2027-03-31',
          dba: 'Dan’s',
          membershipCategoryId: '2',
        },
      },
    );
    expect(response.body.data).toEqual({
      register: {
        userErrors: [],
        customer: {
          id: '200',
          status: 'PENDING',
          email: 'dan@shop.example',
          billingAddress: null,
        },
      },
    });
    const form = setup.store.callsTo('register')[0]?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      name_prefix: 'Mr.',
      name: 'Dan',
      email: 'dan@shop.example',
      password: 'Secret#123',
      company_name: 'Dan Cigars',
      address: '5 Elm St',
      city: 'Trenton',
      country_id: '1',
      state_id: '31',
      pincode: '08608',
      phone: '6095550100',
      mobile: '6095550101',
      tax_id: 'TX-9',
      tax_expiry_date: '2027-02-28',
      tob_license_no: 'TOB-9',
      tob_expiry_date: '2027-03-31',
      dba: 'Dan’s',
      cc_tax_id: '2',
    });
    expect(setup.store.callsTo('addresses')).toHaveLength(0);
  });

  it('refuses a taken e-mail beside the e-mail field', async () => {
    const response = await graphql(
      setup.gw.url,
      `
        mutation {
          register(
            input: {
              name: "A"
              email: "alice@shop.example"
              password: "x"
              companyName: "c"
              address: "a"
              city: "c"
              countryId: "1"
              stateId: "31"
              postcode: "1"
              phone: "1"
              tobaccoLicenseNumber: "t"
              membershipCategoryId: "1"
            }
          ) {
            customer {
              id
            }
            userErrors {
              code
              field
              message
            }
          }
        }
      `,
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toEqual({
      register: {
        customer: null,
        userErrors: [
          { code: 'TAKEN', field: ['input', 'email'], message: 'The email has already been taken.' },
        ],
      },
    });
  });

  it.each([
    ['The tax certificate must not be larger than 10 MB.', 'taxCertificate'],
    ['The tobacco certificate must be a PDF, JPEG or PNG file.', 'tobaccoCertificate'],
    ['The company name must be at most 160 characters.', 'companyName'],
    ['Please enter a 10-digit Secondary Contact.', 'mobile'],
    ['The tobacco valid till date cannot be before today.', 'tobaccoLicenseExpiryDate'],
  ])('puts the registration message "%s" beside %s', async (message, field) => {
    setup.store.customer('POST', 'register', () => refuse(422, { error: message }));
    const response = await graphql(
      setup.gw.url,
      `
        mutation {
          register(
            input: {
              name: "A"
              email: "a@b.co"
              password: "x"
              companyName: "c"
              address: "a"
              city: "c"
              countryId: "1"
              stateId: "31"
              postcode: "1"
              phone: "1"
              tobaccoLicenseNumber: "t"
              membershipCategoryId: "1"
            }
          ) {
            userErrors {
              code
              field
              message
            }
          }
        }
      `,
    );
    expect(response.body.data).toEqual({
      register: { userErrors: [{ code: 'INVALID', field: ['input', field], message }] },
    });
  });

  it('checks a create-account link, and says LINK_EXPIRED beside the token of an expired one', async () => {
    const VERIFY = `accountLink { customerId } ${USER_ERRORS}`;
    const good = await graphql(
      setup.gw.url,
      `mutation { verifyAccountLink(token: "good-link-token") { ${VERIFY} } }`,
    );
    expect(good.body.data).toEqual({
      verifyAccountLink: { accountLink: { customerId: '200' }, userErrors: [] },
    });
    const bad = await graphql(setup.gw.url, `mutation { verifyAccountLink(token: "old") { ${VERIFY} } }`);
    expect(bad.body.data).toEqual({
      verifyAccountLink: {
        accountLink: null,
        userErrors: [{ code: 'LINK_EXPIRED', field: ['token'], message: 'The link has been expired.' }],
      },
    });
  });

  it('creates the login from the link, sending the customer id the link names', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { createAccount(input: { token: "good-link-token", username: "dancigar", password: "Secret#1", confirmPassword: "Secret#1" }) { accepted userErrors { code } } }',
    );
    expect(response.body.data).toEqual({ createAccount: { accepted: true, userErrors: [] } });
    expect(bodyOf('register-customer')).toEqual({
      username: 'dancigar',
      password: 'Secret#1',
      confirmPassword: 'Secret#1',
      id: 200,
      email_token: 'good-link-token',
    });
  });

  it('maps create-account messages to their fields', async () => {
    setup.store.customer('POST', 'register-customer', () =>
      refuse(422, { error: 'Username Must be between 6 to 12 characters long.' }),
    );
    const response = await graphql(
      setup.gw.url,
      'mutation { createAccount(input: { token: "good-link-token", username: "dan", password: "x", confirmPassword: "x" }) { accepted userErrors { code field } } }',
    );
    expect(response.body.data).toEqual({
      createAccount: { accepted: false, userErrors: [{ code: 'INVALID', field: ['input', 'username'] }] },
    });
  });

  it('requests a password reset', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { requestPasswordReset(email: "a@b.co") { accepted userErrors { code } } }',
    );
    expect(response.body.data).toEqual({ requestPasswordReset: { accepted: true, userErrors: [] } });
    expect(bodyOf('lost-password')).toEqual({ email: 'a@b.co' });
  });

  it('resets a password with the e-mailed token', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { resetPassword(input: { email: "a@b.co", token: "t0k3n", password: "Secret#9", confirmPassword: "Secret#9" }) { accepted userErrors { code } } }',
    );
    expect(response.body.data).toEqual({ resetPassword: { accepted: true, userErrors: [] } });
    expect(bodyOf('reset-password')).toEqual({
      email: 'a@b.co',
      token: 't0k3n',
      password: 'Secret#9',
      password_confirmation: 'Secret#9',
    });
  });

  it('updates the account details and returns the customer', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { updateAccountDetails(input: { name: "Alicia", companyName: "A LLC", email: "alice@shop.example", phone: "2015550100" }) { customer { id name } userErrors { code } } }',
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      updateAccountDetails: { customer: { id: '101', name: 'Alicia' }, userErrors: [] },
    });
    expect(bodyOf('save-account-details')).toEqual({
      name: 'Alicia',
      company_name: 'A LLC',
      email: 'alice@shop.example',
      phone: '2015550100',
    });
  });

  it('changes the password, sending the profile back unchanged', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { changePassword(input: { currentPassword: "Secret#123", newPassword: "Secret#456", confirmPassword: "Secret#456" }) { customer { id } userErrors { code } } }',
      {},
      alice,
    );
    expect(response.body.data).toEqual({ changePassword: { customer: { id: '101' }, userErrors: [] } });
    expect(bodyOf('save-account-details')).toMatchObject({
      name: 'Alice',
      email: 'alice@shop.example',
      password_current: 'Secret#123',
      new_password: 'Secret#456',
      new_password_confirmation: 'Secret#456',
    });
  });

  it('refuses a wrong current password beside its field', async () => {
    const response = await graphql(
      setup.gw.url,
      `mutation { changePassword(input: { currentPassword: "nope", newPassword: "Secret#456", confirmPassword: "Secret#456" }) { customer { id } ${USER_ERRORS} } }`,
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      changePassword: {
        customer: null,
        userErrors: [
          {
            code: 'WRONG_PASSWORD',
            field: ['input', 'currentPassword'],
            message: 'The current password is incorrect.',
          },
        ],
      },
    });
  });

  it('updates the billing address and returns the customer with the fresh address book', async () => {
    const response = await graphql(
      setup.gw.url,
      `
        mutation {
          updateBillingAddress(
            input: { address: "2 Oak St", city: "Camden", stateId: "31", postcode: "08101" }
          ) {
            customer {
              id
              billingAddress {
                id
                city
              }
            }
          }
        }
      `,
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      updateBillingAddress: { customer: { id: '101', billingAddress: { id: '11', city: 'Newark' } } },
    });
    expect(bodyOf('update-billing-address')).toEqual({
      address: '2 Oak St',
      city: 'Camden',
      state_id: '31',
      pincode: '08101',
    });
    // The address book is read after the change, not before.
    const order = setup.store.calls.map((call) => call.path.replace('/api/customer/', ''));
    expect(order.indexOf('addresses')).toBeGreaterThan(order.indexOf('update-billing-address'));
  });

  it('refuses an address without a street beside the address field', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { updateBillingAddress(input: { address: "", city: "Camden", stateId: "31", postcode: "08101" }) { customer { id } userErrors { code field message } } }',
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      updateBillingAddress: {
        customer: null,
        userErrors: [{ code: 'INVALID', field: ['input', 'address'], message: 'Please Enter Address.' }],
      },
    });
  });

  it('changes a shipping address by id, or adds one without', async () => {
    const change = await graphql(
      setup.gw.url,
      'mutation { updateShippingAddress(id: "12", input: { address: "9 Dock Rd", city: "Hoboken", stateId: "40", postcode: "07030" }) { customer { shippingAddresses { id } } } }',
      {},
      alice,
    );
    expect(change.body.data).toEqual({
      updateShippingAddress: { customer: { shippingAddresses: [{ id: '12' }] } },
    });
    expect(bodyOf('update-shipping-address')).toMatchObject({ id: 12, address: '9 Dock Rd' });
    await graphql(
      setup.gw.url,
      'mutation { updateShippingAddress(input: { address: "1 New Rd", city: "Hoboken", stateId: "40", postcode: "07030" }) { customer { id } } }',
      {},
      alice,
    );
    expect(bodyOf('update-shipping-address', 1)).not.toHaveProperty('id');
  });

  it('sends a contact message, also for anonymous visitors', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { sendContactMessage(input: { name: "Eve", email: "eve@x.co", subject: "Hours" }) { accepted userErrors { code } } }',
    );
    expect(response.body.data).toEqual({ sendContactMessage: { accepted: true, userErrors: [] } });
    expect(bodyOf('send-contact-message')).toEqual({ name: 'Eve', email: 'eve@x.co', subject: 'Hours' });
  });
});

describe('the cart', () => {
  it('adds a product and returns the cart read afterwards, with its id, so the header count updates', async () => {
    const response = await graphql(
      setup.gw.url,
      `mutation { addToCart(productId: "3", quantity: 4) { cart { ${CART} } ${USER_ERRORS} } }`,
      {},
      alice,
    );
    expect(response.body.data).toMatchObject({
      addToCart: {
        cart: {
          id: expect.stringMatching(/^cart-/) as unknown,
          // Two of product 1 were in the cart already.
          totalQuantity: 6,
          lines: [
            { quantity: 2, product: { id: '1' } },
            { quantity: 4, product: { id: '3' } },
          ],
        },
        userErrors: [],
      },
    });
    expect(Object.fromEntries(setup.store.callsTo('add-to-cart')[0]?.query ?? [])).toEqual({
      item_id: '3',
      quantity: '4',
    });
  });

  it('refuses an anonymous caller with the spec message, without calling store-api', async () => {
    const response = await graphql(setup.gw.url, 'mutation { addToCart(productId: "3") { cart { id } } }');
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Please login to add item to cart',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('refuses a quantity below 1 as INVALID beside the quantity, without calling store-api', async () => {
    const response = await graphql(
      setup.gw.url,
      `mutation { addToCart(productId: "3", quantity: 0) { cart { id } ${USER_ERRORS} } }`,
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      addToCart: {
        cart: null,
        userErrors: [
          { code: 'INVALID', field: ['quantity'], message: 'quantity must be between 1 and 9999.' },
        ],
      },
    });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('says OUT_OF_STOCK beside the quantity in the store’s words', async () => {
    const response = await graphql(
      setup.gw.url,
      `mutation { addToCart(productId: "7") { cart { id } ${USER_ERRORS} } }`,
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      addToCart: {
        cart: null,
        userErrors: [
          {
            code: 'OUT_OF_STOCK',
            field: ['quantity'],
            message: 'Out of stock,Please try again later after sometime',
          },
        ],
      },
    });
  });

  it('adds several products at once', async () => {
    const response = await graphql(
      setup.gw.url,
      `mutation { addProductsToCart(productIds: ["1", "2", "2"], quantity: 1) { cart { ${CART} } } }`,
      {},
      alice,
    );
    // Two of product 1 were in the cart already: one more of it, and one of product 2.
    expect(response.body.data).toMatchObject({ addProductsToCart: { cart: { totalQuantity: 4 } } });
    expect(setup.store.callsTo('add-selected-to-cart')[0]?.query.get('item_ids')).toBe('1,2');
  });

  it('still raises and lowers a line by one with the deprecated changeCartLineQuantity', async () => {
    const up = await graphql(
      setup.gw.url,
      `mutation { changeCartLineQuantity(lineId: "900", change: INCREASE) { ${CART} } }`,
      {},
      alice,
    );
    expect(up.body.data).toMatchObject({ changeCartLineQuantity: { lines: [{ id: '900', quantity: 3 }] } });
    await graphql(
      setup.gw.url,
      'mutation { changeCartLineQuantity(lineId: "900", change: DECREASE) { id } }',
      {},
      alice,
    );
    expect(
      setup.store.callsTo('increase-decrease-cart-item-qty').map((call) => call.query.get('increase')),
    ).toEqual(['true', 'false']);
  });

  it('removes a line', async () => {
    await graphql(setup.gw.url, 'mutation { addToCart(productId: "2") { userErrors { code } } }', {}, alice);
    const response = await graphql(
      setup.gw.url,
      `mutation { removeCartLine(lineId: "900") { cart { ${CART} } } }`,
      {},
      alice,
    );
    expect(response.body.data).toMatchObject({ removeCartLine: { cart: { lines: [{ id: '902' }] } } });
    expect(setup.store.callsTo('remove-item-from-cart')[0]?.query.get('item_id')).toBe('900');
  });

  it('empties the cart', async () => {
    const response = await graphql(setup.gw.url, `mutation { clearCart { cart { ${CART} } } }`, {}, alice);
    expect(response.body.data).toMatchObject({ clearCart: { cart: { totalQuantity: 0, lines: [] } } });
    expect(setup.store.callsTo('remove-item-from-cart')[0]?.query.get('item_id')).toBe('all');
  });
});

describe('the wishlist', () => {
  const CHANGE = 'message products { id inWishlist price { amount } } wishlist { id product { id } }';
  const PAYLOAD =
    'products { id inWishlist price { amount } } wishlist { id product { id } } userErrors { code }';
  const add = (id: string) =>
    graphql(
      setup.gw.url,
      `mutation { addToWishlist(productId: "${id}") { userErrors { code } } }`,
      {},
      alice,
    );

  it('still toggles a product on and off with the deprecated toggleWishlist, returning the product with its new flag', async () => {
    const on = await graphql(
      setup.gw.url,
      `mutation { toggleWishlist(productId: "3") { ${CHANGE} } }`,
      {},
      alice,
    );
    expect(on.body.data).toEqual({
      toggleWishlist: {
        message: 'Item added into Wishlist',
        products: [{ id: '3', inWishlist: true, price: { amount: '12.50' } }],
        wishlist: [{ id: '503', product: { id: '3' } }],
      },
    });
    expect(setup.store.callsTo('add-wishlist')[0]?.body).toBeInstanceOf(FormData);
    const off = await graphql(
      setup.gw.url,
      `mutation { toggleWishlist(productId: "3") { ${CHANGE} } }`,
      {},
      alice,
    );
    expect(off.body.data).toEqual({
      toggleWishlist: {
        message: 'Item Removed from Wishlist',
        products: [{ id: '3', inWishlist: false, price: { amount: '12.50' } }],
        wishlist: [],
      },
    });
  });

  it('refuses an anonymous caller', async () => {
    const response = await graphql(
      setup.gw.url,
      'mutation { addToWishlist(productId: "3") { userErrors { code } } }',
    );
    expect(response.body.errors?.[0]?.message).toBe('Please login to add item to cart');
  });

  it('removes selected products', async () => {
    for (const id of ['1', '2', '3']) await add(id);
    const response = await graphql(
      setup.gw.url,
      `mutation { removeFromWishlist(productIds: ["1", "3"]) { ${PAYLOAD} } }`,
      {},
      alice,
    );
    expect(response.body.data).toMatchObject({
      removeFromWishlist: {
        userErrors: [],
        products: [
          { id: '1', inWishlist: false },
          { id: '3', inWishlist: false },
        ],
        wishlist: [{ product: { id: '2' } }],
      },
    });
    expect(bodyOf('remove-wishlist')).toEqual({ id: '1,3' });
  });

  it('empties the wishlist, returning every product that left it', async () => {
    for (const id of ['4', '5']) await add(id);
    const response = await graphql(setup.gw.url, `mutation { removeFromWishlist { ${PAYLOAD} } }`, {}, alice);
    expect(response.body.data).toMatchObject({
      removeFromWishlist: {
        products: [
          { id: '5', inWishlist: false },
          { id: '4', inWishlist: false },
        ],
        wishlist: [],
      },
    });
    expect(bodyOf('remove-wishlist')).toEqual({ id: 'all' });
  });

  it('returns only the products that left the wishlist when not everything fitted in the cart', async () => {
    for (const id of ['1', '2']) await add(id);
    // store-api adds what fits and leaves the rest in the wishlist; here product 2 did not fit.
    setup.store.customer('GET', 'add-selected-to-cart', async () => {
      await graphql(
        setup.gw.url,
        'mutation { removeFromWishlist(productIds: ["1"]) { userErrors { code } } }',
        {},
        alice,
      );
      return ok(cart('alice', [{ id: 900, itemId: 1, quantity: 1 }]), 'Item Added To Cart Successfully.');
    });
    const response = await graphql(
      setup.gw.url,
      'mutation { addWishlistToCart { products { id inWishlist } wishlist { product { id } } } }',
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      addWishlistToCart: { products: [{ id: '1', inWishlist: false }], wishlist: [{ product: { id: '2' } }] },
    });
  });

  it('moves the whole wishlist into the cart', async () => {
    for (const id of ['1', '2']) await add(id);
    const response = await graphql(
      setup.gw.url,
      `mutation { addWishlistToCart { cart { ${CART} } products { id inWishlist } wishlist { id } ${USER_ERRORS} } }`,
      {},
      alice,
    );
    expect(response.body.data).toMatchObject({
      addWishlistToCart: {
        userErrors: [],
        // Two of product 1 were in the cart already: one more of it, and one of product 2.
        cart: { totalQuantity: 4 },
        products: [
          { id: '2', inWishlist: false },
          { id: '1', inWishlist: false },
        ],
        wishlist: [],
      },
    });
    expect(setup.store.callsTo('add-selected-to-cart')[0]?.query.get('quantity')).toBe('1');
  });
});

describe('placing an order', () => {
  const PLACE = `mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) { order { id number status total { amount } } cart { id totalQuantity } userErrors { code field message } }
  }`;
  const input = {
    billingAddress: {
      name: 'Alice',
      companyName: 'Alice LLC',
      address: '1 Main St',
      city: 'Newark',
      stateId: '31',
      postcode: '07102',
      phone: '2015550100',
      email: 'alice@shop.example',
    },
    note: 'Back door',
    acceptTerms: true,
  };

  it('places the order from the server-side cart with the legacy payment name and the idempotency key', async () => {
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'checkout-0001' }, alice);
    expect(response.body.data).toMatchObject({
      placeOrder: {
        userErrors: [],
        order: { id: '77', number: 'order-77', status: 'PROCESSING', total: { amount: '275.00' } },
        cart: { id: expect.stringMatching(/^cart-/) as unknown },
      },
    });
    const [call] = setup.store.callsTo('create-order');
    expect(call?.headers['idempotency-key']).toBe('checkout-0001');
    expect(call?.body).toEqual({
      billing_address: {
        name: 'Alice',
        company_name: 'Alice LLC',
        address: '1 Main St',
        city: 'Newark',
        state_id: '31',
        pincode: '07102',
        phone: '2015550100',
        email: 'alice@shop.example',
      },
      shipping_address: null,
      hasShippingAddress: false,
      note: 'Back door',
      payment_method: 'Cash On Dilevery',
      // The spec's order request carries the server-side cart's items and amounts, and no terms.
      items: [
        {
          item_id: 1,
          item_name: 'Robusto No. 1',
          item_price: '12.50',
          quantity: 2,
          subtotal: '25.00',
          tax: '2.50',
        },
      ],
      subtotal: '25.00',
      tax: '2.50',
      total: '27.50',
    });
  });

  it('sends a separate shipping address when given', async () => {
    const shippingAddress = {
      name: 'Dock',
      address: '9 Dock Rd',
      city: 'Hoboken',
      stateId: '40',
      postcode: '07030',
    };
    await graphql(setup.gw.url, PLACE, { input: { ...input, shippingAddress }, key: 'checkout-0002' }, alice);
    expect(setup.store.callsTo('create-order')[0]?.body).toMatchObject({
      hasShippingAddress: true,
      shipping_address: {
        name: 'Dock',
        address: '9 Dock Rd',
        state_id: '40',
        pincode: '07030',
        company_name: null,
      },
    });
  });

  it('refuses a customer who is not approved with NOT_APPROVED and the spec message', async () => {
    const response = await graphql(
      setup.gw.url,
      PLACE,
      { input, key: 'checkout-0003' },
      { token: TOKENS.carol },
    );
    expect(response.body.data).toEqual({
      placeOrder: {
        order: null,
        cart: null,
        userErrors: [{ code: 'NOT_APPROVED', field: null, message: 'Only approved customer can order' }],
      },
    });
  });

  it.each([
    ['Your cart is empty.', 'CART_EMPTY'],
    ['Minimum Order value $200 to proceed with your order!', 'MINIMUM_ORDER_NOT_MET'],
    ['Out of stock,Please try again later after sometime', 'OUT_OF_STOCK'],
  ])('turns "%s" into %s', async (message, code) => {
    setup.store.customer('POST', 'create-order', () => refuse(422, { error: message }));
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'checkout-0004' }, alice);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toEqual({
      placeOrder: { order: null, cart: null, userErrors: [{ code, field: null, message }] },
    });
  });

  it.each([
    ['Please enter name in billing address.', ['input', 'billingAddress', 'name']],
    ['Please enter phone.', ['input', 'billingAddress', 'phone']],
    ['Please select state in billing address.', ['input', 'billingAddress', 'stateId']],
    ['Please select state in shipping address.', ['input', 'shippingAddress', 'stateId']],
    ['Please accept Term and Condition.', ['input', 'acceptTerms']],
  ])('puts "%s" beside %j', async (message, field) => {
    setup.store.customer('POST', 'create-order', () => refuse(422, { error: message }));
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'checkout-0005' }, alice);
    expect(response.body.data?.placeOrder).toEqual({
      order: null,
      cart: null,
      userErrors: [{ code: 'INVALID', field, message }],
    });
  });

  it.each([
    ['billing_address.pincode', ['input', 'billingAddress', 'postcode']],
    ['shipping_address.pincode', ['input', 'shippingAddress', 'postcode']],
  ])('puts a ZIP code store-api refuses in %s beside %j', async (restField, field) => {
    const message = 'Please enter a valid 5-digit ZIP code.';
    setup.store.customer('POST', 'create-order', () =>
      refuse(422, { error: message, field: restField, code: 'INVALID' }),
    );
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'checkout-0006' }, alice);
    expect(response.body.data?.placeOrder).toMatchObject({
      userErrors: [{ code: 'INVALID', field, message }],
    });
  });

  it('says IDEMPOTENCY_KEY_REUSED when the key was already used for a different order', async () => {
    const message = 'This Idempotency-Key was already used with a different request.';
    setup.store.customer('POST', 'create-order', () => refuse(422, { error: message }));
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'checkout-0007' }, alice);
    expect(response.body.data?.placeOrder).toMatchObject({
      userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: ['idempotencyKey'], message }],
    });
  });

  it('says IDEMPOTENCY_KEY_IN_USE while the first order with the key is still being placed', async () => {
    setup.store.customer('POST', 'create-order', () =>
      refuse(409, { message: 'A request with this Idempotency-Key is still being processed.' }),
    );
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'checkout-0008' }, alice);
    expect(response.body.data?.placeOrder).toMatchObject({
      userErrors: [
        {
          code: 'IDEMPOTENCY_KEY_IN_USE',
          field: ['idempotencyKey'],
          message: 'A request with this Idempotency-Key is still being processed.',
        },
      ],
    });
  });

  it('refuses an idempotency key that is too short, before calling store-api', async () => {
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'short' }, alice);
    expect(response.body.data?.placeOrder).toMatchObject({
      order: null,
      userErrors: [{ code: 'INVALID', field: ['idempotencyKey'] }],
    });
    expect(setup.store.callsTo('create-order')).toHaveLength(0);
  });

  it('checks the checkout in the spec’s order before calling store-api: billing, shipping, then the terms', async () => {
    const cases: [Record<string, unknown>, string[], string][] = [
      [
        { acceptTerms: false, billingAddress: { ...input.billingAddress, name: ' ' } },
        ['input', 'billingAddress', 'name'],
        'Please enter name in billing address.',
      ],
      [
        { billingAddress: { ...input.billingAddress, email: 'nope' } },
        ['input', 'billingAddress', 'email'],
        'Please enter proper email.',
      ],
      [
        {
          acceptTerms: false,
          shippingAddress: { name: 'Dock', address: '', city: 'Hoboken', stateId: '40', postcode: '07030' },
        },
        ['input', 'shippingAddress', 'address'],
        'Please enter address in shipping address.',
      ],
      [{ acceptTerms: false }, ['input', 'acceptTerms'], 'Please accept Term and Condition.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await graphql(
        setup.gw.url,
        PLACE,
        { input: { ...input, ...change }, key: 'checkout-0009' },
        alice,
      );
      expect(response.body.data, field.join('.')).toEqual({
        placeOrder: { order: null, cart: null, userErrors: [{ code: 'INVALID', field, message }] },
      });
    }
    expect(setup.store.callsTo('create-order')).toHaveLength(0);
  });

  it('refuses an anonymous caller', async () => {
    const response = await graphql(setup.gw.url, PLACE, { input, key: 'checkout-0006' });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
