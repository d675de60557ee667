import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, toastMark } from './pages/common.js';
import { LoginPage } from './pages/account.js';
import { CartPage } from './pages/shopping.js';
import { adminJson } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { viewports } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { newestMailTo } from './support/mail.js';

// Reorder reminders (issue 33 item 7). A buyer who ordered one product three times, two weeks apart, turns reorder
// reminders on in their account; the job runs (the admin command, as staff or a scheduler would); the e-mail's
// "Reorder now" link opens a quick order holding that product and its usual quantity, which goes to the cart. On
// a phone (390 px), the link opened logged out goes through the login and back, and the e-mail's unsubscribe link
// turns the reminders off without a login. axe runs on the settings screen at both sizes.

async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(describeFindings(await seriousViolations(page)), `axe on ${screen}`).toEqual([]);
}

/** Nothing wider than the window: the page scrolls only down. */
async function expectNoSideways(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page width').toBeLessThanOrEqual(client);
}

/** The buyer's GraphQL, with their session cookie, as the storefront sends it. */
async function ask<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

interface Stocked {
  id: string;
  name: string;
  stock: number;
  purchaseLimit: number | null;
  price: { amount: string };
}

/** An order of `quantity` of one product, placed through the public API: its id. */
async function placeOrder(page: Page, product: Stocked, quantity: number): Promise<string> {
  await ask(
    page,
    'mutation A($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { userErrors { code } } }',
    {
      id: product.id,
      q: quantity,
    },
  );
  const { states } = await ask<{ states: { id: string; name: string }[] }>(page, '{ states { id name } }');
  const { placeOrder } = await ask<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(
    page,
    `mutation P($input: PlaceOrderInput!, $key: String!) {
       placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { code message } } }`,
    {
      input: {
        billingAddress: {
          name: 'Regular Buyer',
          companyName: 'Regular Tobacco LLC',
          address: '4 Mill Lane',
          city: 'Trenton',
          stateId: states.find((state) => state.name === 'New Jersey')!.id,
          postcode: '08608',
          phone: '6095550123',
          email: 'buyer-reminders@example.com',
        },
        acceptTerms: true,
      },
      key: randomUUID(),
    },
  );
  expect(placeOrder.userErrors).toEqual([]);
  return placeOrder.order!.id;
}

/** The store's calendar day (New York) `days` from today, YYYY-MM-DD. */
function storeDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A link of the e-mail as a path on the store the journeys run (the mail names the store's WEB_URL). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe.sequential('a buyer is reminded to reorder', () => {
  const journey = useJourney({
    name: '15-reorder-reminders',
    story: true,
    buyer: { key: 'reminders', loggedIn: true },
  });
  let product: Stocked;
  let quantity: number;
  let reorderLink: string;
  let unsubscribeLink: string;

  it('turns reorder reminders on, is e-mailed when a regular product is due, and the link fills a quick order that goes to the cart', async () => {
    const { page } = journey;
    const { products } = await ask<{ products: { items: Stocked[] } }>(
      page,
      '{ products(perPage: 24, sort: PRICE_HIGH_TO_LOW) { items { id name stock purchaseLimit price { amount } } } }',
    );
    const unitsFor = (item: Stocked) => Math.ceil(22_000 / Math.round(Number(item.price.amount) * 100));
    // Five orders' worth in stock (three placed, two from the reminder's link), within the purchase limit.
    product = products.items.find(
      (item) => item.stock >= 5 * unitsFor(item) && (item.purchaseLimit ?? Infinity) >= 2 * unitsFor(item),
    )!;
    quantity = unitsFor(product);
    // Three orders two weeks apart, the last two weeks ago: usually every 14 days, due today.
    const orders: string[] = [];
    for (let n = 0; n < 3; n += 1) orders.push(await placeOrder(page, product, quantity));
    for (const [index, days] of [-42, -28, -14].entries())
      await adminJson(['order-placed-on', orders[index]!, storeDay(days)]);

    await page.goto('/my-account');
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Reorder reminders' })
      .click();
    const toggle = page.getByRole('checkbox', { name: 'E-mail me when it is time to reorder' });
    await toggle.waitFor({ state: 'attached' });
    expect(await toggle.isChecked()).toBe(false);
    await expectAccessible(page, 'the reorder reminders screen');
    const mark = await toastMark(page);
    await toggle.check({ force: true });
    await expectToast(page, 'Reorder reminders are on.', { type: 'success', after: mark });
    await page
      .getByText('On: we e-mail you when products you order regularly are due again', { exact: false })
      .waitFor();
    await expectAccessible(page, 'the reorder reminders screen, on');
    await journey.shot('settings');

    await adminJson(['reorder-reminders']);
    const mail = await newestMailTo(journey.buyer.email, { subject: /time to reorder/ });
    expect(mail.subject).toContain(product.name);
    expect(mail.text).toContain('14 days');
    reorderLink = pathOf(mail.links.find((link) => link.includes('/quick-order?'))!);
    unsubscribeLink = pathOf(mail.links.find((link) => link.includes('/reorder-reminders/unsubscribe'))!);

    await page.goto(reorderLink);
    await page.getByText('1 product from your link is in your list below', { exact: false }).waitFor();
    const rows = page.getByRole('list', { name: 'Your list' }).getByRole('listitem');
    await expect.poll(() => rows.first().innerText()).toContain(product.name);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect.poll(() => rows.first().innerText()).toContain('Added');
    const cart = new CartPage(page);
    await cart.goto();
    await cart.table.waitFor();
    expect(await cart.quantityOf(product.name)).toBe(quantity);
  });

  it('on a phone, the link opened logged out goes through the login and back, and the unsubscribe link turns reminders off', async () => {
    const visitor = await journey.newSession({ viewport: 'mobile' });
    const { page } = visitor;
    await page.goto(reorderLink);
    await page.waitForURL('**/login');
    await new LoginPage(page).logIn(journey.buyer.email, journey.buyer.password);
    await page.waitForURL((url) => url.pathname === '/quick-order' && url.search.includes('lines='));
    await page.getByText('1 product from your link is in your list below', { exact: false }).waitFor();
    const rows = page.getByRole('list', { name: 'Your list' }).getByRole('listitem');
    await expect.poll(() => rows.first().innerText()).toContain(product.name);
    await expectNoSideways(page);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect.poll(() => rows.first().innerText()).toContain('Added');
    await journey.shot('quick-order-phone', page);

    // The unsubscribe link, in a browser with no session.
    const stranger = await journey.newSession({ viewport: 'mobile' });
    await stranger.page.goto(unsubscribeLink);
    await stranger.page.getByRole('button', { name: 'Stop reorder reminders' }).click();
    await stranger.page.getByRole('status').filter({ hasText: 'Reorder reminders are off.' }).waitFor();
    await expectAccessible(stranger.page, 'the unsubscribe page at 390 px');

    await page.setViewportSize(viewports.mobile);
    await page.goto('/my-account/reorder-reminders');
    const toggle = page.getByRole('checkbox', { name: 'E-mail me when it is time to reorder' });
    await toggle.waitFor({ state: 'attached' });
    expect(await toggle.isChecked()).toBe(false);
    await expectNoSideways(page);
    await expectAccessible(page, 'the reorder reminders screen at 390 px');
    await journey.shot('settings-phone', page);
  });
});
