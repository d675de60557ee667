import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { request } from 'undici';
import { Webhook } from 'standardwebhooks';
import { createMailer } from '../../../store-api/src/mail/mailer.js';
import { storeIdentity } from '../../../store-api/src/mail/messages.js';
import { createStaff } from '../../../store-api/src/services/staff-accounts.js';
import { startWebhookWorker } from '../../../store-api/src/services/webhook-delivery.js';
import { Receiver } from '../../../store-api/test/webhook-receiver.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderWorkMessages, storeToday } from '@storefront/contract';
import { storeTime } from '../../src/staff/orders-csv.js';
import { messages as M } from '@storefront/contract';
import { graphql, startGateway, type RunningGateway } from '../support/gateway.js';
import { staffGraphql } from '../support/staff-contract.js';
import { PASSWORD, startRealStore, type RealStore } from './real-store.js';

/*
 * /staff/graphql against the real store-api's /api/staff: the staff schema's fields read what the store answers
 * (the gateway's own staff tests use a double that speaks the agreed contract).
 */

let store: RealStore;
let gw: RunningGateway;
const STAFF_PASSWORD = 'Staff#Secret2026';

beforeAll(async () => {
  store = await startRealStore();
  gw = await startGateway(store.apiUrl);
  await createStaff(store.db, { email: 'admin@staff.example.com', role: 'admin', password: STAFF_PASSWORD });
  await createStaff(store.db, {
    email: 'dock@staff.example.com',
    role: 'warehouse',
    password: STAFF_PASSWORD,
  });
}, 120_000);
afterAll(async () => {
  await gw?.close();
  await store?.close();
});

async function signIn(email: string): Promise<{ cookie: string }> {
  const response = await staffGraphql<{ staffSignIn: { staff: { role: string }; userErrors: unknown[] } }>(
    gw.url,
    'mutation In($e: String!, $p: String!) { staffSignIn(email: $e, password: $p) { staff { role } userErrors { code } } }',
    { e: email, p: STAFF_PASSWORD },
  );
  expect(response.body.errors).toBeUndefined();
  expect(response.body.data!.staffSignIn.userErrors).toEqual([]);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('staff_session='));
  return { cookie: cookie!.split(';')[0]! };
}

async function buyerSession(email: string): Promise<{ cookie: string }> {
  const response = await graphql(
    gw.url,
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  expect(response.body.errors).toBeUndefined();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('storefront_session='));
  return { cookie: cookie!.split(';')[0]! };
}

/** An order of one product line, placed by the buyer through the gateway as the storefront does: its id. */
async function placeOrder(email: string, buyer: { cookie: string }): Promise<string> {
  const products = await graphql<{
    products: { items: { id: string; stock: number; price: { amount: string } }[] };
  }>(
    gw.url,
    '{ products(perPage: 48, sort: PRICE_HIGH_TO_LOW) { items { id stock price { amount } } } }',
    {},
    buyer,
  );
  const product = products.body.data!.products.items.find((item) => item.stock >= 5)!;
  const quantity = Math.ceil(20_000 / Math.round(Number(product.price.amount) * 100));
  await graphql(
    gw.url,
    'mutation Add($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { userErrors { code } } }',
    { id: product.id, q: quantity },
    buyer,
  );
  const [state] = await store.db.query<{ id: number }>("SELECT id FROM states WHERE code = 'NJ'");
  const placed = await graphql<{ placeOrder: { order: { id: string }; userErrors: unknown[] } }>(
    gw.url,
    `
      mutation Place($input: PlaceOrderInput!, $key: String!) {
        placeOrder(input: $input, idempotencyKey: $key) {
          order {
            id
          }
          userErrors {
            code
            message
          }
        }
      }
    `,
    {
      input: {
        billingAddress: {
          name: 'Buyer',
          companyName: 'Pickup LLC',
          address: '1 Main St',
          city: 'Newark',
          stateId: String(state!.id),
          postcode: '07102',
          phone: '2015550100',
          email,
        },
        acceptTerms: true,
      },
      key: randomUUID(),
    },
    buyer,
  );
  expect(placed.body.data!.placeOrder.userErrors).toEqual([]);
  return placed.body.data!.placeOrder.order.id;
}

