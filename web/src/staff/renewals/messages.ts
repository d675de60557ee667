import type { CertificateKind, CertificateRenewalStatus } from '../gql/graphql';

/** What the certificate renewal screens say (the queue and the customer's renewals), in one place. */
export const renewalMessages = {
  title: 'Certificate renewals',
  intro:
    'Renewed tobacco licences and tax certificates buyers uploaded from Account details. Approving one makes its date the customer’s; an expired tobacco licence stops the customer’s orders until then.',
  statusNavigation: 'Certificate renewals by status',
  statuses: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
  } satisfies Record<CertificateRenewalStatus, string>,
  count: (total: number, status: CertificateRenewalStatus) =>
    `${total} ${renewalMessages.statuses[status].toLowerCase()} ${total === 1 ? 'renewal' : 'renewals'}`,
  empty: {
    PENDING: 'No renewal is waiting for review.',
    APPROVED: 'No renewal has been approved yet.',
    REJECTED: 'No renewal has been rejected.',
  } satisfies Record<CertificateRenewalStatus, string>,
  tableLabel: 'Certificate renewals',
  customerTableLabel: 'Certificate renewals of this customer',
  columns: {
    customer: 'Customer',
    certificate: 'Certificate',
    expiresOn: 'New expiry date',
    submitted: 'Submitted',
    status: 'Status',
    file: 'File',
    review: 'Review',
  },
  kinds: {
    TAX: 'Tax certificate',
    TOBACCO: 'Tobacco licence',
  } satisfies Record<CertificateKind, string>,
  openFile: 'Open the file',
  fileOf: (kind: string, company: string) => `(${kind.toLowerCase()} of ${company}, opens in a new tab)`,
  reviewedOn: (date: string) => `Reviewed ${date}`,
  reasonWas: (reason: string) => `Reason: ${reason}`,
  noRenewals: 'This customer has uploaded no renewal.',

  // Approve and reject
  approve: 'Approve',
  reject: 'Reject',
  renewalOf: (kind: string, company: string) => `the ${kind.toLowerCase()} renewal of ${company}`,
  approveTitle: (kind: string, company: string) => `Approve the ${kind.toLowerCase()} of ${company}?`,
  approveDescription: (kind: string, date: string) =>
    `The customer’s ${kind.toLowerCase()} then expires ${date}, and the buyer is e-mailed. Check the date on the file first.`,
  approveConfirm: 'Approve renewal',
  approved: (kind: string, company: string, date: string) =>
    `Renewal approved: the ${kind.toLowerCase()} of ${company} now expires ${date}.`,
  rejectTitle: (kind: string, company: string) => `Reject the ${kind.toLowerCase()} of ${company}?`,
  rejectDescription:
    'The reason is e-mailed to the buyer, who can upload another file. The customer’s dates stay as they are.',
  reason: 'Reason',
  reasonRequired: 'Enter the reason for the rejection.',
  reasonTooLong: (max: number) => `The reason may be at most ${max} characters.`,
  rejectConfirm: 'Reject renewal',
  rejected: 'Renewal rejected. The buyer is told why.',
  cancel: 'Cancel',
} as const;

/** The longest reason the store accepts (staff.graphql: rejectCertificateRenewal). */
export const RENEWAL_REASON_MAX = 1000;
