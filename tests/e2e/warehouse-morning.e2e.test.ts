import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccountPages } from './pages/account.js';
import { StaffPages, staffPassword } from './pages/staff.js';
import { staff } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { type Session, useJourney } from './support/journey.js';
import { mailSnapshot, newestMailTo } from './support/mail.js';

// A morning in the warehouse (issue 32, item 3): three orders wait. The warehouse finds one by its number and
// fulfils all its lines, prints the pick list and the packing slips of the three, ships one with a carrier and a
// tracking number (the buyer's order page and the shipped e-mail show them), and changes a quantity of another
// before it ships. axe checks each new screen; the order's quantities stay beside the products on a phone.

const member = 'morning.warehouse@store.example.com';

async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(describeFindings(await seriousViolations(page)), `axe on ${screen}`).toEqual([]);
}

/** The buyer's GraphQL, with their session cookie, as the storefront sends it. */
async function ask<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

/** An order of two products placed through the public API: its id. */
async function placeOrder(page: Page): Promise<string> {
  const { products } = await ask<{
    products: { items: { id: string; stock: number; price: { amount: string } }[] };
  }>(page, '{ products(perPage: 24, sort: PRICE_HIGH_TO_LOW) { items { id stock price { amount } } } }');
  const stocked = products.items.filter((item) => item.stock >= 20);
  for (const product of stocked.slice(0, 2)) {
    const quantity = Math.ceil(12_000 / Math.round(Number(product.price.amount) * 100));
    await ask(
      page,
      'mutation A($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { userErrors { code } } }',
      {
        id: product.id,
        q: quantity,
      },
    );
  }
  const { states } = await ask<{ states: { id: string; name: string }[] }>(page, '{ states { id name } }');
  const { placeOrder } = await ask<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(
    page,
    `mutation P($input: PlaceOrderInput!, $key: String!) {
       placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { code message } } }`,
    {
      input: {
        billingAddress: {
          name: 'Morning Buyer',
          companyName: 'Morning Tobacco LLC',
          address: '9 Dock Road',
          city: 'Newark',
          stateId: states.find((state) => state.name === 'New Jersey')!.id,
          postcode: '07102',
          phone: '2015550123',
          email: 'buyer-morning@example.com',
        },
        acceptTerms: true,
      },
      key: randomUUID(),
    },
  );
  expect(placeOrder.userErrors).toEqual([]);
  return placeOrder.order!.id;
}

