import { describe, expect, it } from 'vitest';
import { expectToast, toastMark } from './pages/common.js';
import { ProductPage, products } from './pages/catalog.js';
import { CartPage } from './pages/shopping.js';
import { useJourney } from './support/journey.js';
import { specText } from './support/spec-text.js';

// Journey 4: a registered customer whose registration staff have not approved may fill a cart, but checkout stops
// them with 'Only approved customer can order' and sends them back to the cart.

describe('a customer who is not approved', () => {
  const journey = useJourney({
    name: '4-not-approved',
    buyer: { key: 'pending', approved: false, loggedIn: true },
  });

  it('fills a cart over the minimum, and checkout refuses with Only approved customer can order', async () => {
    const { page } = journey;
    const product = new ProductPage(page);
    await product.goto(products.glassTopHumidor);
    await product.price.filter({ hasText: products.glassTopHumidor.price }).waitFor();
    await product.increase.click();
    await product.addToCart.click();
    await expectToast(page, specText.cart.added, { type: 'success' });
    await product.header.expectCartCount(2);

    const cart = new CartPage(page);
    await cart.goto();
    await cart.line(products.glassTopHumidor.name).waitFor();
    expect(await cart.total('Total')).toBe('$378.00');
    await cart.minimumMessage.waitFor({ state: 'hidden' });
    const mark = await toastMark(page);
    await cart.proceed.click();
    await expectToast(page, specText.checkout.notApproved, { type: 'error', after: mark });
    await page.waitForURL('**/cart');
    await journey.shots('checkout-refused');

    // Typing the address does not get round it.
    await page.goto('/checkout');
    await expectToast(page, specText.checkout.notApproved, { type: 'error' });
    await page.waitForURL('**/cart');
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    await cart.header.expectCartCount(2);
  });
});
