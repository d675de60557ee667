import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Header } from './pages/common.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { useJourney } from './support/journey.js';

// Issue 17 item 14: the quick order. Rows by SKU, item code or barcode (suggestions while typing, Enter adds a
// row), one button adds them all, a CSV file fills the list, and each row says what became of it. Issue 33 item 1:
// each row is looked up as it is entered (product, price, stock, line total), an unknown code is marked at once,
// and the list's total shows against the minimum order.

const UNKNOWN_CODE = 'No product has this SKU, item code or barcode';
const NOT_ADDED_UNKNOWN = `Not added (${UNKNOWN_CODE})`;

function quickOrder(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Quick order' }),
    code: page.getByRole('combobox', { name: 'SKU, item code or barcode' }),
    quantity: page.getByRole('spinbutton', { name: 'Quantity' }),
    suggestions: page.getByRole('listbox', { name: 'SKU, item code or barcode' }),
    rows: page.getByRole('list', { name: 'Your list' }).getByRole('listitem'),
    addAll: page.getByRole('button', { name: 'Add all to cart' }),
    csv: page.getByLabel('CSV file', { exact: true }),
    totals: page.getByRole('region', { name: 'Total of your list' }),
  };
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(describeFindings(await seriousViolations(page)), `axe on ${page.url()}`).toEqual([]);
}

describe.sequential('a buyer orders by code', () => {
  const journey = useJourney({
    name: '14-quick-order',
    story: true,
    buyer: { key: 'quick-order', loggedIn: true },
  });

  it('opens the quick order from the account menu, picks a suggestion, and adds rows with Enter', async () => {
    const { page } = journey;
    await page.goto('/');
    await new Header(page).accountMenu.getByRole('link', { name: 'Quick order' }).click();
    const form = quickOrder(page);
    await form.heading.waitFor();

    await form.code.click();
    await page.keyboard.type('GST-1000', { delay: 40 });
    await form.suggestions.getByRole('option').first().waitFor();
    expect(await form.suggestions.getByRole('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.code.inputValue()).toMatch(/^GST-1000\d$/);
    const chosen = await form.code.inputValue();
    await form.quantity.fill('1');
    await form.quantity.press('Enter');
    await expect.poll(() => form.rows.count()).toBe(1);
    await expect.poll(() => form.code.inputValue()).toBe('');

    await form.code.click();
    await page.keyboard.type('NOPE-404', { delay: 20 });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.rows.count()).toBe(2);
    expect(await form.rows.first().innerText()).toContain(chosen);
  });

  it("looks up each row as it is entered, marks the unknown code at once, and shows the list's total against the minimum", async () => {
    const { page } = journey;
    const form = quickOrder(page);
    const [found, unknown] = [form.rows.nth(0), form.rows.nth(1)];
    // The product's stock, unit price and line total replace the bare code.
    await expect.poll(() => found.innerText()).toMatch(/in stock/);
    const text = await found.innerText();
    expect(text).toMatch(/Unit price:?\s*\$\d/);
    expect(text).toMatch(/Line total:?\s*\$\d/);
    expect(await found.getByRole('img').count()).toBe(1);
    expect(await found.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => unknown.getAttribute('aria-invalid')).toBe('true');
    expect(await unknown.innerText()).toContain(UNKNOWN_CODE);
    await form.totals.waitFor();
    expect(await form.totals.innerText()).toMatch(/Total\s*\$\d/);
    expect(await form.totals.getByRole('progressbar').count()).toBe(1);
    expect(await form.totals.innerText()).toMatch(
      /more to reach the \$200 minimum|reaches the \$200 minimum/,
    );
    await journey.shots('rows-looked-up');
    await expectNoSeriousViolations(page);
  });

  it('adds every row with one button and says what became of each', async () => {
    const { page } = journey;
    const form = quickOrder(page);
    await form.addAll.click();
    const dialog = page.getByRole('dialog', { name: 'Not everything could be added to your cart' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([`NOPE-404: ${NOT_ADDED_UNKNOWN}`]);
    await journey.shot('report');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => form.rows.nth(1).innerText()).toContain(NOT_ADDED_UNKNOWN);
    expect(await form.rows.first().innerText()).toContain('Added');
    await expectNoSeriousViolations(page);
  });

  it('fills the list from a CSV file and lists the rows it left out', async () => {
    const { page } = journey;
    const form = quickOrder(page);
    await page.getByRole('button', { name: 'Clear list' }).click();
    await form.csv.setInputFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('sku,quantity\nGST-10002,1\nGST-10003,many\n'),
    });
    await page.getByText('1 row from the file added to your list.').waitFor();
    // The spreadsheet's own row number: the header is row 1.
    await page.getByText('Row 3: The quantity must be a whole number from 1 to 9999.').waitFor();
    await expect.poll(() => form.rows.count()).toBe(1);
    await journey.shots('csv');
    await expectNoSeriousViolations(page);
  });

  it('takes codes from a barcode scanner, each ended by Enter and typed with no pause, and loses no key', async () => {
    const { page } = journey;
    const form = quickOrder(page);
    await page.getByRole('button', { name: 'Clear list' }).click();
    await form.code.click();
    // A scanner types as fast as keys can be sent, and an Enter after each code.
    await page.keyboard.type('GST-10001\nGST-10002\nGST-10003\n');
    await expect.poll(() => form.rows.count()).toBe(3);
    const rows = await form.rows.allInnerTexts();
    expect(rows).toEqual([
      expect.stringContaining('GST-10001'),
      expect.stringContaining('GST-10002'),
      expect.stringContaining('GST-10003'),
    ]);
    expect(await form.code.inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
  });
});

describe('the quick order on a phone', () => {
  const journey = useJourney({
    name: '14-quick-order-phone',
    viewport: 'mobile',
    buyer: { key: 'quick-order', loggedIn: true },
  });

  it('fits 390 px without sideways scrolling, adds a row that is looked up, and has no serious axe violation', async () => {
    const { page } = journey;
    await page.goto('/quick-order');
    const form = quickOrder(page);
    await form.heading.waitFor();
    await form.code.fill('GST-10004');
    await form.code.press('Escape');
    await form.code.press('Enter');
    await expect.poll(() => form.rows.count()).toBe(1);
    // Looked up: the row shows its product, and the list's total and the meter come under it.
    await expect.poll(() => form.rows.first().innerText()).toMatch(/in stock/);
    await form.totals.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await journey.shot('phone');
    await expectNoSeriousViolations(page);
  });

  it('sends a visitor to log in and back', async () => {
    const visitor = await journey.newSession({ viewport: 'mobile' });
    await visitor.page.goto('/quick-order');
    await expect.poll(() => new URL(visitor.page.url()).pathname).toBe('/login');
  });
});
