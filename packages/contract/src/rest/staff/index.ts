import { STAFF_ACCOUNTS } from './accounts.js';
import { STAFF_AUDIT } from './audit.js';
import { STAFF_CUSTOMERS } from './customers.js';
import { STAFF_HOME } from './home.js';
import { STAFF_NOTES } from './notes.js';
import { STAFF_ORDERS } from './orders.js';
import { STAFF_PRODUCTS } from './products.js';
import { STAFF_REGISTRATIONS } from './registrations.js';
import { STAFF_RENEWALS } from './renewals.js';
import { STAFF_SESSION } from './session.js';
import { STAFF_TAXONOMY } from './taxonomy.js';

export * from './accounts.js';
export * from './audit.js';
export * from './customers.js';
export * from './fields.js';
export * from './home.js';
export * from './notes.js';
export * from './orders.js';
export * from './products.js';
export * from './registrations.js';
export * from './renewals.js';
export * from './session.js';
export * from './values.js';
export * from './taxonomy.js';

/** Every call of the staff API (`/api/staff`): store-api's own, which a distributor's host may lack. */
export const STAFF_CALLS = [
  ...Object.values(STAFF_SESSION),
  ...Object.values(STAFF_REGISTRATIONS),
  ...Object.values(STAFF_CUSTOMERS),
  ...Object.values(STAFF_RENEWALS),
  ...Object.values(STAFF_ORDERS),
  ...Object.values(STAFF_PRODUCTS),
  ...Object.values(STAFF_AUDIT),
  ...Object.values(STAFF_HOME),
  ...Object.values(STAFF_NOTES),
  ...Object.values(STAFF_ACCOUNTS),
  ...Object.values(STAFF_TAXONOMY),
];
