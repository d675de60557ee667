/**
 * The most a buyer may choose: the stock, the purchase limit when the distributor set one, and the screen's own
 * cap when it has one (spec section 9: 28 on recommended cards, 65 on recently viewed cards). Never below 1.
 */
export function maxQuantity(
  { stock, purchaseLimit }: { stock: number; purchaseLimit?: number | null },
  cap = Number.POSITIVE_INFINITY,
): number {
  return Math.max(1, Math.min(stock, purchaseLimit ?? stock, cap));
}
