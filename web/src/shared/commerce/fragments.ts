import { graphql } from '../../gql';

/**
 * What every mutation that changes the cart selects, so the normalized `Cart` entry (and with it the header's
 * count and the cart page's totals) is current after the mutation without a refetch.
 */
export const CartSummaryFragment = graphql(`
  fragment CartSummary on Cart {
    id
    totalQuantity
    lines {
      id
      quantity
    }
    subtotal {
      amount
      currencyCode
    }
    tax {
      amount
      currencyCode
    }
    total {
      amount
      currencyCode
    }
    meetsMinimum
  }
`);