describe('staff work through the gateway on the real store', () => {
  it('reviews a pending registration, approves it, and the customer is approved', async () => {
    const email = await store.buyer({ approved: false });
    const admin = await signIn('admin@staff.example.com');

    const queue = await staffGraphql<{
      registrations: { items: { id: string; email: string; status: string }[] };
    }>(
      gw.url,
      '{ registrations { total items { id email status companyName contactName createdAt } } }',
      {},
      admin,
    );
    expect(queue.body.errors).toBeUndefined();
    const pending = queue.body.data!.registrations.items.find((item) => item.email === email);
    expect(pending).toMatchObject({ status: 'PENDING' });

    const detail = await staffGraphql(
      gw.url,
      'query R($id: ID!) { registration(id: $id) { id email status addresses { id } certificates { kind url } } }',
      { id: pending!.id },
      admin,
    );
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data).toMatchObject({ registration: { id: pending!.id, email, status: 'PENDING' } });

    const approved = await staffGraphql(
      gw.url,
      'mutation A($id: ID!) { approveRegistration(id: $id) { registration { status } userErrors { code } } }',
      { id: pending!.id },
      admin,
    );
    expect(approved.body).toEqual({
      data: { approveRegistration: { registration: { status: 'APPROVED' }, userErrors: [] } },
    });
  });

  it('lists the states and membership categories staff filter customers by, to staff only', async () => {
    const sales = await signIn('admin@staff.example.com');
    const lists = await staffGraphql<{
      states: { id: string; name: string }[];
      membershipCategories: { id: string; name: string }[];
    }>(gw.url, '{ states { id name } membershipCategories { id name } }', {}, sales);
    expect(lists.body.errors).toBeUndefined();
    const { states, membershipCategories } = lists.body.data!;
    expect(states.map((state) => state.name)).toContain('New Jersey');
    expect(states.map((state) => state.name)).toEqual(
      [...states.map((state) => state.name)].sort((a, b) => a.localeCompare(b, 'en-US')),
    );
    const smokeShop = membershipCategories.find((category) => category.name === 'Smoke Shop')!;
    expect(smokeShop).toBeDefined();
    const newJersey = states.find((state) => state.name === 'New Jersey')!;
    // The ids filter the customers.
    const filtered = await staffGraphql<{ customers: { total: number } }>(
      gw.url,
      'query F($s: ID, $c: ID) { customers(filter: { stateId: $s, membershipCategoryId: $c }) { total } }',
      { s: newJersey.id, c: smokeShop.id },
      sales,
    );
    expect(filtered.body.errors).toBeUndefined();

    const anonymous = await staffGraphql(gw.url, '{ states { id } }', {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('suspends a customer: the buyer is signed out at once; reactivating lets them log in again', async () => {
    const email = await store.buyer();
    const buyer = await buyerSession(email);
    const admin = await signIn('admin@staff.example.com');
    const found = await staffGraphql<{ customers: { items: { id: string; suspended: boolean }[] } }>(
      gw.url,
      'query C($s: String) { customers(filter: { search: $s }) { total items { id email suspended status } } }',
      { s: email },
      admin,
    );
    expect(found.body.errors).toBeUndefined();
    const [customer] = found.body.data!.customers.items;
    expect(customer).toMatchObject({ suspended: false });

    const suspended = await staffGraphql(
      gw.url,
      'mutation S($id: ID!) { suspendCustomer(id: $id, reason: "Licence under review") { customer { suspended } userErrors { code } } }',
      { id: customer!.id },
      admin,
    );
    expect(suspended.body).toEqual({
      data: { suspendCustomer: { customer: { suspended: true }, userErrors: [] } },
    });
    const viewer = await graphql(gw.url, '{ viewer { email } }', {}, buyer);
    expect(viewer.body.data).toEqual({ viewer: null });

    await staffGraphql(
      gw.url,
      'mutation R($id: ID!) { reactivateCustomer(id: $id) { customer { suspended } userErrors { code } } }',
      { id: customer!.id },
      admin,
    );
    await buyerSession(email);
  });

  it('moves an order to ready for pickup, which the buyer then sees; a warehouse member cannot approve', async () => {
    const email = await store.buyer();
    const buyer = await buyerSession(email);
    const orderId = await placeOrder(email, buyer);

    const dock = await signIn('dock@staff.example.com');
    const listed = await staffGraphql<{
      orders: { items: { id: string; status: string; lineCount: number }[] };
    }>(
      gw.url,
      '{ orders(filter: { status: PENDING }) { total items { id orderNumber status lineCount total { amount } customer { id } } } }',
      {},
      dock,
    );
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data!.orders.items).toContainEqual(
      expect.objectContaining({ id: orderId, status: 'PENDING', lineCount: 1 }),
    );

    for (const status of ['PROCESSING', 'READY_FOR_PICKUP']) {
      const moved = await staffGraphql(
        gw.url,
        'mutation M($id: ID!, $s: OrderStatus!) { setOrderStatus(id: $id, status: $s) { order { status lines { productName quantity fulfilled } } userErrors { code } } }',
        { id: orderId, s: status },
        dock,
      );
      expect(moved.body.errors).toBeUndefined();
      expect(moved.body.data).toMatchObject({ setOrderStatus: { order: { status }, userErrors: [] } });
    }
    const seen = await graphql(
      gw.url,
      'query O($id: ID!) { order(id: $id) { status } }',
      { id: orderId },
      buyer,
    );
    expect(seen.body.data).toEqual({ order: { status: 'READY_FOR_PICKUP' } });

    const refused = await staffGraphql(
      gw.url,
      'mutation A($id: ID!) { approveRegistration(id: $id) { userErrors { code } } }',
      { id: '1' },
      dock,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('finds an order by number, fulfils it, edits a line, ships it with tracking, and the buyer sees the shipment', async () => {
    const email = await store.buyer();
    const buyer = await buyerSession(email);
    const orderId = await placeOrder(email, buyer);
    const dock = await signIn('dock@staff.example.com');
    const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const response = await staffGraphql<T>(gw.url, query, variables, dock);
      expect(response.body.errors).toBeUndefined();
      return response.body.data!;
    };

    const found = await ask<{ orders: { items: { id: string }[] } }>(
      'query F($s: String) { orders(filter: { search: $s }) { items { id } } }',
      { s: `#${orderId}` },
    );
    expect(found.orders.items).toEqual([{ id: orderId }]);

    const fulfilled = await ask<{
      fulfilAllOrderLines: {
        order: { lines: { id: string; fulfilled: boolean; quantity: number; sku: string | null }[] };
      };
    }>(
      'mutation F($id: ID!) { fulfilAllOrderLines(orderId: $id) { order { lines { id fulfilled quantity sku } } userErrors { code } } }',
      { id: orderId },
    );
    const [line] = fulfilled.fulfilAllOrderLines.order.lines;
    expect(line).toMatchObject({ fulfilled: true, sku: expect.any(String) as string });

    const edited = await ask<{ setOrderLineQuantity: unknown }>(
      'mutation E($o: ID!, $l: ID!, $q: Int!) { setOrderLineQuantity(orderId: $o, lineId: $l, quantity: $q) { order { lines { quantity fulfilled } } userErrors { code field message } } }',
      { o: orderId, l: line!.id, q: line!.quantity + 1 },
    );
    expect(edited.setOrderLineQuantity).toEqual({
      order: { lines: [{ quantity: line!.quantity + 1, fulfilled: false }] },
      userErrors: [],
    });

    const bulk = await ask<{ setOrdersStatus: unknown }>(
      'mutation B($ids: [ID!]!) { setOrdersStatus(ids: $ids, status: PROCESSING) { results { orderId changed code } userErrors { code } } }',
      { ids: [orderId] },
    );
    expect(bulk.setOrdersStatus).toEqual({
      results: [{ orderId, changed: true, code: null }],
      userErrors: [],
    });

    const refused = await ask<{ setOrderStatus: unknown }>(
      'mutation S($id: ID!, $sh: ShipmentInput) { setOrderStatus(id: $id, status: SHIPPED, shipment: $sh) { order { id } userErrors { code field message } } }',
      { id: orderId, sh: { carrier: 'UPS', trackingNumber: 'no<good>' } },
    );
    expect(refused.setOrderStatus).toEqual({
      order: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['shipment', 'trackingNumber'],
          message: orderWorkMessages.trackingCharacters,
        },
      ],
    });
    const shipment = { carrier: 'UPS', trackingNumber: '1Z 999 AA1', expectedDeliveryOn: storeToday() };
    const shipped = await ask<{ setOrderStatus: unknown }>(
      'mutation S($id: ID!, $sh: ShipmentInput) { setOrderStatus(id: $id, status: SHIPPED, shipment: $sh) { order { status shipment { carrier trackingNumber expectedDeliveryOn } } userErrors { code } } }',
      { id: orderId, sh: shipment },
    );
    expect(shipped.setOrderStatus).toEqual({ order: { status: 'SHIPPED', shipment }, userErrors: [] });

    const seen = await graphql(
      gw.url,
      'query O($id: ID!) { order(id: $id) { status shipment { carrier trackingNumber expectedDeliveryOn } } }',
      { id: orderId },
      buyer,
    );
    expect(seen.body.data).toEqual({ order: { status: 'SHIPPED', shipment } });
  });

  it('exports a customer’s orders as CSV with the store’s figures; sales may not export', async () => {
    const email = await store.buyer();
    const orderId = await placeOrder(email, await buyerSession(email));
    const [placed] = await store.db.query<{
      customer_id: number;
      company_name: string;
      created_at: Date;
      subtotal_cents: number;
      tax_cents: number;
      total_cents: number;
    }>(
      `SELECT o.customer_id, c.company_name, o.created_at, o.subtotal_cents, o.tax_cents, o.total_cents
         FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1`,
      [Number(orderId)],
    );
    const download = async (cookie: string) => {
      const response = await request(
        `${gw.url}/staff/orders.csv?status=PENDING&customerId=${placed!.customer_id}`,
        {
          headers: { cookie },
        },
      );
      return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
    };
    const dollars = (cents: number) => (cents / 100).toFixed(2);

    const exported = await download((await signIn('dock@staff.example.com')).cookie);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parse(exported.text, { bom: true })).toEqual([
      ['Order number', 'Placed (New York time)', 'Customer', 'Status', 'Lines', 'Subtotal', 'Tax', 'Total'],
      [
        orderId,
        storeTime(placed!.created_at.toISOString()),
        placed!.company_name,
        'Pending',
        '1',
        dollars(placed!.subtotal_cents),
        dollars(placed!.tax_cents),
        dollars(placed!.total_cents),
      ],
    ]);

    await createStaff(store.db, { email: 'desk@staff.example.com', role: 'sales', password: STAFF_PASSWORD });
    const refused = await download((await signIn('desk@staff.example.com')).cookie);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ message: 'You are not allowed to do this.' });
  });

  it('changes a product’s stock, limit and home page flags, which the buyer sees at once', async () => {
    const buyer = await buyerSession(await store.buyer());
    const dock = await signIn('dock@staff.example.com');
    const [plain] = await store.db.query<{ id: number; item_name: string; stock: number }>(
      `SELECT id, item_name, stock FROM products p
        WHERE NOT promoted AND purchase_limit IS NULL AND stock > 0
          AND NOT EXISTS (SELECT 1 FROM home_section_items WHERE product_id = p.id)
        ORDER BY id LIMIT 1`,
    );
    const id = String(plain!.id);

    const found = await staffGraphql<{ products: { items: { id: string }[] } }>(
      gw.url,
      'query P($s: String) { products(search: $s) { total items { id name stock purchaseLimit promoted recommended category { name } } } }',
      { s: plain!.item_name },
      dock,
    );
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data!.products.items).toContainEqual(
      expect.objectContaining({
        id,
        name: plain!.item_name,
        purchaseLimit: null,
        promoted: false,
        recommended: false,
      }),
    );

    const seen = async () => {
      const response = await graphql<{
        product: { stock: number; inStock: boolean; purchaseLimit: number | null };
        home: { recommended: { id: string }[]; promoted: { id: string }[] };
      }>(
        gw.url,
        'query B($id: ID!) { product(id: $id) { stock inStock purchaseLimit } home { recommended { id } promoted { id } } }',
        { id },
        buyer,
      );
      expect(response.body.errors).toBeUndefined();
      const { product, home } = response.body.data!;
      return {
        ...product,
        recommended: home.recommended.some((item) => item.id === id),
        promoted: home.promoted.some((item) => item.id === id),
      };
    };
    expect(await seen()).toMatchObject({
      inStock: true,
      purchaseLimit: null,
      recommended: false,
      promoted: false,
    });

    const updated = await staffGraphql(
      gw.url,
      `mutation U($id: ID!, $input: ProductUpdateInput!) {
        updateProduct(id: $id, input: $input) { product { stock purchaseLimit promoted recommended } userErrors { code field message } }
      }`,
      { id, input: { stock: 0, purchaseLimit: 4, promoted: true, recommended: true } },
      dock,
    );
    expect(updated.body).toEqual({
      data: {
        updateProduct: {
          product: { stock: 0, purchaseLimit: 4, promoted: true, recommended: true },
          userErrors: [],
        },
      },
    });
    expect(await seen()).toEqual({
      stock: 0,
      inStock: false,
      purchaseLimit: 4,
      recommended: true,
      promoted: true,
    });

    const refused = await staffGraphql(
      gw.url,
      'mutation U($id: ID!) { updateProduct(id: $id, input: { stock: -5 }) { product { stock } userErrors { code field message } } }',
      { id },
      dock,
    );
    expect(refused.body.data).toEqual({
      updateProduct: {
        product: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['input', 'stock'],
            message: 'The stock must be a whole number from 0 to 1,000,000.',
          },
        ],
      },
    });

    const audit = await staffGraphql<{
      auditLog: { items: { action: string; before: string; after: string }[] };
    }>(
      gw.url,
      'query A($id: ID!) { auditLog(subject: { type: PRODUCT, id: $id }) { items { action before after staff { email } } } }',
      { id },
      await signIn('admin@staff.example.com'),
    );
    expect(
      audit.body.data!.auditLog.items.map((entry) => ({
        ...entry,
        before: JSON.parse(entry.before) as unknown,
        after: JSON.parse(entry.after) as unknown,
      })),
    ).toEqual([
      {
        action: 'product.update',
        before: { stock: plain!.stock, purchase_limit: null, promoted: false, recommended: false },
        after: { stock: 0, purchase_limit: 4, promoted: true, recommended: true },
        staff: { email: 'dock@staff.example.com' },
      },
    ]);
  });
});

