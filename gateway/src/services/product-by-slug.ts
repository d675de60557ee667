import type { GatewayContext } from '../context.js';
import { gatewayError } from '../upstream/errors.js';
import { NO_SLUG_ROUTE } from '../upstream/store-api.js';
import type { RestProduct } from '@storefront/contract/rest';
import { messages as M, normalizeSlug, SLUG_MAX_LENGTH } from '@storefront/contract';

/**
 * Result pages read per search term when the REST host has no look-up by slug (100 products): enough for a
 * slug's words, and a bound on the calls one field can cause (two terms, so at most 8; aliases multiply it, up to
 * graphql-armor's 15).
 */
const MAX_PAGES = 4;
const PER_PAGE = 25;

/** The searches to try: the slug's words as one phrase, then its longest word alone (punctuation was dropped). */
function searchTerms(slug: string): string[] {
  const words = slug.split('-').filter(Boolean);
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return [...new Set([words.join(' '), longest].filter((term): term is string => Boolean(term)))];
}

/** The distributor's API: search for the slug's words and take the product whose slug matches exactly. */
async function searchForSlug(ctx: GatewayContext, wanted: string): Promise<RestProduct | null> {
  for (const term of searchTerms(wanted)) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = await ctx.storeApi.catalog.searchItems(term, 'DEFAULT', page, PER_PAGE);
      const match = result.data.find((item) => normalizeSlug(item.slug) === wanted);
      if (match) return ctx.loaders.productDetail.load(match.id);
      if (page >= result.last_page) break;
    }
  }
  return null;
}

/**
 * The product a slug names (any case, hyphen runs, hyphens at the ends), with its detail as `product(id)` gives
 * it: store-api's item-by-slug call, or a bounded search on a REST host that does not have it.
 */
export async function productBySlug(ctx: GatewayContext, slug: string): Promise<RestProduct | null> {
  if (slug.length > SLUG_MAX_LENGTH) {
    throw gatewayError('BAD_USER_INPUT', M.tooLong('slug', SLUG_MAX_LENGTH), ctx.requestId, {
      field: 'slug',
    });
  }
  const wanted = normalizeSlug(slug);
  if (!/^[\p{L}\p{N}_-]+$/u.test(wanted)) return null;
  const found = await ctx.storeApi.catalog.itemBySlug(wanted);
  if (found !== NO_SLUG_ROUTE) {
    if (found) ctx.loaders.productDetail.prime(found.id, found);
    return found;
  }
  return searchForSlug(ctx, wanted);
}
