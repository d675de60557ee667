import { z } from 'zod';
import { restCall } from '../call.js';
import { Id, nullish, RestEmptySchema } from '../fields.js';
import { RestCartLineSchema } from './cart.js';

const RestStateRefSchema = z.object({ id: Id, state: z.string() });

export const RestAddressSchema = z.object({
  id: Id,
  type: z.enum(['billing', 'shipping']).optional(),
  name: nullish(z.string()),
  company_name: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  state_id: nullish(Id),
  state: nullish(RestStateRefSchema),
  pincode: nullish(z.string()),
  phone: nullish(z.string()),
});
export type RestAddress = z.infer<typeof RestAddressSchema>;

/** The spec's account-details names only name, company, e-mail and phone: the rest may be absent. */
export const RestCustomerSchema = z.object({
  id: nullish(Id),
  name_prefix: nullish(z.string()),
  name: z.string(),
  email: z.string(),
  username: nullish(z.string()),
  company_name: nullish(z.string()),
  phone: nullish(z.string()),
  mobile: nullish(z.string()),
  address: nullish(z.string()),
  city: nullish(z.string()),
  pincode: nullish(z.string()),
  country_id: nullish(Id),
  state_id: nullish(Id),
  state: nullish(RestStateRefSchema),
  tax_id: nullish(z.string()),
  tax_expiry_date: nullish(z.string()),
  tob_license_no: nullish(z.string()),
  tob_expiry_date: nullish(z.string()),
  dba: nullish(z.string()),
  cc_tax_id: nullish(Id),
  status: nullish(z.string()),
  created_at: nullish(z.string()),
});
export type RestCustomer = z.infer<typeof RestCustomerSchema>;

export const RestCartCustomerSchema = RestCustomerSchema.extend({
  addresses: z.array(RestAddressSchema).default([]),
  cart_items: z.array(RestCartLineSchema).default([]),
});

/**
 * store-api's address book (`billing` and `addresses`), or the spec's: the billing address's fields at the top
 * (address, city, state_id, state {state}, pincode, without an id) beside the `addresses` list.
 */
export const RestAddressBookSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || 'billing' in value) return value;
    const { addresses, ...billing } = value as Record<string, unknown>;
    const state = billing.state as { id?: unknown; state?: unknown } | null | undefined;
    return {
      billing:
        'address' in billing
          ? {
              id: BILLING_ADDRESS_ID,
              ...billing,
              state: state && typeof state === 'object' ? { id: billing.state_id, ...state } : null,
            }
          : null,
      addresses,
    };
  },
  z.object({
    billing: nullish(RestAddressSchema),
    addresses: z.array(RestAddressSchema).default([]),
  }),
);

/** The id the gateway gives a billing address its host sent without one (each customer has one). */
const BILLING_ADDRESS_ID = 0;

/**
 * The body of a login, read as the spec's client reads it: the token at the top (its `data.token`), and when it
 * stops working (store-api's; the spec's host does not say).
 */
export const RestLoginSchema = z.object({ token: z.string().min(1), expires_at: nullish(z.string()) });
/** store-api answers the new registration; the spec's host only a token (its `data.token`), read as no customer. */
export const RestRegisterSchema = z.object({ customer: RestCustomerSchema }).optional();
/** A renewed certificate waiting for review (`/customer/certificate-renewals`). */
export const RestCertificateRenewalSchema = z.object({
  id: Id,
  kind: z.enum(['tobacco', 'tax']),
  expires_on: z.string(),
  created_at: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export type RestCertificateRenewal = z.infer<typeof RestCertificateRenewalSchema>;
/** The body of verify-link: the customer id at the top (the spec's `data.id`). */
export const RestVerifyLinkSchema = z.object({ id: Id });

/** A registration's fields (multipart, beside its certificates `tax_certificate` and `tob_certificate`). */
export const RestRegisterBodySchema = z.object({
  name_prefix: z.string().optional(),
  name: z.string(),
  email: z.string(),
  password: z.string(),
  company_name: z.string(),
  address: z.string(),
  city: z.string(),
  country_id: z.string(),
  state_id: z.string(),
  pincode: z.string(),
  phone: z.string(),
  mobile: z.string().optional(),
  tax_id: z.string().optional(),
  tax_expiry_date: z.string().optional(),
  tob_license_no: z.string(),
  tob_expiry_date: z.string().optional(),
  dba: z.string().optional(),
  cc_tax_id: z.string(),
});

/** An address of the address book as a client sends it (with its id when it changes a shipping address). */
export const RestAddressBodySchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string().nullish(),
  company_name: z.string().nullish(),
  address: z.string(),
  city: z.string(),
  state_id: z.union([z.string(), z.number()]),
  pincode: z.string(),
  phone: z.string().nullish(),
});

