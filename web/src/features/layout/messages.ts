import { store, storeHoursText } from '../../shared/config/store';
import { categoryPath, paths } from '../../shared/lib/paths';

// Spec section 2, "Header, menus, footer".
export const headerMessages = {
  skipToContent: 'Skip to content',
  searchPlaceholder: 'Search for products...',
  searchLabel: 'Search for products',
  searchButton: 'Search',
  signIn: 'Sign in',
  myAccount: 'My account',
  cart: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  mainNavigation: 'Main',
} as const;

// Spec section 1 and 2: the strip above the header.
export const topBarMessages = {
  secureDelivery: 'Secure delivery without contacting the courier',
  help: 'Need help? Call',
  accountMenu: 'Account menu',
  myAccount: 'My account',
  quickOrder: 'Quick order',
  wishlist: 'Wishlist',
  logout: 'Logout',
  language: 'Language',
  english: 'English',
  currency: 'Currency',
  usd: 'USD',
} as const;

// Spec section 2: navigation is mobile below 1024 px wide.
export const mobileBarMessages = {
  navigation: 'Shortcuts',
  store: 'Store',
  search: 'Search',
  wishlist: 'Wishlist',
  account: 'Account',
  signIn: 'Sign In',
} as const;

export const categoryMenuMessages = {
  allCategories: 'ALL CATEGORIES',
  allInCategory: (name: string) => `All ${name}`,
} as const;

interface MenuLink {
  label: string;
  to: string;
}

/** The fixed menu bar, in the spec's order and wording. */
export const mainMenuLinks: readonly MenuLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Premium Cigars', to: categoryPath('premium-cigar') },
  { label: 'Cigars', to: categoryPath('cigar') },
  { label: 'Cigarillos', to: categoryPath('cigarillos') },
  // The whole name (issue 17: shortened to 'TOBACCO ACC...', it no longer matched its accessible name).
  { label: 'Tobacco Accessories', to: categoryPath('tobacco-accessories') },
  { label: 'Contact', to: paths.contact },
];

export const footerMessages = {
  /** Issue 17: the footer banner's words, set over its picture (they were 6 px on a phone when baked into it). */
  bannerHeadline: 'Save an Extra 5-10 % On Every Order!',
  bannerSubtitle: 'Wholesale prices for licensed retailers',
  hours: storeHoursText,
  deliveryTitle: 'Secure delivery',
  deliveryText: 'Delivered to your door without contacting the courier.',
  discountTitle: 'Save an extra 5-10 %',
  discountText: 'On every order, for registered businesses.',
  contactTitle: 'Contact us',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  copyright: (year: number) => `© ${year} ${store.name}. All rights reserved.`,
  pagesNavigation: 'Store information',
  aboutUs: 'About Us',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  contact: 'Contact Us',
} as const;
