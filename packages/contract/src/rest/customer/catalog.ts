import { z } from 'zod';
import { slugify } from '../../slug.js';
import { restCall, restQuery } from '../call.js';
import { Cents, Flag, Id, Int, nullish, restPageSchema } from '../fields.js';

/**
 * A category, with its subcategories where the host nests them. Written out rather than inferred: the declaration
 * file of a recursive schema would otherwise type `children` as unknown records for the services that import it.
 */
export interface RestCategory {
  id: number;
  parent_id: number | null;
  slug: string;
  category_name: string;
  /** Ours: the category's picture as a URL path, null when it has none; absent from the spec's category. */
  image_url?: string | null | undefined;
  children?: RestCategory[] | undefined;
}

export const RestCategorySchema: z.ZodType<RestCategory, unknown> = z.object({
  id: Id,
  parent_id: nullish(Id),
  slug: z.string(),
  category_name: z.string(),
  image_url: nullish(z.string()),
  get children() {
    return z.array(RestCategorySchema).optional();
  },
});

/**
 * The category tree: store-api nests subcategories in `children`; the spec's host lists every category flat, each
 * with its `parent_id` (section 3). A flat list is nested here, so both give the top-level categories with their
 * subcategories under them.
 */
export const RestCategoryTreeSchema = z.array(RestCategorySchema).transform((categories) => {
  if (categories.some((category) => category.children !== undefined)) return categories;
  const ids = new Set(categories.map((category) => category.id));
  const placed = new Set<number>();
  // Each category is placed once, so a host's cycle of parents cannot make the tree endless.
  const nest = (parentId: number | null): RestCategory[] =>
    categories
      .filter((category) =>
        parentId === null
          ? category.parent_id === null || !ids.has(category.parent_id)
          : category.parent_id === parentId,
      )
      .filter((category) => !placed.has(category.id) && placed.add(category.id))
      .map((category) => ({ ...category, children: nest(category.id) }));
  return nest(null);
});

export const RestBrandSchema = z.object({
  id: Id,
  brand_name: z.string(),
  image_url: nullish(z.string()),
});

/** A file of the spec's products storage path (its `image` and `images` are file names) as a URL the gateway serves. */
function productFileUrl(file: string): string {
  return `/storage/products/${encodeURIComponent(file)}`;
}

/** A gallery file, as the spec names it (store-api's `image_urls` beside it are the same URLs). */
const Picture = z.string().transform((file) => ({ file, url: productFileUrl(file) }));

/**
 * A product as store-api sends it, or as the spec names it: no `slug` (the contract's slugify of the name), the
 * picture as `image` (a file name) and the gallery as file names, brand and category without ids.
 */
export const RestProductSchema = z
  .object({
    id: Id,
    item_name: z.string(),
    slug: z.string().optional(),
    item_code: nullish(z.string()),
    custom_barcode: nullish(z.string()),
    sku: nullish(z.string()),
    stock: Int,
    purchase_limit: nullish(Int),
    image_url: nullish(z.string()),
    image: nullish(z.string()),
    category_id: nullish(Id),
    category: nullish(
      z.object({
        id: Id.optional(),
        slug: z.string(),
        category_name: z.string(),
        parent_id: nullish(Id),
      }),
    ),
    brand_id: nullish(Id),
    brand: nullish(z.object({ id: Id.optional(), brand_name: z.string() })),
    wishlist: Flag.optional().transform((value) => value ?? false),
    /** Absent without a valid token: the price never reaches an anonymous caller. */
    sales_price: Cents.optional(),
    tax_per_unit: Cents.optional(),
    images: z.array(Picture).optional(),
    description: nullish(z.string()),
  })
  .transform(({ image, category, brand, ...product }) => {
    const categoryId = category?.id ?? product.category_id;
    const brandId = brand?.id ?? product.brand_id;
    return {
      ...product,
      slug: product.slug ?? slugify(product.item_name),
      image_url: product.image_url ?? (image ? productFileUrl(image) : null),
      category:
        category && categoryId !== null
          ? {
              id: categoryId,
              slug: category.slug,
              category_name: category.category_name,
              parent_id: category.parent_id,
            }
          : null,
      // The spec's product names its brand without an id (`brand {brand_name}`): the id is then null here, and the
      // Product resolver finds the brand by its name in the host's brand list.
      brand: brand ? { id: brandId, brand_name: brand.brand_name } : null,
    };
  });
export type RestProduct = z.infer<typeof RestProductSchema>;

export const RestProductPageSchema = restPageSchema(RestProductSchema);

/** The spec's category tree (main category and subcategories); store-api adds the category's brands. */
export const RestSingleCategorySchema = z.object({
  main_category: RestCategorySchema,
  subcategory: z.array(RestCategorySchema).default([]),
  /** Absent from the spec's answer: the brands are then asked of `brands?category`. */
  brands: z.array(RestBrandSchema).optional(),
});

