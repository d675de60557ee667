/** The demo catalog: fictional brands, 63 products across the four categories' subcategories. */

export type ImageKind = 'box' | 'pack' | 'tin' | 'lighter' | 'cutter' | 'humidor';

export interface SeedBrand {
  name: string;
  code: string;
  /** Top-level category the brand's logo links to. */
  category: string;
  color: string;
}

export const seedBrands: SeedBrand[] = [
  { name: 'Casa Verano', code: 'CV', category: 'premium-cigar', color: '#7a3b16' },
  { name: 'Oro del Valle', code: 'ODV', category: 'premium-cigar', color: '#9a7209' },
  { name: 'Bellamar Reserve', code: 'BR', category: 'premium-cigar', color: '#24504f' },
  { name: 'Tres Colinas', code: 'TC', category: 'premium-cigar', color: '#5c2f1d' },
  { name: 'Harbor Leaf', code: 'HL', category: 'cigar', color: '#1e3a5f' },
  { name: 'Sweet Hollow', code: 'SH', category: 'cigar', color: '#8e2c5e' },
  { name: 'Blue Ridge Cigar Co.', code: 'BRC', category: 'cigar', color: '#2b5797' },
  { name: 'Quickdraw', code: 'QD', category: 'cigarillos', color: '#b3261e' },
  { name: 'Ember Lane', code: 'EL', category: 'cigarillos', color: '#7f5539' },
  { name: 'Flint & Forge', code: 'FF', category: 'tobacco-accessories', color: '#34495e' },
  { name: 'Keenedge', code: 'KE', category: 'tobacco-accessories', color: '#4a5160' },
  { name: 'Cedar Vault', code: 'CVT', category: 'tobacco-accessories', color: '#6f4326' },
  { name: 'Jetline', code: 'JL', category: 'tobacco-accessories', color: '#c0540f' },
];

export interface SeedProduct {
  category: string;
  brand: string;
  name: string;
  price: number;
  tax: number;
  stock: number;
  limit?: number;
}

const p = (
  category: string,
  brand: string,
  name: string,
  price: number,
  tax: number,
  stock: number,
  limit?: number,
): SeedProduct => ({ category, brand, name, price, tax, stock, ...(limit ? { limit } : {}) });

