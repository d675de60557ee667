export interface SeedCategory {
  slug: string;
  name: string;
  children: { slug: string; name: string }[];
}

// The four top-level slugs are fixed by the storefront's menu; the subcategories are our catalog's.
export const seedCategories: SeedCategory[] = [
  {
    slug: 'premium-cigar',
    name: 'Premium Cigars',
    children: [
      { slug: 'premium-cigar-robusto', name: 'Robusto' },
      { slug: 'premium-cigar-toro', name: 'Toro' },
      { slug: 'premium-cigar-churchill', name: 'Churchill' },
    ],
  },
  {
    slug: 'cigar',
    name: 'Cigars',
    children: [
      { slug: 'cigar-machine-made', name: 'Machine Made' },
      { slug: 'cigar-flavored', name: 'Flavored Cigars' },
    ],
  },
  {
    slug: 'cigarillos',
    name: 'Cigarillos',
    children: [
      { slug: 'cigarillos-tipped', name: 'Tipped Cigarillos' },
      { slug: 'cigarillos-natural', name: 'Natural Leaf' },
    ],
  },
  {
    slug: 'tobacco-accessories',
    name: 'Tobacco Accessories',
    children: [
      { slug: 'tobacco-accessories-lighters', name: 'Lighters' },
      { slug: 'tobacco-accessories-cutters', name: 'Cutters' },
      { slug: 'tobacco-accessories-humidors', name: 'Humidors' },
    ],
  },
];