/** Sessions, registration, the account and its addresses. */
export const ACCOUNT = {
  login: restCall({
    name: 'login',
    method: 'POST',
    path: '/customer/login',
    write: true,
    origin: 'spec',
    access: 'public',
    body: z.object({ email: z.string(), password: z.string() }),
    wrapping: 'bare',
    answer: RestLoginSchema,
  }),
  register: restCall({
    name: 'register',
    method: 'POST',
    path: '/customer/register',
    write: true,
    origin: 'spec',
    access: 'public',
    body: RestRegisterBodySchema,
    wrapping: 'envelope',
    answer: RestRegisterSchema,
  }),
  /** Checks a create-account link; reads, so it may be asked again. */
  verifyLink: restCall({
    name: 'verify-link',
    method: 'POST',
    path: '/customer/verify-link',
    write: false,
    origin: 'spec',
    access: 'public',
    body: z.object({ email_token: z.string() }),
    wrapping: 'bare',
    answer: RestVerifyLinkSchema,
  }),
  registerCustomer: restCall({
    name: 'register-customer',
    method: 'POST',
    path: '/customer/register-customer',
    write: true,
    origin: 'spec',
    access: 'public',
    body: z.object({
      username: z.string(),
      password: z.string(),
      confirmPassword: z.string(),
      id: z.union([z.string(), z.number()]),
      email_token: z.string(),
    }),
    wrapping: 'envelope',
    answer: RestEmptySchema,
  }),
  lostPassword: restCall({
    name: 'lost-password',
    method: 'POST',
    path: '/customer/lost-password',
    write: true,
    origin: 'spec',
    access: 'public',
    body: z.object({ email: z.string() }),
    wrapping: 'envelope',
    answer: RestEmptySchema,
  }),
  resetPassword: restCall({
    name: 'reset-password',
    method: 'POST',
    path: '/customer/reset-password',
    write: true,
    origin: 'spec',
    access: 'public',
    body: z.object({
      email: z.string(),
      token: z.string(),
      password: z.string(),
      password_confirmation: z.string(),
    }),
    wrapping: 'envelope',
    answer: RestEmptySchema,
  }),
  logout: restCall({
    name: 'logout',
    method: 'GET',
    path: '/customer/logout',
    write: true,
    origin: 'spec',
    access: 'customer',
    wrapping: 'envelope',
    answer: RestEmptySchema,
  }),
  accountDetails: restCall({
    name: 'account-details',
    method: 'GET',
    path: '/customer/account-details',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'any',
    wrapping: 'envelope',
    answer: RestCustomerSchema,
  }),
  /** The spec's answer is only a message; store-api's is the saved account. */
  saveAccountDetails: restCall({
    name: 'save-account-details',
    method: 'POST',
    path: '/customer/save-account-details',
    write: true,
    origin: 'spec',
    access: 'customer',
    body: z.object({
      name: z.string(),
      company_name: z.string(),
      email: z.string(),
      phone: z.string(),
      password_current: z.string().optional(),
      new_password: z.string().optional(),
      new_password_confirmation: z.string().optional(),
    }),
    wrapping: 'envelope',
    answer: RestCustomerSchema.optional(),
  }),
  addresses: restCall({
    name: 'addresses',
    method: 'GET',
    path: '/customer/addresses',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'any',
    wrapping: 'envelope',
    answer: RestAddressBookSchema,
  }),
  updateBillingAddress: restCall({
    name: 'update-billing-address',
    method: 'POST',
    path: '/customer/update-billing-address',
    write: true,
    origin: 'spec',
    access: 'customer',
    body: RestAddressBodySchema,
    wrapping: 'envelope',
    answer: RestAddressSchema.optional(),
  }),
  updateShippingAddress: restCall({
    name: 'update-shipping-address',
    method: 'POST',
    path: '/customer/update-shipping-address',
    write: true,
    origin: 'spec',
    access: 'customer',
    body: RestAddressBodySchema,
    wrapping: 'envelope',
    answer: RestAddressSchema.optional(),
  }),
  cartCustomer: restCall({
    name: 'cart-customer',
    method: 'GET',
    path: '/customer/cart-customer',
    write: false,
    origin: 'spec',
    access: 'customer',
    keyScope: 'orders:write',
    wrapping: 'envelope',
    answer: RestCartCustomerSchema,
  }),
  /** The caller's renewed certificates waiting for review. */
  certificateRenewals: restCall({
    name: 'certificate-renewals',
    method: 'GET',
    path: '/customer/certificate-renewals',
    write: false,
    origin: 'ours',
    access: 'customer',
    wrapping: 'envelope',
    answer: z.array(RestCertificateRenewalSchema),
  }),
  uploadCertificateRenewal: restCall({
    name: 'upload-certificate-renewal',
    method: 'POST',
    path: '/customer/certificate-renewals',
    write: true,
    origin: 'ours',
    access: 'customer',
    body: z.object({ kind: z.enum(['tobacco', 'tax']), expires_on: z.string() }),
    wrapping: 'envelope',
    answer: z.array(RestCertificateRenewalSchema),
  }),
} as const;
