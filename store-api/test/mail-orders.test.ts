import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectBothParts,
  orderBilling,
  startTestStore,
  type SentMail,
  type TestCustomer,
  type TestStore,
  unreachableSmtpUrl,
} from './helpers.js';

let store: TestStore;
let NJ: number;
let NY: number;

/** Two products with prices chosen for the test: $123.45 + $2.50 tax a unit, and $1,050.00 without tax. */
const CIGAR = { id: 1, name: '', priceCents: 12_345, taxCents: 250 };
const HUMIDOR = { id: 2, name: '', priceCents: 105_000, taxCents: 0 };

async function priceProducts(target: TestStore) {
  for (const product of [CIGAR, HUMIDOR]) {
    const [row] = await target.db.query<{ item_name: string }>(
      `UPDATE products SET sales_price_cents = $2, tax_per_unit_cents = $3, stock = 1000, purchase_limit = NULL
        WHERE id = $1 RETURNING item_name`,
      [product.id, product.priceCents, product.taxCents],
    );
    product.name = row!.item_name;
  }
}

beforeAll(async () => {
  store = await startTestStore();
  await priceProducts(store);
  const states = await store.db.query<{ id: number; code: string }>(
    "SELECT id, code FROM states WHERE code IN ('NJ', 'NY')",
  );
  NJ = states.find((s) => s.code === 'NJ')!.id;
  NY = states.find((s) => s.code === 'NY')!.id;
});
afterAll(async () => {
  await store.close();
});

const shipping = () => ({
  name: 'Dock Manager',
  company_name: 'Corner Smoke Warehouse',
  address: '400 Harbor Road',
  city: 'Brooklyn',
  state_id: NY,
  pincode: '11201',
});

