import type { AppContext } from '../context.js';
import type { Database, Queryable } from '../db/database.js';
import { formatCents, messages as M, PASSWORD_RULE, USERNAME } from '@storefront/contract';
import { ORDER_STATUSES, REGISTRATION_STATUSES } from '@storefront/contract/rest';
import { accountApproved } from '../mail/messages.js';
import { recordAudit } from './audit.js';
import { isCertificateKey, type CertificateStore } from './certificate-store.js';
import { insertCustomer, isUniqueViolation } from './customers.js';
import { hashPassword } from './passwords.js';
import { issueOneTimeToken } from './tokens.js';

/** A staff command that cannot be carried out, with a message that says why. */
export class StaffError extends Error {}

/** A customer named by id ("12") or e-mail. */
export async function resolveCustomer(
  db: Queryable,
  ref: string,
): Promise<{ id: number; email: string; name: string }> {
  const byId = /^\d+$/.test(ref);
  const [row] = await db.query<{ id: number; email: string; name: string }>(
    byId
      ? 'SELECT id, email, name FROM customers WHERE id = $1::int'
      : 'SELECT id, email, name FROM customers WHERE lower(email) = lower($1)',
    [ref],
  );
  if (!row) throw new StaffError(byId ? `No customer with id ${ref}.` : `No customer with e-mail ${ref}.`);
  return row;
}

export interface CustomerSummary {
  id: number;
  email: string;
  name: string;
  company_name: string;
  status: string;
  account_created: boolean;
  created_at: string;
}

