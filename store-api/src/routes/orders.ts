import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { requireCustomer } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { NotFoundError, UnprocessableError } from '../http/errors.js';
import { pageRequest, paginate } from '../http/pagination.js';
import { envelope } from '../http/reply.js';
import {
  flag,
  hasForbiddenCharacters,
  optionalText,
  parseId,
  parseInput,
  requiredEmail,
  requiredId,
  requiredPhone,
  requiredText,
  requiredZip,
} from '../http/validate.js';
import { M } from '../messages.js';
import { findOrderByKey, loadCustomerOrders, loadOrder, placeOrder } from '../services/orders.js';

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
    if (hasForbiddenCharacters(parsed)) throw new UnprocessableError(M.forbiddenCharacters);
    return parsed;
  }
  return value && typeof value === 'object' ? value : {};
}

function addressInput(m: typeof M.billing | typeof M.shipping) {
  return {
    name: requiredText(m.name, 'name', 120),
    company_name: optionalText('company name', 160),
    address: requiredText(m.address, 'address', 255),
    city: requiredText(m.city, 'city', 120),
    state_id: requiredId(m.state),
    pincode: requiredZip(m.pincode, M.properPostcode),
  };
}

// The checkout's rules in the spec's order: billing fields, phone and e-mail, shipping fields, terms.
const BillingInput = z.object({
  ...addressInput(M.billing),
  phone: requiredPhone(M.enterPhone, M.properPhone),
  email: requiredEmail(M.enterEmailAddress, M.properEmail),
});
const ShippingInput = z.object(addressInput(M.shipping));

const CheckoutInput = z.object({
  billing_address: z.preprocess(asObject, BillingInput),
  note: optionalText('order note', 2000),
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

export function orderRoutes(app: FastifyInstance, db: Database): void {
  app.post('/create-order', async (request, reply) => {
    const customer = requireCustomer(request);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : null;
    if (key !== null && (key.length < 8 || key.length > 100)) throw new UnprocessableError(M.idempotencyKey);

    const replay = async (orderId: number) => {
      void reply.header('Idempotent-Replayed', 'true');
      return envelope(await loadOrder(db, orderId, customer.id), M.orderCreatedOk);
    };
    if (key) {
      const existing = await findOrderByKey(db, customer.id, key);
      if (existing !== undefined) return replay(existing);
    }
    if (customer.status !== 'approved') throw new UnprocessableError(M.onlyApproved);
    const [inCart] = await db.query('SELECT 1 FROM cart_items WHERE customer_id = $1 LIMIT 1', [customer.id]);
    if (!inCart) {
      // A concurrent request with the same key may have placed the order (and emptied the cart) since the
      // look-up above: the cart and the order change in one transaction, so the key now finds it.
      const placed = key ? await findOrderByKey(db, customer.id, key) : undefined;
      if (placed !== undefined) return replay(placed);
      throw new UnprocessableError(M.cartEmpty);
    }

    const { fields } = await readForm(request);
    const input = parseInput(CheckoutInput, fields);
    const shipping = flag(fields.hasShippingAddress)
      ? parseInput(ShippingInput, asObject(fields.shipping_address))
      : null;
    if (!flag(fields.terms_accepted)) throw new UnprocessableError(M.acceptTerms);
    const stateIds = [input.billing_address.state_id, ...(shipping ? [shipping.state_id] : [])];
    const known = await db.query<{ id: number }>('SELECT id FROM states WHERE id = ANY($1::int[])', [
      stateIds,
    ]);
    const knownIds = new Set(known.map((s) => s.id));
    if (!knownIds.has(input.billing_address.state_id)) throw new UnprocessableError(M.billing.state);
    if (shipping && !knownIds.has(shipping.state_id)) throw new UnprocessableError(M.shipping.state);

    const placed = await placeOrder(db, customer.id, {
      billing: input.billing_address,
      shipping,
      note: input.note,
      idempotencyKey: key,
    });
    if (placed.replayed) return replay(placed.id);
    request.log.info({ orderId: placed.id, customerId: customer.id }, 'order created');
    return envelope(await loadOrder(db, placed.id, customer.id), M.orderCreatedOk);
  });

  app.get('/retrive-orders', async (request) => {
    const customer = requireCustomer(request);
    const page = pageRequest(request.query, 10, 50);
    const { total, orders } = await loadCustomerOrders(db, customer.id, page.perPage, page.offset);
    return envelope(paginate(request, page, total, orders));
  });

  app.get<{ Params: { id: string } }>('/orders/:id', async (request) => {
    const customer = requireCustomer(request);
    const id = parseId(request.params.id);
    const order = id === null ? undefined : await loadOrder(db, id, customer.id);
    if (!order) throw new NotFoundError(M.orderNotFound);
    return envelope(order);
  });
}
