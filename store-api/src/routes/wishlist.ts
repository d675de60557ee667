import type { Queryable } from '../db/database.js';
import { NotFoundError, refuse } from '../errors.js';
import { requireCustomer, viewerOf } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { envelope } from '../http/reply.js';
import { idList, queryText, requiredId } from '../http/validate.js';
import { messages as M } from '@storefront/contract';
import {
  addWishlistItem,
  loadWishlist,
  removeWishlistItems,
  toggleWishlistItem,
} from '../services/wishlist.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { WISHLIST } from '@storefront/contract/rest';

/** The product of add-wishlist and add-wishlist-item: anything but a product's id is not found. */
const PRODUCT_ID = { message: M.productNotFound, code: 'NOT_FOUND', field: 'item_id' } as const;

/** One wishlist per customer, on the server, with the date each item was added. */
export function wishlistRoutes(app: CustomerApi, db: Queryable): void {
  customerRoute(app, WISHLIST.toggle, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const productId = requiredId(fields.item_id, PRODUCT_ID);
    const wishlist = await toggleWishlistItem(db, customer.id, productId);
    if (wishlist === undefined) throw new NotFoundError(M.productNotFound);
    return envelope({ item_id: productId, wishlist }, wishlist === 1 ? M.wishlistAdded : M.wishlistRemoved);
  });

  customerRoute(app, WISHLIST.list, async (request) => {
    const customer = requireCustomer(request);
    return envelope(await loadWishlist(db, customer.id, viewerOf(request)));
  });

  customerRoute(app, WISHLIST.remove, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    if (queryText(fields.id).toLowerCase() === 'all') {
      await removeWishlistItems(db, customer.id, 'all');
    } else {
      const selectItems = { message: M.selectItems, code: 'INVALID', field: 'id' } as const;
      const ids = idList(fields.id, 500, selectItems);
      if (ids.length === 0) throw refuse(selectItems);
      await removeWishlistItems(db, customer.id, ids);
    }
    return envelope({}, M.wishlistClearedOk);
  });

  // Not in the spec: add-wishlist toggles, so a retried add would remove; this one only adds (docs/rest-api.md).
  customerRoute(app, WISHLIST.add, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const productId = requiredId(fields.item_id, PRODUCT_ID);
    if (!(await addWishlistItem(db, customer.id, productId))) throw new NotFoundError(M.productNotFound);
    return envelope({ item_id: productId, wishlist: 1 }, M.wishlistAdded);
  });
}
