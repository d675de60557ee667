import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { AgeGate, expectToast } from './pages/common.js';
import { ProductPage, productPath, products } from './pages/catalog.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { type Journey, useJourney } from './support/journey.js';
import { specText } from './support/spec-text.js';

// axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA) on every main screen, logged out and logged in: no serious or critical
// violation. Each screen is its own test; a screen's findings are listed rule by rule with the elements.

/** The screen has drawn its content: its heading is there and nothing says Loading... any more. */
async function settle(page: Page, withHeading: boolean): Promise<void> {
  if (withHeading) await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await page.getByText('Loading...').first().waitFor({ state: 'hidden' });
  await settleAnimations(page);
}

/** Dialogs and backdrops fade in: colours measured mid-fade are not the ones a person reads. */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

async function audit(journey: Journey, name: string, path: string | (() => Promise<void>)): Promise<void> {
  const { page } = journey;
  if (typeof path === 'string') await page.goto(path);
  else await path();
  await settle(page, typeof path === 'string');
  const findings = await seriousViolations(page);
  if (findings.length > 0) await journey.shot(`axe-${name}`);
  journey.softEqual(
    `serious or critical axe violations on ${name} (${page.url()})`,
    describeFindings(findings),
    [],
  );
}

/** Screens both a visitor and a customer see, with different content (prices, cart lines, wishlist rows). */
const sharedScreens: [string, string][] = [
  ['home', '/'],
  ['category-shop', '/product-category/premium-cigar'],
  // The seed's first brand, Casa Verano, as its home-page tile links it.
  ['brand-shop', '/product-brand/1?categoryId=premium-cigar&name=Casa+Verano'],
  ['product', productPath(products.robustoMaduro)],
  ['search', '/products?search=Casa'],
  ['cart', '/cart'],
  ['wishlist', '/wishlist'],
];

/** The same for everyone: checked once, logged out. About Us and the Privacy Policy share the Terms' layout. */
const publicScreens: [string, string][] = [
  ['search-no-items', '/products?search=nothing-like-this'],
  ['contact', '/contact'],
  ['terms', '/terms-and-conditions'],
  ['not-found', '/no/such/page'],
  ['login', '/login'],
  ['register', '/register'],
  ['lost-password', '/my-account/lost-password'],
];

describe('accessibility, logged out', () => {
  const journey = useJourney({ name: 'axe-visitor', story: true });

  it('age gate', async () => {
    const visitor = await journey.newSession({ ageConfirmed: false });
    await visitor.page.goto('/');
    await new AgeGate(visitor.page).question.waitFor();
    await settleAnimations(visitor.page);
    const findings = await seriousViolations(visitor.page);
    journey.softEqual('serious or critical axe violations on the age gate', describeFindings(findings), []);
  });

  it.each([...sharedScreens, ...publicScreens])('%s', async (name, path) => {
    await audit(journey, name, path);
  });

  it('register with every message showing', async () => {
    await audit(journey, 'register-errors', async () => {
      await journey.page.goto('/register');
      await journey.page.getByRole('main').getByRole('button', { name: 'Register', exact: true }).click();
      await journey.page.getByText(specText.registerRequired[0]).first().waitFor();
    });
  });

  it.each([
    ['home', '/'],
    ['product', productPath(products.robustoMaduro)],
  ])('%s on a phone', async (name, path) => {
    await journey.page.setViewportSize({ width: 390, height: 844 });
    try {
      await audit(journey, `${name}-mobile`, path);
    } finally {
      await journey.page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});

describe('accessibility, logged in', () => {
  const journey = useJourney({ name: 'axe-buyer', story: true, buyer: { key: 'axe', loggedIn: true } });

  it('has a cart over the minimum and a wishlist to show', async () => {
    const { page } = journey;
    const product = new ProductPage(page);
    await product.goto(products.glassTopHumidor);
    await product.increase.click();
    await product.addToCart.click();
    await expectToast(page, specText.cart.added);
    await product.goto(products.travelHumidor);
    await product.wishlistButton.click();
    await expectToast(page, specText.wishlist.added);
  });

  it.each([
    ...sharedScreens,
    ['checkout', '/checkout'],
    ['my-account', '/my-account'],
    ['orders', '/my-account/orders'],
    ['addresses', '/my-account/addresses'],
    ['account-details', '/my-account/account-details'],
    ['quick-order', '/quick-order'],
  ])('%s', async (name, path) => {
    await audit(journey, name, path);
  });

  it('edit billing address', async () => {
    await audit(journey, 'edit-address', async () => {
      await journey.page.goto('/my-account/addresses');
      await journey.page
        .getByRole('region', { name: 'Billing address', exact: true })
        .getByRole('link', { name: /^Edit/ })
        .click();
      await journey.page.waitForURL('**/edit-address/billing**');
    });
  });

  it('checkout with the address picker open', async () => {
    await audit(journey, 'address-picker', async () => {
      await journey.page.goto('/checkout');
      await journey.page
        .getByRole('checkbox', { name: 'Ship to a different address?' })
        .locator('xpath=ancestor::label[1]')
        .click();
      await journey.page.getByRole('button', { name: 'Choose a saved address' }).click();
      await journey.page.getByRole('dialog', { name: 'Choose a shipping address' }).waitFor();
    });
  });

  it('cart on a phone', async () => {
    await journey.page.setViewportSize({ width: 390, height: 844 });
    try {
      await audit(journey, 'cart-mobile', '/cart');
    } finally {
      await journey.page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
