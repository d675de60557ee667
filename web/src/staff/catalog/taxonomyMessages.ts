import { CATALOG, catalogMessages as rules, PRODUCT_CSV } from '@storefront/contract';

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`;

/** What Categories and brands (/staff/catalog/categories) and Import products (/staff/catalog/import) say. */
export const taxonomyMessages = {
  title: 'Categories and brands',
  link: 'Categories and brands',
  categories: 'Categories',
  brands: 'Brands',
  categoriesTable: 'Categories',
  brandsTable: 'Brands',
  name: 'Name',
  slug: 'Slug',
  parent: 'Parent category',
  products: 'Products',
  subcategories: 'Subcategories',
  actions: 'Actions',
  topLevel: 'None (a top-level category)',
  newCategory: 'New category',
  newBrand: 'New brand',
  newCategoryTitle: 'New category',
  newBrandTitle: 'New brand',
  editTitle: (name: string) => `Edit ${name}`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteDescription:
    'It goes from the buyers’ menu and lists at once. A category or brand that products still use cannot be deleted: move the products first.',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create',
  slugHelp:
    'Its address: lower-case letters and digits joined by hyphens. Made from the name until you change it.',
  parentHelp: 'Choose a category to make this a subcategory of it.',
  parentLocked: 'It has subcategories, so it stays a top-level category.',
  created: (name: string) => `${name} created.`,
  saved: (name: string) => `${name} saved.`,
  deleted: (name: string) => `${name} deleted.`,
  noCategories: 'No categories yet.',
  noBrands: 'No brands yet.',
  subcategoryOf: (parent: string) => `in ${parent}`,

  // A category's picture (its shop's header) and a brand's logo (the home page's brand logos, brand lists).
  picture: (kind: 'category' | 'brand') => (kind === 'category' ? 'Picture' : 'Logo'),
  pictureLabel: (kind: 'category' | 'brand', name: string) =>
    kind === 'category' ? `Picture of ${name}` : `Logo of ${name}`,
  pictureHelp: (kind: 'category' | 'brand') =>
    kind === 'category'
      ? `Shown at the top of the category’s shop. A JPEG, PNG or WebP image of at most ${mb(CATALOG.imageBytes)}; it is resized to at most ${CATALOG.imageSide} pixels on its longest side.`
      : `Shown in the home page’s brand logos and beside the brand in buyers’ lists. A JPEG, PNG or WebP image of at most ${mb(CATALOG.imageBytes)}; it is resized to at most ${CATALOG.imageSide} pixels on its longest side.`,
  noPicture: (kind: 'category' | 'brand') =>
    kind === 'category' ? 'No picture yet.' : 'No logo yet: buyers see a placeholder.',
  uploadPicture: (kind: 'category' | 'brand', replace: boolean) =>
    `${replace ? 'Replace' : 'Upload'} the ${kind === 'category' ? 'picture' : 'logo'}`,
  removePicture: (kind: 'category' | 'brand') => `Remove the ${kind === 'category' ? 'picture' : 'logo'}`,
  uploadingPicture: 'Uploading…',
  removingPicture: 'Removing…',
  imageUploaded: (kind: 'category' | 'brand') =>
    kind === 'category' ? 'Picture saved: buyers see it now.' : 'Logo saved: buyers see it now.',
  imageRemoved: (kind: 'category' | 'brand') => (kind === 'category' ? 'Picture removed.' : 'Logo removed.'),
  done: 'Done',
  /** Said before sending: the store refuses it too. */
  pictureTooLarge: rules.imageSize,

  importTitle: 'Import and export products',
  importLink: 'Import and export (CSV)',
  exportHeading: 'Export',
  exportText:
    'Download every product (on sale and archived) as a CSV file: SKU, name, item code, barcode, category, brand, price, tax per unit, stock, purchase limit and status.',
  exportLink: 'Download products (CSV)',
  importHeading: 'Import price and stock',
  importText: `Upload a CSV file (at most ${mb(PRODUCT_CSV.maxBytes)} and ${PRODUCT_CSV.maxRows.toLocaleString('en-US')} product rows) whose first row names the columns. Products are found by their sku; price, tax_per_unit, stock and purchase_limit are changed where a cell is filled in (purchase_limit “none” removes the limit). The export’s other columns are read past. Nothing is changed until you apply, and if any row is wrong nothing is changed at all.`,
  stockImportHeading: 'Import stock',
  stockImportText: `Upload a CSV file (at most ${mb(PRODUCT_CSV.maxBytes)} and ${PRODUCT_CSV.maxRows.toLocaleString('en-US')} product rows) whose first row names the columns. Products are found by their sku, and their stock is changed where a cell is filled in. Your role changes stock only: a price, tax_per_unit or purchase_limit that differs from the product’s is an error of its row (sales change those), so edit only the stock column of the export. Nothing is changed until you apply, and if any row is wrong nothing is changed at all.`,
  file: 'CSV file',
  check: 'Check file',
  apply: 'Apply changes',
  applied: (count: number) => (count === 1 ? '1 product updated.' : `${count} products updated.`),
  report: 'Rows of the file',
  row: 'Row',
  sku: 'SKU',
  product: 'Product',
  changes: 'Changes',
  errors: 'Errors',
  ok: 'OK',
  noChange: 'No change',
  summary: (rows: number, changes: number, errors: number) =>
    `${rows.toLocaleString('en-US')} rows: ${changes.toLocaleString('en-US')} change a product, ${errors.toLocaleString('en-US')} with errors.`,
  fixFirst:
    'Correct the rows with errors in your spreadsheet and check the file again: nothing will be changed until every row is right.',
  nothingToApply: 'The file changes nothing.',
  appliedNote: 'Applied: the products below were updated, and buyers see the new prices and stock now.',
  chooseFile: 'Choose a CSV file first.',
  field: {
    price: 'Price',
    tax_per_unit: 'Tax per unit',
    stock: 'Stock',
    purchase_limit: 'Purchase limit',
  } as Record<string, string>,
  none: 'none',
} as const;
