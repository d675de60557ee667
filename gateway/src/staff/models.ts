import type { Customer, Order, Registration } from '../generated/staff-resolvers.js';

/*
 * What the staff resolvers return for the records whose lists carry fewer fields than their detail: the list's
 * fields, and the detail's once read (null for a list item, whose detail fields are then read on demand).
 */

type RegistrationDetailKey = 'addresses' | 'certificates' | 'informationRequests' | 'documents';
// notes are read from their own call when asked for.
export type RegistrationModel = Omit<Registration, RegistrationDetailKey | 'notes'> & {
  detail: Required<Pick<Registration, RegistrationDetailKey>> | null;
};

type CustomerDetailKey = 'addresses' | 'orders' | 'certificates' | 'audit' | 'apiKeys';
// certificateRenewals and notes are read from their own calls when asked for.
export type CustomerModel = Omit<Customer, CustomerDetailKey | 'certificateRenewals' | 'notes'> & {
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
/**
 * The audit trail comes with the order's own detail call only, not with the orders printed at once; the notes
 * are read from their own call when asked for.
 */
export type OrderModel = Omit<Order, OrderDetailKey | 'audit' | 'notes'> & {
  detail: Required<Pick<Order, OrderDetailKey>> | null;
  audit: Order['audit'] | null;
};
