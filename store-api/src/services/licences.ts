import { EXPIRY_WARNING_DAYS, expiryOf, messages as M, storeToday } from '@storefront/contract';
import type { z } from 'zod';
import type { RENEWAL_STATUSES, RestCertificateDatesSchema, RestRenewal } from '@storefront/contract/rest';
import type { AppContext } from '../context.js';
import type { Database, Queryable } from '../db/database.js';
import { UnprocessableError } from '../errors.js';
import { certificateExpiring, renewalReviewed } from '../mail/messages.js';
import type { CertificateKind } from '../mail/templates/licence.js';
import { recordAudit } from './audit.js';
import { isUniqueViolation } from './customers.js';

export type { CertificateKind };
export const CERTIFICATE_KINDS = ['tobacco', 'tax'] as const satisfies readonly CertificateKind[];
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** The customers column of each certificate's expiry date. */
const DATE_COLUMN = { tobacco: 'tob_expiry_date', tax: 'tax_expiry_date' } as const;

/**
 * Refuses an order once the customer's tobacco licence has expired (valid through its expiry day, New York's
 * calendar). No date on record is not refused: registrations before dates were asked for have none.
 */
export async function assertLicenceValid(
  db: Queryable,
  customerId: number,
  today = storeToday(),
): Promise<void> {
  const [row] = await db.query<{ tob_expiry_date: string | null }>(
    'SELECT tob_expiry_date::text AS tob_expiry_date FROM customers WHERE id = $1',
    [customerId],
  );
  if (expiryOf(row?.tob_expiry_date, today).status === 'expired')
    throw new UnprocessableError(M.licenceExpired, 'LICENCE_EXPIRED', null);
}

/** A customer's certificate dates, as setCertificateDates answers them. */
export type CertificateDates = z.infer<typeof RestCertificateDatesSchema>;

/**
 * Sets a customer's licence and tax certificate expiry dates (each left as it is when undefined), with the audit
 * entry, in one transaction. staffId null: the admin command. undefined when there is no such customer.
 */
export async function setCertificateDates(
  db: Database,
  customerId: number,
  dates: { tobacco?: string | null | undefined; tax?: string | null | undefined },
  staffId: number | null,
): Promise<CertificateDates | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<CertificateDates>(
      `SELECT tob_expiry_date::text AS tobacco_license_expires_on, tax_expiry_date::text AS tax_id_expires_on
         FROM customers WHERE id = $1 FOR UPDATE`,
      [customerId],
    );
    if (!before) return undefined;
    const after: CertificateDates = {
      tobacco_license_expires_on:
        dates.tobacco === undefined ? before.tobacco_license_expires_on : dates.tobacco,
      tax_id_expires_on: dates.tax === undefined ? before.tax_id_expires_on : dates.tax,
    };
    await tx.query(
      `UPDATE customers SET tob_expiry_date = $2::date, tax_expiry_date = $3::date, updated_at = now()
        WHERE id = $1`,
      [customerId, after.tobacco_license_expires_on, after.tax_id_expires_on],
    );
    await recordAudit(tx, {
      staffId,
      action: 'customer.certificate_dates',
      subject: 'customer',
      subjectId: customerId,
      before,
      after,
    });
    return after;
  });
}

/** A renewal as the staff API answers it (RestRenewal), with the staff route that serves its uploaded file. */
export type Renewal = RestRenewal & { url: string };

type RenewalRow = Omit<Renewal, 'created_at' | 'reviewed_at' | 'url'> & {
  created_at: Date;
  reviewed_at: Date | null;
  file: string;
};

const RENEWAL_SELECT = `SELECT r.id, r.customer_id, c.company_name, r.kind, r.expires_on::text AS expires_on, r.status,
    r.reason, r.created_at, r.reviewed_at, r.file
  FROM certificate_renewals r JOIN customers c ON c.id = r.customer_id`;

