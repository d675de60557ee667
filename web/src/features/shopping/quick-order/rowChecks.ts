import { parseCents } from '@storefront/contract/money';

import type { CodeRow } from './csv';
import { quickOrderMessages as messages } from './messages';

/** What a row's product tells before it is added (the row's fragment, unmasked). */
export interface RowProduct {
  id: string;
  stock: number;
  purchaseLimit?: number | null;
  price?: { amount: string } | null;
  tax?: { amount: string } | null;
}

/** What the store said a code names: no answer yet (undefined), no product, one it no longer sells, or one. */
export interface CodeMatch<P extends RowProduct> {
  productId: string | null;
  product: P | null;
}

export type RowCheck<P extends RowProduct> =
  | { kind: 'pending' }
  | { kind: 'unknown' | 'unavailable'; problem: string }
  | { kind: 'product'; product: P; addable: number; lineCents: number | null; problem: string | null };

/** A code as the look-up is keyed: trimmed, any case. */
export const codeKey = (code: string) => code.trim().toLowerCase();

/**
 * Each row checked as the store would add it (gateway/src/services/cart.ts): what the stock and the purchase limit
 * allow beside what the cart holds and what the rows above took of the same product. The store still decides when
 * the rows are added; this only says at once what will not fit.
 */
export function checkRows<P extends RowProduct>(
  rows: readonly CodeRow[],
  matchOf: (code: string) => CodeMatch<P> | undefined,
  inCart: ReadonlyMap<string, number>,
): RowCheck<P>[] {
  const taken = new Map<string, number>();
  return rows.map((row): RowCheck<P> => {
    const match = matchOf(codeKey(row.code));
    if (!match) return { kind: 'pending' };
    if (match.productId === null) return { kind: 'unknown', problem: messages.unknownCode };
    const product = match.product;
    if (!product) return { kind: 'unavailable', problem: messages.unavailable };
    const limit = product.purchaseLimit ?? null;
    const stock = Math.max(0, product.stock);
    // At a limit no larger than the stock, the limit is what the buyer can do nothing about.
    const byLimit = limit !== null && limit <= stock;
    const most = byLimit ? limit : stock;
    const held = inCart.get(product.id) ?? 0;
    const before = (taken.get(product.id) ?? 0) + held;
    const addable = Math.max(0, Math.min(row.quantity, most - before));
    taken.set(product.id, (taken.get(product.id) ?? 0) + addable);
    const priceCents = product.price ? parseCents(product.price.amount) : null;
    const why = byLimit ? messages.purchaseLimit(limit) : messages.inStock(stock);
    return {
      kind: 'product',
      product,
      addable,
      lineCents: priceCents === null ? null : priceCents * row.quantity,
      problem: addable < row.quantity ? messages.rowShort(addable, why, held) : null,
    };
  });
}

/** What the rows that can be added come to, in cents: price and tax of the quantity each can take. */
export function listTotals<P extends RowProduct>(checks: readonly RowCheck<P>[]) {
  let subtotal = 0;
  let tax = 0;
  for (const check of checks) {
    if (check.kind !== 'product') continue;
    subtotal += (parseCents(check.product.price?.amount ?? '0') ?? 0) * check.addable;
    tax += (parseCents(check.product.tax?.amount ?? '0') ?? 0) * check.addable;
  }
  return { subtotal, tax, total: subtotal + tax };
}
