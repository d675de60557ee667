import { store } from '../../shared/config/store';

// Spec section 2, "Home", and section 9 (slider timings).
export const homeMessages = {
  documentTitle: `${store.name} | Premium cigars, cigars, cigarillos and tobacco accessories`,
  title: `${store.name}: wholesale premium cigars, cigars, cigarillos and tobacco accessories`,
  loading: 'Loading...',
  heroSlider: 'Featured',
  slide: (index: number, count: number) => `${index} of ${count}`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  promoFallbackLabel: 'See the promotion',
  recommended: 'Recommended Products',
  promoted: 'Promoted Products',
  saveBanner: 'Save an Extra 5-10 % On Every Order!',
  viewMore: 'view more',
  viewMoreLabel: (category: string) => `view more ${category}`,
  brands: 'Our Brands',
  pauseBrands: 'Pause brand logos',
  playBrands: 'Play brand logos',
} as const;
