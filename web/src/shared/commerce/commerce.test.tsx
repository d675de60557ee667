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
import { AddToCartDocument, CartCountQueryDocument, ToggleWishlistDocument } from '../../gql/graphql';
import { commerceMessages as messages } from './messages';
import { useAddToCartMutation } from './useAddToCartMutation';
import { useToggleWishlistMutation } from './useToggleWishlistMutation';

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

function product(id: string) {
  return { __typename: 'Product' as const, id, inWishlist: true };
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

function WishlistButton() {
  const [toggleWishlist] = useToggleWishlistMutation();
  return <Button onClick={() => void toggleWishlist('product-7')}>Wishlist</Button>;
}

function renderWithHeaderCount() {
  const client = createApolloClient({ uri: 'http://localhost/graphql' });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <CartLink />
        <AddButton />
        <WishlistButton />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

/** Answers the header's count with `count`, and records every add-to-cart and wishlist request. */
function cartWith(count: number) {
  const requests = { addToCart: [] as unknown[], toggleWishlist: [] as unknown[] };
  server.use(
    gatewayApi.query(CartCountQueryDocument, () => HttpResponse.json({ data: { cart: cartCount(count) } })),
    gatewayApi.mutation(AddToCartDocument, ({ variables }) => {
      requests.addToCart.push(variables);
      return HttpResponse.json({ data: { addToCart: cart(count + variables.quantity) } });
    }),
    gatewayApi.mutation(ToggleWishlistDocument, ({ variables }) => {
      requests.toggleWishlist.push(variables);
      return HttpResponse.json({
        data: {
          toggleWishlist: {
            message: 'Item added into Wishlist',
            products: [product(String(variables.productId))],
            wishlist: [],
          },
        },
      });
    }),
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

    expect(requests.addToCart).toEqual([]);
    expect(requests.toggleWishlist).toEqual([]);
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

  it("shows the store's message when the product is out of stock", async () => {
    server.use(
      loggedInAs(),
      gatewayApi.query(CartCountQueryDocument, () => HttpResponse.json({ data: { cart: cartCount(1) } })),
      gatewayApi.mutation(AddToCartDocument, () =>
        HttpResponse.json({
          errors: [{ message: messages.outOfStock, extensions: { code: 'OUT_OF_STOCK' } }],
          data: null,
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

  it("toggles the wishlist of a logged-in customer and shows the store's message", async () => {
    server.use(loggedInAs());
    const requests = cartWith(1);
    const { user } = renderWithHeaderCount();
    // The count is only asked for once the session is known.
    await screen.findByRole('link', { name: headerMessages.cart(1) });

    await user.click(screen.getByRole('button', { name: 'Wishlist' }));

    expect(await screen.findByText('Item added into Wishlist')).toBeInTheDocument();
    expect(requests.toggleWishlist).toEqual([{ productId: 'product-7' }]);
  });
});
