import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { money, product, productPage } from '../../../test/fixtures/catalog';
import { approvedViewer } from '../../../test/fixtures/viewer';
import { gatewayApi } from '../../../test/msw/handlers';
import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { sessionGateway } from '../../../test/session';
import { heartsGateway } from '../../../test/wishlistHearts';
import { commerceMessages } from '../commerce/messages';
import { productCardMessages as messages } from './messages';

/** The first visit downloads the route's code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

function answerSearch(items: ReturnType<typeof product>[]) {
  server.use(
    gatewayApi.query('SearchRouteQuery', () =>
      HttpResponse.json({ data: { searchProducts: productPage(items) } }),
    ),
  );
}

async function findCard(name: string) {
  const link = await screen.findByRole('link', { name }, lazyRoute);
  return link.closest('article')!;
}

describe('product card', { timeout: 20_000 }, () => {
  it('shows a customer the price and Add to cart, and no way to log in or apply', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    answerSearch([product('1', 'Opus X', { price: money('18.75') })]);
    renderApp({ path: '/products?search=opus' });

    const card = await findCard('Opus X');
    expect(within(card).getByText('$18.75')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: messages.addToCart })).toBeEnabled();
    expect(within(card).queryByText(messages.priceLoginHint)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: messages.login })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: messages.apply })).not.toBeInTheDocument();
  });

  it('offers a visitor Log in, coming back to this page, and Apply for a wholesale account instead of a price and Add to cart', async () => {
    answerSearch([product('1', 'Opus X', { price: null })]);
    const { user, router } = renderApp({ path: '/products?search=opus' });

    const card = await findCard('Opus X');
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(card).getByText(messages.priceLoginHint)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: messages.addToCart })).not.toBeInTheDocument();
    const apply = within(card).getByRole('link', { name: messages.apply });
    expect(apply).toHaveAttribute('href', '/register');
    const login = within(card).getByRole('link', { name: messages.login });
    expect(login).toHaveAttribute('href', '/login');

    // By keyboard: Log in, the wishlist heart, then Apply.
    login.focus();
    await user.tab();
    expect(within(card).getByRole('button', { name: messages.addToWishlist })).toHaveFocus();
    await user.tab();
    expect(apply).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/products', search: '?search=opus', hash: '' },
    });
  });

  it('tells a logged-in customer who is not approved that their account awaits approval, with no price, log in, apply or Add to cart', async () => {
    const pending = { ...approvedViewer, status: 'PENDING' as const, canOrder: false };
    server.use(...sessionGateway({ viewer: pending, loggedIn: true }).handlers);
    answerSearch([product('1', 'Opus X', { price: null })]);
    renderApp({ path: '/products?search=opus' });

    const card = await findCard('Opus X');
    expect(await within(card).findByText(messages.awaitingApproval)).toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(card).queryByText(messages.priceLoginHint)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: messages.addToCart })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: messages.login })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: messages.apply })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: messages.addToWishlist })).toBeEnabled();
  });

  it('takes a visitor to the registration from Apply for a wholesale account', async () => {
    answerSearch([product('1', 'Opus X', { price: null })]);
    const { user, router } = renderApp({ path: '/products?search=opus' });

    await user.click(within(await findCard('Opus X')).getByRole('link', { name: messages.apply }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows the brand, the stock state and links the name to the product page', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    answerSearch([
      product('1', 'Opus X', { price: money('18.75') }),
      product('2', 'Don Carlos No. 2', { stock: 0, inStock: false, price: money('12.00') }),
    ]);
    renderApp({ path: '/products?search=fuente' });

    const opus = await findCard('Opus X');
    expect(within(opus).getByText(messages.inStock)).toBeInTheDocument();
    expect(within(opus).getByText('Arturo Fuente')).toBeInTheDocument();
    expect(within(opus).getByRole('link', { name: 'Opus X' })).toHaveAttribute('href', '/product/1/opus-x');
    const donCarlos = await findCard('Don Carlos No. 2');
    expect(within(donCarlos).getByText(messages.outOfStock)).toBeInTheDocument();
    expect(within(donCarlos).getByRole('link', { name: 'Don Carlos No. 2' })).toHaveAttribute(
      'href',
      '/product/2/don-carlos-no-2',
    );
    expect(within(donCarlos).getByRole('button', { name: messages.addToCart })).toBeDisabled();
  });

  it('loads images below the first row lazily, with their size, and blocks right-click on them', async () => {
    answerSearch(['1', '2', '3', '4', '5'].map((id) => product(id, `Opus X ${id}`)));
    renderApp({ path: '/products?search=opus' });

    const card = await findCard('Opus X 5');
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '300');
    expect(fireEvent.contextMenu(image)).toBe(false);
  });

  it('asks a visitor to log in before adding to the wishlist', async () => {
    answerSearch([product('1', 'Opus X')]);
    const { user } = renderApp({ path: '/products?search=opus' });

    const card = await findCard('Opus X');
    await user.click(within(card).getByRole('button', { name: messages.addToWishlist }));
    expect(await screen.findByText(commerceMessages.loginRequired)).toBeInTheDocument();
  });

  it('adds a product not on the wishlist and takes off one that is, and the hearts follow', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    answerSearch([
      product('1', 'Opus X', { inWishlist: false }),
      product('2', 'Hemingway', { inWishlist: true }),
    ]);
    const hearts = heartsGateway();
    server.use(...hearts.handlers);
    const { user } = renderApp({ path: '/products?search=fuente' });

    const opus = await findCard('Opus X');
    await user.click(within(opus).getByRole('button', { name: messages.addToWishlist }));
    expect(await screen.findByText(commerceMessages.addedToWishlist)).toBeInTheDocument();
    expect(
      await within(opus).findByRole('button', { name: messages.removeFromWishlist }),
    ).toBeInTheDocument();

    const hemingway = await findCard('Hemingway');
    await user.click(within(hemingway).getByRole('button', { name: messages.removeFromWishlist }));
    expect(await screen.findByText(commerceMessages.removedFromWishlist)).toBeInTheDocument();
    expect(
      await within(hemingway).findByRole('button', { name: messages.addToWishlist }),
    ).toBeInTheDocument();

    expect(hearts.sent).toEqual([
      { operation: 'add', productId: '1' },
      { operation: 'remove', productId: '2' },
    ]);
  });
});
