import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AccountPages } from './pages/account.js';
import { ExpiryNotice, RenewCertificateSection } from './pages/certificates.js';
import { expectFieldErrors, expectToast, field, setChecked, toastMark } from './pages/common.js';
import { ProductPage, products } from './pages/catalog.js';
import { CartPage, CheckoutPage } from './pages/shopping.js';
import { StaffPages, staffPassword } from './pages/staff.js';
import { staff } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { viewports } from './support/browser.js';
import { type Session, useJourney } from './support/journey.js';
import { mailSnapshot, newestMailTo } from './support/mail.js';
import { specText } from './support/spec-text.js';
import { repoRoot } from '../support/processes.js';

// Journey 12: a tobacco licence runs out (issue 17 item 12). A buyer whose licence expires in 10 days is warned on
// the dashboard and at checkout; sales set it to yesterday in the back office, and ordering stops (a disabled
// Place order, LICENCE_EXPIRED from the API); on a phone the buyer follows the notice to Account details and
// uploads the renewed licence and tax certificate; sales open the files, approve the licence and reject the tax
// certificate with a reason; the buyer's notice is gone and they order again.
//
// The reminder e-mails at 30, 14 and 7 days go out hourly; the journey has staff send the due ones at once with
// `npm run admin -- licence-reminders` (store-api's tests cover the thresholds).

const fixtures = path.join(repoRoot, 'tests/e2e/fixtures');
const salesEmail = 'sales.licence.e2e@store.example.com';
/** What the notice at checkout and the API's LICENCE_EXPIRED say. */
const licenceExpired =
  'Your tobacco licence has expired, so we cannot take orders. Please upload your renewed licence from Account details.';
const rejectReason = 'The certificate in the file expired in 2024; please upload the current one.';

/** The store's calendar day (New York) `days` from today, as YYYY-MM-DD. */
function storeDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const renewedUntil = storeDay(365);

