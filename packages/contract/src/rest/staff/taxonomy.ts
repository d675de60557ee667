import { z } from 'zod';
import { restCall } from '../call.js';
import { Id, nullish } from '../fields.js';
import { staffWrite } from './fields.js';

/** A category as staff manage it: a subcategory names its parent; how many products (archived too) file under it. */
export const RestStaffCategorySchema = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  parent_id: nullish(Id),
  /** The category's picture, a path under /storage/categories; null when it has none. */
  image_url: nullish(z.string()),
  products: z.coerce.number().int(),
  subcategories: z.coerce.number().int(),
});
export type RestStaffCategory = z.infer<typeof RestStaffCategorySchema>;

/** A brand as staff manage it, with how many products (archived too) it is on. */
export const RestStaffBrandSchema = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  image_url: nullish(z.string()),
  products: z.coerce.number().int(),
});
export type RestStaffBrand = z.infer<typeof RestStaffBrandSchema>;

/** Every category (in the buyers' menu order, each subcategory after its parent) and every brand by name. */
export const RestStaffTaxonomySchema = z.object({
  categories: z.array(RestStaffCategorySchema),
  brands: z.array(RestStaffBrandSchema),
});
export type RestStaffTaxonomy = z.infer<typeof RestStaffTaxonomySchema>;

/**
 * A category's fields as a client sends them: each present is set. An empty or absent slug on create is made
 * from the name; a null parent makes a top-level category.
 */
export const RestCategoryFieldsSchema = z.object({
  name: z.string().optional(),
  slug: z.string().optional(),
  parent_id: z.number().int().nullable().optional(),
});
export type RestCategoryFields = z.input<typeof RestCategoryFieldsSchema>;

/** A brand's fields as a client sends them: each present is set; an empty or absent slug on create is made from the name. */
export const RestBrandFieldsSchema = z.object({
  name: z.string().optional(),
  slug: z.string().optional(),
});
export type RestBrandFields = z.input<typeof RestBrandFieldsSchema>;

/** One row of a products CSV, as the client read it: the row number the spreadsheet shows and its cells as text. */
export const RestProductImportRowSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  price: z.string().optional(),
  tax_per_unit: z.string().optional(),
  stock: z.string().optional(),
  purchase_limit: z.string().optional(),
});
export type RestProductImportRow = z.input<typeof RestProductImportRowSchema>;

/** What an import did or would do: each row's product and changes, or its errors; `applied` only when all rows are good. */
export const RestProductImportReportSchema = z.object({
  applied: z.boolean(),
  rows: z.array(
    z.object({
      row: z.coerce.number().int(),
      sku: z.string(),
      product_id: nullish(Id),
      product_name: nullish(z.string()),
      /** Each field that changes, from what to what (money as dollars and cents). */
      changes: z
        .array(z.object({ field: z.string(), before: nullish(z.string()), after: nullish(z.string()) }))
        .default([]),
      errors: z.array(z.object({ field: nullish(z.string()), message: z.string() })).default([]),
    }),
  ),
});
export type RestProductImportReport = z.infer<typeof RestProductImportReportSchema>;

/**
 * Categories, subcategories and brands (sales and admins): list, create, edit, and delete one nothing uses any
 * more (its products are moved first, in the product form); upload or remove a category's picture or a brand's
 * logo. Products CSV import: `dry_run` checks every row and answers the report; without it the rows are applied in
 * one transaction, or, when any row is wrong, none.
 */
export const STAFF_TAXONOMY = {
  taxonomy: restCall({
    name: 'staff/catalog/taxonomy',
    method: 'GET',
    path: '/staff/catalog/taxonomy',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffTaxonomySchema,
  }),
  createCategory: staffWrite(
    'POST',
    '/staff/catalog/categories',
    RestStaffCategorySchema,
    RestCategoryFieldsSchema,
  ),
  editCategory: staffWrite(
    'PATCH',
    '/staff/catalog/categories/:id',
    RestStaffCategorySchema,
    RestCategoryFieldsSchema,
  ),
  deleteCategory: staffWrite('DELETE', '/staff/catalog/categories/:id', z.object({ id: Id })),
  createBrand: staffWrite('POST', '/staff/catalog/brands', RestStaffBrandSchema, RestBrandFieldsSchema),
  editBrand: staffWrite('PATCH', '/staff/catalog/brands/:id', RestStaffBrandSchema, RestBrandFieldsSchema),
  deleteBrand: staffWrite('DELETE', '/staff/catalog/brands/:id', z.object({ id: Id })),
  /**
   * Multipart, one file part `image` (JPEG, PNG or WebP, the products' pictures' checks and resizing); it replaces
   * the category's picture, if any.
   */
  setCategoryImage: staffWrite('POST', '/staff/catalog/categories/:id/image', RestStaffCategorySchema),
  removeCategoryImage: staffWrite('DELETE', '/staff/catalog/categories/:id/image', RestStaffCategorySchema),
  /** Multipart, one file part `image`, like setCategoryImage's; it replaces the brand's logo, if any. */
  setBrandImage: staffWrite('POST', '/staff/catalog/brands/:id/image', RestStaffBrandSchema),
  removeBrandImage: staffWrite('DELETE', '/staff/catalog/brands/:id/image', RestStaffBrandSchema),
  importProducts: staffWrite(
    'POST',
    '/staff/catalog/products/import',
    RestProductImportReportSchema,
    z.object({ dry_run: z.boolean().optional(), rows: z.array(RestProductImportRowSchema) }),
  ),
} as const;
