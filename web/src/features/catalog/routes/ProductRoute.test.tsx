import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { money, product } from '../../../../test/fixtures/catalog';
import { approvedViewer } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { heartsGateway } from '../../../../test/wishlistHearts';
import { commerceMessages } from '../../../shared/commerce/messages';
import { headerMessages } from '../../layout/messages';
import { notFoundMessages } from '../../../shared/errors/messages';
import { RECENTLY_VIEWED_KEY } from '../lib/recently-viewed';
import { productCardMessages as cardMessages, productMessages as messages } from '../messages';
import { answerAddToCart, typeQuantity } from '../testing/quantity';

/** The first visit downloads the route's code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

const opusX = product('2', 'Opus X', {
  sku: 'AF-OPX',
  itemCode: 'IC-778',
  barcode: '012345678905',
  stock: 3,
});

/** Answers the product page's queries; returns the variables of each request for the recently viewed products. */
function answerProduct(
  answer: Partial<{ product: unknown; relatedProducts: unknown[]; recentlyViewed: unknown[] }> = {},
) {
  const { recentlyViewed = [], ...page } = answer;
  const recentRequests: unknown[] = [];
  server.use(
    gatewayApi.query('ProductRouteQuery', () =>
      HttpResponse.json({ data: { product: opusX, relatedProducts: [], ...page } }),
    ),
    gatewayApi.query('RecentlyViewedQuery', ({ variables }) => {
      recentRequests.push(variables);
      return HttpResponse.json({ data: { recentlyViewed } });
    }),
  );
  return recentRequests;
}

/** Products this browser opened before, most recent first. */
const rememberViewed = (...ids: string[]) => localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));

/** Logs the visitor in, with an empty cart. */
function logIn() {
  server.use(...sessionGateway({ loggedIn: true }).handlers);
}

const storedRecentIds = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as string[];

