import { REGISTRATION_DOCUMENTS } from '@storefront/contract';

import type { AddressType, CertificateKind, RegistrationStatus } from '../gql/graphql';

/** What the registration screens say (the queue and the review page), in one place. */
export const registrationMessages = {
  title: 'Registrations',
  statusNavigation: 'Registrations by status',
  statuses: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
  } satisfies Record<RegistrationStatus, string>,
  count: (total: number, status: RegistrationStatus) =>
    `${total} ${registrationMessages.statuses[status].toLowerCase()} ${total === 1 ? 'registration' : 'registrations'}`,
  empty: {
    PENDING: 'No registration is waiting for review.',
    APPROVED: 'No registration has been approved yet.',
    REJECTED: 'No registration has been rejected.',
  } satisfies Record<RegistrationStatus, string>,
  noSuchPage: 'This page of the list is empty: the list is shorter now.',
  firstPage: 'Go to the first page',
  tableLabel: 'Registrations',
  columns: {
    company: 'Company',
    contact: 'Contact',
    state: 'State',
    taxId: 'Tax ID',
    tobaccoLicense: 'Tobacco licence',
    category: 'Category',
    registered: 'Registered',
    informationRequested: 'Information requested',
  },
  dba: (name: string) => `DBA ${name}`,
  expires: 'Expires',
  none: '—',

  // The review page
  notFoundTitle: 'Registration not found',
  backToList: 'Back to registrations',
  registeredOn: (date: string) => `Registered ${date}`,
  openCustomer: 'Open the customer page',
  business: 'Business',
  contact: 'Contact',
  fields: {
    companyName: 'Company name',
    dba: 'Doing business as',
    category: 'Membership category',
    state: 'State',
    taxId: 'Tax ID',
    taxIdExpiresOn: 'Tax certificate expires',
    tobaccoLicenseNumber: 'Tobacco licence number',
    tobaccoLicenseExpiresOn: 'Tobacco licence expires',
    contactName: 'Name',
    email: 'E-mail',
    phone: 'Phone',
  },
  informationRequests: 'Information requests',
  noInformationRequests: 'No information has been requested yet.',
  requestedBy: (date: string, who: string | null) => `${date} · ${who ?? 'former staff member'}`,

  // The decisions
  approve: 'Approve',
  reject: 'Reject',
  requestInformation: 'Request information',
  approveTitle: (company: string) => `Approve ${company}?`,
  approveDescription: (email: string) =>
    `The business gets an e-mail at ${email} with the link to create its account; it can order once it has.`,
  approveConfirm: 'Approve and send the link',
  cancel: 'Cancel',
  approved: (email: string) => `Registration approved. The create-account link is on its way to ${email}.`,
  rejectTitle: (company: string) => `Reject ${company}?`,
  rejectDescription: (email: string) =>
    `The reason is e-mailed to ${email}. The business cannot sign in or order.`,
  reason: 'Reason',
  reasonRequired: 'Enter the reason for the rejection.',
  reasonTooLong: (max: number) => `The reason may be at most ${max} characters.`,
  rejectConfirm: 'Reject registration',
  rejected: 'Registration rejected. The business is told why.',
  requestTitle: 'Request information',
  requestDescription: (email: string) =>
    `Your message is e-mailed to ${email}. The registration stays pending until you decide.`,
  message: 'Message',
  messageRequired: 'Enter what the business should send or explain.',
  messageTooLong: (max: number) => `The message may be at most ${max} characters.`,
  requestConfirm: 'Send request',
  requested: (email: string) => `Request sent to ${email}.`,

  // Certificates, addresses and expiry dates (shown on the customer page too)
  certificates: 'Certificates',
  certificateKinds: {
    TAX: 'Tax certificate',
    TOBACCO: 'Tobacco licence',
  } satisfies Record<CertificateKind, string>,
  certificateOf: (kind: string, company: string) => `${kind} of ${company}`,
  pdfTitle: (title: string) => `${title} (PDF)`,
  openInNewTab: 'Open in a new tab',
  pdfHint: 'No certificate above? Your browser may not show PDFs in a page: open it in a new tab.',
  noCertificate: 'No file was uploaded.',
  cannotPreview: 'This kind of file cannot be shown here: open it in a new tab.',
  addresses: 'Addresses',
  noAddresses: 'No address was given.',
  addressTypes: {
    BILLING: 'Billing address',
    SHIPPING: 'Shipping address',
  } satisfies Record<AddressType, string>,
  address: 'Address',
  noExpiry: 'No expiry date',
  expiryMissing: 'Expiry date missing',
  expiryMissingNotice: (company: string) =>
    `${company} gave no expiry date for a certificate: ask for it, or set it on the customer page once approved.`,
  notRequested: 'Not requested',
  requestedOn: (date: string) => `Requested ${date}`,
  informationRequestedOn: (date: string) => `Information requested ${date}`,

  // Documents the business sent back
  documents: 'Documents from the business',
  noDocuments: 'No document has been attached yet.',
  attachDocument: 'Attach a document',
  attaching: 'Attaching…',
  documentHelp: 'The PDF, JPEG or PNG file the business sent back, at most 10 MB.',
  attachedBy: (date: string, who: string | null) => `Attached ${date} by ${who ?? 'a former staff member'}`,
  documentAttached: 'Document attached.',
  documentOf: (name: string, company: string) => `${name} from ${company}`,
  documentTooLarge: REGISTRATION_DOCUMENTS.messages.size,
  expired: 'Expired',
  expiresToday: 'Expires today',
  expiresIn: (days: number) => `Expires in ${days} ${days === 1 ? 'day' : 'days'}`,
} as const;

/** The longest reason and message the store accepts (staff.graphql: rejectRegistration, requestRegistrationInformation). */
export const REJECT_REASON_MAX = 1000;
export const INFORMATION_REQUEST_MAX = 2000;
