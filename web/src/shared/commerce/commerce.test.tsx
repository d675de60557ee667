import { Button } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { approvedViewer, loggedInAs } from '../../../test/fixtures/viewer';
import { gatewayApi } from '../../../test/msw/handlers';
import { server } from '../../../test/msw/server';
import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { CartLink } from '../../features/layout/components/CartLink';
import { headerMessages } from '../../features/layout/messages';
import {
  AddToCartDocument,
  AddToWishlistDocument,
  CartCountQueryDocument,
  WishlistHeart_PayloadFragmentDoc,
} from '../../gql/graphql';
import { makeFragmentData } from '../../gql';
import { refused, succeeded, userError } from '../../../test/payloads';
import { heartsGateway } from '../../../test/wishlistHearts';
import { commerceMessages as messages } from './messages';
import { useAddToCartMutation } from './useAddToCartMutation';
import { useWishlistMutations } from './useWishlistMutations';

const money = (amount: string) => ({ __typename: 'Money' as const, amount, currencyCode: 'USD' });

function cart(totalQuantity: number) {
  return {
    __typename: 'Cart' as const,
    id: 'cart-1',
    totalQuantity,
    lines: [{ __typename: 'CartLine' as const, id: 'line-1', quantity: totalQuantity }],
    subtotal: money('10.00'),
    tax: money('1.00'),
    total: money('11.00'),
    meetsMinimum: false,
  };
}

function cartCount(totalQuantity: number) {
  return { __typename: 'Cart' as const, id: 'cart-1', totalQuantity };
}

function AddButton() {
  const [addToCart, { loading }] = useAddToCartMutation();
  return (
    <Button disabled={loading} onClick={() => void addToCart('product-7', 3)}>
      Add to cart
    </Button>
  );
}

/** The hearts of two products: product-7 is not on the wishlist, product-8 is. */
function WishlistButtons() {
  const wishlist = useWishlistMutations();
  return (
    <>
      <Button onClick={() => void wishlist.addToWishlist('product-7')}>Wishlist</Button>
      <Button onClick={() => void wishlist.removeFromWishlist('product-8')}>Unwishlist</Button>
    </>
  );
}

function renderWithHeaderCount() {
  const client = createApolloClient({ uri: 'http://localhost/graphql' });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <CartLink />
        <AddButton />
        <WishlistButtons />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

/** Answers the header's count with `count`, and records every add-to-cart and wishlist request. */
function cartWith(count: number) {
  const hearts = heartsGateway();
  const requests = { addToCart: [] as unknown[], hearts: hearts.sent };
  server.use(
    gatewayApi.query(CartCountQueryDocument, () => HttpResponse.json({ data: { cart: cartCount(count) } })),
    gatewayApi.mutation(AddToCartDocument, ({ variables }) => {
      requests.addToCart.push(variables);
      return HttpResponse.json({
        data: { addToCart: succeeded('CartPayload', { cart: cart(count + variables.quantity) }) },
      });
    }),
    ...hearts.handlers,
  );
  return requests;
}

// The whole app renders per test; a busy machine needs more than the default 5 s.
describe('adding to the cart and the wishlist', { timeout: 30_000 }, () => {
  it('asks a logged-out visitor to log in and sends nothing', async () => {
    const requests = cartWith(0);
    const { user } = renderWithHeaderCount();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(messages.loginRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wishlist' }));
    await waitFor(() => expect(screen.getAllByText(messages.loginRequired)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Unwishlist' }));
    await waitFor(() => expect(screen.getAllByText(messages.loginRequired)).toHaveLength(3));

    expect(requests).toEqual({ addToCart: [], hearts: [] });
    expect(screen.getByRole('link', { name: headerMessages.cart(0) })).toBeInTheDocument();
  });

  it('adds to the cart of a logged-in customer and the header count rises without a reload', async () => {
    server.use(loggedInAs(approvedViewer));
    const requests = cartWith(2);
    const { user } = renderWithHeaderCount();
    expect(await screen.findByRole('link', { name: headerMessages.cart(2) })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(messages.addedToCart)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: headerMessages.cart(5) })).toBeInTheDocument();
    expect(requests.addToCart).toEqual([{ productId: 'product-7', quantity: 3 }]);
  });

  it("shows the store's userError when the product is out of stock, and the count stays", async () => {
    server.use(
      loggedInAs(),
      gatewayApi.query(CartCountQueryDocument, () => HttpResponse.json({ data: { cart: cartCount(1) } })),
      gatewayApi.mutation(AddToCartDocument, () =>
        HttpResponse.json({
          data: {
            addToCart: refused(
              'CartPayload',
              { cart: null },
              userError('OUT_OF_STOCK', messages.outOfStock, ['quantity']),
            ),
          },
        }),
      ),
    );
    const { user } = renderWithHeaderCount();
    await screen.findByRole('link', { name: headerMessages.cart(1) });

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(messages.outOfStock)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: headerMessages.cart(1) })).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the store cannot be reached", async () => {
    server.use(
      loggedInAs(),
      gatewayApi.query(CartCountQueryDocument, () => HttpResponse.json({ data: { cart: cartCount(1) } })),
      gatewayApi.mutation(AddToCartDocument, () => HttpResponse.error()),
    );
    const { user } = renderWithHeaderCount();
    await screen.findByRole('link', { name: headerMessages.cart(1) });

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
  });

  it('adds to or removes from the wishlist as the heart asks, never toggling, and says which', async () => {
    server.use(loggedInAs());
    const requests = cartWith(1);
    const { user } = renderWithHeaderCount();
    // The count is only asked for once the session is known.
    await screen.findByRole('link', { name: headerMessages.cart(1) });

    await user.click(screen.getByRole('button', { name: 'Wishlist' }));
    expect(await screen.findByText(messages.addedToWishlist)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unwishlist' }));
    expect(await screen.findByText(messages.removedFromWishlist)).toBeInTheDocument();

    expect(requests.hearts).toEqual([
      { operation: 'add', productId: 'product-7' },
      { operation: 'remove', productId: 'product-8' },
    ]);
  });

  it("shows the store's userError when the product to wish for does not exist", async () => {
    server.use(
      loggedInAs(),
      gatewayApi.query(CartCountQueryDocument, () => HttpResponse.json({ data: { cart: cartCount(1) } })),
      gatewayApi.mutation(AddToWishlistDocument, () =>
        HttpResponse.json({
          data: {
            addToWishlist: makeFragmentData(
              refused(
                'WishlistPayload',
                { products: [], wishlist: null },
                userError('NOT_FOUND', 'Product not found.', ['productId']),
              ),
              WishlistHeart_PayloadFragmentDoc,
            ),
          },
        }),
      ),
    );
    const { user } = renderWithHeaderCount();
    await screen.findByRole('link', { name: headerMessages.cart(1) });

    await user.click(screen.getByRole('button', { name: 'Wishlist' }));

    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(screen.queryByText(messages.addedToWishlist)).not.toBeInTheDocument();
  });
});
