import type { Queryable } from '../db/database.js';
import { messages as M } from '@storefront/contract';
import { NotFoundError } from '../http/errors.js';

/** Puts a product on the customer's wishlist; one already there stays there, once (safe to repeat). */
export async function addWishlistItem(db: Queryable, customerId: number, productId: number): Promise<void> {
  const [product] = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
  if (!product) throw new NotFoundError(M.productNotFound);
  await db.query(
    'INSERT INTO wishlists (customer_id, product_id) VALUES ($1, $2) ON CONFLICT (customer_id, product_id) DO NOTHING',
    [customerId, productId],
  );
}
