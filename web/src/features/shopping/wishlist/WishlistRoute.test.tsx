import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { loggedInAs } from '../../../../test/fixtures/viewer';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { readCartAddReport } from '../../../shared/commerce/testing/cartAddReport';
import { confirmDialogMessages } from '../../../shared/components/ConfirmDialog';
import { headerMessages } from '../../layout/messages';
import { shoppingMessages, wishlistMessages as messages } from '../messages';
import { product } from '../testing/fixtures';
import { fakeWishlist, type WishlistSeed } from '../testing/fakeWishlist';

const cigar = product('p1', 'Arturo Fuente Hemingway', { priceCents: 5000 });
const cigarillo = product('p2', 'Swisher Sweets', { priceCents: 1299 });
const lighter = product('p3', 'Xikar Lighter', { stock: 0, priceCents: null });

const seeds: WishlistSeed[] = [
  { product: cigar, addedAt: '2026-11-21T15:04:05.000Z' },
  { product: cigarillo, addedAt: '2026-11-20T10:00:00.000Z' },
  { product: lighter, addedAt: '2026-11-19T10:00:00.000Z' },
];

function openWishlist(items: readonly WishlistSeed[] = seeds) {
  const store = fakeWishlist(items);
  server.use(loggedInAs(), ...store.handlers);
  return { ...renderApp({ path: '/wishlist' }), store };
}

