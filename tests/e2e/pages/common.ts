import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its visible label; a required field's label ends in ' *' (drawn by CSS). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));
}

/** The validation messages shown beside the fields of `scope`, top to bottom. */
export async function fieldErrors(scope: Page | Locator): Promise<string[]> {
  const texts = await scope.locator('[data-scope="field"][data-part="error-text"]').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Waits until the field messages equal `expected` (retrying: React renders them after the click). */
export async function expectFieldErrors(
  scope: Page | Locator,
  expected: string[],
  timeout = 5_000,
): Promise<void> {
  await expect.poll(() => fieldErrors(scope), { timeout }).toEqual(expected);
}

/** The message under one field. */
export function errorOf(control: Locator): Locator {
  return control
    .locator('xpath=ancestor::*[@data-scope="field" and @data-part="root"][1]')
    .locator('[data-part="error-text"]');
}

/**
 * Ticks or unticks a styled checkbox the way a person does, by clicking its label (the visible box covers the
 * native input), and waits until the input agrees.
 */
export async function setChecked(checkbox: Locator, checked: boolean): Promise<void> {
  if ((await checkbox.isChecked()) === checked) return;
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => checkbox.isChecked()).toBe(checked);
}

export function toasts(page: Page): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]');
}

/**
 * Numbers each toast in the order it appears (a MutationObserver from an init script, see journey.ts), so a check
 * can ignore toasts raised before an action even when they carry the same words. Only reads the DOM.
 */
export function numberToastsScript(): void {
  const seq = new WeakMap<Element, number>();
  let next = 1;
  const number = (root: ParentNode) => {
    for (const toast of root.querySelectorAll('[data-scope="toast"][data-part="root"]'))
      if (!seq.has(toast)) seq.set(toast, next++);
  };
  Object.defineProperty(window, '__e2eToastSeq', {
    value: (toast: Element) => {
      if (!seq.has(toast)) seq.set(toast, next++);
      return seq.get(toast);
    },
  });
  new MutationObserver(() => number(document)).observe(document, { childList: true, subtree: true });
}

/** Toasts on screen now, with their sequence number, type and title. */
async function visibleToasts(page: Page): Promise<{ seq: number; type: string; title: string }[]> {
  return page.evaluate(() => {
    const seqOf = (window as unknown as { __e2eToastSeq?: (toast: Element) => number }).__e2eToastSeq;
    return [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')].map(
      (toast) => ({
        seq: seqOf ? seqOf(toast) : 0,
        type: toast.dataset.type ?? '',
        title: toast.querySelector('[data-part="title"]')?.textContent?.trim() ?? '',
      }),
    );
  });
}

/** A mark to pass to expectToast as `after`: only toasts raised after this moment count. */
export async function toastMark(page: Page): Promise<number> {
  return Math.max(0, ...(await visibleToasts(page)).map((toast) => toast.seq));
}

/**
 * Waits for a toast with exactly this text (of this type, when given: success, error, info), raised after `after`
 * (a toastMark) when given, so an older toast with the same words does not count.
 */
export async function expectToast(
  page: Page,
  text: string,
  options: { type?: 'success' | 'error' | 'info' | 'warning'; timeout?: number; after?: number } = {},
): Promise<void> {
  const after = options.after ?? -1;
  let seen = 'no toast';
  const match = async () => {
    const shown = (await visibleToasts(page)).filter((toast) => toast.seq > after);
    const found = shown.find((toast) => toast.title === text);
    if (found && (!options.type || found.type === options.type)) return true;
    if (shown.length > 0) seen = shown.map((toast) => `${toast.type} "${toast.title}"`).join(', ');
    return false;
  };
  const deadline = Date.now() + (options.timeout ?? 8_000);
  while (!(await match())) {
    if (Date.now() > deadline)
      throw new Error(`No ${options.type ?? ''} toast "${text}" appeared; the last toasts seen: ${seen}.`);
    await page.waitForTimeout(50);
  }
}

/**
 * Waits for a message the buyer can read, wherever the screen puts it: a toast raised after `after`, or text in
 * the page's main content (beside a field, or in place of the form).
 */
