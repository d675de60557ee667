import type { HeroSlideResolvers } from '../generated/graphql.js';
import { image } from './shared.js';

export const HeroSlide: HeroSlideResolvers = {
  // The spec's slides carry only a picture: its address is then what identifies the slide.
  id: (slide) => (slide.id === null ? slide.image_url : String(slide.id)),
  image: (slide) => image(slide.image_url, slide.title ?? 'Featured products'),
  headline: (slide) => slide.headline || null,
  subtitle: (slide) => slide.subtitle || null,
};
