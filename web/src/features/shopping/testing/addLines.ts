import { messages as M } from '@storefront/contract/messages';

import type { LineSeed, ProductFixture } from './fixtures';

/** A line of addLinesToCart as the web app sends it. */
export interface RequestedLine {
  productId?: string;
  /** A SKU, item code or barcode (the quick order), instead of the product's id. */
  code?: string;
  quantity: number;
}

/** One CartLineResult as the gateway answers it (the fields the web app selects). */
export function lineResult(
  productId: string | null,
  product: ProductFixture | null,
  requestedQuantity: number,
  addedQuantity: number,
  message: string | null = null,
  code: string | null = null,
) {
  return {
    __typename: 'CartLineResult' as const,
    productId,
    code,
    name: product?.name ?? null,
    requestedQuantity,
    addedQuantity,
    message,
    product: product && { __typename: 'Product' as const, id: product.id, inWishlist: product.inWishlist },
  };
}

/**
 * What the store does with addLinesToCart: line after line, as many as the product's stock and purchase limit
 * allow beside what the cart holds. Products missing from `catalog` are no longer sold; a line's code names the
 * product `codes` gives for it (lower case), or none.
 */
export function addLines(
  cartLines: readonly LineSeed[],
  catalog: readonly ProductFixture[],
  requested: readonly RequestedLine[],
  codes: ReadonlyMap<string, string> = new Map(),
) {
  let lines = [...cartLines];
  const results = requested.map(({ productId: id, code = null, quantity }) => {
    const productId = code === null ? (id ?? null) : (codes.get(code.toLowerCase()) ?? null);
    if (productId === null) return lineResult(null, null, quantity, 0, M.unknownCode, code);
    const product = catalog.find((candidate) => candidate.id === productId);
    if (!product) return lineResult(productId, null, quantity, 0, M.noLongerAvailable, code);
    const limit = product.purchaseLimit;
    const atLimit = limit !== null && limit <= product.stock;
    const most = atLimit ? limit : product.stock;
    const line = lines.find((candidate) => candidate.product.id === productId);
    const added = Math.max(0, Math.min(quantity, most - (line?.quantity ?? 0)));
    if (added > 0)
      lines = line
        ? lines.map((candidate) =>
            candidate === line ? { ...line, quantity: line.quantity + added } : candidate,
          )
        : [...lines, { id: `line-${productId}`, product, quantity: added }];
    const why = atLimit ? M.purchaseLimit(most) : M.stockLeft(product.stock);
    return lineResult(productId, product, quantity, added, added < quantity ? why : null, code);
  });
  return { lines, results };
}
