import { describe, expect, it } from 'vitest';
import { expectToast, Header, setChecked, toastMark } from './pages/common.js';
import { cardNames, ProductPage, products, productCard, ShopPage } from './pages/catalog.js';
import { WishlistPage } from './pages/shopping.js';
import { useJourney } from './support/journey.js';
import { specText } from './support/spec-text.js';

// Journey 6: the wishlist. Flags toggled on one screen show on every other screen the buyer reaches by clicking
// (no reload: the normalized cache carries them), and the bulk buttons ask 'Are you Sure ?' first.

const humidors = [products.travelHumidor, products.glassTopHumidor];
const cutters = [
  products.vCutCutter,
  products.cigarScissors,
  products.punchCutter,
  products.guillotineCutter,
];

describe.sequential('a buyer keeps a wishlist', () => {
  const journey = useJourney({ name: '6-wishlist', story: true, buyer: { key: 'wishlist', loggedIn: true } });
  let reloads = 0;

  it('toggles from the product page, and the shop card and the wishlist agree without a reload', async () => {
    const { page } = journey;
    page.on('load', () => reloads++);
    const product = new ProductPage(page);
    await product.goto(products.travelHumidor);
    reloads = 0;
    expect(await product.inWishlist()).toBe(false);
    await product.wishlistButton.click();
    await expectToast(page, specText.wishlist.added, { type: 'success' });
    await expect.poll(() => product.inWishlist()).toBe(true);

    // Through the breadcrumb to the humidors shop: the card says it is on the wishlist.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Humidors' })
      .click();
    const shop = new ShopPage(page);
    const card = shop.card(products.travelHumidor.name);
    await card.root.waitFor();
    expect(await card.inWishlist()).toBe(true);

    // Toggle another from its card, then open the wishlist from the top bar.
    const mark = await toastMark(page);
    await shop.card(products.glassTopHumidor.name).wishlistButton.click();
    await expectToast(page, specText.wishlist.added, { type: 'success', after: mark });
    await expect.poll(() => shop.card(products.glassTopHumidor.name).inWishlist()).toBe(true);
    await new Header(page).accountMenu.getByRole('link', { name: 'Wishlist' }).click();
    const wishlist = new WishlistPage(page);
    await wishlist.table.waitFor();
    expect((await wishlist.productNames()).sort()).toEqual(humidors.map((p) => p.name).sort());
    await journey.shots('wishlist');
    expect(reloads, 'page loads while moving between screens').toBe(0);
  });

  it('removes from a card, and the product page and the wishlist follow without a reload', async () => {
    const { page } = journey;
    await page.goBack(); // the humidors shop, from the router's history
    const shop = new ShopPage(page);
    const card = shop.card(products.travelHumidor.name);
    await card.root.waitFor();
    const mark = await toastMark(page);
    await card.wishlistButton.click();
    await expectToast(page, specText.wishlist.removed, { after: mark });
    await expect.poll(() => card.inWishlist()).toBe(false);

    await card.root.getByRole('link', { name: products.travelHumidor.name }).click();
    const product = new ProductPage(page);
    await product.title.filter({ hasText: products.travelHumidor.name }).waitFor();
    expect(await product.inWishlist()).toBe(false);
    // The related products on this page show the other humidor as wishlisted.
    const related = productCard(product.related(), products.glassTopHumidor.name);
    await related.root.waitFor();
    expect(await related.inWishlist()).toBe(true);

    await new Header(page).accountMenu.getByRole('link', { name: 'Wishlist' }).click();
    const wishlist = new WishlistPage(page);
    await wishlist.table.waitFor();
    await expect.poll(() => wishlist.productNames()).toEqual([products.glassTopHumidor.name]);
    expect(reloads, 'page loads while moving between screens').toBe(0);
  });

  it('removes selected items after Are you Sure ?, and No changes nothing', async () => {
    const { page } = journey;
    const shop = new ShopPage(page);
    await shop.gotoCategory('tobacco-accessories', 'tobacco-accessories-cutters');
    for (const product of cutters) {
      const mark = await toastMark(page);
      await shop.card(product.name).wishlistButton.click();
      await expectToast(page, specText.wishlist.added, { after: mark });
    }
    const wishlist = new WishlistPage(page);
    await wishlist.goto();
    await expect.poll(() => wishlist.productNames().then((names) => names.length)).toBe(5);

    await setChecked(wishlist.select(products.vCutCutter.name), true);
    await setChecked(wishlist.select(products.cigarScissors.name), true);
    await wishlist.button('Remove Selected Items').click();
    const dialog = wishlist.confirmDialog();
    await dialog.waitFor();
    await journey.shot('wishlist-are-you-sure');
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await wishlist.productNames()).toHaveLength(5);

    await wishlist.button('Remove Selected Items').click();
    const mark = await toastMark(page);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    // Not the spec's 'Wishlist clear successfully': that is for emptying the whole list.
    await expectToast(page, 'Items Removed from Wishlist', { type: 'success', after: mark });
    await expect
      .poll(() => wishlist.productNames().then((names) => names.sort()))
      .toEqual(
        [products.glassTopHumidor.name, products.punchCutter.name, products.guillotineCutter.name].sort(),
      );

    // The cutters shop, reached through the menu, shows the removed ones as not wishlisted.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tobacco Accessories' })
      .click();
    await shop.subcategory('Cutters').waitFor();
    await setChecked(shop.subcategory('Cutters'), true);
    await expect.poll(() => shop.settledCardNames().then((names) => names.length)).toBe(5);
    expect(await shop.card(products.vCutCutter.name).inWishlist()).toBe(false);
    expect(await shop.card(products.punchCutter.name).inWishlist()).toBe(true);
  });

  it('adds selected to the cart: they leave the wishlist and the count rises', async () => {
    const { page } = journey;
    const wishlist = new WishlistPage(page);
    await wishlist.goto();
    await wishlist.table.waitFor();
    await wishlist.header.expectCartCount(0);
    await setChecked(wishlist.select(products.punchCutter.name), true);
    await wishlist.button('Add Selected to Cart').click();
    const mark = await toastMark(page);
    await wishlist.confirmDialog().getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, specText.cart.added, { type: 'success', after: mark });
    await wishlist.header.expectCartCount(1);
    await expect
      .poll(() => wishlist.productNames().then((names) => names.sort()))
      .toEqual([products.glassTopHumidor.name, products.guillotineCutter.name].sort());
  });

  it('adds all to the cart after Are you Sure ?, leaving the wishlist empty', async () => {
    const { page } = journey;
    const wishlist = new WishlistPage(page);
    await wishlist.button('Add All to Cart').click();
    const mark = await toastMark(page);
    await wishlist.confirmDialog().getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'All 2 products were added to your cart.', { type: 'success', after: mark });
    await wishlist.header.expectCartCount(3);
    await wishlist.main.getByText('Your wishlist is empty.').waitFor();
    await journey.shots('wishlist-empty');
  });

  it('empties the wishlist after Are you Sure ?', async () => {
    const { page } = journey;
    const shop = new ShopPage(page);
    await shop.gotoCategory('tobacco-accessories', 'tobacco-accessories-humidors');
    for (const product of humidors) {
      const card = shop.card(product.name);
      const mark = await toastMark(page);
      await card.wishlistButton.click();
      await expectToast(page, specText.wishlist.added, { after: mark });
    }
    expect(await cardNames(shop.cards)).toContain(products.travelHumidor.name);
    await new Header(page).accountMenu.getByRole('link', { name: 'Wishlist' }).click();
    const wishlist = new WishlistPage(page);
    await expect.poll(() => wishlist.productNames().then((names) => names.length)).toBe(2);
    await wishlist.button('Empty Wishlist').click();
    const mark = await toastMark(page);
    await wishlist.confirmDialog().getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, specText.wishlist.cleared, { type: 'success', after: mark });
    await wishlist.main.getByText('Your wishlist is empty.').waitFor();
    await page.goBack();
    await shop.card(products.travelHumidor.name).root.waitFor();
    for (const product of humidors)
      expect(await shop.card(product.name).inWishlist(), product.name).toBe(false);
  });
});
