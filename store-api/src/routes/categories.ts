import { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { envelope } from '../http/reply.js';
import { idList, queryText } from '../http/validate.js';
import { IDS_PER_LIST, messages as M } from '@storefront/contract';
import {
  brandsInCategories,
  loadBrandCategories,
  loadCategoryBySlug,
  loadCategoryTree,
} from '../services/categories.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { CATALOG } from '@storefront/contract/rest';

const CategoriesQuery = z.object({
  limit: z.union([z.literal('all'), z.coerce.number().int().min(1).max(1000)]).default('all'),
});

export function categoryRoutes(app: CustomerApi, db: Queryable): void {
  customerRoute(app, CATALOG.categories, async (request) => {
    const query = CategoriesQuery.safeParse(request.query);
    if (!query.success) {
      throw new UnprocessableError('The limit must be a positive number or all.', 'INVALID', 'limit');
    }
    const tree = await loadCategoryTree(db);
    const { limit } = query.data;
    return envelope(limit === 'all' ? tree : tree.slice(0, limit));
  });

  customerRoute(app, CATALOG.singleCategory, async (request) => {
    const slug = queryText(request.query.category).toLowerCase();
    if (slug === '') throw new UnprocessableError('Please choose a category.', 'INVALID', 'category');
    const category = await loadCategoryBySlug(db, slug);
    if (!category) throw new NotFoundError(M.categoryNotFound);
    return envelope(category);
  });

  customerRoute(app, CATALOG.categoryByBrand, async (request) => {
    const [brandId] = idList(request.query.brand_id, 1, {
      message: M.brandNotFound,
      code: 'NOT_FOUND',
      field: 'brand_id',
    });
    if (brandId === undefined) throw new UnprocessableError('Please choose a brand.', 'INVALID', 'brand_id');
    const brand = await loadBrandCategories(db, brandId);
    if (!brand) throw new NotFoundError(M.brandNotFound);
    return envelope(brand);
  });

  customerRoute(app, CATALOG.brands, async (request) => {
    const text = queryText(request.query.category).toLowerCase();
    const slugs =
      text === ''
        ? []
        : text
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '');
    // Bounded like the listings' category filter: no more slugs than a page could ask for.
    if (slugs.length > IDS_PER_LIST) throw new UnprocessableError(M.categorySlugs, 'INVALID', 'category');
    return envelope(await brandsInCategories(db, slugs.length > 0 ? slugs : null));
  });
}
