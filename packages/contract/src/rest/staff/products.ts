import { z } from 'zod';
import { restCall, restQuery } from '../call.js';
import { Id, nullish } from '../fields.js';
import { restStaffPageSchema } from './fields.js';

export const RestStaffProductSchema = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  sku: nullish(z.string()),
  category: z.object({ id: Id, name: z.string() }),
  stock: z.coerce.number().int(),
  purchase_limit: nullish(z.coerce.number().int()),
  promoted: z.boolean(),
  recommended: z.boolean(),
  image_url: nullish(z.string()),
});
export type RestStaffProduct = z.infer<typeof RestStaffProductSchema>;

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

/** Catalog essentials: stock, purchase limit and the home page's flags of each product (admin, warehouse). */
export const STAFF_PRODUCTS = {
  /** `category` is a list of category slugs. */
  products: restCall({
    name: 'staff/products',
    method: 'GET',
    path: '/staff/products',
    write: false,
    origin: 'ours',
    access: 'staff',
    query: restQuery('search', 'category', 'page', 'per_page'),
    wrapping: 'bare',
    answer: restStaffPageSchema(RestStaffProductSchema),
  }),
  /** Changes any of stock, purchase_limit, promoted and recommended. */
  updateProduct: restCall({
    name: 'staff/products/:id',
    method: 'PATCH',
    path: '/staff/products/:id',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: RestProductChangesSchema,
    wrapping: 'envelope',
    answer: RestStaffProductSchema,
  }),
} as const;