describe('certificate renewals through the gateway on the real store', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  /** The buyer uploads a renewed tobacco licence as Account details does (store-api's customer API). */
  async function uploadRenewal(buyer: { cookie: string }, expiresOn: string) {
    const form = new FormData();
    form.append('kind', 'tobacco');
    form.append('expires_on', expiresOn);
    form.append('certificate', new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf');
    const response = await fetch(`${store.apiUrl}/customer/certificate-renewals`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.cookie.split('=')[1]}` },
      body: form,
    });
    expect(response.status).toBe(200);
  }

  it('sets a customer’s dates, and approving a buyer’s renewal makes its date the customer’s', async () => {
    const email = await store.buyer();
    const buyer = await buyerSession(email);
    const admin = await signIn('admin@staff.example.com');
    const [customer] = await store.db.query<{ id: number }>('SELECT id FROM customers WHERE email = $1', [
      email,
    ]);
    const customerId = String(customer!.id);

    const dates = await staffGraphql<{
      setCustomerCertificateDates: { customer: { tobaccoLicenseExpiresOn: string; taxIdExpiresOn: string } };
    }>(
      gw.url,
      `mutation D($id: ID!) {
        setCustomerCertificateDates(customerId: $id, tobaccoLicenseExpiresOn: "2020-01-31", taxIdExpiresOn: "2030-06-30") {
          customer { tobaccoLicenseExpiresOn taxIdExpiresOn } userErrors { code field message }
        }
      }`,
      { id: customerId },
      admin,
    );
    expect(dates.body.data).toEqual({
      setCustomerCertificateDates: {
        customer: { tobaccoLicenseExpiresOn: '2020-01-31', taxIdExpiresOn: '2030-06-30' },
        userErrors: [],
      },
    });

    await uploadRenewal(buyer, '2031-03-31');
    const queue = await staffGraphql<{
      certificateRenewals: { id: string; kind: string; expiresOn: string; fileUrl: string }[];
    }>(
      gw.url,
      'query Q($id: ID) { certificateRenewals(customerId: $id) { id kind expiresOn status fileUrl customer { id } } }',
      { id: customerId },
      admin,
    );
    const [renewal] = queue.body.data!.certificateRenewals;
    expect(renewal).toMatchObject({ kind: 'TOBACCO', expiresOn: '2031-03-31', status: 'PENDING' });

    const file = await request(`${gw.url}${renewal!.fileUrl}`, { headers: admin });
    expect(file.statusCode).toBe(200);
    expect(Buffer.from(await file.body.arrayBuffer()).equals(PDF)).toBe(true);

    const approve = `mutation A($id: ID!) { approveCertificateRenewal(id: $id) { renewal { status } userErrors { code field message } } }`;
    const approved = await staffGraphql(gw.url, approve, { id: renewal!.id }, admin);
    expect(approved.body.data).toEqual({
      approveCertificateRenewal: { renewal: { status: 'APPROVED' }, userErrors: [] },
    });
    const again = await staffGraphql(gw.url, approve, { id: renewal!.id }, admin);
    expect(again.body.data).toEqual({
      approveCertificateRenewal: {
        renewal: null,
        userErrors: [{ code: 'INVALID', field: null, message: 'This renewal has already been reviewed.' }],
      },
    });
    const after = await staffGraphql<{ customer: { tobaccoLicenseExpiresOn: string } }>(
      gw.url,
      'query C($id: ID!) { customer(id: $id) { tobaccoLicenseExpiresOn certificateRenewals { status } } }',
      { id: customerId },
      admin,
    );
    expect(after.body.data).toEqual({
      customer: { tobaccoLicenseExpiresOn: '2031-03-31', certificateRenewals: [{ status: 'APPROVED' }] },
    });
  });

  it('rejects a renewal only with a reason, and refuses the warehouse its file', async () => {
    const email = await store.buyer();
    await uploadRenewal(await buyerSession(email), '2031-04-30');
    const admin = await signIn('admin@staff.example.com');
    const queue = await staffGraphql<{ certificateRenewals: { id: string; fileUrl: string }[] }>(
      gw.url,
      '{ certificateRenewals { id fileUrl customer { companyName } } }',
      {},
      admin,
    );
    const renewal = queue.body.data!.certificateRenewals[0]!;
    const reject = `mutation R($id: ID!, $r: String!) { rejectCertificateRenewal(id: $id, reason: $r) { renewal { status reason } userErrors { code field message } } }`;

    const blank = await staffGraphql(gw.url, reject, { id: renewal.id, r: '  ' }, admin);
    expect(blank.body.data).toEqual({
      rejectCertificateRenewal: {
        renewal: null,
        userErrors: [{ code: 'INVALID', field: ['reason'], message: 'Please enter the reason.' }],
      },
    });
    const rejected = await staffGraphql(gw.url, reject, { id: renewal.id, r: 'Unreadable date.' }, admin);
    expect(rejected.body.data).toEqual({
      rejectCertificateRenewal: {
        renewal: { status: 'REJECTED', reason: 'Unreadable date.' },
        userErrors: [],
      },
    });

    const dock = await signIn('dock@staff.example.com');
    const file = await request(`${gw.url}${renewal.fileUrl}`, { headers: dock });
    expect(file.statusCode).toBe(403);
    await file.body.dump();
  });
});

describe('webhooks of a buyer’s orders through the gateway on the real store', () => {
  const ENDPOINT = `
    mutation Create($input: WebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        webhookEndpoint { id url events enabled }
        secret
        userErrors { code field message }
      }
    }
  `;
  const LOG = `
    query Log($id: ID!) {
      webhookEndpoints { id consecutiveFailures disabledReason }
      webhookDeliveries(endpointId: $id) { total items { id eventId eventType status attempts lastStatus } }
    }
  `;

  it('signs a delivery to the buyer’s receiver for the order placed and for each status change staff make', async () => {
    const receiver = await Receiver.start();
    // The receiver listens on this machine: allowed for this test's store only (WEBHOOK_ALLOW_PRIVATE_HTTP).
    Object.assign(store.config.webhooks, { allowPrivateHttp: true, pollMs: 20 });
    const worker = startWebhookWorker(
      {
        db: store.db,
        config: store.config,
        store: storeIdentity(store.config),
        mailer: createMailer({
          smtpUrl: undefined,
          mailDir: store.config.dataDir,
          from: 'x@example.com',
          log: { info() {}, error() {} },
        }),
      },
      { warn() {}, error() {} },
    );
    try {
      const email = await store.buyer();
      const buyer = await buyerSession(email);
      const refused = await graphql(
        gw.url,
        ENDPOINT,
        { input: { url: `${receiver.url}/hooks`, events: [] } },
        buyer,
      );
      expect(refused.body.data).toEqual({
        createWebhookEndpoint: {
          webhookEndpoint: null,
          secret: null,
          userErrors: [{ code: 'INVALID', field: ['input', 'events'], message: M.chooseWebhookEvents }],
        },
      });
      const created = await graphql<{
        createWebhookEndpoint: { webhookEndpoint: { id: string }; secret: string };
      }>(
        gw.url,
        ENDPOINT,
        {
          input: {
            url: `${receiver.url}/hooks`,
            events: ['ORDER_PLACED', 'ORDER_STATUS_CHANGED', 'ORDER_CANCELLED'],
          },
        },
        buyer,
      );
      expect(created.body.data!.createWebhookEndpoint).toMatchObject({
        webhookEndpoint: {
          url: `${receiver.url}/hooks`,
          events: ['ORDER_PLACED', 'ORDER_STATUS_CHANGED', 'ORDER_CANCELLED'],
          enabled: true,
        },
        userErrors: [],
      });
      const { webhookEndpoint, secret } = created.body.data!.createWebhookEndpoint;

      const orderId = await placeOrder(email, buyer);
      const dock = await signIn('dock@staff.example.com');
      for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
        const moved = await staffGraphql(
          gw.url,
          'mutation M($id: ID!, $s: OrderStatus!) { setOrderStatus(id: $id, status: $s) { userErrors { code } } }',
          { id: orderId, s: status },
          dock,
        );
        expect(moved.body.data).toEqual({ setOrderStatus: { userErrors: [] } });
      }
      const arrivals = await receiver.waitFor(4);
      const hook = new Webhook(secret);
      const events = arrivals.map(
        (arrival) =>
          hook.verify(arrival.body, arrival.headers as Record<string, string>) as {
            type: string;
            data: { order: { id: number; status: string; previous_status: string | null } };
          },
      );
      expect(
        events.map((event) => [event.type, event.data.order.status, event.data.order.previous_status]).sort(),
      ).toEqual(
        [
          ['order.placed', 'pending', null],
          ['order.status_changed', 'processing', 'pending'],
          ['order.status_changed', 'shipped', 'processing'],
          ['order.status_changed', 'delivered', 'shipped'],
        ].sort(),
      );
      expect(events.every((event) => String(event.data.order.id) === orderId.replace(/\D/g, ''))).toBe(true);

      const log = await graphql<{
        webhookDeliveries: { total: number; items: { id: string; eventId: string; status: string }[] };
      }>(gw.url, LOG, { id: webhookEndpoint.id }, buyer);
      expect(log.body.errors).toBeUndefined();
      expect(log.body.data!.webhookDeliveries.total).toBe(4);
      const [newest] = log.body.data!.webhookDeliveries.items;
      expect(newest).toMatchObject({
        eventType: 'order.status_changed',
        status: 'DELIVERED',
        attempts: 1,
        lastStatus: 200,
      });

      const again = await graphql(
        gw.url,
        'mutation R($e: ID!, $d: ID!) { redeliverWebhook(endpointId: $e, deliveryId: $d) { webhookDelivery { eventId status } userErrors { code } } }',
        { e: webhookEndpoint.id, d: newest!.id },
        buyer,
      );
      expect(again.body.data).toEqual({
        redeliverWebhook: {
          webhookDelivery: { eventId: newest!.eventId, status: 'PENDING' },
          userErrors: [],
        },
      });
      const test = await graphql(
        gw.url,
        'mutation T($e: ID!) { sendTestWebhook(endpointId: $e) { webhookDelivery { eventType } userErrors { code } } }',
        { e: webhookEndpoint.id },
        buyer,
      );
      expect(test.body.data).toEqual({
        sendTestWebhook: { webhookDelivery: { eventType: 'webhook.test' }, userErrors: [] },
      });
      const more = await receiver.waitFor(6);
      expect(more.slice(4).map((arrival) => arrival.headers['webhook-id'])).toContain(newest!.eventId);

      const deleted = await graphql(
        gw.url,
        'mutation D($id: ID!) { deleteWebhookEndpoint(id: $id) { deletedWebhookEndpointId userErrors { code field message } } }',
        { id: webhookEndpoint.id },
        buyer,
      );
      expect(deleted.body.data).toEqual({
        deleteWebhookEndpoint: { deletedWebhookEndpointId: webhookEndpoint.id, userErrors: [] },
      });
      const gone = await graphql(
        gw.url,
        'mutation D($id: ID!) { deleteWebhookEndpoint(id: $id) { deletedWebhookEndpointId userErrors { code field message } } }',
        { id: webhookEndpoint.id },
        buyer,
      );
      expect(gone.body.data).toEqual({
        deleteWebhookEndpoint: {
          deletedWebhookEndpointId: null,
          userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: M.webhookEndpointNotFound }],
        },
      });
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });
});