// prettier-ignore
export const seedProducts: SeedProduct[] = [
  p('premium-cigar-robusto', 'Casa Verano', 'Casa Verano Robusto Maduro (Box of 20)', 168, 8.4, 40),
  p('premium-cigar-robusto', 'Casa Verano', 'Casa Verano Robusto Connecticut (Box of 20)', 152, 7.6, 35),
  p('premium-cigar-robusto', 'Oro del Valle', 'Oro del Valle Robusto Habano (Box of 24)', 189, 9.6, 28, 5),
  p('premium-cigar-robusto', 'Bellamar Reserve', 'Bellamar Reserve Robusto Corojo (Box of 20)', 176, 8.8, 18),
  p('premium-cigar-robusto', 'Tres Colinas', 'Tres Colinas Robusto Natural (Box of 25)', 145, 10, 50),
  p('premium-cigar-robusto', 'Oro del Valle', 'Oro del Valle Rothschild Maduro (Box of 20)', 132, 8, 0),
  p('premium-cigar-robusto', 'Bellamar Reserve', 'Bellamar Reserve Petit Robusto (Box of 25)', 119, 7.5, 60),
  p('premium-cigar-toro', 'Casa Verano', 'Casa Verano Toro Oscuro (Box of 20)', 198, 9, 30),
  p('premium-cigar-toro', 'Oro del Valle', 'Oro del Valle Toro Sun Grown (Box of 20)', 214, 9, 22, 4),
  p('premium-cigar-toro', 'Bellamar Reserve', 'Bellamar Reserve Toro Habano (Box of 20)', 187, 9, 25),
  p('premium-cigar-toro', 'Tres Colinas', 'Tres Colinas Toro Cameroon (Box of 25)', 205, 11.25, 40),
  p('premium-cigar-toro', 'Casa Verano', 'Casa Verano Gran Toro Connecticut (Box of 20)', 221, 9, 12),
  p('premium-cigar-toro', 'Tres Colinas', 'Tres Colinas Box-Pressed Toro (Box of 20)', 236, 9, 8, 2),
  p('premium-cigar-toro', 'Oro del Valle', 'Oro del Valle Toro Maduro Limited (Box of 10)', 149, 4.5, 6, 2),
  p('premium-cigar-churchill', 'Casa Verano', 'Casa Verano Churchill Claro (Box of 25)', 262, 12.5, 20),
  p('premium-cigar-churchill', 'Oro del Valle', 'Oro del Valle Churchill Habano (Box of 20)', 248, 10, 15),
  p('premium-cigar-churchill', 'Bellamar Reserve', 'Bellamar Reserve Churchill Maduro (Box of 25)', 275, 12.5, 18),
  p('premium-cigar-churchill', 'Tres Colinas', 'Tres Colinas Churchill Natural (Box of 25)', 239, 12.5, 24),
  p('premium-cigar-churchill', 'Casa Verano', 'Casa Verano Double Corona (Box of 20)', 289, 10, 10, 3),
  p('premium-cigar-churchill', 'Bellamar Reserve', 'Bellamar Reserve Lonsdale Corojo (Box of 25)', 229, 12.5, 0),
  p('premium-cigar-churchill', 'Oro del Valle', 'Oro del Valle Presidente Sun Grown (Box of 10)', 179, 5, 9),
  p('cigar-machine-made', 'Harbor Leaf', 'Harbor Leaf Panetela Natural (Box of 50)', 64, 12.5, 120),
  p('cigar-machine-made', 'Harbor Leaf', 'Harbor Leaf Corona Natural (Box of 50)', 58, 12.5, 140),
  p('cigar-machine-made', 'Blue Ridge Cigar Co.', 'Blue Ridge Palma Fina (Box of 50)', 49.5, 12.5, 200),
  p('cigar-machine-made', 'Blue Ridge Cigar Co.', 'Blue Ridge Perfecto (Box of 50)', 54, 12.5, 180),
  p('cigar-machine-made', 'Harbor Leaf', 'Harbor Leaf Blunt Natural (Box of 25)', 38, 6.25, 90),
  p('cigar-machine-made', 'Blue Ridge Cigar Co.', 'Blue Ridge Senator Natural (Box of 50)', 52, 12.5, 75),
  p('cigar-machine-made', 'Blue Ridge Cigar Co.', 'Blue Ridge Kings Natural (Box of 50)', 46, 12.5, 0),
  p('cigar-flavored', 'Sweet Hollow', 'Sweet Hollow Vanilla Cream Corona (Box of 25)', 42, 6.25, 100),
  p('cigar-flavored', 'Sweet Hollow', 'Sweet Hollow Honey Bourbon Corona (Box of 25)', 42, 6.25, 85),
  p('cigar-flavored', 'Sweet Hollow', 'Sweet Hollow Rum Cask Robusto (Box of 20)', 56, 5, 60),
  p('cigar-flavored', 'Harbor Leaf', 'Harbor Leaf Cherry Wood Tip (Box of 50)', 61, 12.5, 110),
  p('cigar-flavored', 'Sweet Hollow', 'Sweet Hollow Cafe Mocha Petit Corona (Box of 40)', 47, 10, 70),
  p('cigar-flavored', 'Blue Ridge Cigar Co.', 'Blue Ridge Wine Tip Cigar (Box of 50)', 57, 12.5, 95),
  p('cigar-flavored', 'Sweet Hollow', 'Sweet Hollow Grape Tip Corona (Box of 25)', 39, 6.25, 4),
  p('cigarillos-tipped', 'Quickdraw', 'Quickdraw Sweet Tip Cigarillos (15 Pouches of 2)', 24, 3, 300),
  p('cigarillos-tipped', 'Quickdraw', 'Quickdraw Wine Tip Cigarillos (15 Pouches of 2)', 24, 3, 260),
  p('cigarillos-tipped', 'Quickdraw', 'Quickdraw Grape Tip Cigarillos (15 Pouches of 2)', 24, 3, 220),
  p('cigarillos-tipped', 'Sweet Hollow', 'Sweet Hollow Honey Tip Cigarillos (20 Packs of 5)', 46, 8, 150),
  p('cigarillos-tipped', 'Quickdraw', 'Quickdraw Vanilla Tip Cigarillos (15 Pouches of 2)', 24, 3, 0),
  p('cigarillos-tipped', 'Sweet Hollow', 'Sweet Hollow Peach Tip Cigarillos (20 Packs of 5)', 46, 8, 140),
  p('cigarillos-tipped', 'Quickdraw', 'Quickdraw Diamond Tip Cigarillos (25 Packs of 2)', 29.5, 5, 180),
  p('cigarillos-natural', 'Ember Lane', 'Ember Lane Natural Leaf Cigarillos (10 Tins of 10)', 72, 10, 90),
  p('cigarillos-natural', 'Ember Lane', 'Ember Lane Maduro Leaf Cigarillos (10 Tins of 10)', 76, 10, 70),
  p('cigarillos-natural', 'Ember Lane', 'Ember Lane Mini Cigarillos Natural (10 Tins of 20)', 89, 20, 55),
  p('cigarillos-natural', 'Oro del Valle', 'Oro del Valle Cigarillo Sun Grown (5 Tins of 10)', 54, 5, 40),
  p('cigarillos-natural', 'Casa Verano', 'Casa Verano Cigarillo Connecticut (5 Tins of 10)', 51, 5, 45),
  p('cigarillos-natural', 'Ember Lane', 'Ember Lane Wild Leaf Cigarillos (25 Pouches of 3)', 33, 7.5, 130),
  p('cigarillos-natural', 'Tres Colinas', 'Tres Colinas Cigarillo Cameroon (5 Tins of 10)', 57, 5, 0),
  p('tobacco-accessories-lighters', 'Flint & Forge', 'Flint & Forge Triple Jet Torch Lighter', 34, 0, 60, 10),
  p('tobacco-accessories-lighters', 'Jetline', 'Jetline Single Jet Torch Lighter (Display of 12)', 96, 0, 25),
  p('tobacco-accessories-lighters', 'Flint & Forge', 'Flint & Forge Soft Flame Table Lighter', 58, 0, 18),
  p('tobacco-accessories-lighters', 'Jetline', 'Jetline Refillable Butane 300 ml (Case of 12)', 48, 0, 40),
  p('tobacco-accessories-lighters', 'Flint & Forge', 'Flint & Forge Brass Pocket Lighter', 42, 0, 30),
  p('tobacco-accessories-cutters', 'Keenedge', 'Keenedge Double Guillotine Cutter', 18, 0, 80),
  p('tobacco-accessories-cutters', 'Keenedge', 'Keenedge V-Cut Cutter', 22, 0, 65),
  p('tobacco-accessories-cutters', 'Keenedge', 'Keenedge Stainless Cigar Scissors', 39, 0, 20),
  p('tobacco-accessories-cutters', 'Flint & Forge', 'Flint & Forge Punch Cutter Keychain', 12.5, 0, 120),
  p('tobacco-accessories-cutters', 'Keenedge', 'Keenedge Cutter Counter Display (Box of 24)', 144, 0, 10, 2),
  p('tobacco-accessories-humidors', 'Cedar Vault', 'Cedar Vault 50-Count Desktop Humidor', 129, 0, 12),
  p('tobacco-accessories-humidors', 'Cedar Vault', 'Cedar Vault 100-Count Glass Top Humidor', 189, 0, 8),
  p('tobacco-accessories-humidors', 'Cedar Vault', 'Cedar Vault Travel Humidor (5 Cigars)', 39, 0, 35),
  p('tobacco-accessories-humidors', 'Cedar Vault', 'Cedar Vault Cabinet Humidor (300 Cigars)', 449, 0, 3, 1),
];

