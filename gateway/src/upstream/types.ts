import { z } from 'zod';
import { parseCents } from '@storefront/contract';

/*
 * The REST contract of store-api (docs/rest-api.md), parsed at the boundary. Every response passes through
 * one of these schemas before a resolver sees it; money arrives as "12.50" and leaves this file as integer
 * cents, so no float ever takes part in arithmetic.
 */

const Id = z.coerce.number().int();
const Cents = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = parseCents(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'not a money amount' });
    return z.NEVER;
  }
  return cents;
});
const Flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) => Number(value) === 1 || value === true);
const nullish = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const RestCategorySchema = z.object({
  id: Id,
  parent_id: nullish(Id),
  slug: z.string(),
  category_name: z.string(),
  get children() {
    return z.array(RestCategorySchema).optional();
  },
});
export type RestCategory = z.infer<typeof RestCategorySchema>;

export const RestBrandSchema = z.object({
  id: Id,
  brand_name: z.string(),
  image_url: nullish(z.string()),
});
export type RestBrand = z.infer<typeof RestBrandSchema>;

export const RestProductSchema = z.object({
  id: Id,
  item_name: z.string(),
  slug: z.string(),
  item_code: nullish(z.string()),
  custom_barcode: nullish(z.string()),
  sku: nullish(z.string()),
  stock: z.coerce.number().int(),
  purchase_limit: nullish(z.coerce.number().int()),
  image_url: nullish(z.string()),
  category_id: nullish(Id),
  category: nullish(
    z.object({ id: Id, slug: z.string(), category_name: z.string(), parent_id: nullish(Id) }),
  ),
  brand_id: nullish(Id),
  brand: nullish(z.object({ id: Id, brand_name: z.string() })),
  wishlist: Flag.optional().transform((value) => value ?? false),
  /** Absent without a valid token: the price never reaches an anonymous caller. */
  sales_price: Cents.optional(),
  tax_per_unit: Cents.optional(),
  images: z.array(z.object({ file: z.string(), url: z.string() })).optional(),
  description: nullish(z.string()),
});
export type RestProduct = z.infer<typeof RestProductSchema>;

export const RestCartLineSchema = z.object({
  id: Id,
  item_id: Id,
  quantity: z.coerce.number().int(),
  item: RestProductSchema,
  tax: Cents.optional(),
  subtotal: Cents.optional(),
});
export type RestCartLine = z.infer<typeof RestCartLineSchema>;

export const RestCartSchema = z.object({
  lines: z.array(RestCartLineSchema),
  total_quantity: z.coerce.number().int(),
  subtotal: Cents.optional(),
  tax: Cents.optional(),
  total: Cents.optional(),
  minimum_order: Cents.optional(),
  meets_minimum: z.boolean().optional(),
});
export type RestCart = z.infer<typeof RestCartSchema>;

const RestStateRefSchema = z.object({ id: Id, state: z.string() });

export const RestAddressSchema = z.object({
  id: Id,
  type: z.enum(['billing', 'shipping']).optional(),
  name: nullish(z.string()),
  company_name: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  state_id: nullish(Id),
  state: nullish(RestStateRefSchema),
  pincode: nullish(z.string()),
  phone: nullish(z.string()),
});
export type RestAddress = z.infer<typeof RestAddressSchema>;

export const RestCustomerSchema = z.object({
  id: Id,
  name_prefix: nullish(z.string()),
  name: z.string(),
  email: z.string(),
  username: nullish(z.string()),
  company_name: nullish(z.string()),
  phone: nullish(z.string()),
  mobile: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  pincode: nullish(z.string()),
  country_id: nullish(Id),
  state_id: nullish(Id),
  state: nullish(RestStateRefSchema),
  tax_id: nullish(z.string()),
  tax_expiry_date: nullish(z.string()),
  tob_license_no: nullish(z.string()),
  tob_expiry_date: nullish(z.string()),
  dba: nullish(z.string()),
  cc_tax_id: nullish(Id),
  status: z.string(),
  created_at: nullish(z.string()),
});
export type RestCustomer = z.infer<typeof RestCustomerSchema>;

export const RestCartCustomerSchema = RestCustomerSchema.extend({
  addresses: z.array(RestAddressSchema).default([]),
  cart_items: z.array(RestCartLineSchema).default([]),
});
export type RestCartCustomer = z.infer<typeof RestCartCustomerSchema>;

export const RestAddressBookSchema = z.object({
  billing: nullish(RestAddressSchema),
  addresses: z.array(RestAddressSchema).default([]),
});
export type RestAddressBook = z.infer<typeof RestAddressBookSchema>;

