import { type GraphQLResponseBody, HttpResponse } from 'msw';

import { gatewayApi } from '../../../../test/msw/handlers';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { cart, type LineSeed } from './fixtures';

/** A GraphQL error as the gateway sends it. */
export function graphQLError(message: string, code: string) {
  return HttpResponse.json<NonNullable<GraphQLResponseBody<never>>>({
    errors: [{ message, extensions: { code } }],
    data: null,
  });
}

/** A cart mutation the store refused: no cart, and why. */
export function refusal(field: string, ...userErrors: ReturnType<typeof userError>[]) {
  return HttpResponse.json<NonNullable<GraphQLResponseBody<Record<string, unknown>>>>({
    data: { [field]: refused('CartPayload', { cart: null }, ...userErrors) },
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
    gatewayApi.mutation('SetCartLineQuantity', ({ variables }) => {
      requests.push({ operation: 'SetCartLineQuantity', variables });
      const line = lines.find((l) => l.id === variables.lineId);
      if (!line)
        return refusal('setCartLineQuantity', userError('NOT_FOUND', 'Cart item not found.', ['lineId']));
      lines = lines.map((l) => (l === line ? { ...l, quantity: Number(variables.quantity) } : l));
      return HttpResponse.json({
        data: { setCartLineQuantity: succeeded('CartPayload', { cart: current() }) },
      });
    }),
    gatewayApi.mutation('RemoveCartLine', ({ variables }) => {
      requests.push({ operation: 'RemoveCartLine', variables });
      lines = lines.filter((line) => line.id !== variables.lineId);
      return HttpResponse.json({ data: { removeCartLine: succeeded('CartPayload', { cart: current() }) } });
    }),
    gatewayApi.mutation('ClearCart', ({ variables }) => {
      requests.push({ operation: 'ClearCart', variables });
      lines = [];
      return HttpResponse.json({ data: { clearCart: succeeded('CartPayload', { cart: current() }) } });
    }),
  ];

  /** Empties the cart, as placing an order does. */
  const clear = () => {
    lines = [];
  };

  return { handlers, requests, current, clear };
}
