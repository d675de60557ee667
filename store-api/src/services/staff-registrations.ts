import path from 'node:path';
import type { z } from 'zod';
import { REGISTRATION_DOCUMENTS } from '@storefront/contract';
import type {
  CERTIFICATE_KINDS,
  REGISTRATION_STATUSES,
  RestCertificateSchema,
  RestRegistrationDetailSchema,
  RestRegistrationDocumentSchema,
  RestRegistrationSchema,
  RestStaffAddressSchema,
} from '@storefront/contract/rest';
import type { Database, Queryable } from '../db/database.js';
import { recordAudit } from './audit.js';
import { contentTypeOfKey, isCertificateKey } from './certificate-store.js';
import type { PageRequest } from './page.js';

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * A registration as staff review it (the customer row as the buyer filled it in), as the staff API answers it:
 * `information_requested_at` is when staff last asked the business for more information (null: never).
 */
export type Registration = z.input<typeof RestRegistrationSchema>;

/** A registration's columns as REGISTRATION_SELECT reads them. */
export interface RegistrationRow {
  id: number;
  company_name: string;
  dba: string | null;
  contact_name: string;
  email: string;
  phone: string;
  state_id: number | null;
  state_name: string | null;
  state_code: string | null;
  tax_id: string | null;
  tax_id_expires_on: string | null;
  tobacco_license_number: string;
  tobacco_license_expires_on: string | null;
  cc_id: number;
  cc_name: string;
  status: RegistrationStatus;
  created_at: Date;
  information_requested_at: Date | null;
  tax_certificate: string | null;
  tob_certificate: string | null;
  suspended_at: Date | null;
}

/** The registration's columns, for the staff API's registration and customer answers alike. */
export const REGISTRATION_SELECT = `
  SELECT c.id, c.company_name, c.dba, c.name AS contact_name, c.email, c.phone, s.id AS state_id,
         s.state AS state_name, s.code AS state_code, c.tax_id, c.tax_expiry_date::text AS tax_id_expires_on,
         c.tob_license_no AS tobacco_license_number, c.tob_expiry_date::text AS tobacco_license_expires_on,
         m.cc_id, m.cc_name, c.status, c.created_at, c.tax_certificate, c.tob_certificate, c.suspended_at,
         (SELECT max(r.created_at) FROM information_requests r WHERE r.customer_id = c.id) AS information_requested_at
    FROM customers c
    JOIN membership_categories m ON m.cc_id = c.cc_tax_id
    LEFT JOIN addresses a ON a.customer_id = c.id AND a.type = 'billing'
    LEFT JOIN states s ON s.id = a.state_id`;

export function toRegistration(row: RegistrationRow): Registration {
  return {
    id: row.id,
    company_name: row.company_name,
    dba: row.dba,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    state: row.state_id === null ? null : { id: row.state_id, name: row.state_name!, code: row.state_code! },
    tax_id: row.tax_id,
    tax_id_expires_on: row.tax_id_expires_on,
    tobacco_license_number: row.tobacco_license_number,
    tobacco_license_expires_on: row.tobacco_license_expires_on,
    membership_category: { id: row.cc_id, name: row.cc_name },
    status: row.status,
    created_at: row.created_at.toISOString(),
    information_requested_at: row.information_requested_at?.toISOString() ?? null,
  };
}

/** Registrations of one status, oldest first: the business that has waited longest is reviewed first. */
export async function listRegistrations(
  db: Queryable,
  status: RegistrationStatus,
  page: PageRequest,
): Promise<{ total: number; rows: Registration[] }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM customers WHERE status = $1',
    [status],
  );
  const rows = await db.query<RegistrationRow>(
    `${REGISTRATION_SELECT} WHERE c.status = $1 ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`,
    [status, page.perPage, page.offset],
  );
  return { total: count?.total ?? 0, rows: rows.map(toRegistration) };
}

export type CertificateLink = z.input<typeof RestCertificateSchema>;

/** The customer's certificates as links to the staff route that serves them. */
export function certificateLinks(row: {
  id: number;
  tax_certificate: string | null;
  tob_certificate: string | null;
}): CertificateLink[] {
  const links: CertificateLink[] = [];
  for (const [kind, key] of [
    ['tax', row.tax_certificate],
    ['tobacco', row.tob_certificate],
  ] as const) {
    if (key === null || !isCertificateKey(key)) continue;
    links.push({
      kind,
      content_type: contentTypeOfKey(key),
      // The buyer's own file name is not kept (a name can carry anything): one that says what it is.
      file_name: `${kind}-certificate-${row.id}${path.extname(key)}`,
      url: `/api/staff/registrations/${row.id}/certificates/${kind}`,
    });
  }
  return links;
}

/** An address as the staff API answers it: its state as in the registration, `{id, name, code}`. */
export type StaffAddress = z.input<typeof RestStaffAddressSchema>;

/** The customer's billing address first, then the shipping addresses, oldest first. */
export async function staffAddresses(db: Queryable, customerId: number): Promise<StaffAddress[]> {
  const rows = await db.query<
    Omit<StaffAddress, 'state'> & { state_id: number; state_name: string; state_code: string }
  >(
    `SELECT a.id, a.type, a.name, a.company_name, a.address, a.city, a.pincode, a.phone, s.id AS state_id,
            s.state AS state_name, s.code AS state_code
       FROM addresses a JOIN states s ON s.id = a.state_id
      WHERE a.customer_id = $1 ORDER BY a.type = 'shipping', a.id`,
    [customerId],
  );
  return rows.map(({ state_id, state_name, state_code, ...address }) => ({
    ...address,
    state: { id: state_id, name: state_name, code: state_code },
  }));
}

