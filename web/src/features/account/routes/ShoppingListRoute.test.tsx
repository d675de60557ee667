import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { money, product } from '../../../../test/fixtures/catalog';
import { loggedInAs } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { shoppingListMessages as messages } from '../../../shared/lists/messages';
import { productCardMessages } from '../../../shared/product/messages';
import { shoppingListCsv } from '../lib/shoppingListCsv';

/** The first visit downloads the route's code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

const opus = product('1', 'Opus X', { price: money('18.75') });
const padron = product('2', 'Padron 1964', { price: money('12.00') });

function list(lines: { product: typeof opus; quantity: number }[], name = 'Weekly humidor restock') {
  return {
    __typename: 'ShoppingList' as const,
    id: '7',
    name,
    lineCount: lines.length,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    updatedAt: '2026-11-20T10:00:00.000Z',
    lines: lines.map((line) => ({
      __typename: 'ShoppingListLine' as const,
      productId: line.product.id,
      quantity: line.quantity,
      addedAt: '2026-11-20T10:00:00.000Z',
      product: line.product,
    })),
  };
}

/** A logged-in buyer on a store that offers shopping lists. */
function offerLists() {
  server.use(
    loggedInAs(),
    gatewayApi.query('CartCountQuery', () =>
      HttpResponse.json({ data: { cart: { __typename: 'Cart', id: 'cart-1', totalQuantity: 0 } } }),
    ),
    gatewayApi.query('StoreFeatures', () =>
      HttpResponse.json({ data: { storeFeatures: { __typename: 'StoreFeatures', shoppingLists: true } } }),
    ),
  );
}

