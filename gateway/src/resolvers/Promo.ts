import type { PromoResolvers } from '../generated/graphql.js';
import { image } from './shared.js';

export const Promo: PromoResolvers = {
  image: (promo) => image(promo.image_url, promo.brand?.brand_name ?? 'Promotion'),
  categorySlug: (promo) => promo.category?.slug ?? null,
  brand: (promo) => promo.brand ?? null,
};
