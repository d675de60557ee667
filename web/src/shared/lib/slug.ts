/**
 * A product name in URL form (spec section 2): lower case, spaces to hyphens, every other character that is not
 * a word character or a hyphen removed. `Arturo Fuente 8-5-8 (Natural)` → `arturo-fuente-8-5-8-natural`.
 */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}
