import type {
  CertificateKind,
  CertificateRenewalResolvers,
  CertificateRenewalStatus,
} from '../generated/graphql.js';

const KINDS = { tobacco: 'TOBACCO', tax: 'TAX' } as const satisfies Record<string, CertificateKind>;
const STATUSES = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
} as const satisfies Record<string, CertificateRenewalStatus>;

export const CertificateRenewal: CertificateRenewalResolvers = {
  id: (renewal) => String(renewal.id),
  kind: (renewal) => KINDS[renewal.kind],
  expiresOn: (renewal) => renewal.expires_on.slice(0, 10),
  submittedAt: (renewal) => renewal.created_at,
  status: (renewal) => STATUSES[renewal.status],
};
