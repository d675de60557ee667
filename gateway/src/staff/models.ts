import type { Customer, Order, Registration } from '../generated/staff-resolvers.js';

/*
 * What the staff resolvers return for the records whose lists carry fewer fields than their detail: the list's
 * fields, and the detail's once read (null for a list item, whose detail fields are then read on demand).
 */

type RegistrationDetailKey = 'addresses' | 'certificates' | 'informationRequests';
export type RegistrationModel = Omit<Registration, RegistrationDetailKey> & {
  detail: Required<Pick<Registration, RegistrationDetailKey>> | null;
};

type CustomerDetailKey = 'addresses' | 'orders' | 'certificates' | 'audit' | 'apiKeys';
// certificateRenewals is read from its own call when asked for.
export type CustomerModel = Omit<Customer, CustomerDetailKey | 'certificateRenewals'> & {
  detail: Required<Pick<Customer, CustomerDetailKey>> | null;
};

type OrderDetailKey =
  | 'subtotal'
  | 'tax'
  | 'lines'
  | 'billingAddress'
  | 'shippingAddress'
  | 'note'
  | 'amountToCollect'
  | 'shipment';
/** The audit trail comes with the order's own detail call only, not with the orders printed at once. */
export type OrderModel = Omit<Order, OrderDetailKey | 'audit'> & {
  detail: Required<Pick<Order, OrderDetailKey>> | null;
  audit: Order['audit'] | null;
};
