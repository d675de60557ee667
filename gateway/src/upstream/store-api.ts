import { AccountCalls } from './customer/account.js';
import { ApiKeyCalls } from './customer/api-keys.js';
import { CustomerCaller } from './customer/caller.js';
import { CartCalls } from './customer/cart.js';
import { CatalogCalls } from './customer/catalog.js';
import { HomeCalls } from './customer/home.js';
import { ShoppingListCalls } from './customer/lists.js';
import { OrderCalls } from './customer/orders.js';
import { ReferenceCalls } from './customer/reference.js';
import { ReorderReminderCalls } from './customer/reminders.js';
import { WebhookCalls } from './customer/webhooks.js';
import { WishlistCalls } from './customer/wishlist.js';

export type { AddressFields, RegisterFields, UploadedFile } from './customer/account.js';
export type { Answer, StoreApiScope } from './customer/caller.js';
export { NO_SLUG_ROUTE, type ProductFilter } from './customer/catalog.js';
export type { CreateOrderFields, OrderAddressFields } from './customer/orders.js';
export type { ListLineFields } from './customer/lists.js';

/**
 * The customer REST API (`@storefront/contract/rest`) for one GraphQL request, one object per area of the
 * contract: `ctx.storeApi.cart.add(…)`, `ctx.storeApi.catalog.items(…)`.
 */
export class StoreApi extends CustomerCaller {
  readonly account = new AccountCalls(this);
  readonly apiKeys = new ApiKeyCalls(this);
  readonly reference = new ReferenceCalls(this);
  readonly catalog = new CatalogCalls(this);
  readonly home = new HomeCalls(this);
  readonly cart = new CartCalls(this);
  readonly wishlist = new WishlistCalls(this);
  readonly lists = new ShoppingListCalls(this);
  readonly orders = new OrderCalls(this, this.cart);
  readonly webhooks = new WebhookCalls(this);
  readonly reorderReminders = new ReorderReminderCalls(this);
}
