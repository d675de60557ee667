import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context.js';
import type { CartModel, CustomerModel } from '../models.js';
import type { RestCart, RestCustomer } from '../upstream/types.js';

/** store-api's cart has no id; one derived from the token is stable for the session and reveals nothing. */
export function cartModel(ctx: GatewayContext, cart: RestCart): CartModel {
  const token = ctx.storeApi.currentToken ?? '';
  const id = `cart-${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
  return { ...cart, id };
}

export function viewerModel(customer: RestCustomer): CustomerModel {
  return { ...customer, isViewer: true };
}
