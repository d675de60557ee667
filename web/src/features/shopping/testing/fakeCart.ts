import { type GraphQLResponseBody, HttpResponse } from 'msw';

import { gatewayApi } from '../../../../test/msw/handlers';
import { cart, type LineSeed } from './fixtures';

/** A GraphQL error as the gateway sends it. */
export function graphQLError(message: string, code: string) {
  return HttpResponse.json<NonNullable<GraphQLResponseBody<never>>>({
    errors: [{ message, extensions: { code } }],
    data: null,
  });
}

/**
 * A logged-in customer's cart kept by the fake gateway: the cart queries read it and the cart mutations change it
 * the way the store does. `requests` records every mutation's variables, by operation name.
 */
export function fakeCart(initial: readonly LineSeed[]) {
  let lines = initial.map((line) => ({ ...line }));
  const requests: { operation: string; variables: Record<string, unknown> }[] = [];
  const current = () => cart(lines);

  const handlers = [
    gatewayApi.query('CartCountQuery', () => HttpResponse.json({ data: { cart: current() } })),
    gatewayApi.query('CartRouteQuery', () => HttpResponse.json({ data: { cart: current() } })),
    gatewayApi.mutation('ChangeCartLineQuantity', ({ variables }) => {
      requests.push({ operation: 'ChangeCartLineQuantity', variables });
      lines = lines
        .map((line) =>
          line.id === variables.lineId
            ? { ...line, quantity: line.quantity + (variables.change === 'INCREASE' ? 1 : -1) }
            : line,
        )
        .filter((line) => line.quantity > 0);
      return HttpResponse.json({ data: { changeCartLineQuantity: current() } });
    }),
    gatewayApi.mutation('RemoveCartLine', ({ variables }) => {
      requests.push({ operation: 'RemoveCartLine', variables });
      lines = lines.filter((line) => line.id !== variables.lineId);
      return HttpResponse.json({ data: { removeCartLine: current() } });
    }),
    gatewayApi.mutation('ClearCart', ({ variables }) => {
      requests.push({ operation: 'ClearCart', variables });
      lines = [];
      return HttpResponse.json({ data: { clearCart: current() } });
    }),
  ];

  /** Empties the cart, as placing an order does. */
  const clear = () => {
    lines = [];
  };

  return { handlers, requests, current, clear };
}
