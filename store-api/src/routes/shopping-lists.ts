import type { Database } from '../db/database.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { requireCustomer, viewerOf } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { envelope } from '../http/reply.js';
import { messages as M, parseId, QUANTITY, SHOPPING_LISTS } from '@storefront/contract';
import {
  createShoppingList,
  deleteShoppingList,
  duplicateShoppingList,
  loadShoppingList,
  loadShoppingLists,
  removeShoppingListLines,
  renameShoppingList,
  writeShoppingListLines,
  type ListLine,
} from '../services/shopping-lists.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { SHOPPING_LISTS_CALLS as CALLS } from '@storefront/contract/rest';

/** The list the path names: anything but an id is a list that does not exist. */
function listIdOf(params: Readonly<Record<string, string>>): number {
  const id = parseId(params.id ?? '');
  if (id === null) throw new NotFoundError(M.shoppingListNotFound);
  return id;
}

/** A list's name: trimmed, 1 to 80 characters. */
function nameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length < 1 || name.length > SHOPPING_LISTS.nameMaxLength)
    throw new UnprocessableError(M.shoppingListName, 'INVALID', 'name');
  return name;
}

/**
 * `[{item_id, quantity}]`: at most a list's worth, each product once, each quantity a whole number from 1 to 9999.
 * Absent is none when `optional`.
 */
function linesOf(value: unknown, { optional }: { optional: boolean }): ListLine[] {
  if (value === undefined && optional) return [];
  const invalid = (field: string, message: string = M.shoppingListLines) =>
    new UnprocessableError(message, 'INVALID', field);
  if (!Array.isArray(value) || (!optional && value.length === 0)) throw invalid('lines');
  if (value.length > SHOPPING_LISTS.linesPerList)
    throw new UnprocessableError(M.shoppingListLinesLimit, 'LIMIT_REACHED', 'lines');
  const seen = new Set<number>();
  return value.map((line: unknown, index) => {
    const { item_id: itemId, quantity } = (typeof line === 'object' && line !== null ? line : {}) as Record<
      string,
      unknown
    >;
    const productId = parseId(typeof itemId === 'number' ? String(itemId) : itemId);
    if (productId === null || seen.has(productId)) throw invalid(`lines.${index}.item_id`);
    seen.add(productId);
    const count = typeof quantity === 'string' ? Number(quantity) : quantity;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < QUANTITY.min || count > QUANTITY.max)
      throw invalid(`lines.${index}.quantity`, M.quantity);
    return { productId, quantity: count };
  });
}

/** `[id, …]` of products to take off a list: 1 to a list's worth. */
function productIdsOf(value: unknown): number[] {
  const invalid = new UnprocessableError(M.selectProducts, 'INVALID', 'item_ids');
  if (!Array.isArray(value) || value.length === 0 || value.length > SHOPPING_LISTS.linesPerList)
    throw invalid;
  return value.map((item: unknown) => {
    const id = parseId(typeof item === 'number' ? String(item) : item);
    if (id === null) throw invalid;
    return id;
  });
}

/** Shopping lists (ours, issue 33 item 5): each customer's own, bounded by the contract's SHOPPING_LISTS. */
export function shoppingListRoutes(app: CustomerApi, db: Database): void {
  customerRoute(app, CALLS.lists, async (request) => {
    const customer = requireCustomer(request);
    return envelope(await loadShoppingLists(db, customer.id));
  });

  customerRoute(app, CALLS.list, async (request) => {
    const customer = requireCustomer(request);
    return envelope(await loadShoppingList(db, customer.id, listIdOf(request.params), viewerOf(request)));
  });

  customerRoute(app, CALLS.create, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const name = nameOf(fields.name);
    const lines = linesOf(fields.lines, { optional: true });
    const list = await createShoppingList(db, customer.id, name, lines, viewerOf(request));
    return envelope(list, M.shoppingListCreatedOk);
  });

  customerRoute(app, CALLS.rename, async (request) => {
    const customer = requireCustomer(request);
    const listId = listIdOf(request.params);
    const { fields } = await readForm(request);
    const list = await renameShoppingList(db, customer.id, listId, nameOf(fields.name), viewerOf(request));
    return envelope(list, M.shoppingListSavedOk);
  });

  customerRoute(app, CALLS.duplicate, async (request) => {
    const customer = requireCustomer(request);
    const listId = listIdOf(request.params);
    const { fields } = await readForm(request);
    const list = await duplicateShoppingList(db, customer.id, listId, nameOf(fields.name), viewerOf(request));
    return envelope(list, M.shoppingListCreatedOk);
  });

  customerRoute(app, CALLS.remove, async (request) => {
    const customer = requireCustomer(request);
    await deleteShoppingList(db, customer.id, listIdOf(request.params));
    return envelope({}, M.shoppingListDeletedOk);
  });

  for (const [call, mode] of [
    [CALLS.addLines, 'add'],
    [CALLS.setLines, 'set'],
  ] as const) {
    customerRoute(app, call, async (request) => {
      const customer = requireCustomer(request);
      const listId = listIdOf(request.params);
      const { fields } = await readForm(request);
      const lines = linesOf(fields.lines, { optional: false });
      const list = await writeShoppingListLines(db, customer.id, listId, lines, mode, viewerOf(request));
      return envelope(list, M.shoppingListSavedOk);
    });
  }

  customerRoute(app, CALLS.removeLines, async (request) => {
    const customer = requireCustomer(request);
    const listId = listIdOf(request.params);
    const { fields } = await readForm(request);
    const list = await removeShoppingListLines(
      db,
      customer.id,
      listId,
      productIdsOf(fields.item_ids),
      viewerOf(request),
    );
    return envelope(list, M.shoppingListSavedOk);
  });
}
