import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireCustomer, type AuthenticatedCustomer } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { ConflictError, NotFoundError, UnprocessableError } from '../errors.js';
import { pageRequest, paginate } from '../http/pagination.js';
import { envelope } from '../http/reply.js';
import { hasForbiddenCharacters, parseInput } from '../http/validate.js';
import { newOrder, orderPlaced } from '../mail/order-mail.js';
import {
  billingFields,
  flag,
  IDEMPOTENCY_KEY,
  messages as M,
  optionalText,
  parseId,
  renamed,
  shippingFields,
  TEXT_MAX,
} from '@storefront/contract';
import {
  assertSameRequest,
  findOrderByKey,
  hasCartLines,
  knownStateIds,
  loadCustomerOrders,
  loadOrder,
  placeOrder,
  type Order,
  type OrderRequest,
} from '../services/orders.js';
import { orderStateNames } from '../services/reference.js';
import { assertLicenceValid } from '../services/licences.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { ORDERS } from '@storefront/contract/rest';

/** An address arrives as an object (JSON) or as a JSON string (form fields). */
function asObject(value: unknown): unknown {
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
    // A JSON string can spell NUL as \u0000, which the request-wide check saw only as text.
    if (hasForbiddenCharacters(parsed)) throw new UnprocessableError(M.forbiddenCharacters, 'INVALID', null);
    return parsed;
  }
  return value && typeof value === 'object' ? value : {};
}

/** The REST names of an order address's fields. */
const REST_ADDRESS = { companyName: 'company_name', stateId: 'state_id', postcode: 'pincode' } as const;

// The checkout's rules in the spec's order: billing fields, phone and e-mail, shipping fields, terms.
const BillingInput = z.object(renamed(billingFields, REST_ADDRESS));
const ShippingInput = z.object(renamed(shippingFields, REST_ADDRESS));

const CheckoutInput = z.object({
  billing_address: z.preprocess(asObject, BillingInput),
  note: optionalText('order note', TEXT_MAX.note),
  payment_method: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .refine(
        (v) => ['', 'cash on dilevery', 'cash on delivery', 'cash_on_delivery'].includes(v.toLowerCase()),
        M.paymentMethod,
      ),
  ),
});

/**
 * The spec's order request, checked in the spec's order: billing, then shipping. Its items and amounts are not
 * read (the order is the server-side cart, priced here), and the terms are the browser's check.
 */
function checkoutRequest(fields: Record<string, unknown>): Omit<OrderRequest, 'idempotencyKey'> {
  const input = parseInput(CheckoutInput, fields);
  const shipping = flag(fields.hasShippingAddress)
    ? parseInput(ShippingInput, asObject(fields.shipping_address), 'shipping_address')
    : null;
  return { billing: input.billing_address, shipping, note: input.note };
}

export function orderRoutes(app: CustomerApi, { db, mailer, store }: AppContext): void {
  // Orders this process is placing, by customer and Idempotency-Key: a duplicate that arrives meanwhile (a
  // double click, a client retrying too soon) answers 409 at once. placeOrder's advisory lock does the same
  // for another process sharing the database.
  const inFlight = new Set<string>();

  async function createOrder(
    request: FastifyRequest,
    reply: FastifyReply,
    customer: AuthenticatedCustomer,
    key: string | null,
  ) {
    const { fields } = await readForm(request);
    const replay = async (orderId: number) => {
      void reply.header('Idempotent-Replayed', 'true');
      return envelope(await loadOrder(db, orderId, customer.id), M.orderCreatedOk);
    };
    /** The answer to a key already used: the same order for the same request, 422 for another. */
    const replayIfKnown = async () => {
      const existing = key ? await findOrderByKey(db, customer.id, key) : undefined;
      if (existing === undefined) return undefined;
      await assertSameRequest(db, customer.id, existing, checkoutRequest(fields));
      return replay(existing.id);
    };

    const known = await replayIfKnown();
    if (known) return known;
    if (customer.status !== 'approved') throw new UnprocessableError(M.onlyApproved, 'NOT_APPROVED', null);
    await assertLicenceValid(db, customer.id);
    if (!(await hasCartLines(db, customer.id))) {
      // Another process may have placed the order with this key (and emptied the cart) since the look-up
      // above: the cart and the order change in one transaction, so the key now finds it.
      const placed = await replayIfKnown();
      if (placed) return placed;
      throw new UnprocessableError(M.cartEmpty, 'CART_EMPTY', null);
    }

    const order = checkoutRequest(fields);
    const knownIds = await knownStateIds(db, [
      order.billing.state_id,
      ...(order.shipping ? [order.shipping.state_id] : []),
    ]);
    if (!knownIds.has(order.billing.state_id)) {
      throw new UnprocessableError(M.billing.state, 'INVALID', 'billing_address.state_id');
    }
    if (order.shipping && !knownIds.has(order.shipping.state_id)) {
      throw new UnprocessableError(M.shipping.state, 'INVALID', 'shipping_address.state_id');
    }

    const placed = await placeOrder(db, customer.id, { ...order, idempotencyKey: key });
    if (placed.replayed) return replay(placed.id);
    request.log.info({ orderId: placed.id, customerId: customer.id }, 'order created');
    const created = (await loadOrder(db, placed.id, customer.id))!;
    mailOrder(created, customer.id);
    return envelope(created, M.orderCreatedOk);
  }

  /**
   * Tells the buyer and the store about an order just committed. Only a new order gets here (a replay returns
   * above), so a retried request mails nothing; the answer does not wait for the mail server, no mail failure can
   * undo the order (sendOrLog logs it), and shutting down waits for both mails (the mailer's close).
   */
  function mailOrder(order: Order, customerId: number): void {
    const states = orderStateNames(db, order);
    void mailer.sendOrLog(states.then((names) => orderPlaced(store, order, names)));
    void mailer.sendOrLog(states.then((names) => newOrder(store, order, names, customerId)));
  }

  customerRoute(app, ORDERS.createOrder, async (request, reply) => {
    const customer = requireCustomer(request);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : null;
    if (key !== null && (key.length < IDEMPOTENCY_KEY.min || key.length > IDEMPOTENCY_KEY.max))
      throw new UnprocessableError(M.idempotencyKey, 'INVALID', 'Idempotency-Key');
    if (key === null) return createOrder(request, reply, customer, null);

    const flight = JSON.stringify([customer.id, key]);
    if (inFlight.has(flight)) throw new ConflictError(M.idempotencyKeyInFlight);
    inFlight.add(flight);
    try {
      return await createOrder(request, reply, customer, key);
    } finally {
      inFlight.delete(flight);
    }
  });

  customerRoute(app, ORDERS.orders, async (request) => {
    const customer = requireCustomer(request);
    const page = pageRequest(request.query, 10, 50);
    const { total, orders } = await loadCustomerOrders(db, customer.id, page.perPage, page.offset);
    return envelope(paginate(request, page, total, orders));
  });

  customerRoute(app, ORDERS.order, async (request) => {
    const customer = requireCustomer(request);
    const id = parseId(request.params.id);
    const order = id === null ? undefined : await loadOrder(db, id, customer.id);
    if (!order) throw new NotFoundError(M.orderNotFound);
    return envelope(order);
  });
}
