import type { z } from 'zod';
import type { Narrowed, RestWishlistEntrySchema, Whole } from '@storefront/contract/rest';
import type { Queryable } from '../db/database.js';
import { findProductsByIds, type Product, type Viewer } from './products.js';

// One wishlist per customer, on the server, with the date each item was added.

/** A wishlist entry as the wishlist call answers it: store-api's shape, with the date it was added. */
export type WishlistEntry = Narrowed<Whole<z.input<typeof RestWishlistEntrySchema.out>>, { item: Product }>;

/**
 * Adds the product to the wishlist, or removes it when it is there (the spec's add-wishlist toggles): 1 when it is
 * now on the list, 0 when it left it, undefined when there is no such product.
 */
export async function toggleWishlistItem(
  db: Queryable,
  customerId: number,
  productId: number,
): Promise<0 | 1 | undefined> {
  const removed = await db.query(
    'DELETE FROM wishlists WHERE customer_id = $1 AND product_id = $2 RETURNING id',
    [customerId, productId],
  );
  if (removed.length > 0) return 0;
  const [product] = await db.query('SELECT 1 FROM products WHERE id = $1 AND archived_at IS NULL', [
    productId,
  ]);
  if (!product) return undefined;
  await db.query(
    'INSERT INTO wishlists (customer_id, product_id) VALUES ($1, $2) ON CONFLICT (customer_id, product_id) DO NOTHING',
    [customerId, productId],
  );
  return 1;
}

/** The customer's wishlist, newest first, each with its product as the viewer may see it. */
export async function loadWishlist(
  db: Queryable,
  customerId: number,
  viewer: Viewer,
): Promise<WishlistEntry[]> {
  const rows = await db.query<{ id: number; product_id: number; added_at: Date }>(
    'SELECT id, product_id, added_at FROM wishlists WHERE customer_id = $1 ORDER BY added_at DESC, id DESC',
    [customerId],
  );
  const products = await findProductsByIds(
    db,
    rows.map((row) => row.product_id),
    viewer,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  return rows.map((row) => ({
    id: row.id,
    item_id: row.product_id,
    added_at: row.added_at.toISOString(),
    item: byId.get(row.product_id)!,
  }));
}

/** Takes these products off the wishlist, or every one. */
export async function removeWishlistItems(
  db: Queryable,
  customerId: number,
  productIds: number[] | 'all',
): Promise<void> {
  if (productIds === 'all') {
    await db.query('DELETE FROM wishlists WHERE customer_id = $1', [customerId]);
    return;
  }
  await db.query('DELETE FROM wishlists WHERE customer_id = $1 AND product_id = ANY($2::int[])', [
    customerId,
    productIds,
  ]);
}

/**
 * Puts a product on the customer's wishlist; one already there stays there, once (safe to repeat). False when
 * there is no such product.
 */
export async function addWishlistItem(
  db: Queryable,
  customerId: number,
  productId: number,
): Promise<boolean> {
  const [product] = await db.query('SELECT 1 FROM products WHERE id = $1 AND archived_at IS NULL', [
    productId,
  ]);
  if (!product) return false;
  await db.query(
    'INSERT INTO wishlists (customer_id, product_id) VALUES ($1, $2) ON CONFLICT (customer_id, product_id) DO NOTHING',
    [customerId, productId],
  );
  return true;
}
