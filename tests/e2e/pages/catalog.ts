import type { Locator, Page } from 'playwright-core';
import { Header } from './common.js';

/** Products of the seed catalog (store-api/src/seed/catalog.ts) the journeys use, with their ids and prices. */
export const products = {
  robustoMaduro: { id: 1, name: 'Casa Verano Robusto Maduro (Box of 20)', price: '$168.00' },
  robustoConnecticut: { id: 2, name: 'Casa Verano Robusto Connecticut (Box of 20)', price: '$152.00' },
  guillotineCutter: { id: 55, name: 'Keenedge Double Guillotine Cutter', price: '$18.00' },
  vCutCutter: { id: 56, name: 'Keenedge V-Cut Cutter', price: '$22.00' },
  cigarScissors: { id: 57, name: 'Keenedge Stainless Cigar Scissors', price: '$39.00' },
  punchCutter: { id: 58, name: 'Flint & Forge Punch Cutter Keychain', price: '$12.50' },
  /** Stock 4: the cart's plus stops there. */
  grapeTipCorona: { id: 35, name: 'Sweet Hollow Grape Tip Corona (Box of 25)', price: '$39.00' },
  travelHumidor: { id: 62, name: 'Cedar Vault Travel Humidor (5 Cigars)', price: '$39.00' },
  glassTopHumidor: { id: 61, name: 'Cedar Vault 100-Count Glass Top Humidor', price: '$189.00' },
  tableLighter: { id: 52, name: 'Flint & Forge Soft Flame Table Lighter', price: '$58.00' },
  butane: { id: 53, name: 'Jetline Refillable Butane 300 ml (Case of 12)', price: '$48.00' },
  pocketLighter: { id: 54, name: 'Flint & Forge Brass Pocket Lighter', price: '$42.00' },
  honeyTipCigarillos: { id: 39, name: 'Sweet Hollow Honey Tip Cigarillos (20 Packs of 5)', price: '$46.00' },
  emberNatural: { id: 43, name: 'Ember Lane Natural Leaf Cigarillos (10 Tins of 10)', price: '$72.00' },
  emberMaduro: { id: 44, name: 'Ember Lane Maduro Leaf Cigarillos (10 Tins of 10)', price: '$76.00' },
} as const;

export type SeedProduct = (typeof products)[keyof typeof products];

/** The spec's slug: lower case, spaces to hyphens, other characters except word characters and hyphens removed. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^\w-]/g, '');
}

export function productPath(product: SeedProduct): string {
  return `/product/${product.id}/${slugOf(product.name)}`;
}

/** A product card (listings, home rows, carousels): an article named after the product. */
export class ProductCard {
  readonly addToCart: Locator;
  /** A visitor's, instead of Add to cart. */
  readonly logIn: Locator;
  readonly apply: Locator;
  readonly wishlistButton: Locator;
  readonly price: Locator;
  constructor(readonly root: Locator) {
    this.addToCart = root.getByRole('button', { name: 'Add to cart' });
    this.logIn = root.getByRole('link', { name: 'Log in', exact: true });
    this.apply = root.getByRole('link', { name: 'Apply for a wholesale account' });
    this.wishlistButton = root.getByRole('button', { name: /^(Add to|Remove from) Wishlist$/ });
    this.price = root.locator('p', { hasText: /^Price:/ });
  }
  /** Whether the card's wishlist button says the product is on the wishlist. */
  async inWishlist(): Promise<boolean> {
    const label =
      (await this.wishlistButton.getAttribute('aria-label')) ?? (await this.wishlistButton.innerText());
    return /Remove from Wishlist/.test(label);
  }
}

/** The product names of these cards, in order (each card's heading). */
export async function cardNames(cards: Locator): Promise<string[]> {
  // textContent, not innerText: cards below the fold are content-visibility: auto, and innerText depends on layout
  // the browser may not have done for them yet (a journey once read an empty name there).
  const names = await cards.getByRole('heading').allTextContents();
  return names.map((name) => name.trim());
}

export function productCard(scope: Page | Locator, name: string): ProductCard {
  return new ProductCard(scope.getByRole('article', { name, exact: true }).first());
}

