// Reading the catalogue with the buyer's prices, page by page.
//
//   STORE_API_KEY=wsk_... node docs/examples/catalogue.mjs [category]   (or STORE_TOKEN from login.mjs)

import { graphql, throwIfErrors } from './client.mjs';

/**
 * Every product of a category with its price for this buyer (null without a token: prices are for approved
 * customers only). Pages of 48, the most one page holds; `totalPages` says when to stop.
 */
export async function allProducts(categorySlug, options = {}) {
  const products = [];
  for (let page = 1; ; page += 1) {
    const answer = await graphql(
      `
        query Catalogue($filter: ProductFilter, $page: Int) {
          products(filter: $filter, page: $page, perPage: 48) {
            totalPages
            items {
              id
              sku
              name
              stock
              price {
                amount
                currencyCode
              }
            }
          }
        }
      `,
      { filter: { categorySlugs: [categorySlug] }, page },
      options,
    );
    throwIfErrors(answer);
    products.push(...answer.data.products.items);
    if (page >= answer.data.products.totalPages) return products;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const products = await allProducts(process.argv[2] ?? 'cigar', {
    token: process.env.STORE_API_KEY ?? process.env.STORE_TOKEN,
  });
  for (const product of products) console.log(product.sku, product.name, product.price?.amount ?? '-');
}
