import { createHash } from 'node:crypto';
import type { GatewayContext } from '../context.js';
import type { CartModel, CustomerModel } from '../models.js';
import type { RestCart, RestCustomer } from '@storefront/contract/rest';

/** An id derived from the token: stable for the session, and it reveals nothing. */
function sessionId(ctx: GatewayContext, kind: string): string {
  const token = ctx.storeApi.currentToken ?? '';
  return `${kind}-${createHash('sha256').update(`${kind}:${token}`).digest('hex').slice(0, 16)}`;
}

/** store-api's cart has no id of its own. */
export function cartModel(ctx: GatewayContext, cart: RestCart): CartModel {
  return { ...cart, id: sessionId(ctx, 'cart') };
}

/** The caller's customer id where the REST host sends none. */
export function viewerId(ctx: GatewayContext): string {
  return sessionId(ctx, 'customer');
}

/** The id of a registration whose host sent none: derived from its e-mail, so the same one each time. */
export function registrationId(email: string): string {
  return `registration-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

export function viewerModel(customer: RestCustomer): CustomerModel {
  return { ...customer, isViewer: true };
}
