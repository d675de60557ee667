import type { GatewayContext } from '../context.js';
import type { Image } from '../generated/graphql.js';
import type { BrandModel } from '../models.js';
import { money, type MoneyValue } from '../money.js';
import type { RateLimitName } from '../rate-limits.js';
import { messages as M } from '@storefront/contract';
import { isRecordId } from '../input-bounds.js';
import { gatewayError } from '../upstream/errors.js';
import type { RestPage } from '@storefront/contract/rest';
import { badInput, fail } from '../services/refusals.js';

export { badInput, fail } from '../services/refusals.js';
export { cartModel, viewerModel } from '../services/view-models.js';

/** The placeholder store-api serves for products without a picture. */
const NO_IMAGE_URL = '/storage/no-image.png';

export function image(url: string | null | undefined, alt: string): Image {
  return { url: url || NO_IMAGE_URL, alt };
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
  ctx: Pick<GatewayContext, 'rateLimits' | 'clientAddress' | 'requestId'>,
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
export function numericId(
  ctx: Pick<GatewayContext, 'requestId'>,
  value: string | number,
  field: string,
): number {
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
  ctx: Pick<GatewayContext, 'requestId'>,
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

/** Brands by id from the (cached) list of all brands: fills names and logos that embedded brands lack. */
export function brandDirectory(ctx: GatewayContext): Promise<Map<number, BrandModel>> {
  let directory = directories.get(ctx);
  if (!directory) {
    directory = ctx.storeApi.catalog
      .brands()
      .then((brands) => new Map(brands.map((brand) => [brand.id, brand])));
    directories.set(ctx, directory);
  }
  return directory;
}
const directories = new WeakMap<GatewayContext, Promise<Map<number, BrandModel>>>();

/** The listed brand of a name (letter case aside), or null when the host lists none of that name. */
export async function brandNamed(ctx: GatewayContext, name: string): Promise<BrandModel | null> {
  const wanted = name.trim().toLowerCase();
  for (const brand of (await brandDirectory(ctx)).values()) {
    if (brand.brand_name?.trim().toLowerCase() === wanted) return brand;
  }
  return null;
}
