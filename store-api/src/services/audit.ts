import type { z } from 'zod';
import type { AuditAction } from '@storefront/contract';
import type { AUDIT_SOURCES, AUDIT_SUBJECT_TYPES, RestAuditEntrySchema } from '@storefront/contract/rest';
import type { Queryable } from '../db/database.js';
import type { PageRequest } from './page.js';
import { withinStoreDays } from './store-days.js';

export type AuditSubject = (typeof AUDIT_SUBJECT_TYPES)[number];

type AuditSource = (typeof AUDIT_SOURCES)[number];

/**
 * An entry as the staff API answers it (the descriptor's RestAuditEntrySchema): `staff` null for an action of
 * the admin command, `subject_id` null for an entry about no single record (an orders export, a sign-in with an
 * unknown e-mail).
 */
export type AuditEntry = z.input<typeof RestAuditEntrySchema>;

/**
 * Records a staff action: call it with the transaction of the action itself, so an action is never without
 * its entry nor an entry without its action. A staff member's action was made on the staff screens; one without
 * (`staffId` null) with the admin command.
 */
export async function recordAudit(
  tx: Queryable,
  entry: {
    staffId: number | null;
    /** Where it happened, when not as staffId says: a failed staff sign-in is on the staff screens, by nobody. */
    source?: AuditSource;
    /** One of the contract's AUDIT_ACTIONS, which the staff screens say in words. */
    action: AuditAction;
    subject: AuditSubject;
    subjectId: number | null;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (staff_id, source, action, subject_type, subject_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      entry.staffId,
      entry.source ?? ((entry.staffId === null ? 'command_line' : 'staff') satisfies AuditSource),
      entry.action,
      entry.subject,
      entry.subjectId,
      JSON.stringify(entry.before ?? null),
      JSON.stringify(entry.after ?? null),
    ],
  );
}

interface AuditRow {
  id: number;
  staff_id: number | null;
  staff_email: string | null;
  staff_name: string | null;
  source: AuditSource;
  action: string;
  subject_type: AuditSubject;
  subject_id: number | null;
  before: unknown;
  after: unknown;
  created_at: Date;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    staff:
      row.staff_id === null ? null : { id: row.staff_id, email: row.staff_email!, name: row.staff_name! },
    source: row.source,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    before: row.before,
    after: row.after,
    created_at: row.created_at.toISOString(),
  };
}

const SELECT = `SELECT a.id, a.staff_id, s.email AS staff_email, s.name AS staff_name, a.source, a.action, a.subject_type, a.subject_id,
                       a.before, a.after, a.created_at
                  FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id`;

export interface AuditFilter {
  subjectType: AuditSubject | null;
  subjectId: number | null;
  /** The staff member who acted. */
  staffId: number | null;
  /** One kind of action, e.g. `order.status`. */
  action: string | null;
  /** Days (YYYY-MM-DD), both included. */
  from: string | null;
  to: string | null;
}

/** Newest first, of everything or only what the filter names. */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  page: PageRequest,
): Promise<{ total: number; entries: AuditEntry[] }> {
  const where = `WHERE ($1::text IS NULL OR a.subject_type = $1::text) AND ($2::int IS NULL OR a.subject_id = $2::int)
      AND ($3::int IS NULL OR a.staff_id = $3::int) AND ($4::text IS NULL OR a.action = $4::text)
      AND ${withinStoreDays('a.created_at', '$5', '$6')}`;
  const params = [
    filter.subjectType,
    filter.subjectId,
    filter.staffId,
    filter.action,
    filter.from,
    filter.to,
  ];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log a ${where}`,
    params,
  );
  const rows = await db.query<AuditRow>(
    `${SELECT} ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $7 OFFSET $8`,
    [...params, page.perPage, page.offset],
  );
  return { total: count?.total ?? 0, entries: rows.map(toEntry) };
}

/** Every kind of action the log holds, for the audit screen's filter. */
export async function auditActions(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action');
  return rows.map((row) => row.action);
}

/** The latest entries about the subjects (a customer and their registration, say), newest first. */
export async function auditOf(
  db: Queryable,
  subjects: { type: AuditSubject; id: number }[],
  limit = 100,
): Promise<AuditEntry[]> {
  const rows = await db.query<AuditRow>(
    `${SELECT} JOIN unnest($1::text[], $2::int[]) AS w (type, id) ON w.type = a.subject_type AND w.id = a.subject_id
      ORDER BY a.created_at DESC, a.id DESC LIMIT $3`,
    [subjects.map((s) => s.type), subjects.map((s) => s.id), limit],
  );
  return rows.map(toEntry);
}