export class HomePage {
  readonly header: Header;
  constructor(readonly page: Page) {
    this.header = new Header(page);
  }
  goto = () => this.page.goto('/');
  section = (name: string) => this.page.getByRole('region', { name, exact: true });
  /** Opens the home page and waits for its first product card. */
  async open() {
    await this.goto();
    await this.section('Recommended Products').getByRole('article').first().waitFor();
  }
}

/** A category or brand shop: filters in the sidebar, sort, page size, pagination and product cards. */
export class ShopPage {
  readonly header: Header;
  readonly filters: Locator;
  readonly minPrice: Locator;
  readonly maxPrice: Locator;
  readonly sort: Locator;
  readonly pageSize: Locator;
  readonly cards: Locator;
  readonly resultCount: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.filters = page.getByRole('complementary', { name: 'Filters' });
    this.minPrice = this.filters.getByRole('textbox', { name: 'Min price' });
    this.maxPrice = this.filters.getByRole('textbox', { name: 'Max price' });
    this.sort = page.getByRole('main').getByRole('combobox', { name: 'Sort by' });
    this.pageSize = page.getByRole('main').getByRole('combobox', { name: 'Show' });
    this.cards = page.getByRole('main').getByRole('article');
    this.resultCount = page.getByRole('main').getByText(/^\d+ products?$/);
    this.pagination = page.getByRole('navigation', { name: 'Pages' });
  }

  gotoCategory = (slug: string, sub?: string) =>
    this.page.goto(`/product-category/${slug}${sub ? `/${sub}` : ''}`);

  subcategory = (name: string) =>
    this.filters.getByRole('group', { name: 'Subcategories' }).getByRole('checkbox', { name });
  brand = (name: string) =>
    this.filters.getByRole('group', { name: 'Brands' }).getByRole('checkbox', { name });

  async applyPrice(min: string, max: string): Promise<void> {
    await this.minPrice.fill(min);
    await this.maxPrice.fill(max);
    await this.filters.getByRole('button', { name: 'Apply' }).click();
  }

  cardNames = () => cardNames(this.cards);

  /** The card names once the listing has stopped loading. */
  async settledCardNames(): Promise<string[]> {
    await this.page.getByText('Loading...').first().waitFor({ state: 'hidden' });
    return this.cardNames();
  }

  card = (name: string) => productCard(this.page.getByRole('main'), name);
}

export class SearchPage {
  readonly cards: Locator;
  constructor(readonly page: Page) {
    this.cards = page.getByRole('main').getByRole('article');
  }
  heading = (term: string) =>
    this.page.getByRole('heading', { level: 1, name: `Search results for “${term}”` });
}

export class ProductPage {
  readonly header: Header;
  readonly main: Locator;
  readonly title: Locator;
  readonly price: Locator;
  readonly quantity: Locator;
  readonly increase: Locator;
  readonly decrease: Locator;
  readonly addToCart: Locator;
  /** A visitor's, instead of the quantity and Add to cart. */
  readonly logIn: Locator;
  readonly apply: Locator;
  readonly wishlistButton: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.main = page.getByRole('main');
    this.title = this.main.getByRole('heading', { level: 1 });
    this.price = this.main.locator('p', { hasText: /^Price:/ }).first();
    this.quantity = this.main.getByRole('spinbutton', { name: 'Quantity' });
    this.increase = this.main.getByRole('button', { name: 'Increase quantity' });
    this.decrease = this.main.getByRole('button', { name: 'Decrease quantity' });
    // The product's own buttons come before the related and recently viewed cards.
    this.addToCart = this.main.getByRole('button', { name: 'Add to cart' }).first();
    this.logIn = this.main.getByRole('link', { name: 'Log in', exact: true }).first();
    this.apply = this.main.getByRole('link', { name: 'Apply for a wholesale account' }).first();
    this.wishlistButton = this.main.getByRole('button', { name: /^(Add to|Remove from) Wishlist$/ }).first();
  }

  async goto(product: SeedProduct): Promise<void> {
    await this.page.goto(productPath(product));
    await this.title.filter({ hasText: product.name }).waitFor();
  }

  async inWishlist(): Promise<boolean> {
    const label =
      (await this.wishlistButton.getAttribute('aria-label')) ?? (await this.wishlistButton.innerText());
    return /Remove from Wishlist/.test(label);
  }

  related = () => this.page.getByRole('region', { name: 'Related products' });
}
