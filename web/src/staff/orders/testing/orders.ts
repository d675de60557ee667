import type {
  AuditTrail_EntryFragment,
  OrderAddressLines_AddressFragment,
  OrderRouteQuery,
  OrdersTable_OrderFragment,
  OrderStatus,
  UserErrorCode,
} from '../../gql/graphql';

/** The staff API's answers about orders, as the screens' tests need them. */

export const money = (amount: string) => ({ __typename: 'Money' as const, amount, currencyCode: 'USD' });

/** An order as the list shows it: 1001, pending, from Acme Tobacco LLC. */
export function listOrder(overrides: Partial<OrdersTable_OrderFragment> = {}) {
  return {
    __typename: 'Order' as const,
    id: '1001',
    orderNumber: '1001',
    createdAt: '2026-03-10T15:04:05.000Z',
    status: 'PENDING' as OrderStatus,
    lineCount: 3,
    total: money('412.50'),
    customer: { __typename: 'OrderCustomer' as const, id: '12', companyName: 'Acme Tobacco LLC' },
    ...overrides,
  };
}

export function orderPage(
  items: ReturnType<typeof listOrder>[],
  { page = 1, perPage = 25, total = items.length } = {},
) {
  return { __typename: 'OrderPage' as const, items, page, perPage, total };
}

export function orderAddress(
  overrides: Partial<OrderAddressLines_AddressFragment> = {},
): OrderAddressLines_AddressFragment & { __typename: 'OrderAddress' } {
  return {
    __typename: 'OrderAddress',
    name: 'Dana Reyes',
    companyName: 'Acme Tobacco LLC',
    address: '12 Market Street',
    city: 'Newark',
    stateName: 'New Jersey',
    postcode: '07102',
    phone: '(973) 555-0101',
    email: 'dana@acme.test',
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditTrail_EntryFragment> = {}) {
  return {
    __typename: 'AuditEntry' as const,
    id: '71',
    action: 'order.status',
    source: 'STAFF' as const,
    subjectType: 'ORDER' as const,
    subjectId: '1001',
    before: '{"status":"pending"}',
    after: '{"status":"processing"}',
    createdAt: '2026-03-11T14:00:00.000Z',
    staff: {
      __typename: 'AuditStaff' as const,
      id: '3',
      email: 'warehouse@store.test',
      name: 'Wes Warehouse',
    },
    ...overrides,
  };
}

type DetailOrder = NonNullable<OrderRouteQuery['order']>;

/** An order with two lines, a billing and a shipping address, a note and one audit entry. */
export function detailOrder(overrides: Partial<DetailOrder> = {}) {
  return {
    __typename: 'Order' as const,
    id: '1001',
    orderNumber: '1001',
    status: 'PROCESSING' as OrderStatus,
    createdAt: '2026-03-10T15:04:05.000Z',
    note: 'Deliver to the back door, please.',
    shipment: null,
    customer: { __typename: 'OrderCustomer' as const, id: '12', companyName: 'Acme Tobacco LLC' },
    lines: [
      {
        __typename: 'OrderLine' as const,
        id: '501',
        productName: 'Backwoods Honey 5-pack',
        sku: 'BW-HONEY-5',
        barcode: '071610123456',
        quantity: 10,
        unitPrice: money('24.99'),
        subtotal: money('249.90'),
        fulfilled: false,
      },
      {
        __typename: 'OrderLine' as const,
        id: '502',
        productName: 'Zig-Zag King Size papers',
        sku: null,
        barcode: null,
        quantity: 4,
        unitPrice: money('12.50'),
        subtotal: money('50.00'),
        fulfilled: true,
      },
    ],
    subtotal: money('299.90'),
    tax: money('18.74'),
    total: money('318.64'),
    amountToCollect: money('318.64'),
    billingAddress: orderAddress(),
    shippingAddress: orderAddress({
      name: 'Receiving dock',
      address: '40 Ferry Street',
      phone: null,
      email: null,
    }),
    audit: [auditEntry()],
    ...overrides,
  };
}

export function orderUserError(code: UserErrorCode, message: string, field: string[] | null = null) {
  return { __typename: 'UserError' as const, code, field, message };
}
