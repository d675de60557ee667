import type { Locator, Page } from 'playwright-core';
import { field, Header } from './common.js';

export class CartPage {
  readonly header: Header;
  readonly main: Locator;
  readonly table: Locator;
  readonly totals: Locator;
  readonly proceed: Locator;
  readonly minimumMessage: Locator;
  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Products in your cart' });
    this.totals = this.main.getByRole('region', { name: 'Cart totals' });
    this.proceed = this.main
      .getByRole('button', { name: 'Proceed to checkout' })
      .or(this.main.getByRole('link', { name: 'Proceed to checkout' }));
    this.minimumMessage = this.main.getByText('Minimum Order value $200 to proceed with your order!');
  }
  goto = () => this.page.goto('/cart');
  line = (name: string) =>
    this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  increase = (name: string) => this.main.getByRole('button', { name: `Increase the quantity of ${name}` });
  decrease = (name: string) => this.main.getByRole('button', { name: `Decrease the quantity of ${name}` });
  remove = (name: string) => this.main.getByRole('button', { name: `Remove ${name} from the cart` });

  async quantityOf(name: string): Promise<number> {
    const text = await this.line(name).getByRole('cell').nth(3).innerText();
    return Number(/\d+/.exec(text)?.[0]);
  }

  /** The amount the totals block shows for Subtotal, Tax or Total. */
  async total(term: 'Subtotal' | 'Tax' | 'Total'): Promise<string> {
    const terms = this.totals.locator('dt');
    const count = await terms.count();
    for (let i = 0; i < count; i++) {
      if ((await terms.nth(i).innerText()).trim() === term)
        return (await this.totals.locator('dd').nth(i).innerText()).trim();
    }
    throw new Error(`The cart totals show no ${term}.`);
  }
}

export class CheckoutPage {
  readonly main: Locator;
  readonly shipToDifferent: Locator;
  readonly placeOrder: Locator;
  readonly terms: Locator;
  readonly shipping: Locator;
  readonly review: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.shipToDifferent = this.main.getByRole('checkbox', { name: 'Ship to a different address?' });
    this.placeOrder = this.main.getByRole('button', { name: 'Place order' });
    this.terms = this.main.getByRole('checkbox', { name: /I have read and agree to the website/ });
    this.shipping = this.main.getByRole('group', { name: 'Shipping address' });
    this.review = this.main.getByRole('region', { name: 'Your order' });
  }
  goto = () => this.page.goto('/checkout');
  billing = (label: string) => field(this.main.getByRole('group', { name: 'Billing details' }), label);
  shippingField = (label: string) => field(this.shipping, label);
  picker = () => this.page.getByRole('dialog', { name: 'Choose a shipping address' });
  openPicker = () => this.main.getByRole('button', { name: 'Choose a saved address' }).click();
}

export class WishlistPage {
  readonly header: Header;
  readonly main: Locator;
  readonly table: Locator;
  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Products on your wishlist' });
  }
  goto = () => this.page.goto('/wishlist');
  row = (name: string) =>
    this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  select = (name: string) => this.main.getByRole('checkbox', { name: `Select ${name}` });
  addRowToCart = (name: string) => this.main.getByRole('button', { name: `Add ${name} to the cart` });
  button = (name: 'Remove Selected Items' | 'Empty Wishlist' | 'Add Selected to Cart' | 'Add All to Cart') =>
    this.main.getByRole('button', { name, exact: true });
  confirmDialog = () => this.page.getByRole('alertdialog', { name: 'Are you Sure ?' });

  async productNames(): Promise<string[]> {
    return (await this.table.locator('tbody').getByRole('link').allInnerTexts()).map((text) => text.trim());
  }
}

export class ContactPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }
  goto = () => this.page.goto('/contact');
  f = (label: string) => field(this.main, label);
  send = () => this.main.getByRole('button', { name: 'Send message' }).click();
}
