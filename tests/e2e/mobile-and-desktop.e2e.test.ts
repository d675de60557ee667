import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, Header, setChecked, toastMark } from './pages/common.js';
import { HomePage, ProductPage, products, SearchPage, ShopPage } from './pages/catalog.js';
import { AccountPages } from './pages/account.js';
import { CartPage, CheckoutPage } from './pages/shopping.js';
import { viewports } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { specText } from './support/spec-text.js';

// Journey 7: the same search-to-order path on a phone (390 × 844: the bottom bar and the search it opens) and on a
// desktop (1280 × 800: the header search). On both, nothing is wider than the screen and every button a buyer
// needs can be pressed (a click fails if the bottom bar or anything else covers it).

const display = { id: 51, name: 'Jetline Single Jet Torch Lighter (Display of 12)' };

/** The widest point of the page: a layout bug, recorded without stopping the journey (the buyer can go on). */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe.each(['mobile', 'desktop'] as const)('on a %s screen', (viewport) => {
  const journey = useJourney({
    name: `7-${viewport}`,
    viewport,
    story: true,
    buyer: { key: viewport, loggedIn: true },
  });
  const expectNoSidewaysScroll = async (page: Page) => {
    const width = await pageWidth(page);
    const limit = viewports[viewport].width;
    const where = new URL(page.url()).pathname;
    journey.softEqual(
      `page width of ${where} at ${limit} px (no sideways scrolling)`,
      Math.max(width, limit),
      limit,
    );
  };

  it(
    viewport === 'mobile'
      ? 'shows the bottom bar, and its Search opens the search box'
      : 'shows the header search and no bottom bar',
    async () => {
      const { page } = journey;
      const header = new Header(page);
      await new HomePage(page).open();
      await expectNoSidewaysScroll(page);
      if (viewport === 'mobile') {
        for (const name of ['Store', 'Search', 'Wishlist', 'Account'])
          expect(await header.bottomBar.getByText(name, { exact: true }).isVisible(), name).toBe(true);
        expect(await header.searchBox.count(), 'search box before Search is pressed').toBe(0);
        await journey.shot('home');
        await header.bottomBar.getByRole('button', { name: 'Search' }).click();
        await header.searchBox.waitFor();
        await journey.shot('search-open');
      } else {
        expect(await header.bottomBar.isVisible()).toBe(false);
        await header.searchBox.waitFor();
        await journey.shot('home');
      }
      await header.search('Jetline');
      await page.waitForURL(/\/products\?search=Jetline/);
      const search = new SearchPage(page);
      await search.heading('Jetline').waitFor();
      await expectNoSidewaysScroll(page);
      await journey.shot('search-results');
    },
  );

  it('adds from the search results and raises a line in the cart to pass the minimum', async () => {
    const { page } = journey;
    const search = new SearchPage(page);
    for (const name of [display.name, products.butane.name]) {
      const mark = await toastMark(page);
      await search.cards
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .getByRole('button', { name: 'Add to cart' })
        .click();
      await expectToast(page, specText.cart.added, { type: 'success', after: mark });
    }
    const header = new Header(page);
    await header.expectCartCount(2);
    await header.cartLink.click();
    await page.waitForURL('**/cart');
    const cart = new CartPage(page);
    await cart.minimumMessage.waitFor();
    await cart.increase(display.name).click();
    await expect.poll(() => cart.total('Total')).toBe('$240.00');
    await cart.minimumMessage.waitFor({ state: 'hidden' });
    // Thumbnails, not pictures: many lines fit a screen.
    const thumbnail = await cart.line(display.name).getByRole('img').boundingBox();
    expect(thumbnail?.width).toBeLessThanOrEqual(80);
    expect(thumbnail?.height).toBeLessThanOrEqual(80);
    await expectNoSidewaysScroll(page);
    await journey.shot('cart');
  });

  it('checks out and places the order', async () => {
    const { page } = journey;
    const cart = new CartPage(page);
    await cart.proceed.click();
    await page.waitForURL('**/checkout');
    const checkout = new CheckoutPage(page);
    await checkout.review.getByText('$240.00').first().waitFor();
    await expectNoSidewaysScroll(page);
    await journey.shot('checkout');
    await setChecked(checkout.terms, true);
    const mark = await toastMark(page);
    await checkout.placeOrder.click();
    await expectToast(page, specText.checkout.orderCreated, { type: 'success', after: mark });
    await page.waitForURL('**/my-account/orders');
    await new Header(page).expectCartCount(0);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^order-\d+$/ })
      .first()
      .waitFor();
    await expectNoSidewaysScroll(page);
    await journey.shot('orders');
  });

  it('offers what was just ordered under "Buy again" on the home page and the dashboard, and adds from it', async () => {
    const { page } = journey;
    const header = new Header(page);
    const home = new HomePage(page);
    // The section's code arrives late, as on a slow connection: its server HTML shows first, and the page is
    // ready (a click answers) only once the code has come and the section has hydrated.
    const belowFold = '**/assets/HomeBelowFold-*.js';
    await page.route(belowFold, async (route) => {
      await delay(1500);
      await route.continue();
    });
    await home.open();
    const buyAgain = home.section('Buy again');
    const card = buyAgain.getByRole('article').filter({ hasText: display.name });
    await card.waitFor();
    // Raised to 2 in the cart before the order: the buyer's usual quantity.
    await card.getByText('You usually order 2 · on 1 order').waitFor();
    await expectNoSidewaysScroll(page);
    await journey.shot('buy-again-home');
    const mark = await toastMark(page);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, specText.cart.added, { type: 'success', after: mark });
    await header.expectCartCount(2);
    await page.unroute(belowFold);

    const account = new AccountPages(page);
    await account.gotoDashboard();
    const dashboardCard = account.main
      .getByRole('region', { name: 'Buy again' })
      .getByRole('article')
      .filter({ hasText: products.butane.name });
    await dashboardCard.waitFor();
    const again = await toastMark(page);
    await dashboardCard.getByRole('button', { name: 'Add to cart' }).click();
    await expectToast(page, specText.cart.added, { type: 'success', after: again });
    await header.expectCartCount(3);
    await journey.shot('buy-again-dashboard');
  });

  it('keeps every control the keyboard moves to in sight: on screen and under nothing (header, bottom bar)', async () => {
    const { page } = journey;
    await new HomePage(page).open();
    const obscured: string[] = [];
    // Far enough to go past the first screen: the browser scrolls each focused control into view.
    for (let step = 0; step < 45; step++) {
      await page.keyboard.press('Tab');
      const problem = await page.evaluate(() => {
        const name = (element: Element | null) =>
          element
            ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
            : 'nothing';
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return `${name(focused)} is off screen`;
        const shown = document.elementFromPoint(x, y);
        return shown && (focused.contains(shown) || shown.contains(focused))
          ? null
          : `${name(focused)} is under ${name(shown)}`;
      });
      if (problem) obscured.push(problem);
    }
    expect(obscured).toEqual([]);
  });

  it(
    viewport === 'mobile'
      ? 'starts the content within 120 px of the top on the home, a category and a product page'
      : 'keeps the header whole on a desktop, at 1280 and 1366 px',
    async () => {
      const { page } = journey;
      const header = new Header(page);
      const pages = [
        ['home', () => new HomePage(page).open()],
        ['category', () => new ShopPage(page).gotoCategory('premium-cigar')],
        ['product', () => new ProductPage(page).goto(products.butane)],
      ] as const;
      for (const [name, open] of pages) {
        await open();
        const height = await header.chromeHeight();
        if (viewport === 'mobile')
          expect(height, `header height on the ${name} page`).toBeLessThanOrEqual(120);
        // Logo, account and cart, and (from a tablet up) the search box: all in the header.
        await header.cartLink.waitFor();
        await header.myAccount.waitFor();
        await page
          .getByRole('banner')
          .getByRole('link', { name: 'Garden State Tobacco Wholesale' })
          .waitFor();
      }
      await journey.shot('header');
      if (viewport === 'desktop') {
        await page.setViewportSize({ width: 1366, height: 900 });
        await header.searchBox.waitFor();
        expect(await header.menuScrollHint('after').count(), 'scroll hint on a menu that fits').toBe(0);
        await journey.shot('header-1366');
        await page.setViewportSize(viewports.desktop);
      }
    },
  );

  it(
    viewport === 'mobile'
      ? 'shows that the menu scrolls sideways, until its end is reached'
      : 'shows every menu link, with no sign of scrolling',
    async () => {
      const { page } = journey;
      const header = new Header(page);
      await new HomePage(page).open();
      const contact = header.mainMenu.getByRole('link', { name: 'Contact' });
      if (viewport === 'desktop') {
        expect(await header.menuScrollHint('after').count()).toBe(0);
        expect(await header.menuScrollHint('before').count()).toBe(0);
        return;
      }
      await header.menuScrollHint('after').waitFor();
      expect(await header.menuScrollHint('before').count(), 'hint at the start of the menu').toBe(0);
      await header.scrollMenuToEnd();
      await header.menuScrollHint('after').waitFor({ state: 'detached' });
      await header.menuScrollHint('before').waitFor();
      const [link, screen] = [await contact.boundingBox(), page.viewportSize()!];
      // Within a pixel: the links' widths have fractions.
      expect(link!.x + link!.width, 'the last link, whole on the screen').toBeLessThanOrEqual(
        screen.width + 1,
      );
      await journey.shot('menu-scrolled');
    },
  );

  it("opens a category's sub-menu within the screen", async () => {
    const { page } = journey;
    const header = new Header(page);
    await new HomePage(page).open();
    await header.allCategories.click();
    const categories = page.getByRole('menu', { name: 'ALL CATEGORIES' });
    await categories.getByRole('menuitem', { name: 'Premium Cigars' }).click();
    const submenu = page.getByRole('menu', { name: 'Premium Cigars' });
    // The pointer goes on into the sub-menu, as a buyer's does. Left on its trigger, the sub-menu was sometimes
    // gone by the click below on a loaded machine (1 run in 6 here; 0 in 8 with the pointer in it), likely as the
    // full-page screenshot's layout put the pointer over another item of the first menu.
    await submenu.getByRole('menuitem', { name: 'All Premium Cigars' }).hover();
    const width = viewports[viewport].width;
    await expect
      .poll(
        async () => {
          const box = await submenu.boundingBox();
          return box && box.x >= 0 && box.x + box.width <= width;
        },
        { message: `the sub-menu inside 0–${width} px` },
      )
      .toBe(true);
    await journey.shot('category-submenu');
    await submenu.getByRole('menuitem', { name: 'Robusto' }).click();
    await page.waitForURL('**/product-category/premium-cigar/premium-cigar-robusto');
  });

  it("moves the focus to the new page's heading after following a menu link", async () => {
    const { page } = journey;
    const header = new Header(page);
    await new HomePage(page).open();
    await header.mainMenu.getByRole('link', { name: 'Cigarillos' }).click();
    await page.waitForURL('**/product-category/cigarillos');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return focused
            ? `${focused.tagName.toLowerCase()} ${focused.textContent?.trim() ?? ''}`
            : 'nothing';
        }),
      )
      .toBe('h1 Cigarillos');
  });
});
