import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './support/browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser, inject('baseURL'));
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

describe('a first visit', () => {
  it('asks for the age first, and Yes lets the visitor in and is remembered', async () => {
    await page.goto('/');
    const gate = page.getByRole('alertdialog', { name: 'Are you 21 or older?' });
    await gate.waitFor();
    await expect(
      gate.getByText('You must verify that you are 21 years of age or older to enter this site.').isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'age-gate-desktop');

    await gate.getByRole('button', { name: 'Yes' }).click();
    await gate.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('button', { name: 'ALL CATEGORIES' }).waitFor();
    expect(await page.getByRole('alertdialog', { name: 'Are you 21 or older?' }).count()).toBe(0);
  });

  it("refuses on No, and I'm old enough lets the visitor in", async () => {
    await page.goto('/');
    const gate = page.getByRole('alertdialog');
    await gate.getByRole('button', { name: 'No' }).click();
    await gate.getByText("We're Sorry!").waitFor();
    await gate.getByText('You are not allowed to enter!').waitFor();
    await gate.getByRole('button', { name: "I'm old enough" }).click();
    await gate.waitFor({ state: 'hidden' });
  });

  it('shows the live category tree in the ALL CATEGORIES menu, with children as sub-menus', async () => {
    await page.goto('/');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'ALL CATEGORIES' }).click();
    const menu = page.getByRole('menu').first();
    for (const name of ['Premium Cigars', 'Cigars', 'Cigarillos', 'Tobacco Accessories']) {
      await menu.getByRole('menuitem', { name, exact: true }).waitFor();
    }
    await menu.getByRole('menuitem', { name: 'Premium Cigars', exact: true }).hover();
    await page.getByRole('menuitem', { name: 'Robusto' }).waitFor();
    await screenshot(page, 'category-menu-desktop');
  });
});
