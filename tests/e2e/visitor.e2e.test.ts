import { setTimeout as delay } from 'node:timers/promises';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/account.js';
import { AgeGate, expectToast, Header, setChecked } from './pages/common.js';
import {
  cardNames,
  HomePage,
  ProductCard,
  ProductPage,
  products,
  SearchPage,
  ShopPage,
} from './pages/catalog.js';
import { viewports } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { shownPrice, specText } from './support/spec-text.js';

// Journey 1: a visitor, from the age gate through browsing, filtering and searching to a refused add to cart. No
// price may reach the visitor: neither on screen nor in any GraphQL answer, nor through a filter or sort by price,
// which only a customer gets (the last block: a visitor logs in from the shop to filter by price).

/** The seeded hero slides' words (store-api/src/seed/catalog.ts), set over pictures that have none. */
const heroSlides = [
  {
    headline: 'Premium cigars for your humidor',
    subtitle: 'Dominican, Nicaraguan and Honduran boxes, shipped from New Jersey',
  },
  {
    headline: 'Cigarillos that sell themselves',
    subtitle: 'Tipped and natural leaf cigarillos by the display',
  },
  {
    headline: 'Accessories for every counter',
    subtitle: 'Lighters, cutters and humidors at wholesale prices',
  },
];

describe('a first visit asks for the age', () => {
  const journey = useJourney({ name: '1-visitor', ageConfirmed: false });

  it('lets the visitor in on Yes and remembers it', async () => {
    const { page } = journey;
    await page.goto('/');
    const gate = new AgeGate(page);
    await gate.question.waitFor();
    await gate.dialog
      .getByText('You must verify that you are 21 years of age or older to enter this site.')
      .waitFor();
    await journey.shots('age-gate');
    await gate.yes();
    await gate.dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('button', { name: 'ALL CATEGORIES' }).waitFor();
    expect(await gate.dialog.count()).toBe(0);
  });

  it("refuses on No, and I'm old enough lets the visitor in", async () => {
    const { page } = journey;
    await page.goto('/');
    const gate = new AgeGate(page);
    await gate.no();
    await gate.dialog.getByText(specText.ageGate.refusal).waitFor();
    await gate.dialog.getByText(specText.ageGate.notAllowed).waitFor();
    await journey.shot('age-gate-refused');
    await gate.oldEnough();
    await gate.dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('button', { name: 'ALL CATEGORIES' }).waitFor();
    expect(await gate.dialog.count()).toBe(0);
  });
});

