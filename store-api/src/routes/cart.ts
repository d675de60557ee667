import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { requireCustomer } from '../http/auth.js';
import { NotFoundError, UnprocessableError } from '../http/errors.js';
import { readForm } from '../http/body.js';
import { envelope } from '../http/reply.js';
import { idList, queryText } from '../http/validate.js';
import { flag, IDS_PER_LIST, messages as M, parseQuantity } from '@storefront/contract';
import {
  addToCart,
  cartQuantity,
  loadCart,
  removeCartLine,
  setCartLineQuantity,
  stepCartLine,
} from '../services/cart.js';

type Query = Record<string, unknown>;

function quantityOf(value: unknown): number {
  const quantity = parseQuantity(queryText(value));
  if (quantity === null) throw new UnprocessableError(M.quantity);
  return quantity;
}

function requiredId(value: unknown, message: string): number {
  const [id] = idList(value, 1, message);
  if (id === undefined) throw new UnprocessableError(message);
  return id;
}

export function cartRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/add-to-cart', async (request) => {
    const customer = requireCustomer(request);
    const query = request.query as Query;
    const productId = requiredId(query.item_id, M.productNotFound);
    await addToCart(db, customer.id, productId, quantityOf(query.quantity));
    return envelope(await loadCart(db, customer.id), M.addedToCartOk);
  });

  app.get('/add-selected-to-cart', async (request) => {
    const customer = requireCustomer(request);
    const query = request.query as Query;
    const ids = idList(query.item_ids, IDS_PER_LIST, M.selectItems);
    if (ids.length === 0) throw new UnprocessableError(M.selectItems);
    const quantity = quantityOf(query.quantity);
    // Each item goes in on its own: what fits is added and leaves the wishlist, the rest stays listed there.
    const added: number[] = [];
    let firstError: unknown;
    for (const id of ids) {
      try {
        await addToCart(db, customer.id, id, quantity);
        added.push(id);
      } catch (error) {
        if (!(error instanceof UnprocessableError || error instanceof NotFoundError)) throw error;
        firstError ??= error;
      }
    }
    if (added.length === 0) throw firstError;
    await db.query('DELETE FROM wishlists WHERE customer_id = $1 AND product_id = ANY($2::int[])', [
      customer.id,
      added,
    ]);
    return envelope(await loadCart(db, customer.id), M.addedToCartOk);
  });

  app.get('/cart-items', async (request) => {
    const customer = requireCustomer(request);
    return envelope(await loadCart(db, customer.id));
  });

  app.get('/cart-items-qty', async (request) => {
    const customer = requireCustomer(request);
    return envelope(await cartQuantity(db, customer.id));
  });

  app.get('/increase-decrease-cart-item-qty', async (request) => {
    const customer = requireCustomer(request);
    const query = request.query as Query;
    const lineId = requiredId(query.cart_id, M.cartLineNotFound);
    const increase = queryText(query.increase) === '' || flag(query.increase);
    await stepCartLine(db, customer.id, lineId, increase);
    return envelope(await loadCart(db, customer.id));
  });

  app.get('/remove-item-from-cart', async (request) => {
    const customer = requireCustomer(request);
    const query = request.query as Query;
    const target =
      queryText(query.item_id).toLowerCase() === 'all'
        ? 'all'
        : requiredId(query.item_id, M.cartLineNotFound);
    await removeCartLine(db, customer.id, target);
    return envelope(await loadCart(db, customer.id));
  });

  // Not in the spec: an absolute quantity, so a retried request leaves the same cart (docs/rest-api.md).
  app.post('/set-cart-item-qty', async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const lineId = requiredId(fields.cart_id, M.cartLineNotFound);
    // Unlike add-to-cart's, the quantity has no default: an absolute value must be said.
    if (queryText(fields.quantity) === '') throw new UnprocessableError(M.quantity);
    await setCartLineQuantity(db, customer.id, lineId, quantityOf(fields.quantity));
    return envelope(await loadCart(db, customer.id));
  });
}
