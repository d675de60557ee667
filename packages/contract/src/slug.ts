/**
 * A product name in URL form (spec section 2): lower case, white space to hyphens, every other character that is
 * not a word character or a hyphen removed. `Arturo Fuente 8-5-8 (Natural)` → `arturo-fuente-8-5-8-natural`.
 * Leading and trailing white space is dropped and each run of white space is one hyphen, so a name typed with a
 * double space or a tab gives the same slug as the clean one.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

/**
 * A slug as a link or a buyer may write it, in the one form look-ups compare: lower case, each run of hyphens as
 * one, no hyphens at the ends. `Opus--X-` and `opus-x` name the same product.
 */
export function normalizeSlug(slug: string): string {
  return slug.toLowerCase().replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** The key a product is found by from its slug: `slugKey(name) === normalizeSlug(slug)` for the product's slug. */
export function slugKey(name: string): string {
  return normalizeSlug(slugify(name));
}
