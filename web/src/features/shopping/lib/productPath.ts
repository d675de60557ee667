import { slugify } from '@storefront/contract/slug';

/** `/product/{id}/{slug}`, the product detail page (spec section 2, route table). */
export function productPath(product: { id: string; slug?: string | null; name: string }): string {
  const slug = product.slug || slugify(product.name);
  return `/product/${encodeURIComponent(product.id)}/${encodeURIComponent(slug)}`;
}