/**
 * A brand's categories: store-api's `{brand, categories}`, or the spec's "categories for a brand" as a plain list
 * (the brand itself is then found in the brand list).
 */
export const RestCategoryByBrandSchema = z.union([
  z.object({ brand: RestBrandSchema, categories: z.array(RestCategorySchema).default([]) }),
  z.array(RestCategorySchema).transform((categories) => ({ brand: null, categories })),
]);

/** Our addition (items-by-code): the product each code names, null when none has it. */
export const RestCodeMatchSchema = z.object({ code: z.string(), item_id: Id.nullable() });

/** Our addition (code-suggestions): a product a code being typed may name; no price. */
export const RestCodeSuggestionSchema = z.object({
  item_id: Id,
  item_name: z.string(),
  item_code: z.string(),
  sku: z.string(),
  barcode: nullish(z.string()),
});

const LISTING_QUERY = ['page', 'per_page', 'min_price', 'max_price', 'high_to_low', 'low_to_high'] as const;

/** Categories, brands and products (prices only with a customer token). */
export const CATALOG = {
  categories: restCall({
    name: 'categories',
    method: 'GET',
    path: '/customer/categories',
    write: false,
    origin: 'spec',
    access: 'public',
    query: restQuery('limit'),
    wrapping: 'envelope',
    answer: RestCategoryTreeSchema,
  }),
  singleCategory: restCall({
    name: 'single-category',
    method: 'GET',
    path: '/customer/single-category',
    write: false,
    origin: 'spec',
    access: 'public',
    query: restQuery('category'),
    wrapping: 'envelope',
    answer: RestSingleCategorySchema,
  }),
  categoryByBrand: restCall({
    name: 'category-by-brand',
    method: 'GET',
    path: '/customer/category-by-brand',
    write: false,
    origin: 'spec',
    access: 'public',
    query: restQuery('brand_id'),
    wrapping: 'envelope',
    answer: RestCategoryByBrandSchema,
  }),
  brands: restCall({
    name: 'brands',
    method: 'GET',
    path: '/customer/brands',
    write: false,
    origin: 'spec',
    access: 'public',
    query: restQuery('category'),
    wrapping: 'envelope',
    answer: z.array(RestBrandSchema),
  }),
  items: restCall({
    name: 'items',
    method: 'GET',
    path: '/customer/items',
    write: false,
    origin: 'spec',
    access: 'optional',
    keyScope: 'catalog:read',
    query: restQuery('category', 'brands', ...LISTING_QUERY),
    wrapping: 'envelope',
    answer: RestProductPageSchema,
  }),
  searchItems: restCall({
    name: 'search-items',
    method: 'GET',
    path: '/customer/search-items',
    write: false,
    origin: 'spec',
    access: 'optional',
    keyScope: 'catalog:read',
    query: restQuery('query', ...LISTING_QUERY),
    wrapping: 'envelope',
    answer: RestProductPageSchema,
  }),
  item: restCall({
    name: 'items/:id',
    method: 'GET',
    path: '/customer/items/:id',
    write: false,
    origin: 'spec',
    access: 'optional',
    keyScope: 'catalog:read',
    wrapping: 'envelope',
    answer: RestProductSchema,
  }),
  itemBySlug: restCall({
    name: 'item-by-slug',
    method: 'GET',
    path: '/customer/item-by-slug',
    write: false,
    origin: 'ours',
    access: 'optional',
    keyScope: 'catalog:read',
    query: restQuery('slug'),
    wrapping: 'envelope',
    answer: RestProductSchema,
  }),
  relatedItems: restCall({
    name: 'related-items',
    method: 'GET',
    path: '/customer/related-items',
    write: false,
    origin: 'spec',
    access: 'optional',
    keyScope: 'catalog:read',
    query: restQuery('category_id', 'except_item'),
    wrapping: 'envelope',
    answer: z.array(RestProductSchema),
  }),
  recentViewedItems: restCall({
    name: 'recent-viewed-items',
    method: 'GET',
    path: '/customer/recent-viewed-items',
    write: false,
    origin: 'spec',
    access: 'optional',
    keyScope: 'catalog:read',
    query: restQuery('ids', 'except_id'),
    wrapping: 'envelope',
    answer: z.array(RestProductSchema),
  }),
  /** Quick order: the product each SKU, item code or barcode names. */
  itemsByCode: restCall({
    name: 'items-by-code',
    method: 'GET',
    path: '/customer/items-by-code',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'catalog:read',
    query: restQuery('codes'),
    wrapping: 'envelope',
    answer: z.array(RestCodeMatchSchema),
  }),
  /** Quick order: products a code being typed may name, without prices. */
  codeSuggestions: restCall({
    name: 'code-suggestions',
    method: 'GET',
    path: '/customer/code-suggestions',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'catalog:read',
    query: restQuery('q'),
    wrapping: 'envelope',
    answer: z.array(RestCodeSuggestionSchema),
  }),
} as const;
