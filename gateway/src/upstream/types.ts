import { z } from 'zod';
import { MINIMUM_ORDER_CENTS, parseCents, slugify } from '@storefront/contract';

/*
 * The REST contract of store-api (docs/rest-api.md), parsed at the boundary. Every response passes through
 * one of these schemas before a resolver sees it; money arrives as "12.50" and leaves this file as integer
 * cents, so no float ever takes part in arithmetic. Where the spec (section 3) names a shape differently from
 * store-api, both are read into one (the distributor's own host speaks the spec's): resolvers see one shape.
 */

export const Id = z.coerce.number().int();
export const Cents = z.union([z.string(), z.number()]).transform((value, ctx) => {
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
export const nullish = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

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
    stock: z.coerce.number().int(),
    purchase_limit: nullish(z.coerce.number().int()),
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

/**
 * A product of the buyer's order history (frequently-order-items): the product with when and how it is usually
 * ordered. The spec's answer is the products alone: the history's fields are then left out (null, 1 and 1).
 */
export const RestBuyAgainSchema = z
  .looseObject({
    last_ordered_at: nullish(z.string()),
    usual_quantity: nullish(z.coerce.number().int().positive()),
    times_ordered: nullish(z.coerce.number().int().positive()),
  })
  .transform(({ last_ordered_at, usual_quantity, times_ordered, ...rest }, ctx) => {
    const product = RestProductSchema.safeParse(rest);
    if (!product.success) {
      for (const issue of product.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    return {
      product: product.data,
      last_ordered_at,
      usual_quantity: usual_quantity ?? 1,
      times_ordered: times_ordered ?? 1,
    };
  });
export type RestBuyAgain = z.infer<typeof RestBuyAgainSchema>;

/**
 * A cart line as store-api sends it (the whole product as `item`) or as the spec names it (`item` with only
 * name, price, stock and purchase limit; `tax` as `{tax_per_unit}`). Its amounts are computed here, in cents.
 */
const RestCartLineSchema = z
  .object({
    id: Id,
    item_id: Id,
    quantity: z.coerce.number().int(),
    item: z.record(z.string(), z.unknown()),
    tax: nullish(z.union([Cents, z.object({ tax_per_unit: Cents })])),
  })
  .transform((line, ctx) => {
    const item = RestProductSchema.safeParse({ id: line.item_id, ...line.item });
    if (!item.success) {
      for (const issue of item.error.issues) ctx.addIssue({ ...issue, path: ['item', ...issue.path] });
      return z.NEVER;
    }
    const unitTax = typeof line.tax === 'object' && line.tax !== null ? line.tax.tax_per_unit : undefined;
    const taxPerUnit = item.data.tax_per_unit ?? unitTax;
    return {
      id: line.id,
      item_id: line.item_id,
      quantity: line.quantity,
      item: { ...item.data, tax_per_unit: taxPerUnit },
      tax: taxPerUnit === undefined ? undefined : line.quantity * taxPerUnit,
      subtotal: item.data.sales_price === undefined ? undefined : line.quantity * item.data.sales_price,
    };
  });
export type RestCartLine = z.infer<typeof RestCartLineSchema>;

/** Cents summed, or undefined when one is missing (a host that left a price out). */
function sumCents(values: readonly (number | undefined)[]): number | undefined {
  let total = 0;
  for (const value of values) {
    if (value === undefined) return undefined;
    total += value;
  }
  return total;
}

/**
 * The cart as the spec's client reads it, `data` being the list of lines; what the gateway shows (amounts,
 * count, the minimum order) is computed from the lines, whatever else the host sends beside them.
 */
export const RestCartSchema = z.array(RestCartLineSchema).transform((lines) => {
  const subtotal = sumCents(lines.map((line) => line.subtotal));
  const tax = sumCents(lines.map((line) => line.tax));
  const total = subtotal === undefined || tax === undefined ? undefined : subtotal + tax;
  return {
    lines,
    total_quantity: lines.reduce((count, line) => count + line.quantity, 0),
    subtotal,
    tax,
    total,
    minimum_order: MINIMUM_ORDER_CENTS,
    meets_minimum: total !== undefined && total >= MINIMUM_ORDER_CENTS,
  };
});
export type RestCart = z.infer<typeof RestCartSchema>;

/**
 * The cart a cart write answers: store-api's `{lines, subtotal, …}`, or the lines themselves (the spec's "updated
 * cart" after a quantity step or a removal). Anything else (the spec's toast after add-to-cart) does not parse.
 */
export const RestWrittenCartSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && Array.isArray((value as { lines?: unknown }).lines)
      ? (value as { lines: unknown[] }).lines
      : value,
  RestCartSchema,
);

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

/** The spec's account-details names only name, company, e-mail and phone: the rest may be absent. */
export const RestCustomerSchema = z.object({
  id: nullish(Id),
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
  status: nullish(z.string()),
  created_at: nullish(z.string()),
});
export type RestCustomer = z.infer<typeof RestCustomerSchema>;

export const RestCartCustomerSchema = RestCustomerSchema.extend({
  addresses: z.array(RestAddressSchema).default([]),
  cart_items: z.array(RestCartLineSchema).default([]),
});

/**
 * store-api's address book (`billing` and `addresses`), or the spec's: the billing address's fields at the top
 * (address, city, state_id, state {state}, pincode, without an id) beside the `addresses` list.
 */
export const RestAddressBookSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || 'billing' in value) return value;
    const { addresses, ...billing } = value as Record<string, unknown>;
    const state = billing.state as { id?: unknown; state?: unknown } | null | undefined;
    return {
      billing:
        'address' in billing
          ? {
              id: BILLING_ADDRESS_ID,
              ...billing,
              state: state && typeof state === 'object' ? { id: billing.state_id, ...state } : null,
            }
          : null,
      addresses,
    };
  },
  z.object({
    billing: nullish(RestAddressSchema),
    addresses: z.array(RestAddressSchema).default([]),
  }),
);

