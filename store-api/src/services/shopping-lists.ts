import type { RestShoppingListSchema, RestShoppingListSummarySchema } from '@storefront/contract/rest';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { messages as M, SHOPPING_LISTS } from '@storefront/contract';
import { findProductsByIds, type Viewer } from './products.js';

// Shopping lists (issue 33 item 5): named lists of products with a quantity each. Every write runs in one
// transaction that first locks the customer's row, so two requests at once cannot both pass a bound.

export interface ListLine {
  productId: number;
  quantity: number;
}

export type ShoppingListSummary = z.input<typeof RestShoppingListSummarySchema>;

export type ShoppingList = z.input<typeof RestShoppingListSchema>;

interface SummaryRow {
  id: number;
  name: string;
  line_count: number;
  total_quantity: number;
  created_at: Date;
  updated_at: Date;
}

const SUMMARY_SELECT = `
  SELECT l.id, l.name, l.created_at, l.updated_at,
         count(x.product_id)::int AS line_count, coalesce(sum(x.quantity), 0)::int AS total_quantity
    FROM shopping_lists l LEFT JOIN shopping_list_lines x ON x.list_id = l.id`;

function summaryOf(row: SummaryRow): ShoppingListSummary {
  return {
    id: row.id,
    name: row.name,
    line_count: row.line_count,
    total_quantity: row.total_quantity,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The customer's lists, the most recently changed first. */
export async function loadShoppingLists(db: Queryable, customerId: number): Promise<ShoppingListSummary[]> {
  const rows = await db.query<SummaryRow>(
    `${SUMMARY_SELECT} WHERE l.customer_id = $1 GROUP BY l.id ORDER BY l.updated_at DESC, l.id DESC`,
    [customerId],
  );
  return rows.map(summaryOf);
}

/** One of the customer's lists with its lines in the order they were added; NotFoundError for another's. */
export async function loadShoppingList(
  db: Queryable,
  customerId: number,
  listId: number,
  viewer: Viewer,
): Promise<ShoppingList> {
  const [row] = await db.query<SummaryRow>(
    `${SUMMARY_SELECT} WHERE l.customer_id = $1 AND l.id = $2 GROUP BY l.id`,
    [customerId, listId],
  );
  if (!row) throw new NotFoundError(M.shoppingListNotFound);
  const lines = await db.query<{ product_id: number; quantity: number; added_at: Date }>(
    'SELECT product_id, quantity, added_at FROM shopping_list_lines WHERE list_id = $1 ORDER BY position',
    [listId],
  );
  const products = await findProductsByIds(
    db,
    lines.map((line) => line.product_id),
    viewer,
  );
  const byId = new Map(products.map((product) => [product.id, product]));
  return {
    ...summaryOf(row),
    lines: lines.map((line) => ({
      item_id: line.product_id,
      quantity: line.quantity,
      added_at: line.added_at.toISOString(),
      item: byId.get(line.product_id) ?? null,
    })),
  };
}

/** Locks the customer's row for the transaction: the bounds below are checked one request at a time. */
async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
}

async function ownList(tx: Queryable, customerId: number, listId: number): Promise<void> {
  const [row] = await tx.query('SELECT 1 FROM shopping_lists WHERE id = $1 AND customer_id = $2', [
    listId,
    customerId,
  ]);
  if (!row) throw new NotFoundError(M.shoppingListNotFound);
}

async function refuseUnknownProducts(tx: Queryable, lines: readonly ListLine[]): Promise<void> {
  const ids = lines.map((line) => line.productId);
  const known = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]);
  const found = new Set(known.map((row) => row.id));
  const index = lines.findIndex((line) => !found.has(line.productId));
  if (index >= 0) throw new UnprocessableError(M.productNotFound, 'NOT_FOUND', `lines.${index}.item_id`);
}

async function refuseTooManyLines(tx: Queryable, listId: number): Promise<void> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM shopping_list_lines WHERE list_id = $1',
    [listId],
  );
  if ((row?.count ?? 0) > SHOPPING_LISTS.linesPerList)
    throw new UnprocessableError(M.shoppingListLinesLimit, 'LIMIT_REACHED', 'lines');
}

async function refuseTooManyLists(tx: Queryable, customerId: number): Promise<void> {
  const [row] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM shopping_lists WHERE customer_id = $1',
    [customerId],
  );
  if ((row?.count ?? 0) >= SHOPPING_LISTS.perCustomer)
    throw new UnprocessableError(M.shoppingListsLimit, 'LIMIT_REACHED', null);
}