async function placeOrder(target: TestStore, customer: TestCustomer, email: string, key?: string) {
  for (const [item, quantity] of [
    [CIGAR.id, 2],
    [HUMIDOR.id, 1],
  ] as const) {
    const added = await target.call('GET', `add-to-cart?item_id=${item}&quantity=${quantity}`, {
      token: customer.token,
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return orderAgain(target, customer, email, key);
}

function orderAgain(target: TestStore, customer: TestCustomer, email: string, key?: string) {
  return target.call('POST', 'create-order', {
    token: customer.token,
    headers: key ? { 'idempotency-key': key } : {},
    body: {
      billing_address: orderBilling(NJ, email),
      shipping_address: shipping(),
      hasShippingAddress: true,
      note: 'Leave at the back door',
      payment_method: 'Cash On Dilevery',
    },
  });
}

async function orderMails(): Promise<SentMail[]> {
  return (await store.mails()).filter((mail) => /order #/.test(mail.subject));
}

/** A product name, which has parentheses, as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('placing an order mails the buyer and the store', () => {
  let orderId: number;
  let buyerMail: SentMail;
  let storeMail: SentMail;

  beforeAll(async () => {
    const customer = await store.customer();
    const response = await placeOrder(store, customer, 'rosa@corner-smoke.example');
    expect(response.statusCode, response.body).toBe(200);
    orderId = response.json<{ data: { id: number } }>().data.id;
    buyerMail = await store.waitForMail('rosa@corner-smoke.example', `order #${orderId}`);
    storeMail = await store.waitForMail(store.config.storeEmail, `New order #${orderId}`);
  });

  it('sends the buyer the order number, each line with its quantity, unit price and line total, and the totals', () => {
    expect(buyerMail.to).toBe('rosa@corner-smoke.example');
    expect(buyerMail.subject).toBe(`Garden State Tobacco: we received your order #${orderId}`);
    expectBothParts(buyerMail, `Order #${orderId}`, CIGAR.name, HUMIDOR.name, 'Payment: cash on delivery.');
    expectBothParts(buyerMail, '$123.45', '$246.90', '$1,050.00', '$1,296.90', '$5.00', '$1,301.90');
    expect(buyerMail.text).toMatch(new RegExp(`${literally(CIGAR.name)}\\s+2\\s+\\$123\\.45\\s+\\$246\\.90`));
    expect(buyerMail.text).toMatch(
      new RegExp(`${literally(HUMIDOR.name)}\\s+1\\s+\\$1,050\\.00\\s+\\$1,050\\.00`),
    );
    expect(buyerMail.text).toMatch(/Subtotal:\s+\$1,296\.90\s+Tax:\s+\$5\.00\s+Total:\s+\$1,301\.90/);
  });

  it('sends the buyer the billing and shipping addresses, with the states by name', () => {
    expectBothParts(buyerMail, 'Corner Smoke Shop LLC', '12 Ocean Avenue', 'Asbury Park, New Jersey 07712');
    expectBothParts(buyerMail, 'Phone: 7325550142', 'E-mail: rosa@corner-smoke.example');
    expectBothParts(buyerMail, 'Corner Smoke Warehouse', '400 Harbor Road', 'Brooklyn, New York 11201');
    expectBothParts(buyerMail, 'Leave at the back door');
    expect(buyerMail.links).toContain(`http://web.test/my-account/orders/${orderId}`);
  });

  it("sends the store the same figures, a link to the order's staff page, and replies to the buyer", () => {
    expect(storeMail.to).toBe(store.config.storeEmail);
    expect(storeMail.subject).toBe(`New order #${orderId}: Corner Smoke Shop LLC, $1,301.90`);
    expect(storeMail.replyTo).toBe('rosa@corner-smoke.example');
    expectBothParts(storeMail, `http://web.test/staff/orders/${orderId}`, `placed order #${orderId}`);
    expectBothParts(storeMail, '$246.90', '$1,301.90', 'Brooklyn, New York 11201');
    expect(storeMail.links).toContain(`http://web.test/staff/orders/${orderId}`);
  });

  it("frames both in the store's name, phone and e-mail", () => {
    for (const mail of [buyerMail, storeMail]) {
      expectBothParts(
        mail,
        'Garden State Tobacco',
        'Phone: (201) 555-0142',
        `E-mail: ${store.config.storeEmail}`,
      );
    }
  });
});

describe('an order retried with its Idempotency-Key', () => {
  it('mails nothing the second time', async () => {
    const customer = await store.customer();
    const email = 'retry@corner-smoke.example';
    const first = await placeOrder(store, customer, email, 'mail-once-7f3a9c21');
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json<{ data: { id: number } }>().data.id;
    await store.waitForMail(email, `order #${id}`);
    await store.waitForMail(store.config.storeEmail, `New order #${id}`);

    const again = await orderAgain(store, customer, email, 'mail-once-7f3a9c21');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // A later order's mails arrive after any the replay could have started.
    const later = await placeOrder(store, customer, email);
    const laterId = later.json<{ data: { id: number } }>().data.id;
    await store.waitForMail(email, `order #${laterId}`);
    await store.waitForMail(store.config.storeEmail, `New order #${laterId}`);

    const aboutFirst = (await orderMails()).filter((mail) => mail.subject.includes(`order #${id}`));
    expect(aboutFirst.map((mail) => mail.to).sort()).toEqual([email, store.config.storeEmail].sort());
  });
});

describe('when the mail server cannot be reached', () => {
  let broken: TestStore;
  beforeAll(async () => {
    broken = await startTestStore({ smtpUrl: await unreachableSmtpUrl() });
    await priceProducts(broken);
  });
  afterAll(async () => {
    await broken.close();
  });

  it('still places the order and answers it', async () => {
    const customer = await broken.customer();
    const response = await placeOrder(broken, customer, 'unmailed@corner-smoke.example');
    expect(response.statusCode, response.body).toBe(200);
    const { id, total } = response.json<{ data: { id: number; total: string } }>().data;
    expect(total).toBe('1301.90');
    const listed = await broken.call('GET', 'retrive-orders', { token: customer.token });
    expect(listed.json<{ data: { data: { id: number }[] } }>().data.data.map((o) => o.id)).toEqual([id]);
    expect(await broken.mails()).toEqual([]);
  });
});
