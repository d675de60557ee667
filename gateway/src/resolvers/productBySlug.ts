import type { GatewayContext } from '../context.js';
import type { RestProduct } from '../upstream/types.js';
import { messages as M, SLUG_MAX_LENGTH } from '@storefront/contract';
import { badInput } from './shared.js';

/**
 * Result pages read per search term (100 products): enough for a slug's words, and a bound on the store-api calls
 * one field can cause (two terms, so at most 8; aliases multiply it, up to graphql-armor's 15).
 */
const MAX_PAGES = 4;
const PER_PAGE = 25;

/** Lower case, hyphen runs as one, no hyphens at the ends: `Opus--X-` and `opus-x` name the same product. */
export function normalizeSlug(slug: string): string {
  return slug.toLowerCase().replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** The searches to try: the slug's words as one phrase, then its longest word alone (punctuation was dropped). */
function searchTerms(slug: string): string[] {
  const words = slug.split('-').filter(Boolean);
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return [...new Set([words.join(' '), longest].filter((term): term is string => Boolean(term)))];
}

/**
 * The product whose slug this is. The REST API has no look-up by slug, so this searches for the slug's words and
 * takes the product whose slug matches exactly; then loads its detail like `product(id)`.
 */
export async function productBySlug(ctx: GatewayContext, slug: string): Promise<RestProduct | null> {
  if (slug.length > SLUG_MAX_LENGTH) throw badInput(ctx, M.tooLong('slug', SLUG_MAX_LENGTH), 'slug');
  const wanted = normalizeSlug(slug);
  if (!/^[\p{L}\p{N}_-]+$/u.test(wanted)) return null;
  for (const term of searchTerms(wanted)) {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const result = await ctx.storeApi.searchItems(term, 'DEFAULT', page, PER_PAGE);
      const match = result.data.find((item) => normalizeSlug(item.slug) === wanted);
      if (match) return ctx.loaders.productDetail.load(match.id);
      if (page >= result.last_page) break;
    }
  }
  return null;
}
