import type { CustomerResolvers, CustomerStatus } from '../generated/graphql.js';

import { isExpired } from '@storefront/contract';
import { registrationId, viewerId } from '../services/view-models.js';

const STATUSES: Record<string, CustomerStatus> = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
};

/** Dates may arrive as `2027-01-31` or as a timestamp; the schema's Date is the calendar day. */
function calendarDay(value: string | null): string | null {
  return value === null ? null : value.slice(0, 10);
}

export const Customer: CustomerResolvers = {
  // A REST host that names no customer id (the spec's account calls) gets one derived from the session.
  // A registration the host answered without its record: an id derived from its e-mail.
  id: (customer, _args, ctx) => {
    if (customer.id !== null) return String(customer.id);
    return customer.isViewer ? viewerId(ctx) : registrationId(customer.email);
  },
  status: (customer) => STATUSES[(customer.status ?? '').toLowerCase()] ?? 'PENDING',
  // store-api's rule for placeOrder (NOT_APPROVED, LICENCE_EXPIRED), so the web does not offer what it refuses.
  canOrder: (customer) =>
    customer.status?.toLowerCase() === 'approved' && !isExpired(calendarDay(customer.tob_expiry_date)),
  namePrefix: (customer) => customer.name_prefix,
  name: (customer) => customer.name,
  email: (customer) => customer.email,
  username: (customer) => customer.username,
  companyName: (customer) => customer.company_name ?? '',
  phone: (customer) => customer.phone ?? '',
  mobile: (customer) => customer.mobile,
  dba: (customer) => customer.dba,
  taxId: (customer) => customer.tax_id,
  taxExpiryDate: (customer) => calendarDay(customer.tax_expiry_date),
  tobaccoLicenseNumber: (customer) => customer.tob_license_no ?? '',
  tobaccoLicenseExpiryDate: (customer) => calendarDay(customer.tob_expiry_date),
  membershipCategory: async (customer, _args, ctx) => {
    if (customer.cc_tax_id === null) return null;
    const categories = await ctx.storeApi.reference.membershipCategories();
    const category = categories.find((candidate) => candidate.cc_id === customer.cc_tax_id);
    return category ? { id: String(category.cc_id), name: category.cc_name } : null;
  },
  // Addresses are only ever the caller's own: a freshly registered business (not logged in) has none here.
  billingAddress: async (customer, _args, ctx) =>
    customer.isViewer ? (await ctx.storeApi.account.addresses()).billing : null,
  shippingAddresses: async (customer, _args, ctx) =>
    customer.isViewer
      ? (await ctx.storeApi.account.addresses()).addresses.map((address) => ({
          ...address,
          type: 'shipping' as const,
        }))
      : [],
  certificateRenewals: async (customer, _args, ctx) =>
    customer.isViewer
      ? (customer.certificateRenewals ?? (await ctx.storeApi.account.certificateRenewals()))
      : [],
  reorderReminders: async (customer, _args, ctx) =>
    customer.isViewer ? ((await ctx.storeApi.reorderReminders.enabled()) ?? null) : null,
};
