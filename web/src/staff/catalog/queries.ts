import { graphql } from '../gql';

/** A product as the catalog lists it; a saved change answers the same, so its row updates in place. */
export const CatalogProductFragment = graphql(`
  fragment CatalogProduct_product on Product {
    id
    name
    sku
    category {
      id
      name
    }
    stock
    purchaseLimit
    promoted
    recommended
    itemCode
    barcode
    brand {
      id
      name
    }
    price {
      amount
      currencyCode
    }
    taxPerUnit {
      amount
      currencyCode
    }
    description
    images {
      file
      url
    }
    archivedAt
  }
`);