describe('product page', { timeout: 20_000 }, () => {
  it('shows the breadcrumb, name, brand, SKU, stock, codes and the shipping and returns notes', async () => {
    answerProduct();
    renderApp({ path: '/product/2/opus-x' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Opus X' }, lazyRoute)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: messages.breadcrumb });
    expect(within(breadcrumb).getByRole('link', { name: messages.home })).toHaveAttribute('href', '/');
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([messages.home, 'Premium Cigars', 'Robusto', 'Opus X']);
    expect(within(breadcrumb).getByRole('link', { name: 'Premium Cigars' })).toHaveAttribute(
      'href',
      '/product-category/premium-cigar',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Robusto' })).toHaveAttribute(
      'href',
      '/product-category/premium-cigar/premium-cigar-robusto',
    );
    expect(within(breadcrumb).getByText('Opus X')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Arturo Fuente' })).toHaveAttribute(
      'href',
      '/product-brand/b1?name=Arturo+Fuente',
    );
    expect(screen.getByText(`${messages.sku}: AF-OPX`)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.inStock)).toBeInTheDocument();
    expect(screen.getByText('IC-778')).toBeInTheDocument();
    expect(screen.getByText('012345678905')).toBeInTheDocument();
    expect(screen.getByText(messages.freeShipping)).toBeInTheDocument();
    expect(screen.getByText(messages.returns)).toBeInTheDocument();
  });

  it('offers a visitor Log in, coming back to this product, and Apply for a wholesale account instead of Add to cart', async () => {
    answerProduct();
    const { user, router } = renderApp({ path: '/product/2/opus-x?ref=mail#codes' });

    const main = await screen.findByRole('main', undefined, lazyRoute);
    await within(main).findByRole('heading', { level: 1, name: 'Opus X' }, lazyRoute);
    expect(screen.queryByText(/^\$[\d,]+\.\d{2}$/)).not.toBeInTheDocument();
    // Where the price would be, why there is none; the actions lead to it.
    expect(within(main).getByText(cardMessages.priceLoginHint)).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: cardMessages.addToCart })).not.toBeInTheDocument();
    expect(within(main).queryByRole('spinbutton', { name: messages.quantity })).not.toBeInTheDocument();
    const apply = within(main).getAllByRole('link', { name: cardMessages.apply })[0]!;
    expect(apply).toHaveAttribute('href', '/register');
    const login = within(main).getAllByRole('link', { name: cardMessages.login })[0]!;
    expect(login).toHaveAttribute('href', '/login');

    // By keyboard: the product page's own Log in, then its Apply, are the next tab stops.
    login.focus();
    await user.tab();
    expect(apply).toHaveFocus();
    await user.tab({ shift: true });
    expect(login).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/product/2/opus-x', search: '?ref=mail', hash: '#codes' },
    });
  });

  it('shows the price and Add to cart to a logged-in customer, and no way to log in or apply', async () => {
    logIn();
    answerProduct({ product: { ...opusX, price: money('1234.5') } });
    renderApp({ path: '/product/2/opus-x' });

    expect(await screen.findByText('$1,234.50', undefined, lazyRoute)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: cardMessages.addToCart })).toBeEnabled();
    expect(within(main).queryByText(cardMessages.priceLoginHint)).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: cardMessages.login })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: cardMessages.apply })).not.toBeInTheDocument();
  });

  it('tells a logged-in customer who is not approved that their account awaits approval, with no price, log in, apply or Add to cart', async () => {
    const pending = { ...approvedViewer, status: 'PENDING' as const, canOrder: false };
    server.use(...sessionGateway({ viewer: pending, loggedIn: true }).handlers);
    answerProduct();
    const { user, router } = renderApp({ path: '/product/2/opus-x' });

    const main = await screen.findByRole('main', undefined, lazyRoute);
    expect(
      await within(main).findByText(cardMessages.awaitingApproval, undefined, lazyRoute),
    ).toBeInTheDocument();
    expect(within(main).getByText(cardMessages.awaitingApprovalDetail)).toBeInTheDocument();
    expect(screen.queryByText(/^\$[\d,]+\.\d{2}$/)).not.toBeInTheDocument();
    expect(within(main).queryByText(cardMessages.priceLoginHint)).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: cardMessages.login })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: cardMessages.apply })).not.toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: cardMessages.addToCart })).not.toBeInTheDocument();
    expect(within(main).queryByRole('spinbutton', { name: messages.quantity })).not.toBeInTheDocument();

    await user.click(within(main).getByRole('link', { name: cardMessages.yourAccount }));
    expect(router.state.location.pathname).toBe('/my-account');
  });

  it('switches the gallery image with the thumbnails and blocks right-click on images', async () => {
    answerProduct();
    const { user } = renderApp({ path: '/product/2/opus-x' });

    const gallery = await screen.findByRole('group', { name: messages.gallery }, lazyRoute);
    const mainImage = () => within(gallery).getAllByRole('img')[0];
    expect(mainImage()).toHaveAccessibleName('Opus X');

    await user.click(within(gallery).getByRole('button', { name: messages.showImage(2, 2) }));
    expect(mainImage()).toHaveAccessibleName('Opus X, side');
    expect(fireEvent.contextMenu(mainImage()!)).toBe(false);
  });

  it('keeps the quantity between 1 and the stock; the buttons do nothing beyond', async () => {
    logIn();
    answerProduct({ product: { ...opusX, price: money('20.00') } });
    const { user } = renderApp({ path: '/product/2/opus-x' });

    const quantity = await screen.findByRole('spinbutton', { name: messages.quantity }, lazyRoute);
    const decrease = screen.getByRole('button', { name: messages.decreaseQuantity });
    const increase = screen.getByRole('button', { name: messages.increaseQuantity });
    expect(quantity).toHaveValue('1');
    expect(decrease).toBeDisabled();

    await user.click(increase);
    await user.click(increase);
    expect(quantity).toHaveValue('3');
    expect(increase).toBeDisabled();
    await user.click(increase);
    expect(quantity).toHaveValue('3');

    await user.click(decrease);
    expect(quantity).toHaveValue('2');

    await user.clear(quantity);
    await user.type(quantity, '99');
    await user.tab();
    expect(quantity).toHaveValue('3');
  });

  it('adds the chosen quantity to the cart, and the header count rises by it', async () => {
    logIn();
    answerProduct({ product: { ...opusX, price: money('20.00') } });
    const added = answerAddToCart();
    const { user } = renderApp({ path: '/product/2/opus-x' });

    await screen.findByText('$20.00', undefined, lazyRoute);
    expect(await screen.findByRole('link', { name: headerMessages.cart(0) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.increaseQuantity }));
    await user.click(screen.getByRole('button', { name: messages.increaseQuantity }));
    await user.click(screen.getByRole('button', { name: cardMessages.addToCart }));

    expect(await screen.findByText(commerceMessages.addedToCart)).toBeInTheDocument();
    expect(added).toEqual([{ productId: '2', quantity: 3 }]);
    expect(await screen.findByRole('link', { name: headerMessages.cart(3) })).toBeInTheDocument();
  });

  it('adds the product to the wishlist from its page, then takes it off', async () => {
    logIn();
    answerProduct();
    const hearts = heartsGateway();
    server.use(...hearts.handlers);
    const { user } = renderApp({ path: '/product/2/opus-x' });

    await user.click(await screen.findByRole('button', { name: cardMessages.addToWishlist }, lazyRoute));
    expect(await screen.findByText(commerceMessages.addedToWishlist)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: cardMessages.removeFromWishlist }));
    expect(await screen.findByText(commerceMessages.removedFromWishlist)).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: cardMessages.addToWishlist })).toBeInTheDocument();
    expect(hearts.sent).toEqual([
      { operation: 'add', productId: '2' },
      { operation: 'remove', productId: '2' },
    ]);
  });

  it('asks for the remembered products without this one, then remembers this one first', async () => {
    rememberViewed('5', '2', '7');
    const requests = answerProduct({
      recentlyViewed: [product('5', 'Padron 1964'), product('7', 'Oliva Serie V')],
    });
    renderApp({ path: '/product/2/opus-x' });

    const recent = await screen.findByRole('region', { name: messages.recentlyViewed }, lazyRoute);
    expect(within(recent).getByRole('link', { name: 'Padron 1964' })).toHaveAttribute(
      'href',
      '/product/5/padron-1964',
    );
    expect(within(recent).queryByRole('link', { name: 'Opus X' })).not.toBeInTheDocument();
    expect(requests).toEqual([{ ids: ['5', '7'], exceptId: '2' }]);
    await waitFor(() => expect(storedRecentIds()).toEqual(['2', '5', '7']));
  });

  it('remembers at most 20 products, the most recent first', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => String(100 + index));
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(twenty));
    answerProduct();
    renderApp({ path: '/product/2/opus-x' });

    await screen.findByRole('heading', { level: 1, name: 'Opus X' }, lazyRoute);
    await waitFor(() => expect(storedRecentIds()).toEqual(['2', ...twenty.slice(0, 19)]));
  });

  it('gives recently viewed cards a quantity box up to 65 and a 181 px high image', async () => {
    logIn();
    rememberViewed('5', '7');
    answerProduct({
      recentlyViewed: [
        product('5', 'Padron 1964', { stock: 300, price: money('9.00') }),
        product('7', 'Oliva Serie V', { stock: 300, purchaseLimit: 12, price: money('8.00') }),
      ],
    });
    const { user } = renderApp({ path: '/product/2/opus-x' });

    const recent = await screen.findByRole('region', { name: messages.recentlyViewed }, lazyRoute);
    const padron = within(recent).getByRole('article', { name: 'Padron 1964' });
    const oliva = within(recent).getByRole('article', { name: 'Oliva Serie V' });
    expect(within(padron).getByRole('spinbutton', { name: messages.quantity })).toHaveValue('1');
    expect(await typeQuantity(user, padron, '99')).toHaveValue('65');
    expect(await typeQuantity(user, oliva, '99')).toHaveValue('12');
    expect(within(padron).getByRole('button', { name: messages.increaseQuantity })).toBeDisabled();
    expect(padron.querySelector('img')).toHaveStyle({ height: '181px' });
  });

  it('adds the quantity chosen on a recently viewed card', async () => {
    logIn();
    rememberViewed('5');
    answerProduct({ recentlyViewed: [product('5', 'Padron 1964', { stock: 300, price: money('9.00') })] });
    const added = answerAddToCart();
    const { user } = renderApp({ path: '/product/2/opus-x' });

    const recent = await screen.findByRole('region', { name: messages.recentlyViewed }, lazyRoute);
    const card = within(recent).getByRole('article', { name: 'Padron 1964' });
    await user.click(within(card).getByRole('button', { name: messages.increaseQuantity }));
    await user.click(within(card).getByRole('button', { name: cardMessages.addToCart }));

    expect(await screen.findByText(commerceMessages.addedToCart)).toBeInTheDocument();
    expect(added).toEqual([{ productId: '5', quantity: 2 }]);
  });

  it('shows related products', async () => {
    answerProduct({ relatedProducts: [product('8', 'Hemingway Short Story')] });
    renderApp({ path: '/product/2/opus-x' });

    const related = await screen.findByRole('region', { name: messages.relatedProducts }, lazyRoute);
    expect(within(related).getByRole('link', { name: 'Hemingway Short Story' })).toBeInTheDocument();
    expect(within(related).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown product and remembers nothing', async () => {
    answerProduct({ product: null });
    renderApp({ path: '/product/999/nothing' });

    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundMessages.title }, lazyRoute),
    ).toBeInTheDocument();
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('finds a product from its name alone and moves to its full address', async () => {
    const asked: unknown[] = [];
    server.use(
      gatewayApi.query('ProductBySlugRouteQuery', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { productBySlug: { __typename: 'Product', id: '2', name: 'Opus X', slug: 'opus-x' } },
        });
      }),
    );
    answerProduct();
    const { router } = renderApp({ path: '/product/opus-x' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Opus X' }, lazyRoute)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/2/opus-x');
    expect(asked).toEqual([{ slug: 'opus-x' }]);
  });

  it('shows Page Not Found when no product has that name', async () => {
    server.use(
      gatewayApi.query('ProductBySlugRouteQuery', () => HttpResponse.json({ data: { productBySlug: null } })),
    );
    renderApp({ path: '/product/no-such-cigar' });

    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundMessages.title }, lazyRoute),
    ).toBeInTheDocument();
    await act(async () => {});
  });
});