export function imageKind(category: string, name: string): ImageKind {
  if (category.includes('lighters')) return 'lighter';
  if (category.includes('cutters')) return 'cutter';
  if (category.includes('humidors')) return 'humidor';
  if (/tins? of/i.test(name)) return 'tin';
  if (/pouches|packs/i.test(name)) return 'pack';
  return 'box';
}

const brandCodes = new Map(seedBrands.map((brand) => [brand.name, brand.code]));

/** Item code, SKU, UPC-A barcode and image file names, all derived from the product's position. */
export function productCodes(product: SeedProduct, index: number) {
  const itemCode = `${brandCodes.get(product.brand) ?? 'GS'}-${1001 + index}`;
  const base = `08421${String(30000 + index * 7).padStart(6, '0')}`;
  const digits = [...base].map(Number);
  const sum = digits.reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0);
  const barcode = `${base}${(10 - (sum % 10)) % 10}`;
  const file = itemCode.toLowerCase();
  return {
    itemCode,
    sku: `GST-${String(10001 + index)}`,
    barcode,
    images: [`${file}-1.svg`, `${file}-2.svg`],
  };
}

const wrappers: Record<string, string> = {
  Maduro: 'a dark, oily Maduro wrapper with notes of cocoa and espresso',
  Connecticut: 'a silky Connecticut shade wrapper, mild and creamy',
  Habano: 'a spicy Habano wrapper with cedar and black pepper',
  Corojo: 'a reddish Corojo wrapper with baking spice and leather',
  Natural: 'a natural wrapper, balanced and easy-going',
  Oscuro: 'an almost black Oscuro wrapper, rich and earthy',
  Cameroon: 'a toothy Cameroon wrapper with a sweet, nutty finish',
  'Sun Grown': 'a sun grown wrapper, full of sweet tobacco flavor',
  Claro: 'a light Claro wrapper with hay and almond notes',
};