const RestOrderAddressSchema = z.object({
  name: nullish(z.string()),
  company_name: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  state_id: nullish(Id),
  pincode: nullish(z.string()),
  phone: nullish(z.string()),
  email: nullish(z.string()),
});
export type RestOrderAddress = z.infer<typeof RestOrderAddressSchema>;

export const RestOrderLineSchema = z.object({
  id: Id,
  item_id: Id,
  item: z.object({
    item_name: z.string(),
    slug: nullish(z.string()),
    image: nullish(z.object({ url: nullish(z.string()) })),
  }),
  quantity: z.coerce.number().int(),
  item_price: Cents.optional(),
  tax: Cents.optional(),
  subtotal: Cents.optional(),
  fulfillment_status: nullish(z.string()),
});
export type RestOrderLine = z.infer<typeof RestOrderLineSchema>;

export const RestOrderSchema = z.object({
  id: Id,
  created_at: z.string(),
  order_status: z.string(),
  payment_method: nullish(z.string()),
  note: nullish(z.string()),
  phone: nullish(z.string()),
  email: nullish(z.string()),
  subtotal: Cents.optional(),
  tax: Cents.optional(),
  total: Cents.optional(),
  billing_address: RestOrderAddressSchema,
  shipping_address: nullish(RestOrderAddressSchema),
  line_items: z.array(RestOrderLineSchema),
});
export type RestOrder = z.infer<typeof RestOrderSchema>;

/** Laravel's paginator; only the fields the gateway reads are kept. */
export function restPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.coerce.number().int(),
    data: z.array(item),
    last_page: z.coerce.number().int(),
    per_page: z.coerce.number().int(),
    total: z.coerce.number().int(),
  });
}
export interface RestPage<T> {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
}
export const RestProductPageSchema = restPageSchema(RestProductSchema);
export const RestOrderPageSchema = restPageSchema(RestOrderSchema);

export const RestCountrySchema = z.object({ id: Id, country: z.string() });
export type RestCountry = z.infer<typeof RestCountrySchema>;

export const RestStateSchema = z.object({ id: Id, state: z.string(), country_id: nullish(Id) });
export type RestState = z.infer<typeof RestStateSchema>;

export const RestStateNamesSchema = z.record(z.string(), z.string());

export const RestMembershipCategorySchema = z.object({ cc_id: Id, cc_name: z.string() });
export type RestMembershipCategory = z.infer<typeof RestMembershipCategorySchema>;

export const RestSingleCategorySchema = z.object({
  main_category: RestCategorySchema,
  subcategory: z.array(RestCategorySchema).default([]),
  brands: z.array(RestBrandSchema).default([]),
});
export type RestSingleCategory = z.infer<typeof RestSingleCategorySchema>;

export const RestCategoryByBrandSchema = z.object({
  brand: RestBrandSchema,
  categories: z.array(RestCategorySchema).default([]),
});
export type RestCategoryByBrand = z.infer<typeof RestCategoryByBrandSchema>;

export const RestSliderSchema = z.object({ id: Id, image_url: z.string(), title: nullish(z.string()) });
export type RestSlider = z.infer<typeof RestSliderSchema>;

export const RestHomeImageSchema = z.object({
  image_url: z.string(),
  category: nullish(z.object({ slug: z.string() })),
  brand: nullish(z.object({ id: Id, brand_name: nullish(z.string()) })),
});
export type RestHomeImage = z.infer<typeof RestHomeImageSchema>;

export const RestFooterImageSchema = z.object({ image_url: z.string() });
export type RestFooterImage = z.infer<typeof RestFooterImageSchema>;

export const RestLogoSchema = z.object({
  id: Id,
  image_url: z.string(),
  brand: z.object({ id: Id, brand_name: z.string() }),
  category: nullish(z.object({ slug: z.string() })),
});
export type RestLogo = z.infer<typeof RestLogoSchema>;

/** `{"Recommended": [...], "<group>": [...]}`: the first key is the recommended list. */
export const RestHomeItemsSchema = z.record(z.string(), z.array(RestProductSchema));

/** `{"<category name>": {category, items}}`, one entry per top-level category. */
export const RestItemsByCategorySchema = z.record(
  z.string(),
  z.object({ category: RestCategorySchema, items: z.array(RestProductSchema) }),
);

export const RestWishlistEntrySchema = z.object({
  id: Id,
  item_id: Id,
  added_at: z.string(),
  item: RestProductSchema,
});
export type RestWishlistEntry = z.infer<typeof RestWishlistEntrySchema>;

export const RestWishlistToggleSchema = z.object({ item_id: Id, wishlist: Flag });

export const RestLoginSchema = z.object({ token: z.string().min(1), customer: RestCustomerSchema });
export const RestRegisterSchema = z.object({ customer: RestCustomerSchema });
export const RestVerifyLinkSchema = z.object({ id: Id });
export const RestEmptySchema = z.unknown();
