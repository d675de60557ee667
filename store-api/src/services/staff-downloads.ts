import type { Queryable } from '../db/database.js';
import { recordAudit } from './audit.js';
import type { OrderFilter } from './staff-orders.js';
import type { CertificateKind } from './staff-registrations.js';

/** A staff member downloaded a certificate a registration carries: recorded on the customer it belongs to. */
export async function recordRegistrationCertificateDownload(
  db: Queryable,
  staffId: number,
  registrationId: number,
  kind: CertificateKind,
): Promise<void> {
  await recordAudit(db, {
    staffId,
    action: 'customer.certificate_download',
    subject: 'customer',
    subjectId: registrationId,
    before: null,
    after: { registration_id: registrationId, kind },
  });
}

/** A staff member downloaded the file of a buyer's certificate renewal: recorded on the buyer. */
export async function recordRenewalFileDownload(
  db: Queryable,
  staffId: number,
  renewalId: number,
): Promise<void> {
  const [renewal] = await db.query<{ customer_id: number; kind: CertificateKind }>(
    'SELECT customer_id, kind FROM certificate_renewals WHERE id = $1',
    [renewalId],
  );
  if (!renewal) return;
  await recordAudit(db, {
    staffId,
    action: 'customer.certificate_download',
    subject: 'customer',
    subjectId: renewal.customer_id,
    before: null,
    after: { renewal_id: renewalId, kind: renewal.kind },
  });
}

/** A staff member exported the orders a filter matches (the gateway's CSV): about no single order. */
export async function recordOrdersExport(
  db: Queryable,
  staffId: number,
  filter: OrderFilter,
  rows: number,
): Promise<void> {
  await recordAudit(db, {
    staffId,
    action: 'order.export',
    subject: 'order',
    subjectId: null,
    before: null,
    after: {
      format: 'csv',
      status: filter.status,
      from: filter.from,
      to: filter.to,
      customer_id: filter.customerId,
      rows,
    },
  });
}
