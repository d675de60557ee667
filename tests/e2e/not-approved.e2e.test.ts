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

  it('is told their account awaits approval instead of a price, log in or Add to cart, and checkout sends them back to the cart', async () => {
    const { page } = journey;
    const product = products.glassTopHumidor;
    await new ProductPage(page).goto(product);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByText(product.price, { exact: false }).count()).toBe(0);
    await main.getByText('Your account awaits approval').first().waitFor();
    await main.getByText(/once the store has reviewed your licence/).waitFor();
    expect(await main.getByText('Log in to see wholesale prices').count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Apply for a wholesale account' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Go to your account' }).waitFor();
    await journey.shots('no-price');

    await page.goto('/checkout');
    await page.waitForURL('**/cart');
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
  });
});
