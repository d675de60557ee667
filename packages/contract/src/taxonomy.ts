import { SLUG_MAX_LENGTH } from './limits.js';
import { slugKey } from './slug.js';

/**
 * What staff may enter for a category or a brand, and the limits of a products CSV: store-api enforces them, the
 * gateway and the staff screens apply them before asking.
 */
export const TAXONOMY = {
  name: { max: 120 },
  slug: { max: SLUG_MAX_LENGTH },
} as const;

/** A products CSV staff import: at most this many bytes and data rows (the header row aside). */
export const PRODUCT_CSV = {
  maxBytes: 1024 * 1024,
  maxRows: 2_000,
  /** The columns an import reads: `sku` names the product, the others are optional and blank leaves them. */
  importColumns: ['sku', 'price', 'tax_per_unit', 'stock', 'purchase_limit'] as const,
} as const;

/** The one form a category's or brand's slug takes (the database's own CHECK): lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isTaxonomySlug(slug: string): boolean {
  return slug.length <= TAXONOMY.slug.max && SLUG.test(slug);
}

/** The slug a name suggests: the product slug rule, without underscores. `Dominican Cigars` → `dominican-cigars`. */
export function taxonomySlug(name: string): string {
  return slugKey(name.replace(/_/g, ' '))
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, TAXONOMY.slug.max)
    .replace(/-$/, '');
}

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const kb = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`;

/** The messages of category, brand and CSV work, as staff read them beside each field or row. */
export const taxonomyMessages = {
  nameRequired: (what: 'category' | 'brand') => `Enter the ${what}’s name.`,
  nameLength: `The name must be at most ${TAXONOMY.name.max} characters.`,
  slug: `The slug must be lower-case letters and digits joined by single hyphens, at most ${TAXONOMY.slug.max} characters (e.g. dominican-cigars).`,
  slugTaken: (what: 'category' | 'brand') => `Another ${what} already has this slug.`,
  nameTaken: 'Another brand already has this name.',
  parent: 'Choose a top-level category as the parent, or none.',
  parentHasChildren: 'This category has subcategories: it must stay a top-level category.',
  categoryInUse: (products: number, subcategories: number) => {
    const users = [
      products > 0 ? counted(products, 'product', 'products') : null,
      subcategories > 0 ? counted(subcategories, 'subcategory', 'subcategories') : null,
    ].filter((user) => user !== null);
    const one = users.length === 1 && (products === 1 || subcategories === 1);
    return `This category cannot be deleted: ${users.join(' and ')} still ${one ? 'uses' : 'use'} it (archived products count). Move them first.`;
  },
  brandInUse: (products: number) =>
    `This brand cannot be deleted: ${counted(products, 'product', 'products')} still ${products === 1 ? 'uses' : 'use'} it (archived products count). Move them first.`,
  shownOnHomePage: (what: 'category' | 'brand') =>
    `This ${what} is linked from the home page (a banner or a brand logo): change that first.`,
  csvRequired: 'Choose a CSV file to import.',
  csvSize: `The CSV file must not be larger than ${kb(PRODUCT_CSV.maxBytes)}.`,
  csvRows: `The CSV file must have at most ${PRODUCT_CSV.maxRows.toLocaleString('en-US')} product rows.`,
  csvEmpty: 'The CSV file has no product rows under its header.',
  csvUnreadable: 'The file could not be read as CSV: check its quotes and that it is saved as CSV (UTF-8).',
  csvHeader: `The first row must name the columns: sku, and any of ${PRODUCT_CSV.importColumns.slice(1).join(', ')}.`,
  csvUnknownColumn: (column: string) =>
    `The column “${column.slice(0, 60)}” cannot be imported: only ${PRODUCT_CSV.importColumns.join(', ')}.`,
  csvSkuRequired: 'Enter the product’s SKU.',
  csvSkuUnknown: 'No product has this SKU.',
  csvSkuAmbiguous: 'More than one product has this SKU: change them one by one in the catalog.',
  csvSkuRepeated: (firstRow: number) => `This SKU is already on row ${firstRow}.`,
  csvArchived: 'This product is archived: restore it before changing it.',
  csvNothing: 'The row changes nothing: fill in at least one of price, tax_per_unit, stock, purchase_limit.',
  csvRefused: 'Nothing was changed: correct the rows with errors and import the file again.',
  /** A warehouse member's file changes stock only: any other column that would change is refused on its row. */
  csvStockOnly: (column: string) =>
    `The warehouse changes stock only: leave ${column} as it is (sales change prices, tax and purchase limits).`,
} as const;