export async function expectMessage(
  page: Page,
  text: string,
  options: { after?: number; timeout?: number } = {},
) {
  const timeout = options.timeout ?? 8_000;
  const inPage = page
    .getByRole('main')
    .getByText(text, { exact: true })
    .first()
    .waitFor({ timeout })
    .then(() => true);
  const inToast = expectToast(page, text, { after: options.after, timeout }).then(() => true);
  const shown = await Promise.any([inPage, inToast]).catch(() => false);
  if (!shown) await expectToast(page, text, { after: options.after, timeout: 1 }); // throws, naming what was seen
}

/** The age gate a first visit shows (spec section 4): Yes, or No and then "I'm old enough". */
export class AgeGate {
  /** The dialog; it is named by its question, then by the refusal after No. */
  readonly dialog: Locator;
  readonly question: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('alertdialog');
    this.question = page.getByRole('alertdialog', { name: 'Are you 21 or older?' });
  }
  yes = () => this.dialog.getByRole('button', { name: 'Yes', exact: true }).click();
  no = () => this.dialog.getByRole('button', { name: 'No', exact: true }).click();
  oldEnough = () => this.dialog.getByRole('button', { name: "I'm old enough" }).click();
}

/** Header, top bar, menus and the mobile bottom bar: on every page. */
export class Header {
  readonly cartLink: Locator;
  readonly searchBox: Locator;
  readonly signIn: Locator;
  readonly myAccount: Locator;
  readonly accountMenu: Locator;
  readonly mainMenu: Locator;
  readonly bottomBar: Locator;
  readonly allCategories: Locator;

  constructor(readonly page: Page) {
    this.cartLink = page
      .getByRole('link', { name: /^Cart, \d+ items?$/ })
      .filter({ visible: true })
      .first();
    this.searchBox = page
      .getByRole('searchbox', { name: 'Search for products' })
      .filter({ visible: true })
      .first();
    this.signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first();
    // The top bar and the header both link to the account.
    this.myAccount = page.getByRole('banner').getByRole('link', { name: 'My account' }).first();
    this.accountMenu = page.getByRole('navigation', { name: 'Account menu' });
    this.mainMenu = page.getByRole('navigation', { name: 'Main' });
    this.bottomBar = page.getByRole('navigation', { name: 'Shortcuts' });
    this.allCategories = page.getByRole('button', { name: 'ALL CATEGORIES' });
  }

  /** The header's height before the page's content starts: where `<main>` begins, scrolled to the top. */
  async chromeHeight(): Promise<number> {
    return this.page
      .getByRole('main')
      .evaluate((main) => Math.round(main.getBoundingClientRect().top + window.scrollY));
  }

  /** The main menu's sign that it scrolls: a fade and chevron at the side with more links ('before' or 'after'). */
  menuScrollHint = (side: 'before' | 'after') => this.mainMenu.locator(`[data-scroll-hint="${side}"]`);

  /** Scrolls the main menu's row to its last link, as a thumb would. */
  async scrollMenuToEnd(): Promise<void> {
    await this.mainMenu.getByRole('list').evaluate((list) => {
      const scroller = list.parentElement!;
      scroller.scrollLeft = scroller.scrollWidth;
    });
  }

  async cartCount(): Promise<number> {
    const name = (await this.cartLink.getAttribute('aria-label')) ?? (await this.cartLink.innerText());
    const count = /(\d+)/.exec(name)?.[1];
    if (count === undefined) throw new Error(`The cart link says "${name}", with no count.`);
    return Number(count);
  }

  /** Waits until the header's cart count shows `count`. */
  async expectCartCount(count: number, timeout = 8_000): Promise<void> {
    await expect.poll(() => this.cartCount().catch(() => -1), { timeout }).toBe(count);
  }

  async search(term: string): Promise<void> {
    await this.searchBox.fill(term);
    await this.searchBox.press('Enter');
  }

  async logout(): Promise<void> {
    await this.accountMenu.getByRole('button', { name: 'Logout' }).click();
  }
}