describe('a shopping list', { timeout: 30_000 }, () => {
  it("shows its products and quantities, saves a changed quantity, and adds the whole list to the cart with the list's quantities", async () => {
    offerLists();
    let current = list([
      { product: opus, quantity: 6 },
      { product: padron, quantity: 2 },
    ]);
    const saved: unknown[] = [];
    const added: unknown[] = [];
    server.use(
      gatewayApi.query('ShoppingListRouteQuery', () =>
        HttpResponse.json({ data: { shoppingList: current } }),
      ),
      gatewayApi.mutation('SetShoppingListQuantities', ({ variables }) => {
        saved.push(variables);
        current = list([
          { product: opus, quantity: 7 },
          { product: padron, quantity: 2 },
        ]);
        return HttpResponse.json({
          data: { setShoppingListQuantities: succeeded('ShoppingListPayload', { shoppingList: current }) },
        });
      }),
      gatewayApi.mutation('AddLinesToCart', ({ variables }) => {
        added.push(variables.lines);
        return HttpResponse.json({
          data: {
            addLinesToCart: succeeded('AddLinesToCartPayload', {
              cart: { __typename: 'Cart', id: 'cart-1', totalQuantity: 9, lines: [] },
              results: [],
              wishlist: null,
            }),
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/my-account/shopping-lists/7' });

    const items = await screen.findByRole('list', { name: 'Weekly humidor restock' }, lazyRoute);
    const opusLine = within(items).getByRole('listitem', { name: 'Opus X' });
    expect(within(opusLine).getByRole('link', { name: 'Opus X' })).toHaveAttribute(
      'href',
      '/product/1/opus-x',
    );
    expect(within(opusLine).getByText(`${messages.price}: $18.75`)).toBeInTheDocument();
    expect(within(opusLine).getByRole('spinbutton')).toHaveValue('6');

    await user.click(within(opusLine).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(saved).toEqual([{ id: '7', lines: [{ productId: '1', quantity: 7 }] }]));
    await waitFor(() => expect(within(opusLine).getByRole('spinbutton')).toHaveValue('7'));

    await user.click(screen.getByRole('button', { name: messages.addAllToCart }));
    await waitFor(() =>
      expect(added).toEqual([
        [
          { productId: '1', quantity: 7 },
          { productId: '2', quantity: 2 },
        ],
      ]),
    );

    // The chosen lines only, by keyboard.
    expect(screen.getByRole('button', { name: messages.addSelectedToCart(0) })).toBeDisabled();
    within(items)
      .getByRole('checkbox', { name: messages.select('Padron 1964') })
      .focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: messages.addSelectedToCart(1) }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added[1]).toEqual([{ productId: '2', quantity: 2 }]);
  });

  it('says so when the list does not exist', async () => {
    offerLists();
    server.use(
      gatewayApi.query('ShoppingListRouteQuery', () => HttpResponse.json({ data: { shoppingList: null } })),
    );
    renderApp({ path: '/my-account/shopping-lists/99' });
    expect(await screen.findByText(messages.notFound, undefined, lazyRoute)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${messages.backToLists}` })).toHaveAttribute(
      'href',
      '/my-account/shopping-lists',
    );
  });
});

describe('saving to a shopping list', { timeout: 30_000 }, () => {
  function answerProduct() {
    server.use(
      gatewayApi.query('ProductRouteQuery', () =>
        HttpResponse.json({ data: { product: opus, relatedProducts: [] } }),
      ),
      gatewayApi.query('RecentlyViewedQuery', () => HttpResponse.json({ data: { recentlyViewed: [] } })),
    );
  }

  it('offers no Save to list where the store keeps no shopping lists', async () => {
    server.use(loggedInAs());
    answerProduct();
    renderApp({ path: '/product/1/opus-x' });
    const main = await screen.findByRole('main', undefined, lazyRoute);
    await within(main).findByRole('button', { name: productCardMessages.addToCart }, lazyRoute);
    expect(within(main).queryByRole('button', { name: messages.saveToList })).not.toBeInTheDocument();
  });

  it('makes a new list with the product and its quantity, after refusing an empty name and showing the store’s refusal beside the field', async () => {
    offerLists();
    answerProduct();
    const created: unknown[] = [];
    server.use(
      gatewayApi.query('ShoppingLists', () => HttpResponse.json({ data: { shoppingLists: [] } })),
      gatewayApi.mutation('CreateShoppingList', ({ variables }) => {
        created.push(variables);
        if (created.length === 1)
          return HttpResponse.json({
            data: {
              createShoppingList: refused(
                'ShoppingListPayload',
                { shoppingList: null },
                userError(
                  'LIMIT_REACHED',
                  'You can keep at most 50 shopping lists. Delete one to make another.',
                ),
              ),
            },
          });
        return HttpResponse.json({
          data: {
            createShoppingList: succeeded('ShoppingListPayload', {
              shoppingList: { __typename: 'ShoppingList', id: '8', name: 'Weekly' },
            }),
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/product/1/opus-x' });
    const main = await screen.findByRole('main', undefined, lazyRoute);
    await user.click(await within(main).findByRole('button', { name: messages.saveToList }, lazyRoute));

    const dialog = await screen.findByRole('dialog', { name: messages.dialogTitle });
    expect(within(dialog).getByRole('combobox', { name: messages.target })).toHaveValue('new');
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    expect(within(dialog).getByText(messages.nameRequired)).toBeInTheDocument();
    expect(created).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: messages.name }), ' Weekly ');
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    expect(
      await within(dialog).findByText('You can keep at most 50 shopping lists. Delete one to make another.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([
      { name: 'Weekly', lines: [{ productId: '1', quantity: 1 }] },
      { name: 'Weekly', lines: [{ productId: '1', quantity: 1 }] },
    ]);
    expect(await screen.findByText(messages.savedTo('Weekly'))).toBeInTheDocument();
  });
});

describe('a shopping list as CSV', () => {
  it("writes the quick order's columns first, then the name and unit price, with spreadsheet formulas escaped", () => {
    const csv = shoppingListCsv([
      { productId: '1', quantity: 6, product: { name: 'Opus X', sku: 'AF-OPX', price: { amount: '18.75' } } },
      { productId: '2', quantity: 2, product: { name: '=HYPERLINK("x")', sku: null, itemCode: 'IC-2' } },
      { productId: '3', quantity: 1, product: null },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'sku,quantity,name,unit_price',
      'AF-OPX,6,Opus X,18.75',
      `IC-2,2,"'=HYPERLINK(""x"")",`,
      ',1,,',
    ]);
  });
});
