import { describe, expect, it } from 'vitest';
import { ProductPage, products } from './pages/catalog.js';
import { useJourney } from './support/journey.js';

// Journey 4: a customer whose registration staff have not approved (an account made from the shell without
// --approved logs in all the same) sees no wholesale price, as prices are for approved customers only, whatever
// created the account (issue 30, item 9), and cannot reach checkout.

describe('a customer who is not approved', () => {
  const journey = useJourney({
    name: '4-not-approved',
    buyer: { key: 'pending', approved: false, loggedIn: true },
  });

  it('sees no wholesale price on a product page, and checkout sends them back to the cart', async () => {
    const { page } = journey;
    const product = products.glassTopHumidor;
    await new ProductPage(page).goto(product);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    expect(await page.getByRole('main').getByText(product.price, { exact: false }).count()).toBe(0);
    await journey.shots('no-price');

    await page.goto('/checkout');
    await page.waitForURL('**/cart');
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
  });
});
