import { ACCOUNT } from './account.js';
import { API_KEYS } from './api-keys.js';
import { CART } from './cart.js';
import { CATALOG } from './catalog.js';
import { HOME } from './home.js';
import { SHOPPING_LISTS_CALLS } from './lists.js';
import { ORDERS } from './orders.js';
import { REFERENCE } from './reference.js';
import { REORDER_REMINDERS_CALLS } from './reminders.js';
import { WEBHOOKS_API } from './webhooks.js';
import { WISHLIST } from './wishlist.js';

export * from './account.js';
export * from './api-keys.js';
export * from './cart.js';
export * from './catalog.js';
export * from './home.js';
export * from './lists.js';
export * from './orders.js';
export * from './reference.js';
export * from './reminders.js';
export * from './webhooks.js';
export * from './wishlist.js';

/** Every call of the customer API (`/api/customer`), the spec's and ours. */
export const CUSTOMER_CALLS = [
  ...Object.values(ACCOUNT),
  ...Object.values(API_KEYS),
  ...Object.values(REFERENCE),
  ...Object.values(CATALOG),
  ...Object.values(HOME),
  ...Object.values(CART),
  ...Object.values(WISHLIST),
  ...Object.values(ORDERS),
  ...Object.values(SHOPPING_LISTS_CALLS),
  ...Object.values(WEBHOOKS_API),
  ...Object.values(REORDER_REMINDERS_CALLS),
];