function toRenewal(row: RenewalRow): Renewal {
  return {
    id: row.id,
    customer_id: row.customer_id,
    company_name: row.company_name,
    kind: row.kind,
    expires_on: row.expires_on,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    url: `/api/staff/certificate-renewals/${row.id}/file`,
  };
}

/** Renewals, newest first: of one status, one customer, or both (at most 200). */
export async function listRenewals(
  db: Queryable,
  filter: { status?: RenewalStatus | null; customerId?: number | null },
): Promise<Renewal[]> {
  const rows = await db.query<RenewalRow>(
    `${RENEWAL_SELECT}
      WHERE ($1::text IS NULL OR r.status = $1::text) AND ($2::int IS NULL OR r.customer_id = $2::int)
      ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
    [filter.status ?? null, filter.customerId ?? null],
  );
  return rows.map(toRenewal);
}

/** The certificate-store key of a renewal's file, or undefined. */
export async function renewalFile(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ file: string }>('SELECT file FROM certificate_renewals WHERE id = $1', [id]);
  return row?.file;
}

/** The buyer's renewals still waiting for review, one per certificate at most. */
export async function pendingRenewals(
  db: Queryable,
  customerId: number,
): Promise<{ id: number; kind: CertificateKind; expires_on: string; created_at: string }[]> {
  const rows = await db.query<{ id: number; kind: CertificateKind; expires_on: string; created_at: Date }>(
    `SELECT id, kind, expires_on::text AS expires_on, created_at FROM certificate_renewals
      WHERE customer_id = $1 AND status = 'pending' ORDER BY kind`,
    [customerId],
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** Whether a renewal of this certificate already waits for review. */
export async function hasPendingRenewal(db: Queryable, customerId: number, kind: CertificateKind) {
  const rows = await db.query(
    "SELECT 1 FROM certificate_renewals WHERE customer_id = $1 AND kind = $2 AND status = 'pending'",
    [customerId, kind],
  );
  return rows.length > 0;
}

const renewalPending = () => new UnprocessableError(M.renewalPending, 'INVALID', 'kind');

/** Records an uploaded renewal; refused when one of the same certificate already waits for review. */
export async function submitRenewal(
  db: Queryable,
  customerId: number,
  renewal: { kind: CertificateKind; expiresOn: string; file: string },
): Promise<number> {
  try {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO certificate_renewals (customer_id, kind, expires_on, file) VALUES ($1, $2, $3::date, $4)
       RETURNING id`,
      [customerId, renewal.kind, renewal.expiresOn, renewal.file],
    );
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'certificate_renewals_pending_key')) throw renewalPending();
    throw error;
  }
}

export { renewalPending };

export type ReviewOutcome =
  { outcome: 'not-found' } | { outcome: 'already-reviewed' } | { outcome: 'done'; renewal: Renewal };

/**
 * Approves (the customer's certificate date becomes the renewal's) or rejects (with the reason, e-mailed) a
 * pending renewal, with its audit entry, in one transaction; the buyer is e-mailed either way.
 */
