import type { CertificateExpiry, CustomerStatusFilter, OrderStatus } from '../gql/graphql';

/** What the customer screens say (the list and the customer's page), in one place. */
export const customerMessages = {
  title: 'Customers',
  filters: 'Find customers',
  search: 'Search',
  searchPlaceholder: 'Company, contact or e-mail',
  status: 'Status',
  anyStatus: 'Any status',
  statuses: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    SUSPENDED: 'Suspended',
  } satisfies Record<CustomerStatusFilter, string>,
  certificate: 'Certificates',
  anyCertificate: 'Any expiry',
  certificateFilters: {
    EXPIRING: 'Expiring within 30 days',
    EXPIRED: 'Expired',
  } satisfies Record<CertificateExpiry, string>,
  clearFilters: 'Clear filters',
  count: (total: number) => `${total} ${total === 1 ? 'customer' : 'customers'}`,
  empty: 'No business has registered yet.',
  noMatch: 'No customer matches these filters.',
  noSuchPage: 'This page of the list is empty: the list is shorter now.',
  firstPage: 'Go to the first page',
  tableLabel: 'Customers',
  columns: {
    company: 'Company',
    contact: 'Contact',
    email: 'E-mail',
    state: 'State',
    category: 'Category',
    status: 'Status',
    certificates: 'Certificates expire',
  },
  licence: 'Licence',
  tax: 'Tax',
  suspended: 'Suspended',

  // The customer's page
  notFoundTitle: 'Customer not found',
  backToList: 'Back to customers',
  registeredOn: (date: string) => `Registered ${date}`,
  openRegistration: 'Open the registration review',
  suspendedNotice: 'Suspended: this customer cannot sign in or order until reactivated.',
  profile: 'Profile',
  fields: {
    companyName: 'Company name',
    contactName: 'Contact',
    email: 'E-mail',
    state: 'State',
    category: 'Membership category',
    taxIdExpiresOn: 'Tax certificate expires',
    tobaccoLicenseExpiresOn: 'Tobacco licence expires',
  },
  orders: 'Orders',
  noOrders: 'No orders yet.',
  ordersTable: 'Orders of this customer',
  allOrders: 'All orders of this customer',
  orderColumns: { order: 'Order', placed: 'Placed', status: 'Status', total: 'Total' },
  orderStatuses: {
    PENDING: 'Pending',
    PROCESSING: 'Processing',
    SHIPPED: 'Shipped',
    READY_FOR_PICKUP: 'Ready for pickup',
    DELIVERED: 'Delivered',
    CANCELLED: 'Cancelled',
  } satisfies Record<OrderStatus, string>,

  // Suspend and reactivate
  suspend: 'Suspend',
  suspendTitle: (company: string) => `Suspend ${company}?`,
  suspendDescription:
    'Every session of the customer ends at once: they are signed out on every device, and cannot sign in or order until you reactivate them.',
  reason: 'Reason',
  reasonHelp: 'Optional. Kept in the history below; the customer is not e-mailed.',
  reasonTooLong: (max: number) => `The reason may be at most ${max} characters.`,
  suspendConfirm: 'Suspend customer',
  suspendedToast: 'Customer suspended. Every session of theirs has ended.',
  reactivate: 'Reactivate',
  reactivateTitle: (company: string) => `Reactivate ${company}?`,
  reactivateDescription: 'The suspension ends: the customer can sign in and order again.',
  reactivateConfirm: 'Reactivate',
  cancel: 'Cancel',
  reactivatedToast: 'Customer reactivated. They can sign in and order again.',
} as const;

/** The longest suspension reason the store accepts (staff.graphql: suspendCustomer). */
export const SUSPEND_REASON_MAX = 1000;
