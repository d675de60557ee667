import { SHOPPING_LISTS_CALLS as CALLS, type RestBodyOf } from '@storefront/contract/rest';
import type { CustomerCaller } from './caller.js';

/** A product and its quantity, as the shopping list calls take them. */
export type ListLineFields = RestBodyOf<typeof CALLS.addLines>['lines'][number];

/**
 * Shopping lists (`SHOPPING_LISTS_CALLS` of the REST contract), ours alone: every call answers NOT_OFFERED from a
 * host without them (the distributor's, as the spec describes it), and `offered()` says which it is.
 */
export class ShoppingListCalls {
  constructor(private readonly api: CustomerCaller) {}

  /** The caller's lists, read once per request (the capability check and `shoppingLists` share it). */
  summaries() {
    return this.api.extra(CALLS.lists, () => this.api.read(CALLS.lists, { memo: true }));
  }

  /** Whether the store keeps shopping lists: undefined from a host without the call, the lists otherwise. */
  async offered(): Promise<boolean> {
    const lists = await this.api.optional(CALLS.lists, () => this.api.read(CALLS.lists, { memo: true }));
    return lists !== undefined;
  }

  one(listId: number) {
    return this.api.extra(CALLS.list, () => this.api.read(CALLS.list, { params: { id: listId } }));
  }

  create(name: string, lines: readonly ListLineFields[]) {
    return this.api.extra(CALLS.create, () => this.api.read(CALLS.create, { json: { name, lines } }));
  }

  rename(listId: number, name: string) {
    return this.api.extra(CALLS.rename, () =>
      this.api.read(CALLS.rename, { params: { id: listId }, json: { name } }),
    );
  }

  duplicate(listId: number, name: string) {
    return this.api.extra(CALLS.duplicate, () =>
      this.api.read(CALLS.duplicate, { params: { id: listId }, json: { name } }),
    );
  }

  async remove(listId: number): Promise<void> {
    await this.api.extra(CALLS.remove, () => this.api.send(CALLS.remove, { params: { id: listId } }));
  }

  /** `add` sums the quantities with what the list holds; `set` gives absolute ones. */
  writeLines(listId: number, lines: readonly ListLineFields[], mode: 'add' | 'set') {
    const call = mode === 'add' ? CALLS.addLines : CALLS.setLines;
    return this.api.extra(call, () => this.api.read(call, { params: { id: listId }, json: { lines } }));
  }

  removeLines(listId: number, productIds: readonly number[]) {
    return this.api.extra(CALLS.removeLines, () =>
      this.api.read(CALLS.removeLines, { params: { id: listId }, json: { item_ids: productIds } }),
    );
  }
}
