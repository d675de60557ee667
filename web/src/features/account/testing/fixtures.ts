import { typename } from '../../../../test/session';
import type { FulfillmentStatus, OrderStatus } from '../../../gql/graphql';

const money = (amount: string) => ({ __typename: 'Money' as const, amount, currencyCode: 'USD' });

interface OrderAddressFixture {
  __typename: string;
  name: string | null;
  companyName: string | null;
  address: string;
  city: string;
  state: { __typename: string; id: string; name: string } | null;
  postcode: string;
  phone: string | null;
  email: string | null;
}

/** An order as the gateway answers the orders list and the order detail. */
export function order(id: string, overrides: Partial<ReturnType<typeof baseOrder>> = {}) {
  return { ...baseOrder(id), ...overrides };
}

function baseOrder(id: string) {
  return {
    __typename: 'Order' as const,
    id,
    number: `order-${id}`,
    createdAt: '2026-11-20T15:04:05.000Z',
    status: 'PENDING' as OrderStatus,
    paymentMethod: 'CASH_ON_DELIVERY' as const,
    note: null as string | null,
    billingAddress: {
      ...typename('OrderAddress'),
      name: 'Ada Buyer',
      companyName: 'Ada Cigars LLC',
      address: '1 Main Street',
      city: 'Newark',
      state: { ...typename('State'), id: '31', name: 'New Jersey' },
      postcode: '07102',
      phone: '2015550100',
      email: 'ada@example.com',
    } as OrderAddressFixture,
    shippingAddress: null as OrderAddressFixture | null,
    lines: [orderLine(`${id}-1`)],
    subtotal: money('240.00'),
    tax: money('12.00'),
    total: money('252.00'),
    shipment: null as {
      __typename: 'Shipment';
      carrier: string;
      trackingNumber: string;
      expectedDeliveryOn: string | null;
    } | null,
  };
}

/** A line of an order: two Arturo Fuente Hemingway at $120.00 with $6.00 tax each, not fulfilled yet. */
export function orderLine(
  id: string,
  overrides: {
    /** null: the product has been removed from the catalog since. */
    productId?: string | null;
    name?: string;
    quantity?: number;
    fulfillmentStatus?: FulfillmentStatus;
  } = {},
) {
  return {
    __typename: 'OrderLine' as const,
    id,
    productId: 'p1',
    name: 'Arturo Fuente Hemingway',
    image: { __typename: 'Image' as const, url: '/storage/products/1.png', alt: 'Arturo Fuente Hemingway' },
    quantity: 2,
    unitPrice: money('120.00'),
    tax: money('12.00'),
    subtotal: money('240.00'),
    fulfillmentStatus: 'NOT_FULFILLED' as FulfillmentStatus,
    ...overrides,
  };
}

export function ordersPage(
  items: ReturnType<typeof order>[],
  page = 1,
  totalPages = items.length > 0 ? 1 : 0,
) {
  return { ...typename('OrderPage'), items, page, totalPages };
}

/** The viewer as the account details screen's query answers it, with its pending certificate renewals. */
export function accountDetailsViewer(certificateRenewals: object[] = []) {
  return {
    ...typename('Customer'),
    id: 'customer-1',
    name: 'Ada Buyer',
    companyName: 'Ada Cigars LLC',
    email: 'ada@example.com',
    phone: '2015550100',
    certificateRenewals,
  };
}
