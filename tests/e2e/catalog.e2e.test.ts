import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/account.js';
import { expectToast, field, Header } from './pages/common.js';
import { ProductPage, slugOf } from './pages/catalog.js';
import { StaffPages, staffPassword } from './pages/staff.js';
import { staff } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { type Session, useJourney } from './support/journey.js';
import { repoRoot } from '../support/processes.js';

// Journey 10: the catalogue. Sales change a product's price and add a new product with two pictures, add a
// subcategory and a brand, give a category a picture, and reprice another product with a CSV file; an approved,
// logged-in buyer sees both new prices at once, the new product with both pictures and the category's picture at
// the top of its shop. axe checks the new screens.

const fixtures = path.join(repoRoot, 'tests/e2e/fixtures');
const member = 'sales.catalog.e2e@store.example.com';
const buyer = { email: 'nina.park@pinebarrens.example.com', password: 'Pine#2026go' };
// A seed product no other journey reads the price of.
const repriced = { name: 'Tres Colinas Toro Cameroon (Box of 25)', newPrice: '209.75' };
const subcategory = { name: 'Petit Lanceros', slug: 'petit-lanceros' };
const newBrand = 'Pine Barrens Cigar Co.';
// A top-level category no other journey looks at: its shop's heading gains the picture sales upload.
const pictured = { name: 'Tobacco Accessories', slug: 'tobacco-accessories' };
// Repriced with the products CSV: a seed product no other journey reads the price of.
const csvRepriced = { name: 'Oro del Valle Toro Sun Grown (Box of 20)', newPrice: '221.60' };
const created = {
  name: 'Pine Barrens Lancero Maduro (Box of 15)',
  itemCode: 'PB-LAN-15',
  price: '131.40',
};

async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(describeFindings(await seriousViolations(page)), `axe on ${screen}`).toEqual([]);
}

