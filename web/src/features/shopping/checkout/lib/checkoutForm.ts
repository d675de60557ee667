import { type Rule, isBlank } from '../../../../shared/lib/validation';
import { checkoutMessages as messages } from '../../messages';

/** The checkout form, flat so each value is the `name` of its control (to focus the first invalid one). */
export interface CheckoutValues {
  billingName: string;
  billingCompanyName: string;
  billingAddress: string;
  billingCity: string;
  billingStateId: string;
  billingPostcode: string;
  phone: string;
  email: string;
  shipToDifferentAddress: boolean;
  shippingName: string;
  shippingCompanyName: string;
  shippingAddress: string;
  shippingCity: string;
  shippingStateId: string;
  shippingPostcode: string;
  note: string;
  acceptTerms: boolean;
}

export type CheckoutField = keyof CheckoutValues;

/** An address's fields as the form keeps them. */
export interface AddressValues {
  name: string;
  companyName: string;
  address: string;
  city: string;
  stateId: string;
  postcode: string;
}

export type AddressKind = 'billing' | 'shipping';

const addressKeys = ['name', 'companyName', 'address', 'city', 'stateId', 'postcode'] as const;

const capitalize = (key: string) => `${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`;

/** `billing` + `stateId` → `billingStateId`. */
export function addressField(kind: AddressKind, key: keyof AddressValues): CheckoutField {
  return `${kind}${capitalize(key)}` as CheckoutField;
}

export function readAddress(values: CheckoutValues, kind: AddressKind): AddressValues {
  const address = {} as AddressValues;
  for (const key of addressKeys) address[key] = String(values[addressField(kind, key)]);
  return address;
}

export function writeAddress(kind: AddressKind, address: AddressValues): Partial<CheckoutValues> {
  const values: Partial<Record<CheckoutField, string>> = {};
  for (const key of addressKeys) values[addressField(kind, key)] = address[key];
  return values as Partial<CheckoutValues>;
}

const blank = (field: CheckoutField) => (values: CheckoutValues) => isBlank(String(values[field]));
const shipping = (field: CheckoutField) => (values: CheckoutValues) =>
  values.shipToDifferentAddress && isBlank(String(values[field]));

/** Spec section 5, in its order: billing, then shipping when it differs, then the terms. */
export const checkoutRules: readonly Rule<CheckoutValues>[] = [
  { field: 'billingName', message: messages.billingNameRequired, fails: blank('billingName') },
  { field: 'billingAddress', message: messages.billingAddressRequired, fails: blank('billingAddress') },
  { field: 'billingCity', message: messages.billingCityRequired, fails: blank('billingCity') },
  { field: 'billingStateId', message: messages.billingStateRequired, fails: blank('billingStateId') },
  { field: 'billingPostcode', message: messages.billingPostcodeRequired, fails: blank('billingPostcode') },
  { field: 'phone', message: messages.phoneRequired, fails: blank('phone') },
  { field: 'email', message: messages.emailRequired, fails: blank('email') },
  { field: 'shippingName', message: messages.shippingNameRequired, fails: shipping('shippingName') },
  { field: 'shippingAddress', message: messages.shippingAddressRequired, fails: shipping('shippingAddress') },
  { field: 'shippingCity', message: messages.shippingCityRequired, fails: shipping('shippingCity') },
  { field: 'shippingStateId', message: messages.shippingStateRequired, fails: shipping('shippingStateId') },
  {
    field: 'shippingPostcode',
    message: messages.shippingPostcodeRequired,
    fails: shipping('shippingPostcode'),
  },
  { field: 'acceptTerms', message: messages.termsRequired, fails: (values) => !values.acceptTerms },
];

const trimmed = (value: string) => value.trim();
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The `placeOrder` input: addresses, note, payment method (cash on delivery, the only one) and the terms. */
export function toPlaceOrderInput(values: CheckoutValues) {
  const billing = readAddress(values, 'billing');
  const shippingAddress = readAddress(values, 'shipping');
  return {
    billingAddress: {
      name: trimmed(billing.name),
      companyName: optional(billing.companyName),
      address: trimmed(billing.address),
      city: trimmed(billing.city),
      stateId: billing.stateId,
      postcode: trimmed(billing.postcode),
      phone: values.phone,
      email: trimmed(values.email),
    },
    shippingAddress: values.shipToDifferentAddress
      ? {
          name: trimmed(shippingAddress.name),
          companyName: optional(shippingAddress.companyName),
          address: trimmed(shippingAddress.address),
          city: trimmed(shippingAddress.city),
          stateId: shippingAddress.stateId,
          postcode: trimmed(shippingAddress.postcode),
        }
      : null,
    note: optional(values.note),
    paymentMethod: 'CASH_ON_DELIVERY' as const,
    acceptTerms: values.acceptTerms,
  };
}

/**
 * The form control a userError's path names, e.g. `['input', 'billingAddress', 'postcode']` → `billingPostcode`,
 * so the message shows beside it.
 */
export function fieldOfError(path: readonly string[]): CheckoutField | undefined {
  const last = path[path.length - 1] ?? '';
  const kind = path.includes('shippingAddress')
    ? 'shipping'
    : path.includes('billingAddress')
      ? 'billing'
      : null;
  if (kind === 'billing' && (last === 'phone' || last === 'email')) return last;
  if (kind && (addressKeys as readonly string[]).includes(last)) {
    return addressField(kind, last as keyof AddressValues);
  }
  if (last === 'acceptTerms' || last === 'note' || last === 'phone' || last === 'email') return last;
  return undefined;
}
