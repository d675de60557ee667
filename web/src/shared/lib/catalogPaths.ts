import { categoryPath } from './paths';
import { slugify } from '@storefront/contract/slug';

export { categoryPath };

/** `/product/{id}/{slug}`: the id finds the product, the slug makes the address readable. */
export function productPath(product: { id: string; slug?: string | null; name: string }): string {
  const slug = product.slug || slugify(product.name);
  return `/product/${encodeURIComponent(product.id)}/${encodeURIComponent(slug)}`;
}

interface BrandShopOptions {
  /** Category slugs the shop opens with (the `categoryId` query, repeatable). */
  categorySlugs?: readonly string[];
  /** The brand's name, shown as the title while the shop loads. */
  name?: string;
}

/** `/product-brand/{brandId}?categoryId={slug}&name={brand name}` (spec section 2, route table). */
export function brandShopPath(brandId: string, { categorySlugs = [], name }: BrandShopOptions = {}): string {
  const query = new URLSearchParams();
  for (const slug of categorySlugs) query.append('categoryId', slug);
  if (name) query.set('name', name);
  const search = query.toString();
  return `/product-brand/${encodeURIComponent(brandId)}${search ? `?${search}` : ''}`;
}
