import { describe, expect, it } from 'vitest';
import { isTaxonomySlug, TAXONOMY, taxonomyMessages, taxonomySlug } from '../src/index.js';

describe('a category’s or brand’s slug', () => {
  it('is made from the name: lower case, words joined by single hyphens, nothing else', () => {
    expect(taxonomySlug('Dominican  Cigars')).toBe('dominican-cigars');
    expect(taxonomySlug(' Pipes & Tobacco_Accessories! ')).toBe('pipes-tobacco-accessories');
    expect(taxonomySlug('Café')).toBe('caf');
    expect(taxonomySlug('!!!')).toBe('');
  });

  it('is always one the rule accepts, however long the name', () => {
    const long = taxonomySlug(`${'a'.repeat(TAXONOMY.slug.max - 1)} b`);
    expect(long.length).toBeLessThanOrEqual(TAXONOMY.slug.max);
    expect(isTaxonomySlug(long)).toBe(true);
  });

  it('accepts only lower-case letters and digits joined by single hyphens', () => {
    for (const slug of ['cigars', 'toro-2', 'a-b-c']) expect(isTaxonomySlug(slug)).toBe(true);
    for (const slug of ['', 'Cigars', '-cigars', 'cigars-', 'a--b', 'a_b', 'a b', 'x'.repeat(201)])
      expect(isTaxonomySlug(slug), slug).toBe(false);
  });

  it('refuses deleting what products still use in words that say how many', () => {
    expect(taxonomyMessages.categoryInUse(1, 2)).toBe(
      'This category cannot be deleted: 1 product and 2 subcategories still use it (archived products count). Move them first.',
    );
    expect(taxonomyMessages.brandInUse(12)).toBe(
      'This brand cannot be deleted: 12 products still use it (archived products count). Move them first.',
    );
  });
});

describe('the refusal of a category or brand in use', () => {
  it('agrees with one product', () => {
    expect(taxonomyMessages.brandInUse(1)).toBe(
      'This brand cannot be deleted: 1 product still uses it (archived products count). Move them first.',
    );
    expect(taxonomyMessages.categoryInUse(0, 1)).toBe(
      'This category cannot be deleted: 1 subcategory still uses it (archived products count). Move them first.',
    );
  });
});
