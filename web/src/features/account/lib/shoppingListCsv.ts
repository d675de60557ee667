import Papa from 'papaparse';

/** What the export needs of a line. */
export interface CsvLine {
  quantity: number;
  product: {
    name: string;
    sku?: string | null;
    itemCode?: string | null;
    barcode?: string | null;
    price?: { amount: string } | null;
  } | null;
  productId: string;
}

/**
 * A list as CSV, in the quick order's columns (sku, quantity) so the file goes back into the quick order as it is,
 * then the product's name and unit price for the reader. A cell that a spreadsheet would run as a formula is
 * escaped (papaparse's escapeFormulae).
 */
export function shoppingListCsv(lines: readonly CsvLine[]): string {
  const rows = lines.map((line) => [
    line.product?.sku ?? line.product?.itemCode ?? line.product?.barcode ?? '',
    String(line.quantity),
    line.product?.name ?? '',
    line.product?.price?.amount ?? '',
  ]);
  return Papa.unparse([['sku', 'quantity', 'name', 'unit_price'], ...rows], {
    escapeFormulae: true,
    newline: '\r\n',
  });
}

/** A file name from the list's name: letters, digits and dashes, e.g. weekly-humidor-restock.csv. */
export function csvFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'shopping-list'}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
