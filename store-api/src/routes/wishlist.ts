import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { requireCustomer, viewerOf } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { NotFoundError, UnprocessableError } from '../http/errors.js';
import { envelope } from '../http/reply.js';
import { idList, queryText } from '../http/validate.js';
import { messages as M } from '@storefront/contract';
import { findProductsByIds } from '../services/products.js';
import { addWishlistItem } from '../services/wishlist.js';

/** One wishlist per customer, on the server, with the date each item was added. */
export function wishlistRoutes(app: FastifyInstance, db: Queryable): void {
  app.post('/add-wishlist', async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const [productId] = idList(fields.item_id, 1, M.productNotFound);
    if (productId === undefined) throw new UnprocessableError(M.productNotFound);
    const removed = await db.query(
      'DELETE FROM wishlists WHERE customer_id = $1 AND product_id = $2 RETURNING id',
      [customer.id, productId],
    );
    if (removed.length > 0) return envelope({ item_id: productId, wishlist: 0 }, M.wishlistRemoved);
    const [product] = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
    if (!product) throw new NotFoundError(M.productNotFound);
    await db.query(
      'INSERT INTO wishlists (customer_id, product_id) VALUES ($1, $2) ON CONFLICT (customer_id, product_id) DO NOTHING',
      [customer.id, productId],
    );
    return envelope({ item_id: productId, wishlist: 1 }, M.wishlistAdded);
  });

  app.post('/wishlist-list', async (request) => {
    const customer = requireCustomer(request);
    const rows = await db.query<{ id: number; product_id: number; added_at: Date }>(
      'SELECT id, product_id, added_at FROM wishlists WHERE customer_id = $1 ORDER BY added_at DESC, id DESC',
      [customer.id],
    );
    const products = await findProductsByIds(
      db,
      rows.map((row) => row.product_id),
      viewerOf(request),
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    return envelope(
      rows.map((row) => ({
        id: row.id,
        item_id: row.product_id,
        added_at: row.added_at.toISOString(),
        item: byId.get(row.product_id)!,
      })),
    );
  });

  app.post('/remove-wishlist', async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    if (queryText(fields.id).toLowerCase() === 'all') {
      await db.query('DELETE FROM wishlists WHERE customer_id = $1', [customer.id]);
    } else {
      const ids = idList(fields.id, 500, M.selectItems);
      if (ids.length === 0) throw new UnprocessableError(M.selectItems);
      await db.query('DELETE FROM wishlists WHERE customer_id = $1 AND product_id = ANY($2::int[])', [
        customer.id,
        ids,
      ]);
    }
    return envelope({}, M.wishlistClearedOk);
  });

  // Not in the spec: add-wishlist toggles, so a retried add would remove; this one only adds (docs/rest-api.md).
  app.post('/add-wishlist-item', async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const [productId] = idList(fields.item_id, 1, M.productNotFound);
    if (productId === undefined) throw new UnprocessableError(M.productNotFound);
    await addWishlistItem(db, customer.id, productId);
    return envelope({ item_id: productId, wishlist: 1 }, M.wishlistAdded);
  });
}
