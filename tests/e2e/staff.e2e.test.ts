import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  AccountPages,
  CreateAccountPage,
  LoginPage,
  type Registration,
  RegisterPage,
} from './pages/account.js';
import { expectToast, Header, setChecked, toastMark } from './pages/common.js';
import { ProductPage, products } from './pages/catalog.js';
import { CartPage, CheckoutPage } from './pages/shopping.js';
import { StaffPages, staffPassword } from './pages/staff.js';
import { staff } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { type Session, useJourney } from './support/journey.js';
import { linkFromNewestMail, mailSnapshot, newestMailTo } from './support/mail.js';
import { specText } from './support/spec-text.js';
import { repoRoot } from '../support/processes.js';

// Journey 9: the back office. A business registers; a sales member reviews its certificates in the browser and
// approves it; the buyer creates the account from the e-mail and orders; the store is mailed; the warehouse moves
// the order to shipped; the buyer sees it and is mailed; sales suspend the buyer, who is logged out at once; the
// warehouse cannot review registrations. axe checks every staff screen on the way.

const fixtures = path.join(repoRoot, 'tests/e2e/fixtures');
const nextYear = new Date().getFullYear() + 1;

const registration: Registration = {
  name: 'Marcus Bell',
  email: 'marcus.bell@harborleaf.example.com',
  password: 'Harbor#2026',
  companyName: 'Harbor Leaf Tobacco LLC',
  address: '40 Front Street',
  city: 'Red Bank',
  country: 'United States',
  state: 'New Jersey',
  postcode: '07701',
  phone: '7325550188',
  mobile: '7325550177',
  taxId: 'NJ-TAX-771204',
  taxExpiryDate: `${nextYear}-03-31`,
  taxCertificate: path.join(fixtures, 'tax-certificate.pdf'),
  tobaccoId: 'NJ-TOB-55012',
  tobaccoExpiryDate: `${nextYear}-09-30`,
  tobaccoCertificate: path.join(fixtures, 'tobacco-licence.png'),
  dba: 'Harbor Leaf',
  membership: 'Smoke Shop',
};

const account = { username: 'harborleaf1', password: 'Harbor#2026go' };
const members = {
  sales: 'sales.e2e@store.example.com',
  warehouse: 'warehouse.e2e@store.example.com',
  admin: 'admin.e2e@store.example.com',
};
const storeEmail = 'orders@gardenstatetobacco.com';

