import { z } from 'zod';
import { restCall } from '../call.js';
import { Id, Int, nullish } from '../fields.js';
import { RestCategorySchema, RestProductSchema } from './catalog.js';

/**
 * A product of the buyer's order history (frequently-order-items): the product with when and how it is usually
 * ordered. The spec's answer is the products alone: the history's fields are then left out (null, 1 and 1).
 */
export const RestBuyAgainSchema = z
  .looseObject({
    last_ordered_at: nullish(z.string()),
    usual_quantity: nullish(Int.positive()),
    times_ordered: nullish(Int.positive()),
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

/** The home page's parts, each its own call. */
export const HOME = {
  homePageItems: restCall({
    name: 'home-page-items',
    method: 'GET',
    path: '/customer/home-page-items',
    write: false,
    origin: 'spec',
    access: 'optional',
    keyScope: 'catalog:read',
    wrapping: 'envelope',
    answer: RestHomeItemsSchema,
  }),
  itemsByCategory: restCall({
    name: 'getitemByCat',
    method: 'GET',
    path: '/customer/getitemByCat',
    write: false,
    origin: 'spec',
    access: 'optional',
    keyScope: 'catalog:read',
    wrapping: 'envelope',
    answer: RestItemsByCategorySchema,
  }),
  sliders: restCall({
    name: 'sliders',
    method: 'GET',
    path: '/customer/sliders',
    write: false,
    origin: 'spec',
    access: 'public',
    wrapping: 'envelope',
    answer: z.array(RestSliderSchema),
  }),
  homePageImage: restCall({
    name: 'home-page-image',
    method: 'GET',
    path: '/customer/home-page-image',
    write: false,
    origin: 'spec',
    access: 'public',
    wrapping: 'envelope',
    answer: RestHomeImageSchema,
  }),
  footerImage: restCall({
    name: 'footer-image',
    method: 'GET',
    path: '/customer/footer-image',
    write: false,
    origin: 'spec',
    access: 'public',
    wrapping: 'envelope',
    answer: RestFooterImageSchema.nullable(),
  }),
  logos: restCall({
    name: 'get-logo',
    method: 'GET',
    path: '/customer/get-logo',
    write: false,
    origin: 'spec',
    access: 'public',
    wrapping: 'envelope',
    answer: z.array(RestLogoSchema),
  }),
  /** store-api shows promoted products to customers only (a visitor gets 401); the gateway asks only then. */
  promotedItems: restCall({
    name: 'promoted-items',
    method: 'GET',
    path: '/customer/promoted-items',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'catalog:read',
    wrapping: 'envelope',
    answer: z.array(RestProductSchema),
  }),
  frequentlyOrderedItems: restCall({
    name: 'frequently-order-items',
    method: 'GET',
    path: '/customer/frequently-order-items',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'catalog:read',
    wrapping: 'envelope',
    answer: z.array(RestBuyAgainSchema),
  }),
} as const;
