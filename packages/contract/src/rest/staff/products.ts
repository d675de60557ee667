import { z } from 'zod';
import { restCall, restQuery, type RestBody } from '../call.js';
import { Cents, Id, Int, nullish } from '../fields.js';
import { restStaffPageSchema, staffWrite } from './fields.js';

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
  stock: Int,
  purchase_limit: nullish(Int),
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

/**
 * What staff may change of a product: each field present is set. A null purchase limit removes it; the host
 * refuses a null for the others in its own words (a client passes on what it was given).
 */
export const RestProductChangesSchema = z.object({
  stock: z.number().int().nullable().optional(),
  purchase_limit: z.number().int().nullable().optional(),
  promoted: z.boolean().nullable().optional(),
  recommended: z.boolean().nullable().optional(),
});
export type RestProductChanges = z.input<typeof RestProductChangesSchema>;

/**
 * A product's own fields as a client sends them (createProduct, editProduct): each field present is set. Money is
 * dollars and cents as text or a number; a null barcode or purchase limit removes it. The host reads each with its
 * own rule and message, and refuses a new product without its name, item code, price, category or brand.
 */
export const RestProductFieldsSchema = z.object({
  name: z.string().optional(),
  item_code: z.string().optional(),
  sku: z.string().optional(),
  barcode: z.string().nullable().optional(),
  price: z.union([z.string(), z.number()]).optional(),
  tax_per_unit: z.union([z.string(), z.number()]).optional(),
  description: z.string().optional(),
  category_id: z.number().int().optional(),
  brand_id: z.number().int().optional(),
  stock: z.number().int().optional(),
  purchase_limit: z.number().int().nullable().optional(),
});
export type RestProductFields = z.input<typeof RestProductFieldsSchema>;

/** A write of the catalogue that answers the product as it now is. */
const productCall = <const Path extends string, Body extends RestBody | undefined = undefined>(
  method: 'POST' | 'PATCH',
  path: Path,
  body?: Body,
) => staffWrite(method, path, RestStaffProductSchema, body);

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
  updateProduct: productCall('PATCH', '/staff/products/:id', RestProductChangesSchema),
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
  createProduct: productCall('POST', '/staff/catalog/products', RestProductFieldsSchema),
  /** Any of createProduct's fields; the price changes for buyers at once, placed orders keep theirs. */
  editProduct: productCall('PATCH', '/staff/catalog/products/:id', RestProductFieldsSchema),
  archiveProduct: productCall('POST', '/staff/catalog/products/:id/archive'),
  restoreProduct: productCall('POST', '/staff/catalog/products/:id/restore'),
  /** Multipart, one file part `image` (JPEG, PNG or WebP); the picture goes last. */
  addProductImage: productCall('POST', '/staff/catalog/products/:id/images'),
  /** `images`: the product's picture files in their new order; one left out is removed. */
  orderProductImages: productCall(
    'POST',
    '/staff/catalog/products/:id/images/order',
    z.object({ images: z.array(z.string()) }),
  ),
} as const;
