import { HttpResponse } from 'msw';

import { gatewayApi } from '../../../../test/msw/handlers';
import { succeeded } from '../../../../test/payloads';
import { addLines, type RequestedLine } from './addLines';
import { cart, type LineSeed, type ProductFixture } from './fixtures';

export interface WishlistSeed {
  product: ProductFixture;
  addedAt: string;
}

/**
 * A logged-in customer's wishlist and cart kept by the fake gateway. The wishlist mutations behave like the
 * store's; `requests` records each mutation's variables, by operation name.
 */
export function fakeWishlist(initial: readonly WishlistSeed[], cartLines: readonly LineSeed[] = []) {
  let items = [...initial];
  let lines = [...cartLines];
  const requests: { operation: string; variables: Record<string, unknown> }[] = [];

  const wishlist = () =>
    items.map((item) => ({
      __typename: 'WishlistItem' as const,
      id: `w-${item.product.id}`,
      addedAt: item.addedAt,
      product: { ...item.product, inWishlist: true },
    }));
  const cleared = (ids: readonly string[]) =>
    initial
      .filter((item) => ids.includes(item.product.id))
      .map((item) => ({ __typename: 'Product' as const, id: item.product.id, inWishlist: false }));
  const take = (productIds: unknown) => {
    const ids = Array.isArray(productIds) ? productIds.map(String) : items.map((item) => item.product.id);
    items = items.filter((item) => !ids.includes(item.product.id));
    return ids;
  };
  const addToCart = (ids: readonly string[], quantity = 1) => {
    for (const id of ids) {
      const product = initial.find((item) => item.product.id === id)?.product;
      if (!product) continue;
      const line = lines.find((l) => l.product.id === id);
      lines = line
        ? lines.map((l) => (l === line ? { ...l, quantity: l.quantity + quantity } : l))
        : [...lines, { id: `line-${id}`, product, quantity }];
    }
  };

  const handlers = [
    gatewayApi.query('CartCountQuery', () => HttpResponse.json({ data: { cart: cart(lines) } })),
    gatewayApi.query('WishlistRouteQuery', () => HttpResponse.json({ data: { wishlist: wishlist() } })),
    gatewayApi.mutation('RemoveFromWishlist', ({ variables }) => {
      requests.push({ operation: 'RemoveFromWishlist', variables });
      const ids = take(variables.productIds);
      return HttpResponse.json({
        data: {
          removeFromWishlist: succeeded('WishlistPayload', {
            products: cleared(ids),
            wishlist: wishlist(),
          }),
        },
      });
    }),
    gatewayApi.mutation('AddLinesToCart', ({ variables }) => {
      requests.push({ operation: 'AddLinesToCart', variables });
      const requested = variables.lines as RequestedLine[];
      const catalog = initial.map((item) => ({ ...item.product, inWishlist: true }));
      const answer = addLines(lines, catalog, requested);
      lines = answer.lines;
      const inFull = answer.results.filter((result) => result.addedQuantity === result.requestedQuantity);
      if (variables.removeAddedFromWishlist) {
        take(inFull.map((result) => result.productId));
        for (const result of inFull) if (result.product) result.product.inWishlist = false;
      }
      return HttpResponse.json({
        data: {
          addLinesToCart: succeeded('AddLinesToCartPayload', {
            cart: cart(lines),
            results: answer.results,
            wishlist: variables.removeAddedFromWishlist ? wishlist() : null,
          }),
        },
      });
    }),
    gatewayApi.mutation('AddToCart', ({ variables }) => {
      requests.push({ operation: 'AddToCart', variables });
      addToCart([String(variables.productId)], Number(variables.quantity));
      return HttpResponse.json({ data: { addToCart: succeeded('CartPayload', { cart: cart(lines) }) } });
    }),
  ];

  return { handlers, requests };
}
