import { HttpResponse } from 'msw';

import { gatewayApi } from '../../../../test/msw/handlers';
import type { fakeCart } from './fakeCart';

export const states = [
  { __typename: 'State' as const, id: 'nj', name: 'New Jersey' },
  { __typename: 'State' as const, id: 'ny', name: 'New York' },
];

export function savedAddress(
  id: string,
  type: 'BILLING' | 'SHIPPING',
  fields: {
    name?: string | null;
    companyName?: string | null;
    address: string;
    city: string;
    postcode: string;
  },
  stateId = 'nj',
) {
  const state = states.find((s) => s.id === stateId) ?? null;
  return {
    __typename: 'Address' as const,
    id,
    type,
    name: fields.name ?? null,
    companyName: fields.companyName ?? null,
    address: fields.address,
    city: fields.city,
    postcode: fields.postcode,
    phone: null,
    state,
  };
}

export const billingAddress = savedAddress('a1', 'BILLING', {
  address: '12 Main Street',
  city: 'Newark',
  postcode: '07102',
});

export const warehouseAddress = savedAddress(
  'a2',
  'SHIPPING',
  {
    name: 'Bob Receiver',
    companyName: 'Ada Cigars Warehouse',
    address: '99 Dock Road',
    city: 'Buffalo',
    postcode: '14201',
  },
  'ny',
);

/** The logged-in customer as the checkout reads them. */
export function checkoutViewer({
  canOrder = true,
  complete = true,
  shippingAddresses = [warehouseAddress],
  tobaccoLicenseExpiryDate = null,
}: {
  canOrder?: boolean;
  complete?: boolean;
  shippingAddresses?: ReturnType<typeof savedAddress>[];
  tobaccoLicenseExpiryDate?: string | null;
} = {}) {
  return {
    __typename: 'Customer' as const,
    id: 'customer-1',
    canOrder,
    // An expired licence is an approved buyer who may not order; otherwise canOrder follows the approval.
    status: canOrder || tobaccoLicenseExpiryDate !== null ? ('APPROVED' as const) : ('PENDING' as const),
    tobaccoLicenseExpiryDate,
    name: complete ? 'Ada Buyer' : '',
    companyName: complete ? 'Ada Cigars LLC' : '',
    email: complete ? 'ada@example.com' : '',
    phone: complete ? '2015550100' : '',
    billingAddress: complete ? billingAddress : null,
    shippingAddresses,
  };
}

/** The checkout's query, answered from the fake cart so a placed order empties what it shows. */
export function checkoutQuery(store: ReturnType<typeof fakeCart>, viewer = checkoutViewer()) {
  return gatewayApi.query('CheckoutRouteQuery', () =>
    HttpResponse.json({ data: { viewer, cart: store.current(), states } }),
  );
}
