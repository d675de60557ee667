import { graphql } from '../../../../gql';

/** Everything the cart page shows of a cart; the cart mutations select the same, written out (api/useCartLineMutations.ts). */
export const CartPageFragment = graphql(`
  fragment CartPage_cart on Cart {
    id
    lines {
      id
      quantity
      product {
        id
      }
    }
    ...CartSummary
    ...CartTable_cart
    ...CartTotals_cart
  }
`);
