import type { GatewayContext } from '../context.js';
import type { OrderAddressInput, PlaceOrderInput } from '../generated/graphql.js';
import type { CartModel } from '../models.js';
import type { OrderAddressFields } from '../upstream/store-api.js';
import type { RestOrder } from '@storefront/contract/rest';
import { z } from 'zod';
import {
  billingFields,
  fieldErrors,
  IDEMPOTENCY_KEY,
  messages as M,
  shippingFields,
} from '@storefront/contract';
import { badInput } from './refusals.js';
import { cartModel } from './view-models.js';
import { restAddress } from './address.js';

const LEGACY_PAYMENT_METHOD = 'Cash On Dilevery';

function orderAddress(input: OrderAddressInput): OrderAddressFields {
  return { ...restAddress(input), email: input.email ?? null };
}

const BillingForm = z.object(billingFields);
const ShippingForm = z.object(shippingFields);

/**
 * The checkout's first problem in the spec's order (billing, shipping, terms), found before any call: the spec's
 * create-order takes no terms (they are the browser's check), so the gateway checks them, after the addresses.
 */
function checkoutIssue(
  input: PlaceOrderInput,
  billingAddress: OrderAddressInput,
): [field: string, message: string] | undefined {
  const [billing] = Object.entries(fieldErrors(BillingForm, billingAddress));
  if (billing) return [`billingAddress.${billing[0]}`, billing[1]];
  const [shipping] = input.shippingAddress
    ? Object.entries(fieldErrors(ShippingForm, input.shippingAddress))
    : [];
  if (shipping) return [`shippingAddress.${shipping[0]}`, shipping[1]];
  return input.acceptTerms ? undefined : ['acceptTerms', M.acceptTerms];
}

/**
 * The account's billing address as checkout's billing input, with the account's name, phone and e-mail where the
 * address has none: what placeOrder bills when no address is sent (the spec's checkout fills the same form from
 * the same two reads).
 */
async function accountBilling(ctx: GatewayContext): Promise<OrderAddressInput> {
  const [{ billing }, account] = await Promise.all([
    ctx.storeApi.account.addresses(),
    ctx.storeApi.account.details(),
  ]);
  const stateId = billing?.state?.id ?? billing?.state_id ?? account.state_id;
  return {
    name: billing?.name ?? account.name,
    companyName: billing?.company_name ?? account.company_name,
    address: billing?.address ?? account.address ?? '',
    city: billing?.city ?? account.city ?? '',
    stateId: stateId === null || stateId === undefined ? '' : String(stateId),
    postcode: billing?.pincode ?? account.pincode ?? '',
    phone: billing?.phone ?? account.phone,
    email: account.email,
  };
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
  const billingAddress = input.billingAddress ?? (await accountBilling(ctx));
  const issue = checkoutIssue(input, billingAddress);
  if (issue) {
    // The account's own address is incomplete: the fix is to send one, not a field the caller never sent.
    if (!input.billingAddress) throw badInput(ctx, M.accountBillingIncomplete, 'billingAddress');
    throw badInput(ctx, issue[1], issue[0]);
  }
  const shipping = input.shippingAddress ?? null;
  const { data } = await ctx.storeApi.orders.create(
    {
      billing_address: orderAddress(billingAddress),
      shipping_address: shipping ? orderAddress(shipping) : null,
      hasShippingAddress: shipping !== null,
      note: input.note ?? null,
      payment_method: LEGACY_PAYMENT_METHOD,
    },
    key,
  );
  return { order: data, cart: cartModel(ctx, await ctx.storeApi.cart.read()) };
}
