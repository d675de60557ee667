import { formatCents } from '@storefront/contract';

/*
 * The spec host's catalog and reference data, and the shapes section 3 gives them. Four products:
 * 1 Opus X (20 in stock), 2 Padron 1964 (10 in stock, at most 5 per order), 3 Padron Londres (sold out),
 * 4 Romeo y Julieta (30 in stock).
 */

/** Section 3's category: id, parent_id (null for top level), slug, category_name; nothing else. */
export interface SpecCategory {
  id: number;
  parent_id: number | null;
  slug: string;
  category_name: string;
}

export const CATEGORIES: readonly SpecCategory[] = [
  { id: 1, parent_id: null, slug: 'premium-cigar', category_name: 'Premium Cigars' },
  { id: 2, parent_id: 1, slug: 'premium-cigar-robusto', category_name: 'Robusto' },
  { id: 3, parent_id: null, slug: 'cigar', category_name: 'Cigars' },
  { id: 4, parent_id: 3, slug: 'cigar-churchill', category_name: 'Churchill' },
];

/** Section 3's brand: id, brand_name. */
export const BRANDS = [
  { id: 1, brand_name: 'Arturo Fuente' },
  { id: 2, brand_name: 'Padron' },
] as const;

export interface CatalogItem {
  id: number;
  item_name: string;
  categoryId: number;
  brandId: number;
  priceCents: number;
  taxCents: number;
  stock: number;
  purchase_limit: number | null;
}

export const CATALOG: readonly CatalogItem[] = [
  {
    id: 1,
    item_name: 'Arturo Fuente Opus X (Natural)',
    categoryId: 2,
    brandId: 1,
    priceCents: 4500,
    taxCents: 225,
    stock: 20,
    purchase_limit: null,
  },
  {
    id: 2,
    item_name: 'Padron 1964 Anniversary Maduro',
    categoryId: 2,
    brandId: 2,
    priceCents: 1850,
    taxCents: 93,
    stock: 10,
    purchase_limit: 5,
  },
  {
    id: 3,
    item_name: 'Padron Londres Natural',
    categoryId: 4,
    brandId: 2,
    priceCents: 600,
    taxCents: 30,
    stock: 0,
    purchase_limit: null,
  },
  {
    id: 4,
    item_name: 'Romeo y Julieta 1875 - Churchill',
    categoryId: 4,
    brandId: 1,
    priceCents: 975,
    taxCents: 49,
    stock: 30,
    purchase_limit: null,
  },
];

export const COUNTRIES = [{ id: 1, country: 'United States' }];
export const STATES = [
  { id: 31, country_id: 1, state: 'New Jersey' },
  { id: 33, country_id: 1, state: 'New York' },
];
/** Section 3's membership category: cc_id, cc_name. */
export const MEMBERSHIP_CATEGORIES = [
  { cc_id: 1, cc_name: 'Retailer' },
  { cc_id: 2, cc_name: 'Wholesaler' },
];

/*
 * Home pictures. Section 3 says only that each "carries image"; we read it as a file name of the host's storage,
 * as a product's `image` is (a Laravel host keeps the upload's stored name), never a URL.
 */
export const SLIDERS = [{ image: 'hero-humidor.jpg' }, { image: 'hero-leaf.jpg' }];
/** The container promo: image, category {slug}, brand {id}. */
export const PROMO = { image: 'promo-opus-x.jpg', category: { slug: 'premium-cigar' }, brand: { id: 1 } };
export const FOOTER_BANNER = { image: 'footer-banner.jpg' };
/** A brand entry on home: image, brand {id, brand_name}, category {slug}. */
export const LOGOS = BRANDS.map((brand) => ({
  image: `logo-${brand.id}.png`,
  brand: { id: brand.id, brand_name: brand.brand_name },
  category: { slug: brand.id === 1 ? 'premium-cigar' : 'cigar' },
}));

export const categoryOf = (product: CatalogItem): SpecCategory =>
  CATEGORIES.find((category) => category.id === product.categoryId)!;

/** The category and every category under it. */
export function withDescendants(slugs: readonly string[]): Set<number> {
  const ids = new Set(CATEGORIES.filter((category) => slugs.includes(category.slug)).map((c) => c.id));
  for (const category of CATEGORIES)
    if (category.parent_id !== null && ids.has(category.parent_id)) ids.add(category.id);
  return ids;
}

/**
 * Section 3's product in a listing: `image` a file name (under the products storage path), brand by name only,
 * category {slug, category_name} beside category_id, the wishlist flag 0 or 1, and `sales_price` only for a
 * customer (section 1: visitors see no prices).
 */
export function listed(product: CatalogItem, viewer: { loggedIn: boolean; wishlist: ReadonlySet<number> }) {
  const category = categoryOf(product);
  return {
    id: product.id,
    item_name: product.item_name,
    item_code: `IC-${product.id}`,
    custom_barcode: `00${product.id}`,
    sku: `SKU-${product.id}`,
    ...(viewer.loggedIn ? { sales_price: formatCents(product.priceCents) } : {}),
    stock: product.stock,
    purchase_limit: product.purchase_limit,
    image: `${product.id}.png`,
    category: { slug: category.slug, category_name: category.category_name },
    category_id: category.id,
    brand: { brand_name: BRANDS.find((brand) => brand.id === product.brandId)!.brand_name },
    wishlist: viewer.wishlist.has(product.id) ? 1 : 0,
  };
}

/** The detail adds `images`, the gallery's file names. */
export function detailed(product: CatalogItem, viewer: { loggedIn: boolean; wishlist: ReadonlySet<number> }) {
  return { ...listed(product, viewer), images: [`${product.id}.png`, `${product.id}-side.png`] };
}