describe('a visitor browsing the store', () => {
  const journey = useJourney({ name: '1-visitor' });

  /** Nothing on screen looks like a price, and no GraphQL answer carried one. */
  async function expectNoPrices(): Promise<void> {
    const { page, gql } = journey;
    const text = await page.locator('body').innerText();
    expect(text.match(shownPrice), 'a price on screen').toBeNull();
    expect(await page.getByText(/^Price:(?!\s*(low|high) to)/).count(), '"Price:" on screen').toBe(0);
    await gql.settle();
    expect(gql.pricesSeen(), 'money in GraphQL answers to a visitor').toEqual([]);
  }

  it('sees every home section, the category menu and no price', async () => {
    const { page } = journey;
    const home = new HomePage(page);
    await home.goto();
    await home.section('Featured').waitFor();
    await home.section('Recommended Products').getByRole('article').first().waitFor();
    expect(await home.section('Recommended Products').getByRole('article').count()).toBeGreaterThanOrEqual(3);
    // Where a customer's price would be, each card says why there is none; instead of Add to cart, it offers to
    // log in or to apply for an account.
    const recommended = new ProductCard(home.section('Recommended Products').getByRole('article').first());
    await recommended.root.getByText(specText.product.priceLoginHint).waitFor();
    expect(await recommended.logIn.getAttribute('href')).toBe('/login');
    expect(await recommended.apply.getAttribute('href')).toBe('/register');
    expect(await recommended.addToCart.count()).toBe(0);
    await page.getByText(specText.home.saveBanner).first().waitFor();
    for (const [category, slug] of [
      ['Premium Cigars', 'premium-cigar'],
      ['Cigars', 'cigar'],
      ['Cigarillos', 'cigarillos'],
      ['Tobacco Accessories', 'tobacco-accessories'],
    ] as const) {
      const row = home.section(category);
      // Rows below the fold load their cards as they come into view (or after hydration when the page was not
      // rendered on the server in time).
      await row.getByRole('article').first().waitFor();
      expect(await row.getByRole('article').count(), `${category} row`).toBeGreaterThan(0);
      expect(await row.getByRole('link', { name: /view more/ }).getAttribute('href')).toBe(
        `/product-category/${slug}`,
      );
    }
    // Promoted products are for logged-in customers only.
    expect(await home.section('Promoted Products').count()).toBe(0);
    await page.getByRole('banner').getByText('TOTAL 63 PRODUCTS').waitFor();
    await page.getByRole('contentinfo').getByText(specText.footerHours).waitFor();
    expect(await home.header.cartCount()).toBe(0);
    await home.header.signIn.waitFor();
    expect(await home.header.accountMenu.count(), 'no account links for a visitor').toBe(0);

    await page.getByRole('button', { name: 'ALL CATEGORIES' }).click();
    const menu = page.getByRole('menu').first();
    for (const name of ['Premium Cigars', 'Cigars', 'Cigarillos', 'Tobacco Accessories'])
      await menu.getByRole('menuitem', { name, exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Premium Cigars', exact: true }).hover();
    await page.getByRole('menuitem', { name: 'Robusto' }).waitFor();
    await journey.shot('category-menu');
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    await journey.shots('home');
    await expectNoPrices();
  });

  it("reads each hero slide's headline and subtitle as whole text over its picture at 390, 1024 and 1366 px", async () => {
    const { page } = journey;
    const home = new HomePage(page);
    await home.goto();
    const hero = home.section('Featured');
    await hero.waitFor();
    for (const size of [
      { width: 390, height: 844 },
      { width: 1024, height: 768 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(size);
      // Each slide's words: the text, and any part of it cut off by its slide or by a line clamp.
      const slides = await hero.getByRole('group', { includeHidden: true }).evaluateAll((groups) =>
        groups.map((group) => {
          const frame = group.getBoundingClientRect();
          return [...group.querySelectorAll('p')].map((words) => {
            const box = words.getBoundingClientRect();
            const inside =
              box.left >= frame.left - 1 &&
              box.right <= frame.right + 1 &&
              box.top >= frame.top - 1 &&
              box.bottom <= frame.bottom + 1;
            const whole =
              words.scrollHeight <= words.clientHeight + 1 && words.scrollWidth <= words.clientWidth + 1;
            return {
              text: words.textContent,
              cut: !inside || !whole,
              size: parseFloat(getComputedStyle(words).fontSize),
            };
          });
        }),
      );
      const where = `at ${size.width} px`;
      journey.softEqual(
        `the slides' words ${where}`,
        slides.map((words) => words.map(({ text }) => text)),
        heroSlides.map(({ headline, subtitle }) => [headline, subtitle]),
      );
      journey.softEqual(
        `words cut off ${where}`,
        slides
          .flat()
          .filter(({ cut }) => cut)
          .map(({ text }) => text),
        [],
      );
      journey.softEqual(
        `words under 14 px ${where}`,
        slides
          .flat()
          .filter(({ size: px }) => px < 14)
          .map(({ text }) => text),
        [],
      );
      await journey.shot(`hero-${size.width}`);
    }
    await page.setViewportSize(viewports.desktop);
  });

  it("shows each brand's name in its tile while the logos load, and the tiles keep their size when they arrive", async () => {
    const { page } = journey;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The logos arrive only when the test lets them: a slow connection, made certain.
    await page.route('**/storage/brands/**', async (route) => {
      await held;
      await route.continue();
    });
    const home = new HomePage(page);
    await home.goto();
    const brands = home.section('Our Brands');
    await brands.scrollIntoViewIfNeeded();
    const tile = brands.getByRole('listitem').first().getByRole('link');
    const name = tile.getByText('Bellamar Reserve', { exact: true });
    await name.waitFor();
    const loading = await tile.boundingBox();
    await journey.shot('brands-loading');
    release();
    await name.waitFor({ state: 'detached' });
    const loaded = await tile.boundingBox();
    expect({ width: loaded?.width, height: loaded?.height }).toEqual({
      width: loading?.width,
      height: loading?.height,
    });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('filters a category shop by subcategory and brand, pages, and Back restores each step', async () => {
    const { page } = journey;
    const shop = new ShopPage(page);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Premium Cigars' })
      .click();
    await page.waitForURL('**/product-category/premium-cigar');
    await page.getByRole('heading', { level: 1, name: 'Premium Cigars' }).waitFor();
    await shop.resultCount.filter({ hasText: '21 products' }).waitFor();

    await setChecked(shop.subcategory('Robusto'), true);
    await page.waitForURL(/categoryId=premium-cigar-robusto/);
    await expect.poll(() => shop.settledCardNames()).toHaveLength(7);
    await expect
      .poll(async () => (await shop.cardNames()).filter((name) => !/Robusto|Rothschild/.test(name)))
      .toEqual([]);

    await setChecked(shop.brand('Casa Verano'), true);
    await page.waitForURL(/brandIds=1(&|$)/);
    const casaVerano = [products.robustoMaduro.name, products.robustoConnecticut.name];
    await expect
      .poll(() => shop.settledCardNames().then((names) => names.sort()))
      .toEqual([...casaVerano].sort());
    await journey.shots('category-shop-filtered');

    await shop.pageSize.selectOption({ label: '24 per page' });
    await page.waitForURL(/perPage=24/);
    await expectNoPrices();

    // Back undoes one change at a time, and the controls follow the address.
    await page.goBack();
    await expect.poll(() => page.url()).not.toMatch(/perPage/);
    expect(await shop.pageSize.inputValue()).toBe('12');
    await page.goBack();
    await expect.poll(() => page.url()).not.toMatch(/brandIds/);
    expect(await shop.brand('Casa Verano').isChecked()).toBe(false);
    expect(await shop.subcategory('Robusto').isChecked()).toBe(true);
    await expect.poll(() => shop.settledCardNames()).toHaveLength(7);
    await page.goForward();
    await expect.poll(() => page.url()).toMatch(/brandIds=1/);
    expect(await shop.brand('Casa Verano').isChecked()).toBe(true);
  });

  it("gets no price filter and no price sort, but a link to log in; a shared link's prices are ignored, never sent", async () => {
    const { page, gql } = journey;
    const shop = new ShopPage(page);
    // A customer's link: filtered to $160-$200 and sorted by price. The server renders it, as it does every shop.
    await page.goto('/product-category/premium-cigar?minPrice=160&maxPrice=200&sort=price-desc');
    await page.getByRole('heading', { level: 1, name: 'Premium Cigars' }).waitFor();
    await shop.resultCount.filter({ hasText: '21 products' }).waitFor();

    expect(await shop.minPrice.count(), 'min price input').toBe(0);
    expect(await shop.maxPrice.count(), 'max price input').toBe(0);
    expect(await shop.sort.locator('option').allInnerTexts()).toEqual(['Default sorting']);
    const login = shop.filters.getByRole('link', { name: specText.shop.priceLoginHint });
    expect(await login.getAttribute('href')).toBe('/login');
    await journey.shots('category-shop-visitor');

    // A change the visitor makes asks again, still without prices, and drops them from the address.
    await setChecked(shop.subcategory('Robusto'), true);
    await page.waitForURL(/categoryId=premium-cigar-robusto/);
    await expect.poll(() => shop.settledCardNames()).toHaveLength(7);
    expect(page.url()).not.toMatch(/minPrice|maxPrice|sort=/);
    await gql.settle();
    const asked = gql.sent
      .filter((sent) => sent.operationName === 'CategoryShopRouteQuery')
      .map(({ variables }) => {
        const { filter, sort } = variables as {
          filter: { minPrice?: string; maxPrice?: string };
          sort: string;
        };
        return { minPrice: filter.minPrice, maxPrice: filter.maxPrice, sort };
      });
    expect(asked.length, 'listing queries sent by the browser').toBeGreaterThan(0);
    for (const variables of asked)
      expect(variables, 'a visitor asks for no price filter or price sort').toEqual({ sort: 'DEFAULT' });
    const rendered = gql.exchanges.filter((exchange) => exchange.operationName === '(server-rendered page)');
    expect(JSON.stringify(rendered.map((exchange) => exchange.data)), 'the server render').not.toMatch(
      /minPrice|maxPrice|PRICE_(LOW|HIGH)/,
    );
    expect(
      gql.exchanges.flatMap((exchange) => exchange.errors),
      'errors from the gateway',
    ).toEqual([]);
    await expectNoPrices();

    // The link leads to the login, which comes back here (checked with a customer in the journey below).
    await login.click();
    await page.waitForURL('**/login');
  });

  it('searches from the header, and an unknown term says No Items Available.', async () => {
    const { page } = journey;
    const header = new Header(page);
    const search = new SearchPage(page);
    await page.goto('/');
    await header.search('Harbor Leaf');
    await page.waitForURL(/\/products\?search=Harbor(\+|%20)Leaf/);
    await search.heading('Harbor Leaf').waitFor();
    await search.cards.first().waitFor();
    const names = await cardNames(search.cards);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Harbor Leaf/);
    await journey.shots('search-results');

    await header.search('zebra humidor unicorn');
    await page.getByRole('main').getByText(specText.noItems).waitFor();
    expect(await search.cards.count()).toBe(0);
    await journey.shots('search-no-items');
    await expectNoPrices();
  });

  it('reads a product page without a price or Add to cart, and adding to the wishlist is refused without a call', async () => {
    const { page, gql } = journey;
    const product = new ProductPage(page);
    await product.goto(products.robustoMaduro);
    await product.main.getByText('SKU: GST-10001').waitFor();
    await product.main.getByText(specText.product.inStock, { exact: true }).first().waitFor();
    await product.main.getByText(specText.product.freeShipping).waitFor();
    await product.main.getByText(specText.product.returns).waitFor();
    await product.related().getByRole('article').first().waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    // The parent category too, each linking to its shop.
    expect(
      await breadcrumb.getByRole('link', { name: 'Premium Cigars', exact: true }).getAttribute('href'),
    ).toBe('/product-category/premium-cigar');
    expect(await breadcrumb.getByRole('link', { name: 'Robusto', exact: true }).getAttribute('href')).toBe(
      '/product-category/premium-cigar/premium-cigar-robusto',
    );
    await journey.shots('product-detail');
    await expectNoPrices();
    // Instead of the quantity and Add to cart: Log in and Apply for a wholesale account (the product's own come
    // first, before the related cards' own).
    await product.main.getByText(specText.product.priceLoginHint).first().waitFor();
    expect(await product.logIn.getAttribute('href')).toBe('/login');
    expect(await product.apply.getAttribute('href')).toBe('/register');
    expect(await product.addToCart.count()).toBe(0);
    expect(await product.quantity.count()).toBe(0);

    const before = Date.now();
    await product.wishlistButton.click();
    await expectToast(page, specText.loginRequired);
    // From a card too.
    await product.related().getByRole('button', { name: 'Add to Wishlist' }).first().click();
    await gql.settle();
    expect(gql.sentSince(before, 'mutation'), 'mutations sent for a refused add').toEqual([]);
    expect(await product.header.cartCount()).toBe(0);
    await journey.shot('wishlist-refused');
  });

  it("downloads the app's code in one round trip once the page has painted, not one part after another", async () => {
    const { page } = journey;
    // Every script answers 300 ms late, as on a slow connection. The app's start (src/app/start.tsx) evaluates its
    // parts one after the other, but they are all requested with the start, before any of them is answered.
    const scripts = '**/assets/*.js';
    let answered = 0;
    const requestedAfter = new Map<string, number>();
    await page.route(scripts, async (route) => {
      const chunk = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      // framework-At8Phnxc.js: the chunk's name, then its hash.
      requestedAfter.set(chunk.replace(/-[\w-]{8}\.js$/, ''), answered);
      await delay(300);
      answered++;
      await route.continue();
    });
    try {
      await new HomePage(page).goto();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    } finally {
      await page.unroute(scripts);
    }
    const parts = ['start', 'framework', 'theme', 'providers', 'layout', 'app'];
    const start = requestedAfter.get('start');
    expect(start, 'the start was requested').toBeDefined();
    expect(Object.fromEntries(parts.map((part) => [part, requestedAfter.get(part)]))).toEqual(
      Object.fromEntries(parts.map((part) => [part, start])),
    );
  });
});

describe('a visitor who logs in to filter by price', () => {
  const journey = useJourney({ name: '1-visitor-price', buyer: { key: 'price-filter' } });

  it('comes back to the shop after logging in from the price link, then filters and sorts by price, and Back restores each step', async () => {
    const { page } = journey;
    const shop = new ShopPage(page);
    await shop.gotoCategory('premium-cigar', 'premium-cigar-robusto');
    await setChecked(shop.brand('Casa Verano'), true);
    await page.waitForURL(/brandIds=1(&|$)/);
    await shop.filters.getByRole('link', { name: specText.shop.priceLoginHint }).click();
    await page.waitForURL('**/login');
    await new LoginPage(page).logIn(journey.buyer.email, journey.buyer.password);
    await expectToast(page, specText.login.success, { type: 'success' });
    await page.waitForURL(/\/product-category\/premium-cigar\/premium-cigar-robusto\?brandIds=1$/);
    await shop.minPrice.waitFor();
    expect(await shop.filters.getByRole('link', { name: specText.shop.priceLoginHint }).count()).toBe(0);

    await shop.sort.selectOption({ label: 'Price: low to high' });
    await page.waitForURL(/sort=price-asc/);
    await expect
      .poll(() => shop.settledCardNames())
      .toEqual([products.robustoConnecticut.name, products.robustoMaduro.name]);
    await shop.sort.selectOption({ label: 'Price: high to low' });
    await page.waitForURL(/sort=price-desc/);
    await expect
      .poll(() => shop.settledCardNames())
      .toEqual([products.robustoMaduro.name, products.robustoConnecticut.name]);

    await shop.applyPrice('160', '200');
    await page.waitForURL(/minPrice=160.*maxPrice=200|maxPrice=200.*minPrice=160/);
    await expect.poll(() => shop.settledCardNames()).toEqual([products.robustoMaduro.name]);
    // Price inputs take at most 5 characters.
    expect(await shop.minPrice.getAttribute('maxlength')).toBe('5');
    await journey.shots('category-shop-price-filtered');

    // Back undoes one change at a time, and the controls follow the address.
    await page.goBack();
    await expect.poll(() => page.url()).not.toMatch(/minPrice/);
    await expect
      .poll(() => shop.settledCardNames())
      .toEqual([products.robustoMaduro.name, products.robustoConnecticut.name]);
    expect(await shop.minPrice.inputValue()).toBe('');
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/sort=price-asc/);
    expect(await shop.sort.locator('option:checked').innerText()).toBe('Price: low to high');
    await expect
      .poll(() => shop.settledCardNames())
      .toEqual([products.robustoConnecticut.name, products.robustoMaduro.name]);
  });
});

// Issue 33 item 3: where a customer adds to the cart, a visitor is offered a way in: Log in (and back to the page),
// or Apply for a wholesale account. Both by keyboard, with a focus ring that shows, on a desktop and on a phone.
describe.each(['desktop', 'mobile'] as const)('a visitor offered a way in on a %s screen', (viewport) => {
  const journey = useJourney({
    name: '1-visitor-actions',
    viewport,
    // Usernames are made from the e-mail's first letters: each key starts differently.
    buyer: { key: viewport === 'desktop' ? 'wayindesk' : 'wayinphone' },
  });

  /** The focused element's outline: a ring a sighted keyboard user can see. */
  const focusRing = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        focused: element === document.activeElement,
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });

  it('applies for an account from a card, and logs in from the product page by keyboard and comes back to it', async () => {
    const { page, gql } = journey;
    const home = new HomePage(page);
    await home.open();
    const card = new ProductCard(home.section('Recommended Products').getByRole('article').first());
    await card.apply.waitFor();
    expect(await card.addToCart.count()).toBe(0);
    await journey.shot('visitor-card-actions');
    await card.apply.click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Register', level: 1 }).first().waitFor();

    const product = new ProductPage(page);
    await product.goto(products.robustoMaduro);
    await product.apply.waitFor();
    expect(await product.addToCart.count()).toBe(0);
    // Tab from the wishlist's previous stop reaches Log in, then Apply, each with a visible ring.
    await product.logIn.focus();
    await page.keyboard.press('Tab');
    expect(await focusRing(product.apply)).toEqual({ focused: true, ring: true });
    await page.keyboard.press('Shift+Tab');
    expect(await focusRing(product.logIn)).toEqual({ focused: true, ring: true });
    await journey.shot('visitor-product-actions');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await new LoginPage(page).logIn(journey.buyer.email, journey.buyer.password);
    await expectToast(page, specText.login.success, { type: 'success' });
    await page.waitForURL(`**/product/${products.robustoMaduro.id}/**`);
    await product.price.filter({ hasText: products.robustoMaduro.price }).waitFor();
    await product.addToCart.waitFor();
    expect(await product.logIn.count()).toBe(0);
    expect(await product.apply.count()).toBe(0);
    await gql.settle();
    await journey.shot('customer-product-actions');
  });
});
