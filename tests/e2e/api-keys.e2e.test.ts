import { describe, expect, it } from 'vitest';
import { field, setChecked } from './pages/common.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { useJourney } from './support/journey.js';

// Journey: an integration gets its own key (issue 31 item 1). The buyer makes a scoped API key in the account's
// "API access" screen; an integration script that knows only the key and plain fetch reads prices, fills the cart
// and places an order with an idempotency key; the buyer revokes the key in the browser and the script's next call
// is refused at once.

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe.sequential('a buyer gives an integration an API key, then revokes it', () => {
  const journey = useJourney({ name: 'api-keys', story: true, buyer: { key: 'integrator', loggedIn: true } });
  let secret = '';

  /** What an integration does: one GraphQL POST with the key, nothing else (no cookie, no browser). */
  async function integration<T>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${journey.baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  }

  it('makes a key with scopes on the API access screen and sees its secret once', async () => {
    const { page } = journey;
    await page.goto(`${journey.baseURL}/my-account/api-access`);
    await page.getByRole('heading', { name: 'API access', level: 2 }).waitFor();
    expect(describeFindings(await seriousViolations(page)), 'axe on API access').toEqual([]);

    await page.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => page.getByText('Please enter a name for the key.').isVisible()).toBe(true);

    await field(page, 'Name').fill('Till system');
    for (const scope of [
      'Read the catalogue and your prices',
      'Manage the cart and place orders',
      'Read your orders and their status',
    ])
      await setChecked(page.getByRole('checkbox', { name: scope }), true);
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('api-key-secret');
    await shown.waitFor();
    secret = (await shown.textContent())?.trim() ?? '';
    expect(secret).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('will not be shown again');
    expect(describeFindings(await seriousViolations(page)), 'axe with the new secret').toEqual([]);
    await journey.shots('secret-shown');

    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect.poll(() => shown.count()).toBe(0);
    const row = page.getByRole('row', { name: /Till system/ });
    await expect.poll(() => row.textContent()).toContain(secret.slice(0, 12));
  });

  it('an integration with only the key and fetch reads prices, fills the cart and places an order', async () => {
    const listing = await integration<{
      products: {
        items: {
          id: string;
          stock: number;
          purchaseLimit: number | null;
          price: { amount: string } | null;
        }[];
      };
    }>('{ products(perPage: 40) { items { id stock purchaseLimit price { amount } } } }');
    expect(listing.errors).toBeUndefined();
    const product = listing.data!.products.items.find(
      (item) =>
        item.price !== null &&
        Number(item.price.amount) >= 20 &&
        item.stock >= 20 &&
        (item.purchaseLimit === null || item.purchaseLimit >= 20),
    )!;
    expect(product.price).not.toBeNull();
    const quantity = Math.ceil(250 / Number(product.price!.amount));

    const added = await integration<{
      addLinesToCart: { userErrors: unknown[]; results: { addedQuantity: number }[] };
    }>(
      'mutation Add($lines: [CartLineInput!]!) { addLinesToCart(lines: $lines) { results { addedQuantity } userErrors { code } } }',
      { lines: [{ productId: product.id, quantity }] },
    );
    expect(added.data!.addLinesToCart).toEqual({ results: [{ addedQuantity: quantity }], userErrors: [] });

    const place = () =>
      integration<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(
        'mutation Place($key: String!) { placeOrder(input: { acceptTerms: true }, idempotencyKey: $key) { order { id } userErrors { code field message } } }',
        { key: 'till-system-order-0001' },
      );
    const placed = await place();
    expect(placed.data!.placeOrder.userErrors).toEqual([]);
    const again = await place();
    expect(again.data!.placeOrder.order).toEqual(placed.data!.placeOrder.order);
  });

  it('once the buyer revokes the key in the browser, the integration is refused at once', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Revoke Till system' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this key?' });
    await dialog.waitFor();
    expect(describeFindings(await seriousViolations(page)), 'axe on the revoke dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => page.getByText('You have no API keys yet.').isVisible()).toBe(true);

    const refused = await integration(
      'mutation Add($lines: [CartLineInput!]!) { addLinesToCart(lines: $lines) { userErrors { code } } }',
      { lines: [{ productId: '1', quantity: 1 }] },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
