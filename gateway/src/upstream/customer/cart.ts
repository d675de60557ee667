import { CART, type RestCart } from '@storefront/contract/rest';
import type { Answer, CustomerCaller } from './caller.js';

/**
 * The cart (`CART` of the REST contract). The spec's cart writes answer a toast or an "updated cart" it does not
 * describe; store-api's answer the cart, which then stands for the read until the next write.
 */
export class CartCalls {
  constructor(private readonly api: CustomerCaller) {}

  read() {
    return this.api.read(CART.cart, { memo: true });
  }

  quantity() {
    return this.api.read(CART.cartQuantity);
  }

  add(itemId: string | number, quantity: number) {
    return this.after(this.addOnly(itemId, quantity), { added: true });
  }

  /** add-to-cart without reading the cart back: several adds in a row read it once, after the last. */
  addOnly(itemId: string | number, quantity: number) {
    return this.api.send(CART.addToCart, { query: { item_id: itemId, quantity } });
  }

  addSelected(itemIds: readonly (string | number)[], quantity: number) {
    return this.after(
      this.api.send(CART.addSelectedToCart, { query: { item_ids: itemIds.join(','), quantity } }),
      { added: true },
    );
  }

  step(cartLineId: string | number, increase: boolean) {
    return this.after(
      this.api.send(CART.stepCartLine, {
        query: { cart_id: cartLineId, increase: increase ? 'true' : 'false' },
      }),
    );
  }

  /**
   * Sets a line's quantity (ours): safe to repeat. Undefined from a REST host without that call, so the caller
   * can use the spec's calls instead.
   */
  setQuantity(cartLineId: number, quantity: number) {
    return this.api.optional(CART.setCartLineQuantity, () =>
      this.after(this.api.send(CART.setCartLineQuantity, { json: { cart_id: cartLineId, quantity } })),
    );
  }

  remove(cartLineId: number | 'all') {
    return this.after(this.api.send(CART.removeCartLine, { query: { item_id: cartLineId } }));
  }

  /**
   * The cart after a write: the write's own answer when it is the cart, else the cart read again. An empty cart
   * after an add cannot be the cart: it is read again too.
   */
  private async after(
    write: Promise<Answer<RestCart | undefined>>,
    { added = false }: { added?: boolean } = {},
  ): Promise<Answer<RestCart>> {
    const { data, message } = await write;
    if (data && !(added && data.lines.length === 0)) {
      this.api.memo.set(CART.cart.name, { data, message: undefined } satisfies Answer<RestCart>);
      return { data, message };
    }
    return { data: await this.read(), message };
  }
}
