import { graphql } from '../../../../gql';

/** Everything the cart page shows of a cart; every cart mutation of the page selects it. */
export const CartPageFragment = graphql(`
  fragment CartPage_cart on Cart {
    id
    lines {
      id
    }
    ...CartSummary
    ...CartTable_cart
    ...CartTotals_cart
  }
`);
