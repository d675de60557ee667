import { graphql } from '../../../../gql';

/** One wishlist row as the page shows it; the wishlist mutations select it for the list they return. */
export const WishlistRowFragment = graphql(`
  fragment WishlistTable_item on WishlistItem {
    id
    addedAt
    product {
      id
      name
      slug
      inStock
      inWishlist
      price {
        amount
        currencyCode
      }
      image {
        url
        alt
      }
    }
  }
`);
