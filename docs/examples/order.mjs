// Reordering stock: lines by SKU into the cart, one order placed safely with an idempotency key (a retry after a
// lost answer gives the same order, never a second), then its status read back, and the orders listed page by page.
//
//   STORE_API_KEY=wsk_... node docs/examples/order.mjs SKU:QUANTITY [SKU:QUANTITY ...]

import { randomUUID } from 'node:crypto';
import { graphql, throwIfErrors } from './client.mjs';

/** Adds each `{ code, quantity }` (a SKU, item code or barcode) to the cart; answers what became of each line. */
export async function addBySku(lines, options) {
  const answer = await graphql(
    `
      mutation AddLines($lines: [CartLineInput!]!) {
        addLinesToCart(lines: $lines) {
          results {
            code
            reason
            requestedQuantity
            addedQuantity
          }
          cart {
            totalQuantity
            total {
              amount
            }
            meetsMinimum
            minimumOrder {
              amount
            }
          }
          userErrors {
            code
            field
            message
          }
        }
      }
    `,
    { lines },
    options,
  );
  throwIfErrors(answer);
  return answer.data.addLinesToCart;
}

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    order { id number status total { amount } }
    userErrors { code field message }
  }
}`;

/**
 * Places the cart as an order, billed to the account's billing address (the store bills that one anyway, so the
 * input leaves it out). One idempotency key per checkout, kept until the answer arrives: sent again (a timeout, a
 * lost connection), the same key answers the same order.
 */
export async function placeOrder(options, key = randomUUID()) {
  const input = { paymentMethod: 'CASH_ON_DELIVERY', acceptTerms: true };
  for (let attempt = 1; ; attempt += 1) {
    const answer = await graphql(PLACE_ORDER, { input, key }, options);
    const inUse = answer.errors?.[0]?.extensions?.code === 'IDEMPOTENCY_KEY_IN_USE';
    // The first request with this key is still being handled: ask again, with the same key, for its answer.
    if (inUse && attempt < 5) continue;
    throwIfErrors(answer);
    return { key, ...answer.data.placeOrder };
  }
}

/** The order's status now (PENDING, PROCESSING, SHIPPED, ...); null for an order that is not this buyer's. */
export async function orderStatus(id, options) {
  const answer = await graphql('query Order($id: ID!) { order(id: $id) { number status } }', { id }, options);
  throwIfErrors(answer);
  return answer.data.order;
}

/** Every order of the buyer, newest first, 50 a page (the most a page holds). */
export async function allOrders(options) {
  const orders = [];
  for (let page = 1; ; page += 1) {
    const answer = await graphql(
      'query Orders($page: Int) { orders(page: $page, perPage: 50) { totalPages items { id number status } } }',
      { page },
      options,
    );
    throwIfErrors(answer);
    orders.push(...answer.data.orders.items);
    if (page >= answer.data.orders.totalPages) return orders;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // An API key (made under "API access" with the scopes catalog:read, orders:write and orders:read) or a session
  // token from login.mjs: both are sent as `Authorization: Bearer`.
  const options = { token: process.env.STORE_API_KEY ?? process.env.STORE_TOKEN };
  const lines = process.argv.slice(2).map((arg) => {
    const [code, quantity] = arg.split(':');
    return { code, quantity: Number(quantity ?? 1) };
  });
  try {
    const added = await addBySku(lines, options);
    for (const line of added.results)
      console.log(line.code, line.reason ?? 'added', `${line.addedQuantity}/${line.requestedQuantity}`);
    const placed = await placeOrder(options);
    if (placed.userErrors.length > 0) {
      for (const refusal of placed.userErrors) console.error('refused:', refusal.code, refusal.message);
      process.exitCode = 1;
    } else {
      console.log('placed', placed.order.number, (await orderStatus(placed.order.id, options)).status);
    }
  } catch (error) {
    // `CODE: message`: UNAUTHENTICATED (a revoked key), SCOPE_MISSING, RATE_LIMITED, ...
    console.error('refused:', error.message);
    process.exitCode = 1;
  }
}
