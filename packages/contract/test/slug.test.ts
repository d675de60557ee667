import { describe, expect, it } from 'vitest';

import { normalizeSlug, slugify, slugKey } from '../src/slug.js';

describe('slugify', () => {
  it('lower-cases, turns spaces into hyphens and drops other punctuation', () => {
    expect(slugify('Arturo Fuente Opus X')).toBe('arturo-fuente-opus-x');
    expect(slugify('Don Carlos No. 2 (Natural)')).toBe('don-carlos-no-2-natural');
    expect(slugify('Romeo y Julieta 1875 - Churchill')).toBe('romeo-y-julieta-1875---churchill');
    expect(slugify("Swisher Sweets' Grape_Pack")).toBe('swisher-sweets-grape_pack');
  });

  it('treats any run of white space as one hyphen and ignores it at the ends', () => {
    expect(slugify('  Arturo\tFuente  Opus X ')).toBe('arturo-fuente-opus-x');
  });
});

describe('normalizeSlug and slugKey', () => {
  it('treats hyphen runs as one and drops hyphens at the ends, in lower case', () => {
    expect(normalizeSlug('Opus--X-')).toBe('opus-x');
    expect(normalizeSlug('-romeo-y-julieta-1875---churchill')).toBe('romeo-y-julieta-1875-churchill');
  });

  it('gives a product name the key its slug normalizes to, whatever white space or punctuation it holds', () => {
    for (const name of [
      'Flint & Forge  Triple Jet',
      ' Romeo y Julieta 1875 - Churchill ',
      'Opus X (Natural)',
    ]) {
      expect(slugKey(name)).toBe(normalizeSlug(slugify(name)));
    }
    expect(slugKey('Flint & Forge  Triple Jet')).toBe('flint-forge-triple-jet');
  });
});
