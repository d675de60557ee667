import { CART_LINES_PER_ADD, PRODUCT_CODE } from '@storefront/contract/limits';
import { messages as M } from '@storefront/contract/messages';

/** A quick order's CSV file: `sku,quantity`, at most 100 KB, 500 lines and as many rows as one add takes. */
export const QUICK_ORDER_CSV = { maxBytes: 100 * 1024, maxLines: 500, maxRows: CART_LINES_PER_ADD } as const;

export const quickOrderMessages = {
  title: 'Quick order',
  intro:
    'Type a SKU, item code or barcode with a quantity, press Enter for the next row, then add every row to your cart at once. Or upload a CSV file.',
  // Rows typed by hand
  entryHeading: 'Add by code',
  codeLabel: 'SKU, item code or barcode',
  codePlaceholder: 'e.g. GST-10001',
  quantityLabel: 'Quantity',
  addRow: 'Add row',
  suggestionsLoading: 'Looking for products…',
  noSuggestions: 'No product starts with this code; you can still add it.',
  /** A suggestion's codes under its name: SKU, item code, barcode. */
  suggestionCodes: ([sku, itemCode, barcode]: readonly (string | null)[]) =>
    [sku && `SKU ${sku}`, itemCode, barcode].filter(Boolean).join(' · '),
  enterCode: 'Please enter a SKU, item code or barcode.',
  codeRule: M.productCode,
  quantityRule: M.quantity,
  tooManyRows: `A quick order holds at most ${CART_LINES_PER_ADD} rows: add these to your cart first.`,
  // A link's rows (a reorder reminder's `?lines=`)
  prefilled: (count: number) =>
    `${count} ${count === 1 ? 'product' : 'products'} from your link ${count === 1 ? 'is' : 'are'} in your list below, with your usual quantities. Check them, then add them to your cart.`,
  prefillSkipped: (count: number) =>
    `${count} ${count === 1 ? 'entry' : 'entries'} of the link could not be read and ${count === 1 ? 'was' : 'were'} left out.`,
  // The list
  rowsHeading: 'Your list',
  noRows: 'No rows yet. Add a code above or upload a CSV file.',
  rowsCount: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`,
  remove: (code: string) => `Remove ${code}`,
  clear: 'Clear list',
  addAll: 'Add all to cart',
  outcome: 'Result',
  added: 'Added',
  partlyAdded: (added: number, requested: number) => `${added} of ${requested} added`,
  notAdded: 'Not added',
  // Each row resolved as it is entered (approved customers)
  lookingUp: 'Looking up this code…',
  lookUpFailed:
    'The products could not be looked up just now; each row is checked when you add it to your cart.',
  rowCodes: (code: string, sku: string | null) =>
    sku && sku.toLowerCase() !== code.toLowerCase() ? `${code} · SKU ${sku}` : code,
  inStock: (stock: number) => (stock > 0 ? `${stock} in stock` : M.stockLeft(0)),
  purchaseLimit: M.purchaseLimit,
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  unknownCode: M.unknownCode,
  unavailable: M.noLongerAvailable,
  /** A row the stock or the purchase limit cuts short: how many can go in, and why. */
  rowShort: (addable: number, why: string, inCart: number) => {
    const reasons = inCart > 0 ? `${why}; ${inCart} already in your cart` : why;
    return addable > 0 ? `Only ${addable} can be added (${reasons})` : `None can be added (${reasons})`;
  },
  problem: 'Problem',
  // The list's total and the minimum order
  totalsHeading: 'Total of your list',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  totalsNote: 'A row that cannot be added in full counts only what can be added.',
  withCart: (amount: string) => `The meter includes the ${amount} already in your cart.`,
  // CSV upload
  csvHeading: 'Upload a CSV file',
  csvHelp: `One row per product with the columns sku and quantity, e.g. "GST-10001,5", under a first row naming them (sku,quantity) or without one. At most ${CART_LINES_PER_ADD} rows and ${QUICK_ORDER_CSV.maxBytes / 1024} KB. The sku column takes a SKU, item code or barcode.`,
  csvLabel: 'CSV file',
  csvReading: 'Reading the file…',
  csvLoaded: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} from the file added to your list.`,
  csvProblemsHeading: 'Rows of the file that were left out',
  csvNotCsv: 'Please choose a CSV file (.csv).',
  csvTooBig: `The file is larger than ${QUICK_ORDER_CSV.maxBytes / 1024} KB.`,
  csvTooLong: `The file has more than ${QUICK_ORDER_CSV.maxLines} lines.`,
  csvEmpty: 'The file has no rows.',
  csvColumns: 'The first line must name the columns sku and quantity.',
  csvUnreadable: 'The file could not be read as CSV.',
  csvTooManyRows: `The file has more than ${CART_LINES_PER_ADD} rows; split it into several files.`,
  csvLine: (row: number, problem: string) => `Row ${row}: ${problem}`,
  csvMissingCode: 'no SKU',
  csvBadCode: `the SKU has more than ${PRODUCT_CODE.maxLength} characters or a comma`,
  csvBadQuantity: M.quantity,
} as const;
