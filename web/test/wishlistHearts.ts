import { HttpResponse } from 'msw';

import { makeFragmentData } from '../src/gql';
import {
  AddToWishlistDocument,
  RemoveProductFromWishlistDocument,
  WishlistHeart_PayloadFragmentDoc,
} from '../src/gql/graphql';
import { gatewayApi } from './msw/handlers';
import { succeeded } from './payloads';

/**
 * The gateway's side of a product's heart: `addToWishlist` and `removeFromWishlist` answer the product with its new
 * flag, as the store does; `sent` records each request in order. `server.use(...hearts.handlers)`.
 */
export function heartsGateway() {
  const sent: { operation: 'add' | 'remove'; productId: string }[] = [];
  const answer = (productId: string, inWishlist: boolean) =>
    makeFragmentData(
      succeeded('WishlistPayload', {
        products: [{ __typename: 'Product', id: productId, inWishlist }],
        wishlist: [],
      }),
      WishlistHeart_PayloadFragmentDoc,
    );
  const handlers = [
    gatewayApi.mutation(AddToWishlistDocument, ({ variables }) => {
      sent.push({ operation: 'add', productId: String(variables.productId) });
      return HttpResponse.json({ data: { addToWishlist: answer(String(variables.productId), true) } });
    }),
    gatewayApi.mutation(RemoveProductFromWishlistDocument, ({ variables }) => {
      sent.push({ operation: 'remove', productId: String(variables.productId) });
      return HttpResponse.json({ data: { removeFromWishlist: answer(String(variables.productId), false) } });
    }),
  ];
  return { sent, handlers };
}