export async function listCustomers(db: Queryable, status?: string): Promise<CustomerSummary[]> {
  if (status !== undefined && !(REGISTRATION_STATUSES as readonly string[]).includes(status)) {
    throw new StaffError(`Unknown status "${status}": use one of ${REGISTRATION_STATUSES.join(', ')}.`);
  }
  const rows = await db.query<Omit<CustomerSummary, 'created_at'> & { created_at: Date }>(
    `SELECT id, email, name, company_name, status, account_created_at IS NOT NULL AS account_created, created_at
       FROM customers WHERE ($1::text IS NULL OR status = $1::text) ORDER BY created_at, id`,
    [status ?? null],
  );
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/**
 * Everything staff need to judge a registration, each certificate where the store keeps it (an absolute path,
 * or an s3:// address).
 */
export async function showCustomer(
  db: Queryable,
  certificates: CertificateStore,
  ref: string,
): Promise<Record<string, unknown>> {
  const { id } = await resolveCustomer(db, ref);
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT c.id, c.status, c.name_prefix, c.name, c.email, c.username, c.company_name, c.dba, c.phone, c.mobile,
            a.address, a.city, s.state, a.pincode, co.country, c.tax_id, c.tax_expiry_date::text AS tax_expiry_date,
            c.tax_certificate, c.tob_license_no, c.tob_expiry_date::text AS tob_expiry_date, c.tob_certificate,
            m.cc_name AS membership, c.created_at, c.approved_at, c.account_created_at,
            (SELECT count(*) FROM orders o WHERE o.customer_id = c.id) AS orders
       FROM customers c
       JOIN countries co ON co.id = c.country_id
       JOIN membership_categories m ON m.cc_id = c.cc_tax_id
       LEFT JOIN addresses a ON a.customer_id = c.id AND a.type = 'billing'
       LEFT JOIN states s ON s.id = a.state_id
      WHERE c.id = $1`,
    [id],
  );
  const where = (key: unknown) =>
    typeof key === 'string' ? (isCertificateKey(key) ? certificates.locate(key) : key) : null;
  return {
    ...row,
    tax_certificate: where(row!.tax_certificate),
    tob_certificate: where(row!.tob_certificate),
  };
}

/** The key of a customer's stored tax or tobacco certificate, for reading it from the certificate store. */
export async function certificateKey(db: Queryable, ref: string, kind: 'tax' | 'tobacco'): Promise<string> {
  const customer = await resolveCustomer(db, ref);
  const [row] = await db.query<{ key: string | null }>(
    `SELECT ${kind === 'tax' ? 'tax_certificate' : 'tob_certificate'} AS key FROM customers WHERE id = $1`,
    [customer.id],
  );
  if (!row?.key) throw new StaffError(`${customer.email} has no ${kind} certificate on file.`);
  return row.key;
}

/**
 * Approves a registration and e-mails the create-account link (a new one each time, so approving again
 * re-sends it). A customer who already created their account gets no link. The change and its audit entry
 * (by `staffId`, null for the admin command) are one transaction; the mail goes once it is committed, and a mail
 * that cannot be sent is logged, not thrown: the approval stands (`mailed` false), and approving again re-sends.
 */
export async function approveCustomer(
  ctx: AppContext,
  ref: string,
  staffId: number | null = null,
): Promise<{ email: string; link: string | null; mailed: boolean }> {
  const { db, config, mailer, store } = ctx;
  const found = await resolveCustomer(db, ref);
  const approved = await db.transaction(async (tx) => {
    const [before] = await tx.query<{ status: string }>(
      'SELECT status FROM customers WHERE id = $1 FOR UPDATE',
      [found.id],
    );
    const [customer] = await tx.query<{ id: number; name: string; email: string; username: string | null }>(
      `UPDATE customers SET status = 'approved', approved_at = coalesce(approved_at, now()), updated_at = now()
        WHERE id = $1 RETURNING id, name, email, username`,
      [found.id],
    );
    await recordAudit(tx, {
      staffId,
      action: 'registration.approve',
      subject: 'registration',
      subjectId: found.id,
      before: { status: before!.status },
      after: { status: 'approved' },
    });
    const token =
      customer!.username === null
        ? await issueOneTimeToken(tx, customer!.id, 'create_account', config.accountLinkTtlMs)
        : null;
    return { customer: customer!, token };
  });
  const { customer, token } = approved;
  if (token === null) return { email: customer.email, link: null, mailed: false };
  const link = `${config.webUrl}/create-account/${token}`;
  const mailed = await mailer.sendOrLog(
    accountApproved(store, customer, link, Math.round(config.accountLinkTtlMs / 86_400_000)),
  );
  return { email: customer.email, link, mailed };
}

/**
 * Rejects a registration (or closes an account): every session ends and login is refused. The reason, when
 * staff give one, is kept in the audit entry (by `staffId`, null for the admin command).
 */
export async function rejectCustomer(
  db: Database,
  ref: string,
  audit: { staffId: number | null; reason?: string } = { staffId: null },
): Promise<{ email: string; name: string }> {
  const customer = await resolveCustomer(db, ref);
  await db.transaction(async (tx) => {
    const [before] = await tx.query<{ status: string }>(
      'SELECT status FROM customers WHERE id = $1 FOR UPDATE',
      [customer.id],
    );
    await tx.query("UPDATE customers SET status = 'rejected', updated_at = now() WHERE id = $1", [
      customer.id,
    ]);
    await tx.query(
      'UPDATE auth_tokens SET revoked_at = now() WHERE customer_id = $1 AND revoked_at IS NULL',
      [customer.id],
    );
    await tx.query('UPDATE one_time_tokens SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [
      customer.id,
    ]);
    await recordAudit(tx, {
      staffId: audit.staffId,
      action: 'registration.reject',
      subject: 'registration',
      subjectId: customer.id,
      before: { status: before!.status },
      after: { status: 'rejected', ...(audit.reason === undefined ? {} : { reason: audit.reason }) },
    });
  });
  return { email: customer.email, name: customer.name };
}

export interface NewAccount {
  email: string;
  password: string;
  name?: string;
  company?: string;
  username?: string;
  phone?: string;
  approved?: boolean;
}

/**
 * Creates a customer whose account is ready to log in (username and password set): for demo buyers and
 * end-to-end tests, instead of a known password in the seed data.
 */
export async function createCustomerAccount(
  db: Database,
  input: NewAccount,
): Promise<{ id: number; username: string }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new StaffError(`"${input.email}" is not an e-mail address.`);
  // The rule every password a customer chooses follows: staff cannot give one a weaker password.
  if (!PASSWORD_RULE.test(input.password)) throw new StaffError(M.passwordStrength);
  const username = (
    input.username ??
    email
      .split('@')[0]!
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, USERNAME.max)
  ).padEnd(USERNAME.min, '0');
  if (!/^[A-Za-z0-9]{6,12}$/.test(username))
    throw new StaffError('The username must be 6 to 12 letters or digits.');
  const [refs] = await db.query<{ country_id: number; state_id: number; cc_id: number }>(
    `SELECT co.id AS country_id, (SELECT id FROM states WHERE country_id = co.id AND code = 'NJ') AS state_id,
            (SELECT min(cc_id) FROM membership_categories) AS cc_id
       FROM countries co WHERE co.iso_code = 'US'`,
  );
  if (!refs?.state_id || !refs.cc_id)
    throw new StaffError('The reference data is missing: start store-api once to seed it.');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertCustomer(tx, {
        name_prefix: 'Mr.',
        name: input.name ?? 'Demo Buyer',
        email,
        password_hash: passwordHash,
        company_name: input.company ?? 'Demo Retail LLC',
        address: '100 Market Street',
        city: 'Newark',
        country_id: refs.country_id,
        state_id: refs.state_id,
        pincode: '07102',
        phone: input.phone ?? '2015550100',
        mobile: null,
        tax_id: null,
        tax_expiry_date: null,
        tax_certificate: null,
        tob_license_no: 'TOB-DEMO',
        tob_expiry_date: null,
        tob_certificate: null,
        dba: null,
        cc_tax_id: refs.cc_id,
      });
      await tx.query(
        `UPDATE customers SET username = $2, account_created_at = now(), status = $3,
                approved_at = CASE WHEN $3 = 'approved' THEN now() END
          WHERE id = $1`,
        [id, username, input.approved ? 'approved' : 'pending'],
      );
      return { id, username };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customers_email_key'))
      throw new StaffError(`A customer with e-mail ${email} exists already.`);
    if (isUniqueViolation(error, 'customers_username_key'))
      throw new StaffError(`The username ${username} is taken.`);
    throw error;
  }
}

export interface OrderSummary {
  id: number;
  created_at: string;
  order_status: string;
  customer: string;
  total: string;
  lines: number;
  fulfilled: number;
}

export async function listOrders(
  db: Queryable,
  filter: { status?: string; customer?: string },
): Promise<OrderSummary[]> {
  if (filter.status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(filter.status)) {
    throw new StaffError(`Unknown order status "${filter.status}": use one of ${ORDER_STATUSES.join(', ')}.`);
  }
  const customerId = filter.customer ? (await resolveCustomer(db, filter.customer)).id : null;
  const rows = await db.query<{
    id: number;
    created_at: Date;
    order_status: string;
    email: string;
    total_cents: number;
    lines: number;
    fulfilled: number;
  }>(
    `SELECT o.id, o.created_at, o.order_status, c.email, o.total_cents,
            (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines,
            (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id AND l.fulfillment_status = 'fulfilled') AS fulfilled
       FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE ($1::text IS NULL OR o.order_status = $1::text) AND ($2::int IS NULL OR o.customer_id = $2::int)
      ORDER BY o.created_at DESC, o.id DESC LIMIT 500`,
    [filter.status ?? null, customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    order_status: row.order_status,
    customer: row.email,
    total: formatCents(row.total_cents),
    lines: row.lines,
    fulfilled: row.fulfilled,
  }));
}
