import { messages as M } from '@storefront/contract/messages';

import type { LineSeed, ProductFixture } from './fixtures';

/** A line of addLinesToCart as the web app sends it. */
export interface RequestedLine {
  productId: string;
  quantity: number;
}

/** One CartLineResult as the gateway answers it (the fields the web app selects). */
export function lineResult(
  productId: string,
  product: ProductFixture | null,
  requestedQuantity: number,
  addedQuantity: number,
  message: string | null = null,
) {
  return {
    __typename: 'CartLineResult' as const,
    productId,
    code: null,
    name: product?.name ?? null,
    requestedQuantity,
    addedQuantity,
    message,
    product: product && { __typename: 'Product' as const, id: product.id, inWishlist: product.inWishlist },
  };
}

export type LineResultFixture = ReturnType<typeof lineResult>;

/**
 * What the store does with addLinesToCart: line after line, as many as the product's stock and purchase limit
 * allow beside what the cart holds. Products missing from `catalog` are no longer sold.
 */
export function addLines(
  cartLines: readonly LineSeed[],
  catalog: readonly ProductFixture[],
  requested: readonly RequestedLine[],
) {
  let lines = [...cartLines];
  const results = requested.map(({ productId, quantity }) => {
    const product = catalog.find((candidate) => candidate.id === productId);
    if (!product) return lineResult(productId, null, quantity, 0, M.noLongerAvailable);
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
    return lineResult(productId, product, quantity, added, added < quantity ? why : null);
  });
  return { lines, results };
}
