import { storeToday } from '@storefront/contract';

import type {
  CertificateRenewalStatus,
  CustomerRoute_CustomerFragment,
  OrderStatus,
  RegistrationRoute_RegistrationFragment,
  RegistrationStatus,
} from '../gql/graphql';

/** A calendar date `days` from the store's today (New Jersey's, as the screens count), e.g. `2027-01-31`. */
export function dayFromToday(days: number): string {
  return new Date(Date.parse(`${storeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const newJersey = { __typename: 'State' as const, id: '31', name: 'New Jersey', code: 'NJ' };

const addresses = [
  {
    __typename: 'Address' as const,
    id: '11',
    type: 'BILLING' as const,
    name: 'Jane Doe',
    companyName: 'Acme Tobacco LLC',
    address: '12 Main Street',
    city: 'Newark',
    state: newJersey,
    postcode: '07102',
    phone: '(201) 555-0100',
  },
  {
    __typename: 'Address' as const,
    id: '12',
    type: 'SHIPPING' as const,
    name: 'Acme Warehouse',
    companyName: null,
    address: '400 Dock Road',
    city: 'Elizabeth',
    state: newJersey,
    postcode: '07201',
    phone: null,
  },
];

const certificates = (id: string) => [
  {
    __typename: 'Certificate' as const,
    kind: 'TAX' as const,
    contentType: 'application/pdf',
    fileName: `tax-certificate-${id}.pdf`,
    url: `/staff/certificates/${id}/tax`,
  },
  {
    __typename: 'Certificate' as const,
    kind: 'TOBACCO' as const,
    contentType: 'image/png',
    fileName: `tobacco-certificate-${id}.png`,
    url: `/staff/certificates/${id}/tobacco`,
  },
];

/** A pending registration as the staff API answers it: its tobacco licence expires in 10 days. */
export function registrationFixture(overrides: Partial<RegistrationRoute_RegistrationFragment> = {}) {
  const id = overrides.id ?? '7';
  return {
    __typename: 'Registration' as const,
    id,
    companyName: 'Acme Tobacco LLC',
    dba: 'Acme Smoke Shop',
    contactName: 'Jane Doe',
    email: 'jane@acme.test',
    phone: '(201) 555-0100',
    state: newJersey,
    taxId: 'TX-123456',
    taxIdExpiresOn: dayFromToday(200),
    tobaccoLicenseNumber: 'TOB-98765',
    tobaccoLicenseExpiresOn: dayFromToday(10),
    membershipCategory: 'Retailer',
    status: 'PENDING' as RegistrationStatus,
    createdAt: '2026-11-20T15:04:05.000Z',
    addresses,
    certificates: certificates(id),
    informationRequests: [] as RegistrationRoute_RegistrationFragment['informationRequests'],
    informationRequestedAt: null as string | null,
    documents: [] as ReturnType<typeof registrationDocumentFixture>[],
    ...overrides,
  };
}

/** A document staff attached to registration 7 (a PDF unless told). */
export function registrationDocumentFixture(id = '3', contentType = 'application/pdf') {
  return {
    __typename: 'RegistrationDocument' as const,
    id,
    contentType,
    fileName: `document-${id}.${contentType === 'application/pdf' ? 'pdf' : 'png'}`,
    url: `/staff/certificates/documents/7/${id}`,
    attachedAt: '2026-11-22T15:30:00.000Z',
    attachedBy: { __typename: 'AuditStaff' as const, id: '4', email: 'sam@store.test', name: 'Sam Sales' },
  };
}

/** An approved customer as the staff API answers it, with one order and one audit entry. */
export function customerFixture(overrides: Partial<CustomerRoute_CustomerFragment> = {}) {
  const id = overrides.id ?? '7';
  return {
    __typename: 'Customer' as const,
    id,
    companyName: 'Acme Tobacco LLC',
    contactName: 'Jane Doe',
    email: 'jane@acme.test',
    state: newJersey,
    membershipCategory: 'Retailer',
    status: 'APPROVED' as RegistrationStatus,
    suspended: false,
    taxIdExpiresOn: dayFromToday(200),
    tobaccoLicenseExpiresOn: dayFromToday(-3),
    createdAt: '2026-11-20T15:04:05.000Z',
    addresses,
    orders: [
      {
        __typename: 'CustomerOrder' as const,
        id: '501',
        orderNumber: '501',
        status: 'SHIPPED' as OrderStatus,
        total: { __typename: 'Money' as const, amount: '1234.50', currencyCode: 'USD' },
        createdAt: '2026-11-22T14:00:00.000Z',
      },
    ],
    certificates: certificates(id),
    certificateRenewals: [] as CustomerRoute_CustomerFragment['certificateRenewals'],
    apiKeys: [] as CustomerRoute_CustomerFragment['apiKeys'],
    audit: [
      {
        __typename: 'AuditEntry' as const,
        id: '90',
        action: 'registration.approve',
        source: 'STAFF' as const,
        subjectType: 'REGISTRATION' as const,
        subjectId: id,
        before: '{"status":"pending"}',
        after: '{"status":"approved"}',
        createdAt: '2026-11-21T10:00:00.000Z',
        staff: { __typename: 'AuditStaff' as const, id: '1', email: 'sales@store.test', name: 'Sam Sales' },
      },
    ],
    ...overrides,
  };
}

/** A renewed certificate a buyer uploaded, as the staff API answers it: Acme's tobacco licence, pending. */
export function renewalFixture(
  overrides: Partial<CustomerRoute_CustomerFragment['certificateRenewals'][number]> = {},
) {
  const id = overrides.id ?? '31';
  return {
    __typename: 'CertificateRenewal' as const,
    id,
    customer: { __typename: 'CertificateRenewalCustomer' as const, id: '7', companyName: 'Acme Tobacco LLC' },
    kind: 'TOBACCO' as const,
    expiresOn: '2028-03-31',
    status: 'PENDING' as CertificateRenewalStatus,
    submittedAt: '2026-11-25T14:30:00.000Z',
    reviewedAt: null as string | null,
    reason: null as string | null,
    fileUrl: `/staff/certificates/renewals/${id}`,
    ...overrides,
  };
}
