import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, toastMark } from './pages/common.js';
import { ProductPage, products } from './pages/catalog.js';
import { CartPage } from './pages/shopping.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { viewports } from './support/browser.js';
import { useJourney } from './support/journey.js';

// Journey 14: shopping lists (issue 33 item 5). A buyer saves the cart as "Weekly humidor restock", empties the
// cart, changes a quantity on the list, adds the whole list back to the cart and exports it as CSV; then, on a
// phone (390 px), finds the list from the account menu and adds one chosen line. axe runs on the lists screens.

const listName = 'Weekly humidor restock';
const travel = products.travelHumidor;
const glassTop = products.glassTopHumidor;

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

describe.sequential('a buyer keeps a shopping list', () => {
  const journey = useJourney({
    name: '14-shopping-lists',
    story: true,
    buyer: { key: 'lists', loggedIn: true },
  });

  it('saves the cart as a list, changes a quantity, adds the whole list to the cart and exports it as CSV', async () => {
    const { page } = journey;
    const product = new ProductPage(page);
    for (const [seed, clicks] of [
      [travel, 2],
      [glassTop, 0],
    ] as const) {
      await product.goto(seed);
      for (let click = 0; click < clicks; click++) await product.increase.click();
      const mark = await toastMark(page);
      await product.addToCart.click();
      await expectToast(page, 'Item Added To Cart Successfully.', { after: mark });
    }

    const cart = new CartPage(page);
    await cart.goto();
    await cart.table.waitFor();
    await cart.main.getByRole('button', { name: 'Save cart as a list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to a shopping list' });
    await dialog.getByText('2 products, each with its quantity.').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(listName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `Saved to ${listName}.`, { type: 'success' });

    // The cart emptied, the list holds what it held.
    await cart.main.getByRole('button', { name: 'Remove All' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await cart.main.getByText('Your cart is currently empty.').waitFor();

    await page.goto('/my-account/shopping-lists');
    await page.getByRole('link', { name: listName }).click();
    const items = page.getByRole('list', { name: listName });
    const travelLine = items.getByRole('listitem', { name: travel.name });
    await travelLine.waitFor();
    expect(await travelLine.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    await expectAccessible(page, 'the shopping list');
    await journey.shot('list');

    await travelLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => travelLine.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('4');
    await page.getByText('2 products · 5 units', { exact: false }).waitFor();

    const mark = await toastMark(page);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expectToast(page, 'All 2 products were added to your cart.', { type: 'success', after: mark });
    await cart.goto();
    await cart.table.waitFor();
    expect(await cart.quantityOf(travel.name)).toBe(4);
    expect(await cart.quantityOf(glassTop.name)).toBe(1);

    await page.goBack();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('weekly-humidor-restock.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const rows = csv.trim().split(/\r?\n/);
    expect(rows[0]).toBe('sku,quantity,name,unit_price');
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(['4', '1']);
    expect(csv).toContain(travel.name);
  });

  it('on a phone, finds the list from the account menu and adds one chosen line to the cart', async () => {
    const { page } = journey;
    await page.setViewportSize(viewports.mobile);
    await page.goto('/my-account');
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Shopping lists' })
      .click();
    await page.getByRole('link', { name: listName }).waitFor();
    await expectNoSideways(page);
    await expectAccessible(page, 'the shopping lists at 390 px');

    await page.getByRole('link', { name: listName }).click();
    const items = page.getByRole('list', { name: listName });
    await items.getByRole('listitem', { name: glassTop.name }).waitFor();
    await expectNoSideways(page);
    await items.getByRole('checkbox', { name: `Select ${glassTop.name}` }).check({ force: true });
    const mark = await toastMark(page);
    await page.getByRole('button', { name: 'Add selected to cart (1)' }).click();
    await expectToast(page, 'Item Added To Cart Successfully.', { type: 'success', after: mark });
    await expectAccessible(page, 'the shopping list at 390 px');
    await journey.shot('list-phone');
  });
});