/** No serious or critical axe violation on the page as it is. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect(describeFindings(findings), `axe on ${screen}`).toEqual([]);
}

describe.sequential('staff review, approve, fulfil and suspend from the back office', () => {
  const journey = useJourney({ name: '9-staff', story: true });
  let sales: Session;
  let warehouse: Session;
  let orderId = '';

  it('a business registers with both certificates (the storefront loads no back-office code)', async () => {
    await staff.createStaff(members.sales, 'sales', staffPassword);
    await staff.createStaff(members.warehouse, 'warehouse', staffPassword);
    const { page } = journey;
    // The storefront never downloads the back office's code.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.goto('/register');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /Staff/.test(url))).toEqual([]);
    const register = new RegisterPage(page);
    for (const step of register.requiredSteps(registration)) await step.fill();
    await register.fillOptional(registration);
    await register.submit();
    const dialog = page
      .getByRole('dialog')
      .or(page.getByRole('alertdialog'))
      .filter({ hasText: /thank you for registering/i });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/login');
  });

  it('sales sign in at /staff/login and find the registration first in the pending queue', async () => {
    sales = await journey.newSession({ keep: true });
    const back = new StaffPages(sales.page);
    await sales.page.goto('/staff/login');
    await expectAccessible(sales.page, 'the staff sign-in page');
    await back.signIn(members.sales);
    expect(await back.areas()).toEqual([
      'Today',
      'Registrations',
      'Customers',
      'Certificate renewals',
      'Catalog',
    ]);
    await back.open('Registrations');
    const row = back.main.getByRole('row').filter({ hasText: registration.companyName });
    await row.waitFor();
    await row.getByText(registration.tobaccoId).waitFor();
    await journey.shots('staff-registrations', sales.page);
    await expectAccessible(sales.page, 'the registrations queue');
    await row.getByRole('link').first().click();
    await back.heading.filter({ hasText: registration.companyName }).waitFor();
    // The store's e-mail about the registration links to this review page.
    const toStore = await newestMailTo(storeEmail, { subject: /New registration to review: Harbor Leaf/ });
    expect(toStore.links).toContain(sales.page.url());
  });

  it('shows both certificates inline, served only to staff with their type and no caching', async () => {
    const { page, context } = sales;
    const back = new StaffPages(page);
    const pdf = back.main.locator('iframe').first();
    await pdf.waitFor();
    // Chromium's PDF viewer loads in the frame (the certificate allows framing by its own origin only).
    // A frame the browser refused shows chrome-error://chromewebdata/ instead.
    const frame = await (await pdf.elementHandle())?.contentFrame();
    await expect.poll(() => frame?.url() ?? '').toContain('/staff/certificates/');
    const image = back.main.locator('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const urls = await back.main
      .getByRole('link', { name: /Open in a new tab/ })
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      const response = await context.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['content-type']).toMatch(/^(application\/pdf|image\/png)/);
      // Without a staff session (the buyer's browser), nothing.
      expect((await journey.context.request.get(url)).status()).toBe(401);
    }
    await journey.shots('staff-registration-review', page);
    await expectAccessible(page, 'a registration under review');
  });

  it('approves it: the business is e-mailed its create-account link', async () => {
    const { page } = sales;
    const back = new StaffPages(page);
    const before = await mailSnapshot();
    await back.main.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: /approve/i }).click();
    await back.main.getByText('Approved').first().waitFor();
    expect(await back.main.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const link = await linkFromNewestMail(registration.email, '/create-account/', { seenBefore: before });
    expect(link.startsWith(`${journey.baseURL}/create-account/`)).toBe(true);

    // The buyer creates the account from the link and lands home logged in.
    const buyer = journey.page;
    await buyer.goto(link);
    const create = new CreateAccountPage(buyer);
    await create.fill(account.username, account.password);
    const mark = await toastMark(buyer);
    await create.submit();
    await expectToast(buyer, specText.createAccount.created, { type: 'success', after: mark });
    await buyer.waitForURL((url) => url.pathname === '/');
    await new Header(buyer).myAccount.waitFor();
  });

  it('the buyer orders, and the store is e-mailed the order with a link to its staff page', async () => {
    const { page } = journey;
    const product = new ProductPage(page);
    await product.goto(products.robustoMaduro);
    await product.increase.click();
    await product.addToCart.click();
    await expectToast(page, specText.cart.added, { type: 'success' });
    const cart = new CartPage(page);
    await cart.goto();
    await cart.proceed.click();
    await page.waitForURL('**/checkout');
    const checkout = new CheckoutPage(page);
    await setChecked(checkout.terms, true);
    const before = await mailSnapshot();
    await checkout.placeOrder.click();
    await expectToast(page, specText.checkout.orderCreated, { type: 'success' });
    await page.waitForURL('**/my-account/orders');
    const account = new AccountPages(page);
    const number = (
      await account.main
        .getByRole('link', { name: /^order-\d+$/ })
        .first()
        .innerText()
    ).trim();
    orderId = number.replace('order-', '');

    const toStore = await newestMailTo(storeEmail, {
      subject: new RegExp(`#${orderId}\\b`),
      seenBefore: before,
    });
    expect(toStore.subject).toContain(registration.companyName);
    expect(toStore.links).toContain(`${journey.baseURL}/staff/orders/${orderId}`);
    await newestMailTo(registration.email, {
      subject: new RegExp(`order #${orderId}\\b`),
      seenBefore: before,
    });
  });

  it('the warehouse finds the order, marks it processing then shipped, and prints its packing slip', async () => {
    warehouse = await journey.newSession({ keep: true });
    const { page } = warehouse;
    const back = new StaffPages(page);
    await back.signIn(members.warehouse);
    expect(await back.areas()).toEqual(['Today', 'Orders', 'Catalog']);
    await back.open('Orders');
    const row = back.main.getByRole('row').filter({ hasText: registration.companyName }).first();
    await row.waitFor();
    await expectAccessible(page, 'the orders list');
    await row.getByRole('link').first().click();
    await back.heading.filter({ hasText: orderId }).waitFor();
    await expectAccessible(page, 'an order');

    await back.main.getByRole('button', { name: 'Mark processing' }).click();
    await back.main.getByRole('button', { name: 'Mark shipped' }).waitFor();
    const before = await mailSnapshot();
    await back.main.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = page.getByRole('alertdialog', { name: `Ship order ${orderId}?` });
    await ship.getByRole('textbox', { name: /Carrier/ }).fill('FedEx');
    await ship.getByRole('textbox', { name: /Tracking number/ }).fill('7712 3456 9901');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await back.main.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await back.main.getByText('Shipped', { exact: true }).first().waitFor();
    await journey.shots('staff-order', page);

    const shipped = await newestMailTo(registration.email, { subject: /has shipped/, seenBefore: before });
    expect(shipped.subject).toContain(`#${orderId}`);

    await back.main.getByRole('link', { name: 'Print packing slip' }).click();
    await back.main.getByRole('heading', { name: 'Packing slip' }).waitFor();
    await back.main.getByText(products.robustoMaduro.name).waitFor();
    await expectAccessible(page, 'a packing slip');
  });

  it('the buyer sees the order shipped', async () => {
    const { page } = journey;
    const account = new AccountPages(page);
    await account.gotoOrders();
    await account.orderRow(`order-${orderId}`).getByText('Shipped').waitFor();
  });

  it('sales suspend the buyer, who is logged out at once and cannot log in again', async () => {
    const { page } = sales;
    const back = new StaffPages(page);
    await back.open('Customers');
    await expectAccessible(page, 'the customers list');
    const row = back.main.getByRole('row').filter({ hasText: registration.companyName });
    await row.getByRole('link').first().click();
    await back.heading.filter({ hasText: registration.companyName }).waitFor();
    await expectAccessible(page, 'a customer');
    await back.main.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: /suspend/i }).click();
    await back.main.getByRole('button', { name: 'Reactivate' }).waitFor();

    const buyer = journey.page;
    await buyer.reload();
    const header = new Header(buyer);
    await header.myAccount.waitFor({ state: 'hidden' });
    await buyer.goto('/my-account/orders');
    await buyer.waitForURL('**/login**');
    const login = new LoginPage(buyer);
    await login.logIn(account.username, account.password);
    await buyer
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Your account is suspended. Please contact us for details.' })
      .waitFor();
  });

  it('an administrator exports the orders as CSV, and the catalog, team and security screens pass axe', async () => {
    const admin = await journey.newSession();
    const back = new StaffPages(admin.page);
    await staff.createStaff(members.admin, 'admin', staffPassword);
    await back.signIn(members.admin);
    expect(await back.areas()).toEqual([
      'Today',
      'Registrations',
      'Customers',
      'Certificate renewals',
      'Orders',
      'Catalog',
      'Team',
      'Audit log',
    ]);
    await back.open('Orders');
    const href = await back.main.getByRole('link', { name: 'Export CSV', exact: true }).getAttribute('href');
    const csv = await admin.context.request.get(new URL(href!, journey.baseURL).href);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(registration.companyName);
    for (const area of ['Catalog', 'Team'] as const) {
      await back.open(area);
      await back.main.getByRole('table').or(back.main.getByRole('list')).first().waitFor();
      await expectAccessible(admin.page, `the ${area.toLowerCase()} screen`);
    }
    await admin.page.getByRole('link', { name: 'Sign-in security' }).click();
    await back.heading.filter({ hasText: 'Sign-in security' }).waitFor();
    await expectAccessible(admin.page, 'the sign-in security screen');
    await journey.shots('staff-catalog', admin.page);
  });

  it('the warehouse cannot review registrations, on screen or through the API', async () => {
    const { page } = warehouse;
    await page.goto('/staff/registrations');
    await page.getByRole('heading', { name: 'Not available to your role' }).waitFor();
    const answer = await page.evaluate(async () => {
      const response = await fetch('/staff/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { approveRegistration(id: "1") { userErrors { code } } }' }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