async function answer(user: ReturnType<typeof renderApp>['user'], reply: 'Yes' | 'No') {
  const dialog = await screen.findByRole('alertdialog', { name: shoppingMessages.areYouSure });
  await user.click(
    within(dialog).getByRole('button', {
      name: reply === 'Yes' ? confirmDialogMessages.yes : confirmDialogMessages.no,
    }),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

const productLink = (name: string) => screen.queryByRole('link', { name });

// The whole app renders per test; a busy machine needs more than the default 5 s.
describe('wishlist', { timeout: 30_000 }, () => {
  it('asks a logged-out visitor to log in', async () => {
    renderApp({ path: '/wishlist' });

    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: shoppingMessages.login })).toHaveAttribute('href', '/login');
  });

  it('lists each product with its unit price, date added and stock status', async () => {
    openWishlist();

    const cigarRow = within((await screen.findByRole('link', { name: cigar.name })).closest('tr')!);
    expect(cigarRow.getByText('$50.00')).toBeInTheDocument();
    expect(cigarRow.getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(cigarRow.getByText(messages.inStock)).toBeInTheDocument();
    expect(cigarRow.getByRole('checkbox', { name: messages.select(cigar.name) })).not.toBeChecked();

    const lighterRow = within(screen.getByRole('link', { name: lighter.name }).closest('tr')!);
    expect(lighterRow.getByText(messages.outOfStock)).toBeInTheDocument();
    expect(lighterRow.queryByText(/\$/)).toBeNull();
    expect(lighterRow.getByRole('button', { name: messages.addToCartLabel(lighter.name) })).toBeDisabled();
  });

  it('says so when the wishlist is empty', async () => {
    openWishlist([]);

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
  });

  it("removes the selected products after 'Are you Sure ?'", async () => {
    const { user, store } = openWishlist();
    await user.click(await screen.findByRole('checkbox', { name: messages.select(cigar.name) }));
    await user.click(screen.getByRole('checkbox', { name: messages.select(lighter.name) }));

    await user.click(screen.getByRole('button', { name: messages.removeSelected }));
    await answer(user, 'Yes');

    expect(await screen.findByText('Items Removed from Wishlist')).toBeInTheDocument();
    await waitFor(() => expect(productLink(cigar.name)).toBeNull());
    expect(productLink(lighter.name)).toBeNull();
    expect(productLink(cigarillo.name)).toBeInTheDocument();
    expect(store.requests).toEqual([
      { operation: 'RemoveFromWishlist', variables: { productIds: ['p1', 'p3'] } },
    ]);
  });

  it('keeps everything when the buyer answers no, and empties the wishlist on yes', async () => {
    const { user, store } = openWishlist();

    await user.click(await screen.findByRole('button', { name: messages.emptyWishlist }));
    await answer(user, 'No');
    expect(productLink(cigar.name)).toBeInTheDocument();
    expect(store.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: messages.emptyWishlist }));
    await answer(user, 'Yes');

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.getByText('Wishlist clear successfully')).toBeInTheDocument();
    expect(store.requests).toEqual([{ operation: 'RemoveFromWishlist', variables: { productIds: null } }]);
  });

  it("says 'Item Removed from Wishlist' when one product is removed", async () => {
    const { user } = openWishlist();
    await user.click(await screen.findByRole('checkbox', { name: messages.select(cigarillo.name) }));

    await user.click(screen.getByRole('button', { name: messages.removeSelected }));
    await answer(user, 'Yes');

    expect(await screen.findByText('Item Removed from Wishlist')).toBeInTheDocument();
    await waitFor(() => expect(productLink(cigarillo.name)).toBeNull());
  });

  it('moves the selected products to the cart: they leave the list and the cart count rises', async () => {
    const { user, store } = openWishlist();
    await screen.findByRole('link', { name: headerMessages.cart(0) });

    await user.click(await screen.findByRole('checkbox', { name: messages.select(cigarillo.name) }));
    await user.click(screen.getByRole('button', { name: messages.addSelectedToCart }));
    await answer(user, 'Yes');

    expect(await screen.findByRole('link', { name: headerMessages.cart(1) })).toBeInTheDocument();
    expect(screen.getByText('Item Added To Cart Successfully.')).toBeInTheDocument();
    await waitFor(() => expect(productLink(cigarillo.name)).toBeNull());
    expect(productLink(cigar.name)).toBeInTheDocument();
    expect(store.requests).toEqual([
      {
        operation: 'AddLinesToCart',
        variables: { lines: [{ productId: 'p2', quantity: 1 }], removeAddedFromWishlist: true },
      },
    ]);
  });

  it('moves every product to the cart with Add All to Cart', async () => {
    const { user, store } = openWishlist(seeds.slice(0, 2));

    await user.click(await screen.findByRole('button', { name: messages.addAllToCart }));
    await answer(user, 'Yes');

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.getByText('All 2 products were added to your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: headerMessages.cart(2) })).toBeInTheDocument();
    expect(store.requests).toEqual([
      {
        operation: 'AddLinesToCart',
        variables: {
          lines: [
            { productId: 'p1', quantity: 1 },
            { productId: 'p2', quantity: 1 },
          ],
          removeAddedFromWishlist: true,
        },
      },
    ]);
  });

  it('says which products were not added and why, and keeps them on the list', async () => {
    // The cigar is in the cart already at its limit of one per order; the lighter is sold out.
    const limited = { ...cigar, purchaseLimit: 1 };
    const store = fakeWishlist(
      [{ ...seeds[0]!, product: limited }, seeds[1]!, seeds[2]!],
      [{ id: 'line-p1', product: limited, quantity: 1 }],
    );
    server.use(loggedInAs(), ...store.handlers);
    const { user } = renderApp({ path: '/wishlist' });

    await user.click(await screen.findByRole('button', { name: messages.addAllToCart }));
    await answer(user, 'Yes');

    const {
      dialog: report,
      summary,
      lines,
    } = await readCartAddReport('Not everything could be added to your cart');
    expect(summary).toBe('1 of 3 products were added in full.');
    expect(lines).toEqual([
      'Arturo Fuente Hemingway: Not added (At most 1 per order)',
      'Xikar Lighter: Not added (Out of stock)',
    ]);
    expect(within(report).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('Item Added To Cart Successfully.')).toBeNull();

    await user.click(within(report).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What went in left the list; the rest stays, with the cart count up by the one added.
    expect(productLink(cigarillo.name)).toBeNull();
    expect(productLink(cigar.name)).toBeInTheDocument();
    expect(productLink(lighter.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: headerMessages.cart(2) })).toBeInTheDocument();
  });

  it('selects every product with the header checkbox', async () => {
    const { user, store } = openWishlist();

    await user.click(await screen.findByRole('checkbox', { name: messages.selectAll }));
    await waitFor(() => {
      for (const { product: item } of seeds) {
        expect(screen.getByRole('checkbox', { name: messages.select(item.name) })).toBeChecked();
      }
    });
    await user.click(screen.getByRole('button', { name: messages.removeSelected }));
    await answer(user, 'Yes');

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(store.requests).toEqual([
      { operation: 'RemoveFromWishlist', variables: { productIds: ['p1', 'p2', 'p3'] } },
    ]);
  });

  it('adds one product to the cart from its row and keeps it on the wishlist', async () => {
    const { user, store } = openWishlist();
    await screen.findByRole('link', { name: headerMessages.cart(0) });

    await user.click(await screen.findByRole('button', { name: messages.addToCartLabel(cigar.name) }));

    expect(await screen.findByText(messages.addedToCart)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: headerMessages.cart(1) })).toBeInTheDocument();
    expect(productLink(cigar.name)).toBeInTheDocument();
    expect(store.requests).toEqual([{ operation: 'AddToCart', variables: { productId: 'p1', quantity: 1 } }]);
  });
});