export async function reviewRenewal(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store'>,
  id: number,
  decision: { approve: boolean; reason: string | null },
  staffId: number | null,
): Promise<ReviewOutcome> {
  const result = await ctx.db.transaction(async (tx): Promise<ReviewOutcome> => {
    const [row] = await tx.query<RenewalRow>(`${RENEWAL_SELECT} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
    if (!row) return { outcome: 'not-found' };
    if (row.status !== 'pending') return { outcome: 'already-reviewed' };
    const status: RenewalStatus = decision.approve ? 'approved' : 'rejected';
    const [reviewed] = await tx.query<{ reviewed_at: Date }>(
      `UPDATE certificate_renewals SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = now()
        WHERE id = $1 RETURNING reviewed_at`,
      [id, status, decision.reason, staffId],
    );
    if (decision.approve)
      await tx.query(
        `UPDATE customers SET ${DATE_COLUMN[row.kind]} = $2::date, updated_at = now() WHERE id = $1`,
        [row.customer_id, row.expires_on],
      );
    await recordAudit(tx, {
      staffId,
      action: decision.approve ? 'customer.renewal_approve' : 'customer.renewal_reject',
      subject: 'customer',
      subjectId: row.customer_id,
      before: { renewal: id, kind: row.kind, status: 'pending' },
      after: {
        renewal: id,
        kind: row.kind,
        status,
        expires_on: row.expires_on,
        ...(decision.reason ? { reason: decision.reason } : {}),
      },
    });
    return {
      outcome: 'done',
      renewal: toRenewal({ ...row, status, reason: decision.reason, reviewed_at: reviewed!.reviewed_at }),
    };
  });
  if (result.outcome === 'done') {
    const [customer] = await ctx.db.query<{ name: string; email: string }>(
      'SELECT name, email FROM customers WHERE id = $1',
      [result.renewal.customer_id],
    );
    if (customer)
      void ctx.mailer.sendOrLog(
        renewalReviewed(ctx.store, customer, {
          kind: result.renewal.kind,
          approved: decision.approve,
          expiresOn: result.renewal.expires_on,
          reason: decision.reason,
        }),
      );
  }
  return result;
}

/**
 * E-mails each approved customer whose licence or tax certificate is within 30, 14 or 7 days of its expiry date:
 * once per threshold, the narrowest one reached (a customer first seen at 10 days gets the 14-day mail only).
 * Each mail is claimed by inserting its certificate_reminders row first, so two processes never both send it.
 * Answers how many were sent.
 */
export async function sendExpiryReminders(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store'>,
  today = storeToday(),
): Promise<number> {
  const widest = EXPIRY_WARNING_DAYS[0];
  const rows = await ctx.db.query<{
    id: number;
    name: string;
    email: string;
    kind: CertificateKind;
    expires_on: string;
  }>(
    `SELECT c.id, c.name, c.email, k.kind, k.expires_on::text AS expires_on
       FROM customers c
      CROSS JOIN LATERAL (VALUES ('tobacco', c.tob_expiry_date), ('tax', c.tax_expiry_date)) AS k (kind, expires_on)
      WHERE c.status = 'approved' AND c.suspended_at IS NULL
        AND k.expires_on BETWEEN $1::date AND $1::date + $2::int`,
    [today, widest],
  );
  let sent = 0;
  for (const row of rows) {
    const { daysLeft, threshold } = expiryOf(row.expires_on, today);
    if (threshold === null || daysLeft === null) continue;
    // A narrower threshold already mailed (the date was then moved?) makes a wider one pointless.
    const claimed = await ctx.db.query(
      `INSERT INTO certificate_reminders (customer_id, kind, expires_on, threshold)
       SELECT $1, $2, $3::date, $4
        WHERE NOT EXISTS (SELECT 1 FROM certificate_reminders
                           WHERE customer_id = $1 AND kind = $2 AND expires_on = $3::date AND threshold <= $4)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [row.id, row.kind, row.expires_on, threshold],
    );
    if (claimed.length === 0) continue;
    const mailed = await ctx.mailer.sendOrLog(
      certificateExpiring(ctx.store, row, { kind: row.kind, expiresOn: row.expires_on, daysLeft }),
    );
    if (mailed) sent++;
    // Not sent: the claim is given up, so the next run tries again.
    else
      await ctx.db.query(
        `DELETE FROM certificate_reminders
          WHERE customer_id = $1 AND kind = $2 AND expires_on = $3::date AND threshold = $4`,
        [row.id, row.kind, row.expires_on, threshold],
      );
  }
  return sent;
}

const HOUR = 3_600_000;

/** Runs sendExpiryReminders at start and then hourly; answers the function that stops it. */
export function startExpiryReminders(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store'>,
  log: { error(details: object, message: string): void },
): () => void {
  const run = () =>
    void sendExpiryReminders(ctx).catch((error: unknown) =>
      log.error({ err: error }, 'expiry reminders failed'),
    );
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
