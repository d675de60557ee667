// Test data shaped like the gateway's answers (Apollo asks for `__typename` on every object, and normalizes by
// it). Amounts are computed in integer cents, like the store does.

import { MINIMUM_ORDER_CENTS } from '@storefront/contract/limits';

export const money = (cents: number) => ({
  __typename: 'Money' as const,
  amount: (cents / 100).toFixed(2),
  currencyCode: 'USD',
});

interface ProductOptions {
  stock?: number;
  purchaseLimit?: number | null;
  /** Null for what an anonymous caller sees. */
  priceCents?: number | null;
  taxCents?: number | null;
  inWishlist?: boolean;
}

export function product(
  id: string,
  name: string,
  {
    stock = 10,
    purchaseLimit = null,
    priceCents = 5000,
    taxCents = 500,
    inWishlist = false,
  }: ProductOptions = {},
) {
  return {
    __typename: 'Product' as const,
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    stock,
    inStock: stock > 0,
    purchaseLimit,
    inWishlist,
    price: priceCents === null ? null : money(priceCents),
    tax: taxCents === null ? null : money(taxCents),
    image: { __typename: 'Image' as const, url: `/storage/products/${id}.png`, alt: name },
  };
}

export type ProductFixture = ReturnType<typeof product>;

export interface LineSeed {
  id: string;
  product: ProductFixture;
  quantity: number;
}

// Amounts always have two decimals: '12.50' is 1250 cents.
const cents = (money: { amount: string } | null) => (money ? Number(money.amount.replace('.', '')) : 0);

/** A cart as the gateway answers it, with every amount derived from the lines. */
export function cart(lines: readonly LineSeed[]) {
  const cartLines = lines.map((line) => {
    const unit = cents(line.product.price);
    const tax = cents(line.product.tax);
    return {
      __typename: 'CartLine' as const,
      id: line.id,
      quantity: line.quantity,
      product: line.product,
      unitPrice: money(unit),
      tax: money(tax * line.quantity),
      subtotal: money(unit * line.quantity),
    };
  });
  const subtotal = cartLines.reduce((sum, line) => sum + cents(line.subtotal), 0);
  const tax = cartLines.reduce((sum, line) => sum + cents(line.tax), 0);
  return {
    __typename: 'Cart' as const,
    id: 'cart-customer-1',
    lines: cartLines,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: money(subtotal),
    tax: money(tax),
    total: money(subtotal + tax),
    minimumOrder: money(MINIMUM_ORDER_CENTS),
    meetsMinimum: subtotal + tax >= MINIMUM_ORDER_CENTS,
  };
}
