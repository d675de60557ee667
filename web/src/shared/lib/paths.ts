/** Builders for the storefront's URLs (spec section 2, route table), so no screen spells a path by hand. */
export const paths = {
  home: '/',
  login: '/login',
  cart: '/cart',
  quickOrder: '/quick-order',
  contact: '/contact',
  products: '/products',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
} as const;

export function categoryPath(slug: string, childSlug?: string): string {
  const base = `/product-category/${encodeURIComponent(slug)}`;
  return childSlug === undefined ? base : `${base}/${encodeURIComponent(childSlug)}`;
}

export function searchPath(term: string): string {
  return `${paths.products}?${new URLSearchParams({ search: term }).toString()}`;
}
