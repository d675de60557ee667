import { FormData } from 'undici';
import { WISHLIST } from '@storefront/contract/rest';
import type { CustomerCaller } from './caller.js';

/** The wishlist (`WISHLIST` of the REST contract). */
export class WishlistCalls {
  constructor(private readonly api: CustomerCaller) {}

  /** The spec's toggle answers only a message (`data.message`): where the new flag is left out, the list tells. */
  async toggle(itemId: string | number) {
    const form = new FormData();
    form.append('item_id', String(itemId));
    const { data, message } = await this.api.send(WISHLIST.toggle, { form });
    if (data) return { data, message };
    const listed = (await this.list()).some((entry) => entry.item_id === Number(itemId));
    return { data: { item_id: Number(itemId), wishlist: listed }, message };
  }

  list() {
    return this.api.read(WISHLIST.list, { json: {}, memo: true });
  }

  /**
   * Adds without toggling (ours): safe to repeat. Undefined from a REST host without that call, so the caller can
   * use the spec's toggle instead.
   */
  add(itemId: number) {
    return this.api.optional(WISHLIST.add, () => this.api.send(WISHLIST.add, { json: { item_id: itemId } }));
  }

  remove(itemIds: readonly (string | number)[] | 'all') {
    return this.api.send(WISHLIST.remove, { json: { id: itemIds === 'all' ? 'all' : itemIds.join(',') } });
  }
}