export type RegistrationDetail = z.input<typeof RestRegistrationDetailSchema>;

/** A document staff attached to a registration, as a link to the staff route that serves it. */
export type RegistrationDocument = z.input<typeof RestRegistrationDocumentSchema>;

/** The documents attached to a registration, oldest first. */
async function registrationDocuments(db: Queryable, id: number): Promise<RegistrationDocument[]> {
  const rows = await db.query<{
    id: number;
    file_key: string;
    created_at: Date;
    staff_id: number | null;
    email: string | null;
    name: string | null;
  }>(
    `SELECT d.id, d.file_key, d.created_at, s.id AS staff_id, s.email, s.name
       FROM registration_documents d LEFT JOIN staff s ON s.id = d.staff_id
      WHERE d.customer_id = $1 ORDER BY d.created_at, d.id`,
    [id],
  );
  return rows
    .filter((row) => isCertificateKey(row.file_key))
    .map((row) => ({
      id: row.id,
      content_type: contentTypeOfKey(row.file_key),
      file_name: documentFileName(row.id, row.file_key),
      url: `/api/staff/registrations/${id}/documents/${row.id}`,
      attached_at: row.created_at.toISOString(),
      staff: row.staff_id === null ? null : { id: row.staff_id, email: row.email!, name: row.name ?? '' },
    }));
}

/** The name a document is shown under: what it is and its number (the sender's own file name is not kept). */
function documentFileName(documentId: number, key: string): string {
  return `document-${documentId}${path.extname(key)}`;
}

export async function findRegistrationRow(db: Queryable, id: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.query<RegistrationRow>(`${REGISTRATION_SELECT} WHERE c.id = $1`, [id]);
  return row;
}

export async function loadRegistration(db: Queryable, id: number): Promise<RegistrationDetail | undefined> {
  const row = await findRegistrationRow(db, id);
  if (!row) return undefined;
  const requests = await db.query<{ message: string; created_at: Date; email: string }>(
    `SELECT r.message, r.created_at, s.email FROM information_requests r JOIN staff s ON s.id = r.staff_id
      WHERE r.customer_id = $1 ORDER BY r.created_at, r.id`,
    [id],
  );
  return {
    ...toRegistration(row),
    addresses: await staffAddresses(db, id),
    certificates: certificateLinks(row),
    information_requests: requests.map((r) => ({
      message: r.message,
      requested_at: r.created_at.toISOString(),
      staff_email: r.email,
    })),
    documents: await registrationDocuments(db, id),
  };
}

/** The stored key of a registration's certificate, or null when it has none of that kind. */
export async function registrationCertificateKey(
  db: Queryable,
  id: number,
  kind: CertificateKind,
): Promise<string | null> {
  const row = await findRegistrationRow(db, id);
  const key = kind === 'tax' ? row?.tax_certificate : row?.tob_certificate;
  return key && isCertificateKey(key) ? key : null;
}

/**
 * Keeps staff's question to a pending registration with its audit entry; false when the registration is not
 * pending (its row is locked, so a parallel approval cannot slip in between).
 */
export async function requestInformation(
  db: Database,
  id: number,
  staffId: number,
  message: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string }>(
      'SELECT status FROM customers WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (row?.status !== 'pending') return false;
    await tx.query('INSERT INTO information_requests (customer_id, staff_id, message) VALUES ($1, $2, $3)', [
      id,
      staffId,
      message,
    ]);
    await recordAudit(tx, {
      staffId,
      action: 'registration.request_information',
      subject: 'registration',
      subjectId: id,
      before: { status: 'pending' },
      after: { status: 'pending', message },
    });
    return true;
  });
}

/**
 * Keeps a document staff attach to a registration (already stored under `key`) with its audit entry. The
 * registration's row is locked, so two uploads at once cannot pass the limit together.
 */
export async function attachDocument(
  db: Database,
  id: number,
  staffId: number,
  key: string,
): Promise<'attached' | 'not-found' | 'too-many'> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [id]);
    if (!row) return 'not-found';
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM registration_documents WHERE customer_id = $1',
      [id],
    );
    if (count!.n >= REGISTRATION_DOCUMENTS.maxPerRegistration) return 'too-many';
    const [document] = await tx.query<{ id: number }>(
      'INSERT INTO registration_documents (customer_id, file_key, staff_id) VALUES ($1, $2, $3) RETURNING id',
      [id, key, staffId],
    );
    await recordAudit(tx, {
      staffId,
      action: 'registration.document_attach',
      subject: 'registration',
      subjectId: id,
      before: null,
      after: { document_id: document!.id, file_name: documentFileName(document!.id, key) },
    });
    return 'attached';
  });
}

/** The stored key of one of a registration's documents, or null when it has no such document. */
export async function registrationDocumentKey(
  db: Queryable,
  id: number,
  documentId: number,
): Promise<string | null> {
  const [row] = await db.query<{ file_key: string }>(
    'SELECT file_key FROM registration_documents WHERE id = $1 AND customer_id = $2',
    [documentId, id],
  );
  return row && isCertificateKey(row.file_key) ? row.file_key : null;
}
