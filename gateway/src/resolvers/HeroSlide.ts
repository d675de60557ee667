import type { HeroSlideResolvers } from '../generated/graphql.js';
import { image } from './shared.js';

export const HeroSlide: HeroSlideResolvers = {
  id: (slide) => String(slide.id),
  image: (slide) => image(slide.image_url, slide.title ?? 'Featured products'),
  headline: (slide) => slide.headline || null,
  subtitle: (slide) => slide.subtitle || null,
};
