import { ORDERS, type RestBodyOf, type RestOrder, type RestPage } from '@storefront/contract/rest';
import { UpstreamFailure } from '../client.js';
import { toGraphQLError } from '../errors.js';
import { centsQuery, type Answer, type CustomerCaller } from './caller.js';
import type { CartCalls } from './cart.js';

/** What the gateway sends of an order; the items and amounts of the spec's order request come from the cart. */
export type CreateOrderFields = Omit<
  RestBodyOf<typeof ORDERS.createOrder>,
  'items' | 'subtotal' | 'tax' | 'total'
>;

export type OrderAddressFields = CreateOrderFields['billing_address'];

/** How far an order is looked for in retrive-orders on a host without `orders/{id}`: the newest 500. */
const ORDER_SEARCH_PAGE_SIZE = 50;
const ORDER_SEARCH_PAGES = 10;

/** Orders (`ORDERS` of the REST contract). */
export class OrderCalls {
  constructor(
    private readonly api: CustomerCaller,
    private readonly cart: CartCalls,
  ) {}

  /**
   * The spec's order request: the addresses and note the buyer chose, with the items and amounts of the
   * server-side cart (a REST host that trusted them would still see only the cart's prices; store-api ignores
   * them and prices the order itself). The spec's answer is only a message: the order is then the newest one.
   */
  async create(fields: CreateOrderFields, idempotencyKey: string): Promise<Answer<RestOrder>> {
    const cart = await this.cart.read();
    const { data, message } = await this.api.send(ORDERS.createOrder, {
      json: {
        ...fields,
        items: cart.lines.map((line) => ({
          item_name: line.item.item_name,
          item_id: line.item_id,
          quantity: line.quantity,
          item_price: centsQuery(line.item.sales_price),
          subtotal: centsQuery(line.subtotal),
          tax: centsQuery(line.tax),
        })),
        subtotal: centsQuery(cart.subtotal),
        tax: centsQuery(cart.tax),
        total: centsQuery(cart.total),
      },
      headers: { 'idempotency-key': idempotencyKey },
    });
    if (data) return { data, message };
    const [newest] = (await this.page(1, 1)).data;
    if (!newest) {
      throw toGraphQLError(new UpstreamFailure('invalid', ORDERS.createOrder.name, 200), this.api.scope);
    }
    return { data: newest, message };
  }

  /** A page of orders, newest first; a host that answers the spec's plain list is paged here. */
  async page(page?: number | null, perPage?: number | null): Promise<RestPage<RestOrder>> {
    const answer = await this.api.read(ORDERS.orders, { query: { page, per_page: perPage } });
    if (!Array.isArray(answer)) return answer;
    const size = perPage ?? 10;
    const current = page ?? 1;
    return {
      current_page: current,
      data: answer.slice((current - 1) * size, current * size),
      last_page: Math.max(1, Math.ceil(answer.length / size)),
      per_page: size,
      total: answer.length,
    };
  }

  /**
   * One of the caller's orders: store-api's `orders/{id}`, or, from a host without that call (the spec reads orders
   * only through retrive-orders), the order of that id in the caller's list; null when the list has none.
   */
  async one(id: number): Promise<RestOrder | null> {
    const own = await this.api.optional(ORDERS.order, () => this.api.read(ORDERS.order, { params: { id } }));
    if (own !== undefined) return own;
    for (let page = 1; page <= ORDER_SEARCH_PAGES; page += 1) {
      const orders = await this.page(page, ORDER_SEARCH_PAGE_SIZE);
      const found = orders.data.find((order) => order.id === id);
      if (found) return found;
      // A host that ignores the page parameters answers its one list every time.
      if (orders.current_page !== page || page >= orders.last_page) break;
    }
    return null;
  }
}
