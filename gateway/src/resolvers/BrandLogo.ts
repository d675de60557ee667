import type { BrandLogoResolvers } from '../generated/graphql.js';
import { image } from './shared.js';

export const BrandLogo: BrandLogoResolvers = {
  // The spec's logo entries carry no id of their own: the brand's identifies the entry.
  id: (logo) => String(logo.id ?? logo.brand.id),
  image: (logo) => image(logo.image_url, `${logo.brand.brand_name} logo`),
  brand: (logo) => ({ ...logo.brand, image_url: logo.image_url }),
  categorySlug: (logo) => logo.category?.slug ?? null,
};
