import type { ProductResolvers } from '../generated/graphql.js';
import { money } from '../money.js';
import { brandNamed, image } from './shared.js';

export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  name: (product) => product.item_name,
  slug: (product) => product.slug,
  sku: (product) => product.sku,
  itemCode: (product) => product.item_code,
  barcode: (product) => product.custom_barcode,
  description: (product) => product.description,
  // The spec's host names a product's brand without its id: the brand is then the one of that name it lists.
  // Not async: a value at hand is answered as it is, and a product whose fields are all at hand completes without a
  // promise of its own (graphql-js waits on every field's promise: 24 more per listing page).
  brand: (product, _args, ctx) => {
    const brand = product.brand;
    if (!brand) return null;
    return brand.id === null ? brandNamed(ctx, brand.brand_name) : { ...brand, id: brand.id };
  },
  category: (product) => (product.category ? { ...product.category } : null),
  image: (product) => image(product.image_url, product.item_name),
  images: (product) => {
    const main = image(product.image_url, product.item_name);
    const others = (product.images ?? [])
      .map((picture, index) => image(picture.url, `${product.item_name} (${index + 1})`))
      .filter((picture) => picture.url !== main.url);
    return [main, ...others];
  },
  // store-api leaves prices out for anonymous callers, so these are null for them on every path.
  price: (product) => money(product.sales_price),
  tax: (product) => money(product.tax_per_unit),
  stock: (product) => product.stock,
  inStock: (product) => product.stock > 0,
  purchaseLimit: (product) => product.purchase_limit,
  inWishlist: (product) => product.wishlist,
};
