import { createHash } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { Image } from '../generated/graphql.js';
import type { BrandModel, CartModel, CustomerModel } from '../models.js';
import { money, type MoneyValue } from '../money.js';
import type { RateLimitName } from '../rate-limits.js';
import { messages as M } from '@storefront/contract';
import { isRecordId } from '../input-bounds.js';
import { gatewayError, type ErrorCode } from '../upstream/errors.js';
import type { RestCart, RestCustomer, RestPage } from '../upstream/types.js';

/** The placeholder store-api serves for products without a picture. */
export const NO_IMAGE_URL = '/storage/no-image.png';

export function image(url: string | null | undefined, alt: string): Image {
  return { url: url || NO_IMAGE_URL, alt };
}

export function fail(ctx: GatewayContext, code: ErrorCode, message: string, field?: string): GraphQLError {
  return gatewayError(code, message, ctx.requestId, field ? { field } : {});
}

export function badInput(ctx: GatewayContext, message: string, field: string): GraphQLError {
  return fail(ctx, 'BAD_USER_INPUT', message, field);
}

/** Refuses, before any upstream call, what only a logged-in customer may do. */
export function requireLogin(ctx: GatewayContext, message: string = M.unauthenticated): void {
  if (!ctx.storeApi.isLoggedIn) throw fail(ctx, 'UNAUTHENTICATED', message);
}

/**
 * Counts one call of a rate-limited mutation (rate-limits.ts) for the caller's address, or `key`; refuses with
 * RATE_LIMITED and the seconds to wait when over the limit, before any upstream call.
 */
export async function rateLimit(
  ctx: GatewayContext,
  name: RateLimitName,
  // A socket already closed has no address: such callers share one count.
  key = ctx.clientAddress ?? 'unknown',
): Promise<void> {
  const retryAfterSeconds = await ctx.rateLimits.consume(name, key);
  if (retryAfterSeconds === undefined) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw gatewayError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ctx.requestId,
    { retryAfterSeconds },
  );
}

/** store-api's ids are PostgreSQL integers (1 to 2^31 - 1); anything else cannot name a record. */
export function numericId(ctx: GatewayContext, value: string | number, field: string): number {
  if (!isRecordId(String(value))) throw badInput(ctx, M.wholeNumber(field), field);
  return Number(String(value).trim());
}

export function numericIds(
  ctx: GatewayContext,
  values: readonly (string | number)[],
  field: string,
): number[] {
  return [...new Set(values.map((value) => numericId(ctx, value, field)))];
}

export function intInRange(
  ctx: GatewayContext,
  value: number | null | undefined,
  fallback: number,
  min: number,
  max: number,
  field: string,
): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badInput(ctx, `${field} must be between ${min} and ${max}.`, field);
  }
  return n;
}

export function totalPages(page: RestPage<unknown>): number {
  return page.total === 0 || page.per_page <= 0 ? 0 : Math.ceil(page.total / page.per_page);
}

/** A money field the schema declares non-null: store-api always sends it to a logged-in caller. */
export function requiredMoney(ctx: GatewayContext, cents: number | undefined, what: string): MoneyValue {
  const value = money(cents);
  if (value) return value;
  ctx.log.error({ requestId: ctx.requestId, what }, 'store-api left out an amount a customer must see');
  throw fail(ctx, 'UPSTREAM_ERROR', M.upstreamError);
}

/** store-api's cart has no id; one derived from the token is stable for the session and reveals nothing. */
export function cartModel(ctx: GatewayContext, cart: RestCart): CartModel {
  const token = ctx.storeApi.currentToken ?? '';
  const id = `cart-${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
  return { ...cart, id };
}

export function viewerModel(customer: RestCustomer): CustomerModel {
  return { ...customer, isViewer: true };
}

/** Brands by id from the (cached) list of all brands: fills names and logos that embedded brands lack. */
export function brandDirectory(ctx: GatewayContext): Promise<Map<number, BrandModel>> {
  let directory = directories.get(ctx);
  if (!directory) {
    directory = ctx.storeApi.brands().then((brands) => new Map(brands.map((brand) => [brand.id, brand])));
    directories.set(ctx, directory);
  }
  return directory;
}
const directories = new WeakMap<GatewayContext, Promise<Map<number, BrandModel>>>();
