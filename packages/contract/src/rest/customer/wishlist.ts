import { z } from 'zod';
import { restCall } from '../call.js';
import { Flag, Id, nullish, RestEmptySchema } from '../fields.js';
import { RestProductSchema } from './catalog.js';

/**
 * A wishlist entry as store-api sends it (`{id, item_id, added_at, item}`), or as the spec's host does: the
 * product itself (section 7's `data.data` list of products; section 3 keeps `wishlist_added_date` on the client, so
 * such a host knows no date, and `added_at` is null).
 */
export const RestWishlistEntrySchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('item' in value)
      ? { id: (value as { id?: unknown }).id, item_id: (value as { id?: unknown }).id, item: value }
      : value,
  z.object({
    id: Id,
    item_id: Id,
    added_at: nullish(z.string()),
    item: RestProductSchema,
  }),
);
export type RestWishlistEntry = z.infer<typeof RestWishlistEntrySchema>;

export const RestWishlistToggleSchema = z.object({ item_id: Id, wishlist: Flag });

/**
 * add-wishlist's answer: store-api's new flag, or only the spec's message (`data.message`), read as no flag (the
 * list then tells).
 */
export const RestWishlistToggleAnswerSchema = z.union([
  RestWishlistToggleSchema,
  z.object({ message: z.string() }).transform(() => undefined),
  z.undefined(),
]);

export const WISHLIST = {
  /** The spec's toggle: adds a product that is not listed, removes one that is. */
  toggle: restCall({
    name: 'add-wishlist',
    method: 'POST',
    path: '/customer/add-wishlist',
    write: true,
    origin: 'spec',
    access: 'customer',
    body: z.object({ item_id: z.string() }),
    wrapping: 'envelope',
    answer: RestWishlistToggleAnswerSchema,
  }),
  /** A POST that reads (the spec's), so it may be asked again. */
  list: restCall({
    name: 'wishlist-list',
    method: 'POST',
    path: '/customer/wishlist-list',
    write: false,
    origin: 'spec',
    access: 'customer',
    body: z.object({}),
    wrapping: 'envelope',
    answer: z.array(RestWishlistEntrySchema),
  }),
  remove: restCall({
    name: 'remove-wishlist',
    method: 'POST',
    path: '/customer/remove-wishlist',
    write: true,
    origin: 'spec',
    access: 'customer',
    body: z.object({ id: z.string() }),
    wrapping: 'envelope',
    answer: RestEmptySchema,
  }),
  /** Adds without toggling, so a repeated request keeps the product listed. */
  add: restCall({
    name: 'add-wishlist-item',
    method: 'POST',
    path: '/customer/add-wishlist-item',
    write: true,
    origin: 'ours',
    access: 'customer',
    body: z.object({ item_id: z.number() }),
    wrapping: 'envelope',
    answer: RestWishlistToggleSchema,
  }),
} as const;