describe.sequential('a morning in the warehouse', () => {
  const journey = useJourney({
    name: '14-warehouse-morning',
    story: true,
    buyer: { key: 'morning', loggedIn: true },
  });
  let warehouse: Session;
  const orders: string[] = [];

  it('three orders wait; the warehouse finds the first by its number and fulfils all its lines', async () => {
    await staff.createStaff(member, 'warehouse', staffPassword);
    for (let n = 0; n < 3; n += 1) orders.push(await placeOrder(journey.page));
    warehouse = await journey.newSession({ keep: true });
    const { page } = warehouse;
    const back = new StaffPages(page);
    await back.signIn(member);
    await back.open('Orders');
    await back.main.getByRole('searchbox', { name: 'Search' }).fill(`#${orders[0]}`);
    await back.main.getByRole('button', { name: 'Apply filters' }).click();
    await back.main.getByText('1 order', { exact: true }).waitFor();
    await expectAccessible(page, 'the orders list searched');
    await back.main.getByRole('link', { name: orders[0], exact: true }).click();
    await back.heading.filter({ hasText: orders[0] }).waitFor();
    await back.main.getByRole('button', { name: 'Fulfil all lines' }).click();
    await back.main.getByText('2 of 2 lines fulfilled').waitFor();
    await expect
      .poll(async () =>
        (await staff.order(orders[0]!)).line_items.every((line) => line.fulfillment_status === 'fulfilled'),
      )
      .toBe(true);
  });

  it('prints the pick list and the packing slips of the three orders', async () => {
    const { page } = warehouse;
    const back = new StaffPages(page);
    await back.open('Orders');
    for (const id of orders)
      await back.main.getByRole('checkbox', { name: `Select order ${id}` }).check({ force: true });
    await back.main.getByRole('region', { name: 'Selected orders' }).getByText('3 orders selected').waitFor();
    await back.main.getByRole('link', { name: 'Print pick list and slips' }).click();
    await back.main.getByRole('heading', { name: 'Pick list', exact: true }).waitFor();
    const slips = back.main.getByRole('article', { name: 'Packing slip' });
    await expect.poll(() => slips.count()).toBe(3);
    // Each product once, its quantity the sum of the three orders'.
    const pick = back.main.getByRole('table', { name: 'Pick list' });
    const rows = await pick.getByRole('row').count();
    expect(rows).toBeGreaterThanOrEqual(2);
    await slips
      .first()
      .getByText(/Collect on delivery: \$/)
      .waitFor();
    await journey.shots('pick-list-and-slips', page);
    await expectAccessible(page, 'the pick list and packing slips');
  });

  it('ships the first with a carrier and tracking number: the buyer sees them in the order and the e-mail', async () => {
    const { page } = warehouse;
    const back = new StaffPages(page);
    await page.goto(`/staff/orders/${orders[0]}`);
    await back.heading.filter({ hasText: orders[0] }).waitFor();
    await back.main.getByRole('button', { name: 'Mark processing' }).click();
    await back.main.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Ship order ${orders[0]}?` });
    await dialog.getByRole('textbox', { name: /Carrier/ }).fill('UPS');
    await dialog.getByRole('textbox', { name: /Tracking number/ }).fill('1Z 999 AA1 0123');
    await expectAccessible(page, 'the ship dialog');
    const before = await mailSnapshot();
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await back.main.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await back.main.getByText('1Z 999 AA1 0123').first().waitFor();

    const mail = await newestMailTo(journey.buyer.email, { subject: /has shipped/, seenBefore: before });
    expect(mail.text).toContain('1Z 999 AA1 0123');
    expect(mail.text).toContain('UPS');

    const buyer = journey.page;
    await buyer.goto(`/my-account/orders/${orders[0]}`);
    await buyer.getByRole('main').getByText('1Z 999 AA1 0123').first().waitFor();
    await expectAccessible(buyer, "the buyer's shipped order");
    const account = new AccountPages(buyer);
    await account.gotoOrders();
    await account.orderRow(`order-${orders[0]}`).getByText('UPS 1Z 999 AA1 0123').waitFor();
    await buyer.goto(`/my-account/orders/${orders[0]}/invoice`);
    await buyer.getByRole('article', { name: `Invoice for order order-${orders[0]}` }).waitFor();
    await expectAccessible(buyer, "the buyer's invoice");
  });

  it('changes a quantity of the second before it ships, on a phone: the buyer is e-mailed', async () => {
    const phone = await journey.newSession({ viewport: 'mobile' });
    const { page } = phone;
    const back = new StaffPages(page);
    await back.signIn(member);
    await page.goto(`/staff/orders/${orders[1]}`);
    await back.heading.filter({ hasText: orders[1] }).waitFor();
    // At 390 px each line's quantity is on screen beside its product.
    const lines = back.main.getByRole('region', { name: 'Order lines' });
    const firstRow = lines.getByRole('row').nth(1);
    const change = firstRow.getByRole('button', { name: /^Change / });
    const quantityBox = await change.boundingBox();
    expect(quantityBox!.x + quantityBox!.width).toBeLessThanOrEqual(390);
    const before = await mailSnapshot();
    await change.click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByRole('textbox', { name: /Quantity/ });
    const quantity = Number(await field.inputValue());
    await field.fill(String(quantity + 1));
    await expectAccessible(page, 'the line dialog');
    await dialog.getByRole('button', { name: 'Save quantity' }).click();
    await firstRow.getByText(String(quantity + 1), { exact: true }).waitFor();
    await newestMailTo(journey.buyer.email, {
      subject: new RegExp(`changed your order #${orders[1]}`),
      seenBefore: before,
    });
    await journey.shot('edited-order', page);
    await expectAccessible(page, 'an edited order on a phone');
  });
});
