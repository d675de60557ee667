import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { NotFoundError, refuse, UnprocessableError, type Refusal } from '../errors.js';
import { pageRequest, paginate } from '../http/pagination.js';
import { envelope } from '../http/reply.js';
import { viewerOf } from '../http/auth.js';
import { idList, queryText } from '../http/validate.js';
import {
  flag,
  IDS_PER_LIST,
  messages as M,
  normalizeSlug,
  parseDollars,
  parseId,
  RECENTLY_VIEWED_MAX,
  SEARCH_MAX_LENGTH,
  SLUG_MAX_LENGTH,
} from '@storefront/contract';
import {
  findProduct,
  findProductBySlugKey,
  findProducts,
  findProductsByIds,
  findRelatedProducts,
  toProductDetail,
  type PriceSort,
} from '../services/products.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { CATALOG } from '@storefront/contract/rest';

/** What slugKey can give: anything else names no product. */
const SLUG_KEY = /^[a-z0-9_-]+$/;

/** Category slugs joined with commas (a parent names its children too), or null when the parameter is empty. */
export function slugList(value: unknown): string[] | null {
  const text = queryText(value);
  if (text === '') return null;
  const slugs = text
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug !== '');
  if (slugs.length > IDS_PER_LIST || !slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))) {
    throw new UnprocessableError(M.categorySlugs, 'INVALID', 'category');
  }
  return slugs;
}

function price(value: unknown, which: 'minimum' | 'maximum', field: string): number | null {
  const text = queryText(value);
  if (text === '') return null;
  const cents = parseDollars(text);
  if (cents === null) throw new UnprocessableError(M.price(which), 'INVALID', field);
  return cents;
}

/** The parameters of a product listing (items; search-items has all but the price range). */
type ListingQuery = z.output<NonNullable<typeof CATALOG.items.query>>;

function priceSort(query: Pick<ListingQuery, 'high_to_low' | 'low_to_high'>): PriceSort {
  if (flag(query.high_to_low)) return 'desc';
  if (flag(query.low_to_high)) return 'asc';
  return null;
}

/** The query parameters that select or order by price: a visitor's are ignored, even in page links. */
const PRICE_PARAMS = ['min_price', 'max_price', 'low_to_high', 'high_to_low'];

/**
 * A filter or sort by price answers "which products cost $46?", a price by another door: for anyone who does not
 * see prices (a visitor, a customer not approved) the listing is the unfiltered, default-ordered one, so a shared
 * link still works and reveals nothing.
 */
function priceChoices(
  request: FastifyRequest,
  query: ListingQuery,
): {
  minPriceCents: number | null;
  maxPriceCents: number | null;
  sort: PriceSort;
} {
  if (!viewerOf(request).seesPrices) return { minPriceCents: null, maxPriceCents: null, sort: null };
  return {
    minPriceCents: price(query.min_price, 'minimum', 'min_price'),
    maxPriceCents: price(query.max_price, 'maximum', 'max_price'),
    sort: priceSort(query),
  };
}

function pageLinksFor(request: FastifyRequest): { omit: readonly string[] } {
  return { omit: viewerOf(request).seesPrices ? [] : PRICE_PARAMS };
}

/** The distinct lower-cased words of a search (at most 8), each of which a product must match. */
export function searchTerms(value: unknown, field = 'query'): string[] {
  const text = queryText(value).toLowerCase();
  if (text.length > SEARCH_MAX_LENGTH) throw new UnprocessableError(M.searchLength, 'INVALID', field);
  return [...new Set(text.split(/\s+/).filter((term) => term !== ''))].slice(0, 8);
}

export function productRoutes(app: CustomerApi, db: Queryable): void {
  customerRoute(app, CATALOG.items, async (request) => {
    const { query } = request;
    const page = pageRequest(query, 12);
    const slugs = slugList(query.category);
    const brandIds = idList(query.brands, IDS_PER_LIST, {
      message: M.brandIds,
      code: 'INVALID',
      field: 'brands',
    });
    const { total, products } = await findProducts(
      db,
      {
        categorySlugs: slugs,
        brandIds: brandIds.length > 0 ? brandIds : null,
        ...priceChoices(request, query),
        terms: [],
      },
      page,
      viewerOf(request),
    );
    return envelope(paginate(request, page, total, products, pageLinksFor(request)));
  });

  customerRoute(app, CATALOG.searchItems, async (request) => {
    const { query } = request;
    const page = pageRequest(query, 10);
    const { total, products } = await findProducts(
      db,
      {
        categorySlugs: null,
        brandIds: null,
        minPriceCents: null,
        maxPriceCents: null,
        terms: searchTerms(query.query),
        // Search has no price filter: only the sort, and only for those who see prices.
        sort: viewerOf(request).seesPrices ? priceSort(query) : null,
      },
      page,
      viewerOf(request),
    );
    return envelope(paginate(request, page, total, products, pageLinksFor(request)));
  });

  customerRoute(app, CATALOG.item, async (request) => {
    const id = parseId(request.params.id);
    const viewer = viewerOf(request);
    const row = id === null ? undefined : await findProduct(db, id, viewer);
    if (!row) throw new NotFoundError(M.productNotFound);
    return envelope(toProductDetail(row, viewer));
  });

  // Our addition to the spec's calls: the product page finds its product by the slug in its address.
  customerRoute(app, CATALOG.itemBySlug, async (request) => {
    const slug = queryText(request.query.slug);
    if (slug.length > SLUG_MAX_LENGTH) {
      throw new UnprocessableError(M.tooLong('slug', SLUG_MAX_LENGTH), 'INVALID', 'slug');
    }
    const key = normalizeSlug(slug);
    const viewer = viewerOf(request);
    const row = SLUG_KEY.test(key) ? await findProductBySlugKey(db, key, viewer) : undefined;
    if (!row) throw new NotFoundError(M.productNotFound);
    return envelope(toProductDetail(row, viewer));
  });

  customerRoute(app, CATALOG.relatedItems, async (request) => {
    const { query } = request;
    const category: Refusal = {
      message: 'The category_id must be a category id.',
      code: 'INVALID',
      field: 'category_id',
    };
    const [categoryId] = idList(query.category_id, 1, category);
    const [exceptId] = idList(query.except_item, 1, {
      message: 'The except_item must be a product id.',
      code: 'INVALID',
      field: 'except_item',
    });
    if (categoryId === undefined) throw refuse(category);
    return envelope(await findRelatedProducts(db, categoryId, exceptId ?? null, 8, viewerOf(request)));
  });

  customerRoute(app, CATALOG.recentViewedItems, async (request) => {
    const { query } = request;
    const ids = idList(query.ids, RECENTLY_VIEWED_MAX, {
      message: `The ids must be at most ${RECENTLY_VIEWED_MAX} product ids joined with commas.`,
      code: 'INVALID',
      field: 'ids',
    });
    const [exceptId] = idList(query.except_id, 1, {
      message: 'The except_id must be a product id.',
      code: 'INVALID',
      field: 'except_id',
    });
    const wanted = ids.filter((id) => id !== exceptId);
    return envelope(await findProductsByIds(db, wanted, viewerOf(request)));
  });
}
