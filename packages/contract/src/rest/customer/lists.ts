import { z } from 'zod';
import { restCall } from '../call.js';
import { Id, Int, RestEmptySchema } from '../fields.js';
import { RestProductSchema } from './catalog.js';

/*
 * Shopping lists (issue 33 item 5): named lists of products, each with a quantity, that a buyer keeps to order
 * again ("Weekly humidor restock"). Ours alone: a distributor's host without them answers 404, and the gateway
 * says the store does not offer them (NOT_OFFERED).
 */

/** A list as the lists overview shows it: its name, how many products and units, when it last changed. */
export const RestShoppingListSummarySchema = z.object({
  id: Id,
  name: z.string(),
  line_count: Int,
  total_quantity: Int,
  created_at: z.string(),
  updated_at: z.string(),
});
export type RestShoppingListSummary = z.infer<typeof RestShoppingListSummarySchema>;

/** A product on a list; `item` is null when the store no longer has the product. */
export const RestShoppingListLineSchema = z.object({
  item_id: Id,
  quantity: Int,
  added_at: z.string(),
  item: RestProductSchema.nullable(),
});
export type RestShoppingListLine = z.infer<typeof RestShoppingListLineSchema>;

/** A list with its lines, in the order they were added. */
export const RestShoppingListSchema = RestShoppingListSummarySchema.extend({
  lines: z.array(RestShoppingListLineSchema),
});
export type RestShoppingList = z.infer<typeof RestShoppingListSchema>;

/** A product and its quantity in a list call's body. */
const ListLineBody = z.object({ item_id: z.number(), quantity: z.number() });

/**
 * The calls. Every write names the list in its path and answers the list as it is after, so a client never reads
 * it again. Bodies are JSON: `{name, lines: [{item_id, quantity}]}` to create, `{name}` to rename or duplicate,
 * `{lines}` to add (quantities summed with what the list holds) or set (absolute quantities), `{item_ids}` to
 * remove.
 */
export const SHOPPING_LISTS_CALLS = {
  lists: restCall({
    name: 'shopping-lists',
    method: 'GET',
    path: '/customer/shopping-lists',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: z.array(RestShoppingListSummarySchema),
  }),
  list: restCall({
    name: 'shopping-lists/:id',
    method: 'GET',
    path: '/customer/shopping-lists/:id',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: RestShoppingListSchema,
  }),
  create: restCall({
    name: 'shopping-lists/create',
    method: 'POST',
    path: '/customer/shopping-lists',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    body: z.object({ name: z.string(), lines: z.array(ListLineBody).readonly() }),
    answer: RestShoppingListSchema,
  }),
  rename: restCall({
    name: 'shopping-lists/:id/rename',
    method: 'POST',
    path: '/customer/shopping-lists/:id/rename',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    body: z.object({ name: z.string() }),
    answer: RestShoppingListSchema,
  }),
  duplicate: restCall({
    name: 'shopping-lists/:id/duplicate',
    method: 'POST',
    path: '/customer/shopping-lists/:id/duplicate',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    body: z.object({ name: z.string() }),
    answer: RestShoppingListSchema,
  }),
  remove: restCall({
    name: 'shopping-lists/:id/delete',
    method: 'POST',
    path: '/customer/shopping-lists/:id/delete',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: RestEmptySchema,
  }),
  addLines: restCall({
    name: 'shopping-lists/:id/add-lines',
    method: 'POST',
    path: '/customer/shopping-lists/:id/add-lines',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    body: z.object({ lines: z.array(ListLineBody).readonly() }),
    answer: RestShoppingListSchema,
  }),
  setLines: restCall({
    name: 'shopping-lists/:id/set-lines',
    method: 'POST',
    path: '/customer/shopping-lists/:id/set-lines',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    body: z.object({ lines: z.array(ListLineBody).readonly() }),
    answer: RestShoppingListSchema,
  }),
  removeLines: restCall({
    name: 'shopping-lists/:id/remove-lines',
    method: 'POST',
    path: '/customer/shopping-lists/:id/remove-lines',
    write: true,
    origin: 'ours',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    body: z.object({ item_ids: z.array(z.number()).readonly() }),
    answer: RestShoppingListSchema,
  }),
} as const;