/**
 * Adds lines to a list: a product already there gets the quantities summed (at most the quantity's maximum), a
 * new one goes last. `set` gives absolute quantities instead.
 */
async function writeLines(
  tx: Queryable,
  listId: number,
  lines: readonly ListLine[],
  mode: 'add' | 'set',
): Promise<void> {
  if (lines.length === 0) return;
  await refuseUnknownProducts(tx, lines);
  const merge =
    mode === 'add' ? 'least(shopping_list_lines.quantity + EXCLUDED.quantity, 9999)' : 'EXCLUDED.quantity';
  await tx.query(
    `INSERT INTO shopping_list_lines (list_id, product_id, quantity)
       SELECT $1, line.product_id, line.quantity
         FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS line (product_id, quantity, n) ORDER BY n
     ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = ${merge}`,
    [listId, lines.map((line) => line.productId), lines.map((line) => line.quantity)],
  );
  await refuseTooManyLines(tx, listId);
}

async function touch(tx: Queryable, listId: number): Promise<void> {
  await tx.query('UPDATE shopping_lists SET updated_at = now() WHERE id = $1', [listId]);
}

/** A new list holding these lines (none is fine). */
export async function createShoppingList(
  db: Database,
  customerId: number,
  name: string,
  lines: readonly ListLine[],
  viewer: Viewer,
): Promise<ShoppingList> {
  const listId = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await refuseTooManyLists(tx, customerId);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO shopping_lists (customer_id, name) VALUES ($1, $2) RETURNING id',
      [customerId, name],
    );
    await writeLines(tx, row!.id, lines, 'add');
    return row!.id;
  });
  return loadShoppingList(db, customerId, listId, viewer);
}

export async function renameShoppingList(
  db: Database,
  customerId: number,
  listId: number,
  name: string,
  viewer: Viewer,
): Promise<ShoppingList> {
  await db.transaction(async (tx) => {
    await ownList(tx, customerId, listId);
    await tx.query('UPDATE shopping_lists SET name = $2, updated_at = now() WHERE id = $1', [listId, name]);
  });
  return loadShoppingList(db, customerId, listId, viewer);
}

/** A copy of a list, lines in the same order, under a new name. */
export async function duplicateShoppingList(
  db: Database,
  customerId: number,
  listId: number,
  name: string,
  viewer: Viewer,
): Promise<ShoppingList> {
  const copyId = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await ownList(tx, customerId, listId);
    await refuseTooManyLists(tx, customerId);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO shopping_lists (customer_id, name) VALUES ($1, $2) RETURNING id',
      [customerId, name],
    );
    await tx.query(
      `INSERT INTO shopping_list_lines (list_id, product_id, quantity, added_at)
         SELECT $2, product_id, quantity, added_at FROM shopping_list_lines WHERE list_id = $1 ORDER BY position`,
      [listId, row!.id],
    );
    return row!.id;
  });
  return loadShoppingList(db, customerId, copyId, viewer);
}

/** Deletes a list; NotFoundError when it is not the customer's (or already gone). */
export async function deleteShoppingList(db: Queryable, customerId: number, listId: number): Promise<void> {
  const removed = await db.query(
    'DELETE FROM shopping_lists WHERE id = $1 AND customer_id = $2 RETURNING id',
    [listId, customerId],
  );
  if (removed.length === 0) throw new NotFoundError(M.shoppingListNotFound);
}

/** Adds (quantities summed) or sets (absolute quantities) lines of a list. */
export async function writeShoppingListLines(
  db: Database,
  customerId: number,
  listId: number,
  lines: readonly ListLine[],
  mode: 'add' | 'set',
  viewer: Viewer,
): Promise<ShoppingList> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await ownList(tx, customerId, listId);
    await writeLines(tx, listId, lines, mode);
    await touch(tx, listId);
  });
  return loadShoppingList(db, customerId, listId, viewer);
}

/** Takes products off a list; one that is not on it is left off (safe to repeat). */
export async function removeShoppingListLines(
  db: Database,
  customerId: number,
  listId: number,
  productIds: readonly number[],
  viewer: Viewer,
): Promise<ShoppingList> {
  await db.transaction(async (tx) => {
    await ownList(tx, customerId, listId);
    await tx.query('DELETE FROM shopping_list_lines WHERE list_id = $1 AND product_id = ANY($2::int[])', [
      listId,
      productIds,
    ]);
    await touch(tx, listId);
  });
  return loadShoppingList(db, customerId, listId, viewer);
}