export function productDescription(product: SeedProduct): string {
  const wrapper = Object.entries(wrappers).find(([key]) => product.name.includes(key))?.[1];
  const pack = /\(([^)]+)\)/.exec(product.name)?.[1];
  const sold = pack ? ` Sold as ${pack.toLowerCase()}.` : ' Sold individually.';
  if (product.category.startsWith('premium-cigar')) {
    return `Hand-rolled long-filler premium cigar with ${wrapper ?? 'a carefully aged wrapper'}. Aged in cedar rooms before boxing.${sold}`;
  }
  if (product.category.startsWith('cigar-')) {
    return `Consistent machine-made cigar with a smooth draw${product.category.endsWith('flavored') ? ' and a natural flavor infusion' : ''}. A steady seller for convenience counters.${sold}`;
  }
  if (product.category.startsWith('cigarillos')) {
    return `Cigarillos ${wrapper ? `with ${wrapper}` : 'with a sweet, even burn'}, freshness-sealed.${sold}`;
  }
  return `Dependable accessory built for everyday use by cigar smokers and retail customers.${sold}`;
}

/** Home page groups: the first is the recommended grid, the second the extra list. */
export const seedHomeSections: { name: string; items: string[] }[] = [
  {
    name: 'Recommended',
    items: ['CV-1001', 'ODV-1009', 'TC-1018', 'HL-1023', 'SH-1029', 'QD-1036', 'EL-1043', 'CVT-1060'],
  },
  { name: 'Best Sellers', items: ['BR-1010', 'BRC-1024', 'SH-1030', 'QD-1037', 'FF-1050', 'KE-1055'] },
];

export const seedPromoted = ['CV-1008', 'ODV-1016', 'BR-1017', 'SH-1031', 'EL-1044', 'JL-1051'];

export const seedBanners = {
  // The words are set over the pictures by the storefront (migration 0011): the pictures have none.
  sliders: [
    {
      image: 'hero-1.svg',
      title: 'Premium cigars for your humidor',
      headline: 'Premium cigars for your humidor',
      subtitle: 'Dominican, Nicaraguan and Honduran boxes, shipped from New Jersey',
      colors: ['#3b1f0e', '#8a5a2b'] as const,
    },
    {
      image: 'hero-2.svg',
      title: 'Cigarillos that sell themselves',
      headline: 'Cigarillos that sell themselves',
      subtitle: 'Tipped and natural leaf cigarillos by the display',
      colors: ['#4a0f2a', '#b3261e'] as const,
    },
    {
      image: 'hero-3.svg',
      title: 'Accessories for every counter',
      headline: 'Accessories for every counter',
      subtitle: 'Lighters, cutters and humidors at wholesale prices',
      colors: ['#1d2a36', '#4a5d70'] as const,
    },
  ],
  promo: { image: 'promo.svg', category: 'premium-cigar', brand: 'Casa Verano' },
  footer: { image: 'footer-plain.svg' },
};
