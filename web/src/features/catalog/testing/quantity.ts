import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';

import { money } from '../../../../test/fixtures/catalog';
import { gatewayApi } from '../../../../test/msw/handlers';
import { succeeded } from '../../../../test/payloads';
import { server } from '../../../../test/msw/server';
import { AddToCartDocument, type AddToCartMutationVariables } from '../../../gql/graphql';
import { productMessages } from '../messages';

/** The cart `addToCart` answers with: one line holding the added quantity. */
const cartHolding = (quantity: number) => ({
  __typename: 'Cart',
  id: 'cart-1',
  totalQuantity: quantity,
  lines: [{ __typename: 'CartLine', id: 'line-1', quantity }],
  subtotal: money('10.00'),
  tax: money('0.50'),
  total: money('10.50'),
  meetsMinimum: false,
});

/** Answers every add-to-cart request and records its variables (product id and quantity), in order. */
export function answerAddToCart() {
  const added: AddToCartMutationVariables[] = [];
  server.use(
    gatewayApi.mutation(AddToCartDocument, ({ variables }) => {
      added.push(variables);
      return HttpResponse.json({
        data: { addToCart: succeeded('CartPayload', { cart: cartHolding(variables.quantity) }) },
      });
    }),
  );
  return added;
}

/** Types a quantity into the quantity box inside `container` (a product card) and leaves it; returns the box. */
export async function typeQuantity(user: UserEvent, container: HTMLElement, typed: string) {
  const quantity = within(container).getByRole('spinbutton', { name: productMessages.quantity });
  await user.clear(quantity);
  await user.type(quantity, typed);
  await user.tab();
  return quantity;
}
