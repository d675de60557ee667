import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Cents, Id, nullish } from '../fields.js';
import { restStaffPageSchema } from './fields.js';

export const RestStaffProductImageSchema = z.object({
  /** The file's name under the products storage path: what the order of pictures is given in. */
  file: z.string(),
  url: z.string(),
});

export const RestStaffProductSchema = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  sku: nullish(z.string()),
  item_code: z.string().default(''),
  barcode: nullish(z.string()),
  category: z.object({ id: Id, name: z.string() }),
  brand: nullish(z.object({ id: Id, name: z.string() })),
  /** Staff see the price and tax per unit whatever their role: they are not buyers. */
  price: nullish(Cents),
  tax_per_unit: nullish(Cents),
  description: z.string().default(''),
  stock: z.coerce.number().int(),
  purchase_limit: nullish(z.coerce.number().int()),
  promoted: z.boolean(),
  recommended: z.boolean(),
  image_url: nullish(z.string()),
  /** In the order buyers see them, the listing picture first. */
  images: z.array(RestStaffProductImageSchema).default([]),
  /** When the product was archived (gone from the buyers' catalogue); null while it is on sale. */
  archived_at: nullish(z.string()),
});
export type RestStaffProduct = z.infer<typeof RestStaffProductSchema>;

/** What a product's form chooses from: every category (subcategories name their parent) and brand. */
export const RestCatalogChoicesSchema = z.object({
  categories: z.array(z.object({ id: Id, name: z.string(), parent_id: nullish(Id) })),
  brands: z.array(z.object({ id: Id, name: z.string() })),
});
export type RestCatalogChoices = z.infer<typeof RestCatalogChoicesSchema>;

const productCall = (name: string, method: 'POST' | 'PATCH', path: string) =>
  restCall({
    name,
    method,
    path,
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffProductSchema,
  });

/**
 * The catalogue. Everyone but buyers reads it; the warehouse changes stock, limits and the home page's flags
 * (`updateProduct`), sales (and admins) create, edit, picture and archive products (`catalog/...`).
 */
export const STAFF_PRODUCTS = {
  /**
   * `category` is a list of category slugs; `stock` is `low` (1 to CATALOG.lowStock left) or `out` (none);
   * `status` is `active` (the default) or `archived`.
   */
  products: restCall({
    name: 'staff/products',
    method: 'GET',
    path: '/staff/products',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('search', 'category', 'stock', 'status', 'page', 'per_page'),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestStaffProductSchema),
  }),
  /** Changes any of stock, purchase_limit, promoted and recommended. */
  updateProduct: productCall('staff/products/:id', 'PATCH', '/staff/products/:id'),
  catalogChoices: restCall({
    name: 'staff/catalog/choices',
    method: 'GET',
    path: '/staff/catalog/choices',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestCatalogChoicesSchema,
  }),
  /** name, item_code, sku, barcode, price, tax_per_unit, description, category_id, brand_id, stock, purchase_limit. */
  createProduct: productCall('staff/catalog/products', 'POST', '/staff/catalog/products'),
  /** Any of createProduct's fields; the price changes for buyers at once, placed orders keep theirs. */
  editProduct: productCall('staff/catalog/products/:id', 'PATCH', '/staff/catalog/products/:id'),
  archiveProduct: productCall(
    'staff/catalog/products/:id/archive',
    'POST',
    '/staff/catalog/products/:id/archive',
  ),
  restoreProduct: productCall(
    'staff/catalog/products/:id/restore',
    'POST',
    '/staff/catalog/products/:id/restore',
  ),
  /** Multipart, one file part `image` (JPEG, PNG or WebP); the picture goes last. */
  addProductImage: productCall(
    'staff/catalog/products/:id/images',
    'POST',
    '/staff/catalog/products/:id/images',
  ),
  /** `images`: the product's picture files in their new order; one left out is removed. */
  orderProductImages: productCall(
    'staff/catalog/products/:id/images/order',
    'POST',
    '/staff/catalog/products/:id/images/order',
  ),
} as const;