/** What describes the element (aria-describedby), as a screen reader reads it after the name. */
function description(locator: Locator): Promise<string> {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/** No serious or critical axe violation on the page as it is. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect(describeFindings(findings), `axe on ${screen}`).toEqual([]);
}

describe.sequential('a buyer whose tobacco licence runs out renews it and orders again', () => {
  const journey = useJourney({ name: '12-licence', story: true, buyer: { key: 'licence', loggedIn: true } });
  let sales: Session;

  it('ten days before the licence expires, the dashboard and checkout warn the buyer', async () => {
    await staff.customerLicence(journey.buyer.email, { tobacco: storeDay(10), tax: storeDay(200) });
    const mailsBefore = await mailSnapshot();
    await staff.licenceReminders();
    const reminder = await newestMailTo(journey.buyer.email, {
      subject: /your tobacco licence expires in 10 days/,
      linkIncludes: '/my-account/account-details#renew-certificate',
      seenBefore: mailsBefore,
    });
    expect(reminder.subject).toMatch(/expires in 10 days/);
    const { page } = journey;
    const account = new AccountPages(page);
    await account.gotoDashboard();
    const notice = new ExpiryNotice(page);
    await notice.titled('Your tobacco licence expires in 10 days.').waitFor();
    expect(await notice.count()).toBe(1);
    await journey.shots('dashboard-expiring');
    await expectAccessible(page, 'the dashboard with the licence warning');

    // Two boxes of $168.00: above the $200 minimum.
    const product = new ProductPage(page);
    await product.goto(products.robustoMaduro);
    await product.price.filter({ hasText: products.robustoMaduro.price }).waitFor();
    await product.increase.click();
    expect(await product.quantity.inputValue()).toBe('2');
    const mark = await toastMark(page);
    await product.addToCart.click();
    await expectToast(page, specText.cart.added, { type: 'success', after: mark });

    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await notice.titled('Your tobacco licence expires in 10 days.').waitFor();
    expect(await checkout.placeOrder.isEnabled()).toBe(true);
    await journey.shot('checkout-expiring');
  });

  it('sales set the licence to yesterday on the customer page: the buyer can no longer order', async () => {
    await staff.createStaff(salesEmail, 'sales', staffPassword);
    sales = await journey.newSession({ keep: true });
    const back = new StaffPages(sales.page);
    await back.signIn(salesEmail);
    await back.open('Customers');
    // Enter searches at once; the list is then the search's before a row is clicked (a search applied after the
    // click would take the customer's page away).
    await field(back.main, 'Search').fill(journey.buyer.email);
    await field(back.main, 'Search').press('Enter');
    await sales.page.waitForURL(/[?&]search=/);
    const row = back.main.getByRole('row').filter({ hasText: journey.buyer.company });
    await expect.poll(() => back.main.getByRole('row').count(), { timeout: 30_000 }).toBe(2);
    await row.getByRole('link', { name: journey.buyer.company }).click();
    await sales.page.waitForURL(/\/staff\/customers\/\d+$/);
    await back.heading.filter({ hasText: journey.buyer.company }).waitFor({ timeout: 30_000 });
    const tobacco = field(back.main, 'Tobacco licence expires on');
    await expect.poll(() => tobacco.inputValue()).toBe(storeDay(10));
    await tobacco.fill(storeDay(-1));
    await back.main.getByRole('button', { name: 'Save dates' }).click();
    await expectToast(sales.page, 'Certificate dates updated.', { type: 'success' });
    await journey.shot('staff-customer-dates', sales.page);
    await expectAccessible(sales.page, 'a customer with the dates form');

    const { page } = journey;
    const notice = new ExpiryNotice(page);
    await new AccountPages(page).gotoDashboard();
    const expired = notice.titled('Your tobacco licence has expired.');
    await expired.getByText(licenceExpired).waitFor();
    await journey.shots('dashboard-expired');
    await expectAccessible(page, 'the dashboard with the licence expired');

    // The cart says it before checkout: the notice with its link to renew, and Proceed to checkout disabled,
    // described by the reason.
    const cart = new CartPage(page);
    await cart.goto();
    const cartNotice = notice.titled('Your tobacco licence has expired.');
    await cartNotice.getByText(licenceExpired).waitFor();
    expect(await notice.renewLink(cartNotice).getAttribute('href')).toBe(
      '/my-account/account-details#renew-certificate',
    );
    await expect.poll(() => cart.proceed.isDisabled()).toBe(true);
    expect(await description(cart.proceed)).toBe(
      'You cannot place an order while your tobacco licence has expired.',
    );
    await cart.totals.getByRole('link', { name: 'Renew certificate' }).waitFor();
    await journey.shots('cart-expired');
    await expectAccessible(page, 'the cart with the licence expired');

    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await notice.titled('Your tobacco licence has expired.').waitFor();
    await setChecked(checkout.terms, true);
    await expect.poll(() => checkout.placeOrder.isDisabled()).toBe(true);
    expect(await description(checkout.placeOrder)).toBe(
      'You cannot place an order while your tobacco licence has expired.',
    );
    await journey.shot('checkout-expired');
    await expectAccessible(page, 'the checkout with the licence expired');

    // The API refuses the order too, whatever the page offers (the buyer's billing address, as the page sends it).
    const answer = await page.evaluate(async () => {
      const graphql = async (query: string, variables: object = {}) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'include',
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data?: Record<string, unknown> };
      };
      const { data } = await graphql(
        'query Billing { viewer { email billingAddress { name address city postcode phone state { id } } } }',
      );
      const viewer = data!.viewer as {
        email: string;
        billingAddress: { state: { id: string } } & Record<string, string>;
      };
      const { state, ...address } = viewer.billingAddress;
      return graphql(
        `
          mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
            placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
              order {
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
        {
          idempotencyKey: crypto.randomUUID(),
          input: {
            billingAddress: { ...address, stateId: state.id, email: viewer.email },
            acceptTerms: true,
          },
        },
      ) as Promise<{
        data?: {
          placeOrder: {
            order: unknown;
            userErrors: { code: string; field: string | null; message: string }[];
          };
        };
      }>;
    });
    expect(answer.data?.placeOrder.order).toBeNull();
    expect(answer.data?.placeOrder.userErrors).toEqual([
      {
        code: 'LICENCE_EXPIRED',
        field: null,
        message: licenceExpired,
      },
    ]);
  });

  it('on a phone, the buyer follows the notice to Account details and uploads the renewed certificates', async () => {
    const { page } = journey;
    await page.setViewportSize(viewports.mobile);
    await new AccountPages(page).gotoDashboard();
    const notice = new ExpiryNotice(page);
    await notice.renewLink(notice.titled('Your tobacco licence has expired.')).click();
    await page.waitForURL('**/my-account/account-details#renew-certificate');
    const renew = new RenewCertificateSection(page);
    await expect
      .poll(() => renew.heading.evaluate((heading) => heading === document.activeElement))
      .toBe(true);

    await renew.submit.click();
    await expectFieldErrors(renew.form, [
      'Please choose the tobacco licence or the tax certificate.',
      'Please enter the new valid till date as YYYY-MM-DD.',
      'Please choose the renewed certificate file.',
    ]);
    await journey.shot('renew-errors');
    await expectAccessible(page, 'the renewal form with its errors');

    let mark = await toastMark(page);
    await renew.upload('Tobacco licence', renewedUntil, path.join(fixtures, 'tobacco-licence.png'));
    await expectToast(page, 'Renewal uploaded. We will review it shortly.', { type: 'success', after: mark });
    await renew.pending.filter({ hasText: /^Tobacco licence: Under review since / }).waitFor();
    // One licence renewal at a time: the choice is there, disabled, until staff have reviewed it.
    await expect.poll(() => renew.option('Tobacco licence (under review)').isDisabled()).toBe(true);
    await expectFieldErrors(renew.form, []);
    await journey.shot('renew-licence-pending');

    mark = await toastMark(page);
    await renew.upload('Tax certificate', renewedUntil, path.join(fixtures, 'tax-certificate.pdf'));
    await expectToast(page, 'Renewal uploaded. We will review it shortly.', { type: 'success', after: mark });
    await renew.section
      .getByText('Both certificates are under review. You can upload another once we have reviewed them.')
      .waitFor();
    expect(await renew.form.count()).toBe(0);
    expect(await renew.pending.count()).toBe(2);
    await journey.shots('renew-both-pending');
    await expectAccessible(page, 'the renewals under review');

    // The cart, on the phone: the notice says the renewal is under review instead of asking for another, and
    // checkout waits for it.
    const cart = new CartPage(page);
    await cart.goto();
    const underReview = notice.titled('Your tobacco licence has expired.');
    await underReview
      .getByText(
        'We cannot take orders until we have accepted your renewed tobacco licence, which is under review.',
      )
      .waitFor();
    expect(await notice.renewLink(underReview).count()).toBe(0);
    await expect.poll(() => cart.proceed.isDisabled()).toBe(true);
    expect(await description(cart.proceed)).toBe(
      'You can order again once we have accepted your renewed tobacco licence.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.mobile.width,
    );
    await journey.shot('cart-renewal-under-review');
    await expectAccessible(page, 'the cart with the renewal under review');
    await page.setViewportSize(viewports.desktop);
  });

  it('sales open each file, approve the licence and reject the tax certificate with a reason', async () => {
    const { page, context } = sales;
    const back = new StaffPages(page);
    await back.open('Certificate renewals');
    const rows = back.main.getByRole('row').filter({ hasText: journey.buyer.company });
    const licence = rows.filter({ hasText: 'Tobacco licence' });
    const tax = rows.filter({ hasText: 'Tax certificate' });
    await licence.waitFor();
    await tax.waitFor();
    await journey.shots('staff-renewals', page);
    await expectAccessible(page, 'the certificate renewals queue');

    // Each file is the one the buyer uploaded, byte for byte, served to staff only.
    for (const [row, type, file] of [
      [licence, 'image/png', 'tobacco-licence.png'],
      [tax, 'application/pdf', 'tax-certificate.pdf'],
    ] as const) {
      const url = await row
        .getByRole('link', { name: /^Open the file/ })
        .evaluate((link) => (link as HTMLAnchorElement).href);
      const response = await context.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toMatch(new RegExp(`^${type}`));
      expect((await response.body()).equals(await readFile(path.join(fixtures, file)))).toBe(true);
      expect((await journey.context.request.get(url)).status()).toBe(401);
    }
    // Open the file: the licence shows in a new tab.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      licence.getByRole('link', { name: /^Open the file/ }).click(),
    ]);
    await expect
      .poll(() => tab.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await tab.close();

    let before = await mailSnapshot();
    await licence.getByRole('button', { name: /^Approve/ }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Approve renewal' }).click();
    await licence.waitFor({ state: 'detached' });
    const accepted = await newestMailTo(journey.buyer.email, {
      subject: /your renewed tobacco licence is accepted/,
      seenBefore: before,
    });
    expect(accepted.subject).toMatch(/accepted/);

    before = await mailSnapshot();
    await tax.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await dialog.getByRole('button', { name: 'Reject renewal' }).click();
    await expectFieldErrors(dialog, ['Enter the reason for the rejection.']);
    await field(dialog, 'Reason').fill(rejectReason);
    await dialog.getByRole('button', { name: 'Reject renewal' }).click();
    await tax.waitFor({ state: 'detached' });
    const refused = await newestMailTo(journey.buyer.email, {
      subject: /please upload your tax certificate again/,
      seenBefore: before,
    });
    expect(refused.text.replace(/\s+/g, ' ')).toContain(rejectReason);

    await back.main.getByRole('link', { name: /^Rejected/ }).click();
    await tax.getByText(`Reason: ${rejectReason}`).waitFor();
    await back.main.getByRole('link', { name: /^Approved/ }).click();
    await licence.waitFor();
    await journey.shot('staff-renewals-approved', page);
  });

  it("the buyer's notice is gone and they place the order", async () => {
    const { page } = journey;
    const account = new AccountPages(page);
    await account.gotoDashboard();
    // The greeting and the notices come from the same account details: once it shows, so would a notice.
    await account.main.getByText(`Hello ${journey.buyer.name}`).waitFor();
    const notice = new ExpiryNotice(page);
    expect(await notice.count()).toBe(0);

    // The tax certificate was rejected: it may be uploaded again.
    await account.gotoAccountDetails();
    const renew = new RenewCertificateSection(page);
    await renew.form.waitFor();
    expect(await renew.option('Tax certificate').isDisabled()).toBe(false);

    // The cart offers checkout again.
    const cart = new CartPage(page);
    await cart.goto();
    await cart.line(products.robustoMaduro.name).waitFor();
    expect(await notice.count()).toBe(0);
    await cart.main.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/checkout');
    const checkout = new CheckoutPage(page);
    await checkout.review.getByText(products.robustoMaduro.name).waitFor();
    expect(await notice.count()).toBe(0);
    await setChecked(checkout.terms, true);
    await checkout.placeOrder.click();
    await expectToast(page, specText.checkout.orderCreated, { type: 'success' });
    await page.waitForURL('**/my-account/orders');
  });
});
