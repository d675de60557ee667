import type { GatewayContext } from '../context.js';
import type { OrderAddressInput, PlaceOrderInput } from '../generated/graphql.js';
import type { CartModel } from '../models.js';
import type { OrderAddressFields } from '../upstream/store-api.js';
import type { RestOrder } from '../upstream/types.js';
import { IDEMPOTENCY_KEY, messages as M } from '@storefront/contract';
import { badInput, cartModel } from '../resolvers/shared.js';
import { restAddress } from './address.js';

const LEGACY_PAYMENT_METHOD = 'Cash On Dilevery';

function orderAddress(input: OrderAddressInput): OrderAddressFields {
  return { ...restAddress(input), email: input.email ?? null };
}

/** Checkout messages that do not say which address they concern (the shared table cannot know). */
function checkoutField(message: string, input: { billingAddress: OrderAddressInput }): string | undefined {
  const text = message.toLowerCase();
  if (text.startsWith('please enter phone') || text.startsWith('please enter a 10-digit phone')) {
    return 'billingAddress.phone';
  }
  if (text.startsWith('please enter proper email')) return 'billingAddress.email';
  if (text.startsWith('please enter a valid 5-digit zip code')) {
    return /^\d{5}(-\d{4})?$/.test(input.billingAddress.postcode.trim())
      ? 'shippingAddress.postcode'
      : 'billingAddress.postcode';
  }
  return undefined;
}

/**
 * Places the order of the server-side cart under the caller's idempotency key (a repeat answers the same order)
 * and answers it with the cart as it is afterwards (empty).
 */
export async function placeOrder(
  ctx: GatewayContext,
  input: PlaceOrderInput,
  idempotencyKey: string,
): Promise<{ order: RestOrder; cart: CartModel }> {
  const key = idempotencyKey.trim();
  if (key.length < IDEMPOTENCY_KEY.min || key.length > IDEMPOTENCY_KEY.max || !/^[\x21-\x7e]+$/.test(key)) {
    throw badInput(ctx, M.idempotencyKeyArgument, 'idempotencyKey');
  }
  const shipping = input.shippingAddress ?? null;
  const { data } = await ctx.storeApi.createOrder(
    {
      billing_address: orderAddress(input.billingAddress),
      shipping_address: shipping ? orderAddress(shipping) : null,
      hasShippingAddress: shipping !== null,
      note: input.note ?? null,
      payment_method: LEGACY_PAYMENT_METHOD,
      terms_accepted: input.acceptTerms,
    },
    key,
    (text) => checkoutField(text, input),
  );
  return { order: data, cart: cartModel(ctx, await ctx.storeApi.cart()) };
}