/** The id the gateway gives a billing address its host sent without one (each customer has one). */
const BILLING_ADDRESS_ID = 0;

export const RestOrderAddressSchema = z.object({
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

const RestOrderLineSchema = z.object({
  id: nullish(Id),
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
export type RestOrderLine = RestOrder['line_items'][number];

export const RestOrderSchema = z
  .object({
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
  })
  .transform((order) => ({
    ...order,
    // The spec's line has no id and no unit price: the line's place in its order, and its subtotal per unit.
    line_items: order.line_items.map((line, index) => ({
      ...line,
      id: line.id ?? `${order.id}-${index + 1}`,
      item_price:
        line.item_price ??
        (line.subtotal !== undefined && line.quantity > 0 && line.subtotal % line.quantity === 0
          ? line.subtotal / line.quantity
          : undefined),
    })),
  }));
export type RestOrder = z.infer<typeof RestOrderSchema>;

/** Laravel's paginator; only the fields the gateway reads are kept. */
function restPageSchema<T extends z.ZodType>(item: T) {
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

/** A state as registration's lists name it (`state`) or as checkout's does (`name`, section 3). */
export const RestStateSchema = z
  .object({ id: Id, state: z.string().optional(), name: z.string().optional(), country_id: nullish(Id) })
  .refine((row) => row.state !== undefined || row.name !== undefined, { message: 'a state has no name' })
  .transform(({ name, ...row }) => ({ ...row, state: (row.state ?? name)! }));

export const RestStateNamesSchema = z.record(z.string(), z.string());

export const RestMembershipCategorySchema = z.object({ cc_id: Id, cc_name: z.string() });

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

/**
 * A home picture's address: store-api's `image_url`, or the spec's `image` (section 3: sliders, promos, the footer
 * banner and brand logos "carry image"), which is a URL or a file name of the host's storage.
 */
function withPicture<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || 'image_url' in value) return value;
    const { image, ...entry } = value as Record<string, unknown>;
    return typeof image === 'string' ? { ...entry, image_url: pictureUrl(image) } : value;
  }, schema);
}

/** A picture named by the host: a URL (absolute or from the root) as it is, a file name under its storage. */
function pictureUrl(image: string): string {
  return /^(https?:)?\/\//.test(image) || image.startsWith('/') ? image : `/storage/${encodeURI(image)}`;
}

/** A hero slide; the spec's has no id and no words over the picture (no `headline` or `subtitle`). */
export const RestSliderSchema = withPicture(
  z.object({
    id: nullish(Id),
    image_url: z.string(),
    title: nullish(z.string()),
    headline: nullish(z.string()),
    subtitle: nullish(z.string()),
  }),
);
export type RestSlider = z.infer<typeof RestSliderSchema>;

const RestHomeImageEntrySchema = withPicture(
  z.object({
    image_url: z.string(),
    category: nullish(z.object({ slug: z.string() })),
    brand: nullish(z.object({ id: Id, brand_name: nullish(z.string()) })),
  }),
);
export type RestHomeImage = z.infer<typeof RestHomeImageEntrySchema>;

/** The home page's promo: one entry (store-api), or the first of a list (a host that sends several). */
export const RestHomeImageSchema = z
  .union([RestHomeImageEntrySchema, z.array(RestHomeImageEntrySchema)])
  .nullable()
  .transform((promo) => (Array.isArray(promo) ? (promo[0] ?? null) : promo));

export const RestFooterImageSchema = withPicture(z.object({ image_url: z.string() }));

export const RestLogoSchema = withPicture(
  z.object({
    id: nullish(Id),
    image_url: z.string(),
    brand: z.object({ id: Id, brand_name: z.string() }),
    category: nullish(z.object({ slug: z.string() })),
  }),
);
export type RestLogo = z.infer<typeof RestLogoSchema>;

/** `{"Recommended": [...], "<group>": [...]}`: the first key is the recommended list. */
export const RestHomeItemsSchema = z.record(z.string(), z.array(RestProductSchema));

const RestCategoryItemsSchema = z.object({ category: RestCategorySchema, items: z.array(RestProductSchema) });

/**
 * One entry per top-level category with its products. The spec gives no shape: store-api's map keyed by the
 * category's name (`{"<name>": {category, items}}`) and a list of the same rows are both read, into the list.
 */
export const RestItemsByCategorySchema = z
  .union([z.array(RestCategoryItemsSchema), z.record(z.string(), RestCategoryItemsSchema)])
  .transform((groups) => (Array.isArray(groups) ? groups : Object.values(groups)));

/**
 * A wishlist entry as store-api sends it (`{id, item_id, added_at, item}`), or as the spec's host does: the
 * product itself (section 7's `data.data` list of products; section 3 keeps `wishlist_added_date` on the client, so
 * such a host knows no date, and `added_at` is null).
 */
export const RestWishlistEntrySchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('item' in value)
      ? { id: (value as { id?: unknown }).id, item_id: (value as { id?: unknown }).id, item: value }
      : value,
  z.object({
    id: Id,
    item_id: Id,
    added_at: nullish(z.string()),
    item: RestProductSchema,
  }),
);
export type RestWishlistEntry = z.infer<typeof RestWishlistEntrySchema>;

