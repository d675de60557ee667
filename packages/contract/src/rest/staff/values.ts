/*
 * The closed lists of the staff API's values, in its snake_case: store-api checks what it is sent against them
 * and the answers' schemas accept only them.
 */

/** What each role may do: admin everything, sales registrations and customers, warehouse orders and products. */
export const STAFF_ROLES = ['admin', 'sales', 'warehouse'] as const;
export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const RENEWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export const AUDIT_SUBJECT_TYPES = [
  'customer',
  'order',
  'registration',
  'product',
  'staff',
  'settings',
  'category',
  'brand',
] as const;
/** Where a change was made: the staff screens (by a staff member) or the admin command (`npm run admin`). */
export const AUDIT_SOURCES = ['staff', 'command_line'] as const;
export const CERTIFICATE_KINDS = ['tax', 'tobacco'] as const;
/** The records staff may keep notes on (a registration and the customer it becomes share an id). */
export const STAFF_NOTE_SUBJECTS = ['customer', 'order', 'registration'] as const;
