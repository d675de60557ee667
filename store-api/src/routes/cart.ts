import type { Queryable } from '../db/database.js';
import { requireCustomer } from '../http/auth.js';
import { NotFoundError, refuse, UnprocessableError } from '../errors.js';
import { readForm } from '../http/body.js';
import { envelope } from '../http/reply.js';
import { idList, queryText, requiredId } from '../http/validate.js';
import { flag, IDS_PER_LIST, messages as M, parseQuantity } from '@storefront/contract';
import {
  addToCart,
  cartQuantity,
  loadCart,
  removeCartLine,
  setCartLineQuantity,
  stepCartLine,
} from '../services/cart.js';
import { removeWishlistItems } from '../services/wishlist.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { CART } from '@storefront/contract/rest';

function quantityOf(value: unknown): number {
  const quantity = parseQuantity(queryText(value));
  if (quantity === null) throw new UnprocessableError(M.quantity, 'INVALID', 'quantity');
  return quantity;
}

/** A cart line's id in the parameter `field`: anything but one of the customer's lines is not found. */
const cartLine = (field: string) => ({ message: M.cartLineNotFound, code: 'NOT_FOUND', field }) as const;

export function cartRoutes(app: CustomerApi, db: Queryable): void {
  customerRoute(app, CART.addToCart, async (request) => {
    const customer = requireCustomer(request);
    const { query } = request;
    const productId = requiredId(query.item_id, {
      message: M.productNotFound,
      code: 'NOT_FOUND',
      field: 'item_id',
    });
    await addToCart(db, customer.id, productId, quantityOf(query.quantity));
    return envelope(await loadCart(db, customer), M.addedToCartOk);
  });

  customerRoute(app, CART.addSelectedToCart, async (request) => {
    const customer = requireCustomer(request);
    const { query } = request;
    const selectItems = { message: M.selectItems, code: 'INVALID', field: 'item_ids' } as const;
    const ids = idList(query.item_ids, IDS_PER_LIST, selectItems);
    if (ids.length === 0) throw refuse(selectItems);
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
    await removeWishlistItems(db, customer.id, added);
    return envelope(await loadCart(db, customer), M.addedToCartOk);
  });

  customerRoute(app, CART.cart, async (request) => {
    const customer = requireCustomer(request);
    const { lines, ...totals } = await loadCart(db, customer);
    // The spec's client reads the lines as the body's `data` (its `data.data`); the totals stay beside them.
    return { data: lines, ...totals };
  });

  customerRoute(app, CART.cartQuantity, async (request) => {
    const customer = requireCustomer(request);
    return envelope(await cartQuantity(db, customer.id));
  });

  customerRoute(app, CART.stepCartLine, async (request) => {
    const customer = requireCustomer(request);
    const { query } = request;
    const lineId = requiredId(query.cart_id, cartLine('cart_id'));
    const increase = queryText(query.increase) === '' || flag(query.increase);
    await stepCartLine(db, customer.id, lineId, increase);
    return envelope(await loadCart(db, customer));
  });

  customerRoute(app, CART.removeCartLine, async (request) => {
    const customer = requireCustomer(request);
    const { query } = request;
    const target =
      queryText(query.item_id).toLowerCase() === 'all'
        ? 'all'
        : requiredId(query.item_id, cartLine('item_id'));
    await removeCartLine(db, customer.id, target);
    return envelope(await loadCart(db, customer));
  });

  // Not in the spec: an absolute quantity, so a retried request leaves the same cart (docs/rest-api.md).
  customerRoute(app, CART.setCartLineQuantity, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const lineId = requiredId(fields.cart_id, cartLine('cart_id'));
    // Unlike add-to-cart's, the quantity has no default: an absolute value must be said.
    if (queryText(fields.quantity) === '') throw new UnprocessableError(M.quantity, 'INVALID', 'quantity');
    await setCartLineQuantity(db, customer.id, lineId, quantityOf(fields.quantity));
    return envelope(await loadCart(db, customer));
  });
}