export const RestWishlistToggleSchema = z.object({ item_id: Id, wishlist: Flag });

/**
 * add-wishlist's answer: store-api's new flag, or only the spec's message (`data.message`), read as no flag (the
 * list then tells).
 */
export const RestWishlistToggleAnswerSchema = z.union([
  RestWishlistToggleSchema,
  z.object({ message: z.string() }).transform(() => undefined),
  z.undefined(),
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

/** The body of a login, read as the spec's client reads it: the token at the top (its `data.token`). */
export const RestLoginSchema = z.object({ token: z.string().min(1) });
/** store-api answers the new registration; the spec's host only a token (its `data.token`), read as no customer. */
export const RestRegisterSchema = z.object({ customer: RestCustomerSchema }).optional();
/** A renewed certificate waiting for review (`/customer/certificate-renewals`). */
export const RestCertificateRenewalSchema = z.object({
  id: Id,
  kind: z.enum(['tobacco', 'tax']),
  expires_on: z.string(),
  created_at: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export type RestCertificateRenewal = z.infer<typeof RestCertificateRenewalSchema>;
/** The body of verify-link: the customer id at the top (the spec's `data.id`). */
export const RestVerifyLinkSchema = z.object({ id: Id });
/** A call read for its message: the spec gives no `data`, store-api an empty one. */
export const RestEmptySchema = z.unknown().optional();
