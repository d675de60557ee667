import { messages as M } from '@storefront/contract';
import { CATALOG, type RestProduct } from '@storefront/contract/rest';
import { UpstreamFailure, type QueryValue } from '../client.js';
import { toGraphQLError } from '../errors.js';
import { centsQuery, listQuery, type CustomerCaller } from './caller.js';

export interface ProductFilter {
  categorySlugs?: readonly string[] | null | undefined;
  brandIds?: readonly (string | number)[] | null | undefined;
  minPriceCents?: number | null | undefined;
  maxPriceCents?: number | null | undefined;
  sort?: 'DEFAULT' | 'PRICE_LOW_TO_HIGH' | 'PRICE_HIGH_TO_LOW' | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}

/** `GET item-by-slug` is ours: a REST host without it (the distributor's) answers 404 with other words. */
export const NO_SLUG_ROUTE = Symbol('the REST host has no item-by-slug');

function sortQuery(sort: ProductFilter['sort']): Record<string, QueryValue> {
  if (sort === 'PRICE_HIGH_TO_LOW') return { high_to_low: 1 };
  if (sort === 'PRICE_LOW_TO_HIGH') return { low_to_high: 1 };
  return {};
}

/**
 * Categories and brands (public, cached), and products (prices and wishlist flags for a logged-in caller: never
 * cached) — `CATALOG` of the REST contract.
 */
export class CatalogCalls {
  constructor(private readonly api: CustomerCaller) {}

  categories(limit?: number) {
    return this.api.read(CATALOG.categories, { query: { limit: limit ?? 'all' } });
  }

  singleCategory(slug: string) {
    return this.api.read(CATALOG.singleCategory, { query: { category: slug } });
  }

  categoryByBrand(brandId: string | number) {
    return this.api.read(CATALOG.categoryByBrand, { query: { brand_id: brandId } });
  }

  brands(categorySlugs?: readonly string[] | null) {
    return this.api.read(CATALOG.brands, { query: { category: listQuery(categorySlugs) } });
  }

  /** The number of products in the catalog (the header's total): the same for every caller, so shared. */
  productCount(): Promise<number> {
    return this.api.cache.remember('product-count', async () => {
      const page = await this.api.read(CATALOG.items, { query: { per_page: 1, page: 1 }, anonymous: true });
      return page.total;
    });
  }

  items(filter: ProductFilter) {
    return this.api.read(CATALOG.items, {
      query: {
        category: listQuery(filter.categorySlugs),
        brands: listQuery(filter.brandIds),
        per_page: filter.perPage,
        page: filter.page,
        min_price: centsQuery(filter.minPriceCents),
        max_price: centsQuery(filter.maxPriceCents),
        ...sortQuery(filter.sort),
      },
    });
  }

  searchItems(query: string, sort: ProductFilter['sort'], page?: number | null, perPage?: number | null) {
    return this.api.read(CATALOG.searchItems, {
      query: { query, page, per_page: perPage, ...sortQuery(sort) },
    });
  }

  item(id: string | number) {
    return this.api.read(CATALOG.item, { params: { id } });
  }

  /**
   * Ours: the product of a slug, null when there is none, NO_SLUG_ROUTE when the REST host lacks the call (a 404
   * without store-api's 'Product not found.').
   */
  async itemBySlug(slug: string): Promise<RestProduct | null | typeof NO_SLUG_ROUTE> {
    if (this.api.capabilities.lacks(CATALOG.itemBySlug)) return NO_SLUG_ROUTE;
    try {
      return await this.api.read(CATALOG.itemBySlug, { query: { slug }, raw404: true });
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      const said = (error.body as { message?: unknown } | undefined)?.message;
      if (error.kind === 'http' && error.status === 404) {
        if (said === M.productNotFound) return null;
        this.api.capabilities.markMissing(CATALOG.itemBySlug);
        return NO_SLUG_ROUTE;
      }
      throw toGraphQLError(error, this.api.scope);
    }
  }

  relatedItems(categoryId: string | number, exceptItem: string | number) {
    return this.api.read(CATALOG.relatedItems, {
      query: { category_id: categoryId, except_item: exceptItem },
    });
  }

  recentViewedItems(ids: readonly (string | number)[], exceptId?: string | number | null) {
    return this.api.read(CATALOG.recentViewedItems, { query: { ids: ids.join(','), except_id: exceptId } });
  }

  /** Ours (quick order): the product id each SKU, item code or barcode names, null for none. */
  itemsByCode(codes: readonly string[]) {
    return this.api.extra(CATALOG.itemsByCode, () =>
      this.api.read(CATALOG.itemsByCode, { query: { codes: codes.join(',') } }),
    );
  }

  /** Ours (quick order): products a code being typed may name, without prices. */
  codeSuggestions(typed: string) {
    return this.api.extra(CATALOG.codeSuggestions, () =>
      this.api.read(CATALOG.codeSuggestions, { query: { q: typed } }),
    );
  }
}