describe.sequential('sales keep the catalogue and buyers see it at once', () => {
  const journey = useJourney({ name: '10-catalog', story: true });
  let sales: Session;

  it('sales open the catalogue and change a price', async () => {
    await staff.createStaff(member, 'sales', staffPassword);
    sales = await journey.newSession({ keep: true });
    const back = new StaffPages(sales.page);
    await back.signIn(member);
    await back.open('Catalog');
    await back.main.getByRole('searchbox', { name: 'Search products' }).fill('Toro Cameroon');
    await back.main.getByRole('button', { name: 'Search' }).click();
    await back.main.getByRole('rowheader', { name: repriced.name }).waitFor();
    await expectAccessible(sales.page, 'the catalog');

    await back.main.getByRole('button', { name: `Edit the details of ${repriced.name}` }).click();
    const dialog = sales.page.getByRole('dialog', { name: `Edit the details of ${repriced.name}` });
    await field(dialog, 'Price per unit ($)').fill(repriced.newPrice);
    await expectAccessible(sales.page, 'a product’s details');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(sales.page, `${repriced.name} saved.`, { type: 'success' });
    await back.main
      .getByRole('row')
      .filter({ hasText: repriced.name })
      .getByText(`$${repriced.newPrice}`)
      .waitFor();
  });

  it('sales add a product and upload two pictures, in order', async () => {
    const { page } = sales;
    const back = new StaffPages(page);
    await back.main.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    // Nothing filled: the store's messages beside the required fields, nothing sent.
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.getByText('Enter the product’s name.').waitFor();
    await field(dialog, 'Name').fill(created.name);
    await field(dialog, 'Item code').fill(created.itemCode);
    await field(dialog, 'Price per unit ($)').fill(created.price);
    await field(dialog, 'Tax per unit ($)').fill('7.50');
    await field(dialog, 'Stock').fill('30');
    await field(dialog, 'Category').selectOption({ label: 'Premium Cigars › Toro' });
    await field(dialog, 'Brand').selectOption({ label: 'Tres Colinas' });
    await field(dialog, 'Description').fill('Long, slim and dark: fifteen lanceros in a cedar box.');
    await expectAccessible(page, 'the new product form');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expectToast(page, `${created.name} created. Add its pictures now.`, { type: 'success' });

    const pictures = page.getByRole('dialog', { name: `Pictures of ${created.name}` });
    await pictures.getByText('No pictures yet: buyers see a placeholder.').waitFor();
    await pictures
      .locator('input[type="file"]')
      .setInputFiles([path.join(fixtures, 'product-box.png'), path.join(fixtures, 'product-front.jpg')]);
    await pictures.getByRole('img', { name: `${created.name}, picture 2` }).waitFor();
    // The front view first: the listing shows the first picture.
    await pictures.getByRole('button', { name: 'Move picture 2 earlier' }).click();
    await expectToast(page, 'Pictures saved.', { type: 'success' });
    await expectAccessible(page, 'a product’s pictures');
    await pictures.getByRole('button', { name: 'Done' }).first().click();
    await pictures.waitFor({ state: 'hidden' });
  });

  it('sales add a subcategory and a brand, give a category a picture, and reprice a product with a CSV file', async () => {
    const { page } = sales;
    const back = new StaffPages(page);
    await back.open('Catalog');
    await back.main.getByRole('link', { name: 'Categories and brands' }).click();
    await back.heading.filter({ hasText: 'Categories and brands' }).waitFor();
    await back.main.getByRole('table', { name: 'Categories' }).waitFor();
    await expectAccessible(page, 'categories and brands');

    await back.main.getByRole('button', { name: 'New category' }).click();
    const category = page.getByRole('dialog', { name: 'New category' });
    await field(category, 'Name').fill(subcategory.name);
    await expect.poll(() => field(category, 'Slug').inputValue()).toBe(subcategory.slug);
    await field(category, 'Parent category').selectOption({ label: 'Premium Cigars' });
    await expectAccessible(page, 'the new category form');
    await category.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, `${subcategory.name} created.`, { type: 'success' });
    await back.main
      .getByRole('table', { name: 'Categories' })
      .getByRole('rowheader', { name: new RegExp(subcategory.name) })
      .filter({ hasText: 'in Premium Cigars' })
      .waitFor();

    await back.main.getByRole('button', { name: 'New brand' }).click();
    const brand = page.getByRole('dialog', { name: 'New brand' });
    await field(brand, 'Name').fill(newBrand);
    await brand.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, `${newBrand} created.`, { type: 'success' });
    await back.main
      .getByRole('table', { name: 'Brands' })
      .getByRole('rowheader', { name: newBrand })
      .waitFor();

    await back.main.getByRole('button', { name: `Picture of ${pictured.name}` }).click();
    const picture = page.getByRole('dialog', { name: `Picture of ${pictured.name}` });
    await picture.getByText('No picture yet.').waitFor();
    await picture.locator('input[type="file"]').setInputFiles(path.join(fixtures, 'product-front.jpg'));
    await expectToast(page, 'Picture saved: buyers see it now.', { type: 'success' });
    await picture.getByRole('img', { name: `Picture of ${pictured.name}` }).waitFor();
    await expectAccessible(page, 'a category’s picture');
    await picture.getByRole('button', { name: 'Done' }).first().click();
    await picture.waitFor({ state: 'hidden' });

    // The export names each product's SKU: the file sales edit and import back.
    const exported = await page.request.get('/staff/products.csv');
    expect(exported.status()).toBe(200);
    const line = (await exported.text()).split(/\r?\n/).find((text) => text.includes(csvRepriced.name));
    const sku = line?.split(',')[0] ?? '';
    expect(sku).not.toBe('');

    await back.open('Catalog');
    await back.main.getByRole('link', { name: 'Import and export (CSV)' }).click();
    await back.heading.filter({ hasText: 'Import and export products' }).waitFor();
    await back.main.getByText(/at most 1 MB and 2,000 product rows/).waitFor();
    await field(back.main, 'CSV file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,price\n${sku},${csvRepriced.newPrice}\n`),
    });
    await back.main.getByRole('button', { name: 'Check file' }).click();
    const report = back.main.getByRole('table', { name: 'Rows of the file' });
    await report
      .getByRole('row')
      .filter({ hasText: `→ ${csvRepriced.newPrice}` })
      .waitFor();
    await expectAccessible(page, 'the products import report');
    await back.main.getByRole('button', { name: 'Apply changes' }).click();
    await back.main.getByText('1 product updated.', { exact: false }).waitFor();
  });

  it('an approved buyer sees the new price at once, the new product with both pictures, and the category’s picture', async () => {
    await staff.createCustomer({
      email: buyer.email,
      password: buyer.password,
      name: 'Nina Park',
      company: 'Pine Barrens Smoke Shop LLC',
      approved: true,
    });
    const { page } = journey;
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(buyer.email, buyer.password);
    await new Header(page).myAccount.waitFor();

    const product = new ProductPage(page);
    await page.goto(`/product/${slugOf(repriced.name)}`);
    await product.title.filter({ hasText: repriced.name }).waitFor();
    await expect.poll(() => product.price.innerText()).toContain(`$${repriced.newPrice}`);

    await page.goto(`/product/${slugOf(csvRepriced.name)}`);
    await product.title.filter({ hasText: csvRepriced.name }).waitFor();
    await expect.poll(() => product.price.innerText()).toContain(`$${csvRepriced.newPrice}`);

    await page.goto(`/product/${slugOf(created.name)}`);
    await product.title.filter({ hasText: created.name }).waitFor();
    await expect.poll(() => product.price.innerText()).toContain(`$${created.price}`);
    const thumbnails = product.main.getByRole('button', { name: /^Show image \d of 2$/ });
    await expect.poll(() => thumbnails.count()).toBe(2);
    // Both pictures are the store's own files, each a different one; the one shown has loaded.
    const sources = await thumbnails
      .locator('img')
      .evaluateAll((images) => (images as HTMLImageElement[]).map((image) => new URL(image.src).pathname));
    expect(new Set(sources).size).toBe(2);
    expect(sources.every((source) => source.startsWith('/storage/products/'))).toBe(true);
    const shown = product.main.locator('img[src*="/storage/products/"]').first();
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await journey.shots('buyer-new-product', page);

    // The category's picture at the top of its shop, beside the heading, loaded from the store's own files.
    await page.goto(`/product-category/${pictured.slug}`);
    const heading = page.getByRole('heading', { level: 1, name: pictured.name });
    await heading.waitFor();
    const headerPicture = heading.locator('img[src^="/storage/categories/"]');
    await expect
      .poll(() => headerPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
});
