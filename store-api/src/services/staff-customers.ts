import type { z } from 'zod';
import type { Database, Queryable } from '../db/database.js';
import { EXPIRY_WARNING_DAYS, formatCents, storeToday } from '@storefront/contract';
import type { RestStaffCustomerDetailSchema, RestStaffCustomerSchema } from '@storefront/contract/rest';
import { activeApiKeys } from './api-keys.js';
import { auditOf, recordAudit } from './audit.js';
import type { PageRequest } from './page.js';
import type { OrderStatus } from './orders.js';
import { escapeLike } from './products.js';
import {
  certificateLinks,
  findRegistrationRow,
  REGISTRATION_SELECT,
  staffAddresses,
  toRegistration,
  type RegistrationRow,
} from './staff-registrations.js';

export const CUSTOMER_FILTER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
type CustomerFilterStatus = (typeof CUSTOMER_FILTER_STATUSES)[number];

export interface CustomerFilter {
  search: string | null;
  status: CustomerFilterStatus | null;
  membershipCategory: number | null;
  stateId: number | null;
  /** expiring: a licence or tax certificate ends within 30 days; expired: one has ended. */
  certificate: 'expiring' | 'expired' | null;
}

/** A customer in the staff list: the registration's fields the list shows, and whether it is suspended. */
export type CustomerListItem = z.input<typeof RestStaffCustomerSchema>;

function toListItem(row: RegistrationRow): CustomerListItem {
  const r = toRegistration(row);
  return {
    id: r.id,
    company_name: r.company_name,
    contact_name: r.contact_name,
    email: r.email,
    state: r.state,
    membership_category: r.membership_category,
    status: r.status,
    suspended: row.suspended_at !== null,
    tax_id_expires_on: r.tax_id_expires_on,
    tobacco_license_expires_on: r.tobacco_license_expires_on,
    created_at: r.created_at,
  };
}

function whereClause(filter: CustomerFilter, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.search !== null) {
    const like = add(`%${escapeLike(filter.search.toLowerCase())}%`);
    conditions.push(
      `(lower(c.company_name) LIKE ${like} OR lower(c.name) LIKE ${like} OR lower(c.email) LIKE ${like})`,
    );
  }
  if (filter.status === 'suspended') conditions.push('c.suspended_at IS NOT NULL');
  else if (filter.status !== null)
    conditions.push(`c.status = ${add(filter.status)} AND c.suspended_at IS NULL`);
  if (filter.membershipCategory !== null) conditions.push(`c.cc_tax_id = ${add(filter.membershipCategory)}`);
  if (filter.stateId !== null) conditions.push(`a.state_id = ${add(filter.stateId)}`);
  // The store's own date (New York), as the order rule and the buyer's notice read it: a certificate is valid
  // through its expiry day. The database's current_date would be UTC's, a day ahead every evening.
  if (filter.certificate === 'expired') {
    const today = add(storeToday());
    conditions.push(`(c.tax_expiry_date < ${today}::date OR c.tob_expiry_date < ${today}::date)`);
  }
  if (filter.certificate === 'expiring') {
    const today = add(storeToday());
    const days = add(Math.max(...EXPIRY_WARNING_DAYS));
    conditions.push(
      `(c.tax_expiry_date BETWEEN ${today}::date AND ${today}::date + ${days}::int
        OR c.tob_expiry_date BETWEEN ${today}::date AND ${today}::date + ${days}::int)`,
    );
  }
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}

/** Customers matching the filter, newest first. */
export async function searchCustomers(
  db: Queryable,
  filter: CustomerFilter,
  page: PageRequest,
): Promise<{ total: number; rows: CustomerListItem[] }> {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const rows = await db.query<RegistrationRow>(
    `${REGISTRATION_SELECT} ${where} ORDER BY c.created_at DESC, c.id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.perPage, page.offset],
  );
  return { total: await countCustomers(db, filter), rows: rows.map(toListItem) };
}

/** How many customers match the filter (the back office's home counts them without listing any). */
export async function countCustomers(db: Queryable, filter: CustomerFilter): Promise<number> {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${REGISTRATION_SELECT} ${where}) AS matching`,
    params,
  );
  return count?.total ?? 0;
}

export type CustomerDetail = z.input<typeof RestStaffCustomerDetailSchema>;

export async function loadCustomerDetail(db: Queryable, id: number): Promise<CustomerDetail | undefined> {
  const row = await findRegistrationRow(db, id);
  if (!row) return undefined;
  const orders = await db.query<{
    id: number;
    order_status: OrderStatus;
    total_cents: number;
    created_at: Date;
  }>(
    `SELECT id, order_status, total_cents, created_at FROM orders WHERE customer_id = $1
      ORDER BY created_at DESC, id DESC LIMIT 100`,
    [id],
  );
  return {
    ...toRegistration(row),
    suspended: row.suspended_at !== null,
    suspended_at: row.suspended_at?.toISOString() ?? null,
    addresses: await staffAddresses(db, id),
    orders: orders.map((o) => ({
      id: o.id,
      order_number: String(o.id),
      status: o.order_status,
      total: formatCents(o.total_cents),
      created_at: o.created_at.toISOString(),
    })),
    certificates: certificateLinks(row),
    audit: await auditOf(db, [
      { type: 'customer', id },
      { type: 'registration', id },
    ]),
    api_keys: await activeApiKeys(db, id),
  };
}

/**
 * Suspends (or reactivates) a customer with its audit entry, in one transaction; suspending revokes every
 * session and API key of the customer in it too, so no request of theirs gets through after the answer. False when there
 * is no such customer; a customer already in the asked state is left as it is, without an entry.
 */
export async function setSuspended(
  db: Database,
  id: number,
  suspend: boolean,
  audit: { staffId: number; reason?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ suspended: boolean }>(
      'SELECT suspended_at IS NOT NULL AS suspended FROM customers WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!row) return false;
    if (row.suspended === suspend) return true;
    await tx.query(
      `UPDATE customers SET suspended_at = CASE WHEN $2::boolean THEN now() END, updated_at = now() WHERE id = $1`,
      [id, suspend],
    );
    if (suspend) {
      await tx.query(
        'UPDATE auth_tokens SET revoked_at = now() WHERE customer_id = $1 AND revoked_at IS NULL',
        [id],
      );
      // A suspension ends the account's API keys like its sessions: reactivation does not bring them back.
      await tx.query(
        'UPDATE api_keys SET revoked_at = now(), revoked_by_staff = $2 WHERE customer_id = $1 AND revoked_at IS NULL',
        [id, audit.staffId],
      );
    }
    await recordAudit(tx, {
      staffId: audit.staffId,
      action: suspend ? 'customer.suspend' : 'customer.reactivate',
      subject: 'customer',
      subjectId: id,
      before: { suspended: row.suspended },
      after: { suspended: suspend, ...(audit.reason ? { reason: audit.reason } : {}) },
    });
    return true;
  });
}
