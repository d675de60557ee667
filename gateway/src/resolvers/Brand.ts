import type { BrandResolvers } from '../generated/graphql.js';
import { brandDirectory, image } from './shared.js';

export const Brand: BrandResolvers = {
  id: (brand) => String(brand.id),
  // Brands embedded in products and promos carry no logo (and promos no name): the cached brand list has both.
  // A name at hand is answered without a promise (see Product.brand).
  name: (brand, _args, ctx) =>
    brand.brand_name ?? brandDirectory(ctx).then((directory) => directory.get(brand.id)?.brand_name ?? ''),
  logo: async (brand, _args, ctx) => {
    const listed = brand.image_url === undefined ? (await brandDirectory(ctx)).get(brand.id) : brand;
    const name = brand.brand_name ?? listed?.brand_name ?? 'Brand';
    return image(listed?.image_url, `${name} logo`);
  },
  categories: async (brand, _args, ctx) => (await ctx.storeApi.catalog.categoryByBrand(brand.id)).categories,
};
