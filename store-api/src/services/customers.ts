import { isUsername } from '@storefront/contract';
import type { z } from 'zod';
import type { ACCOUNT, Narrowed, RestAddressSchema, RestAnswerOf, Whole } from '@storefront/contract/rest';
import type { Queryable } from '../db/database.js';

export type CustomerStatus = 'pending' | 'approved' | 'rejected';

/**
 * The customer as every account call answers it (the descriptor's answer, whole, its status one of ours);
 * certificate paths and password hashes never leave.
 */
export type Customer = Narrowed<
  Whole<
    RestAnswerOf<typeof ACCOUNT.accountDetails>,
    | 'username'
    | 'mobile'
    | 'address'
    | 'city'
    | 'pincode'
    | 'state_id'
    | 'state'
    | 'tax_id'
    | 'tax_expiry_date'
    | 'tob_expiry_date'
    | 'dba'
  >,
  { status: CustomerStatus }
>;

/** An address of the address book as the account calls answer it: whole, its name, company and phone optional. */
export type Address = Whole<z.input<typeof RestAddressSchema>, 'name' | 'company_name' | 'phone'>;

interface CustomerRow extends Omit<Customer, 'state' | 'created_at'> {
  state_name: string | null;
  created_at: Date;
}

export async function loadCustomer(db: Queryable, id: number): Promise<Customer | undefined> {
  const [row] = await db.query<CustomerRow>(
    `SELECT c.id, c.name_prefix, c.name, c.email, c.username, c.company_name, c.phone, c.mobile,
            a.address, a.city, a.pincode, c.country_id, a.state_id, s.state AS state_name,
            c.tax_id, c.tax_expiry_date::text AS tax_expiry_date, c.tob_license_no,
            c.tob_expiry_date::text AS tob_expiry_date, c.dba, c.cc_tax_id, c.status, c.created_at
       FROM customers c
       LEFT JOIN addresses a ON a.customer_id = c.id AND a.type = 'billing'
       LEFT JOIN states s ON s.id = a.state_id
      WHERE c.id = $1`,
    [id],
  );
  if (!row) return undefined;
  const { state_name, created_at, ...rest } = row;
  return {
    ...rest,
    state: row.state_id !== null && state_name !== null ? { id: row.state_id, state: state_name } : null,
    created_at: created_at.toISOString(),
  };
}

interface AddressRow extends Omit<Address, 'state'> {
  state_name: string;
}

function toAddress({ state_name, ...row }: AddressRow): Address {
  return { ...row, state: { id: row.state_id, state: state_name } };
}

const ADDRESS_SELECT = `
  SELECT a.id, a.type, a.name, a.company_name, a.address, a.city, a.state_id, s.state AS state_name, a.pincode, a.phone
    FROM addresses a JOIN states s ON s.id = a.state_id`;

/** The billing address (the profile's) and the shipping addresses, oldest first. */
export async function loadAddresses(
  db: Queryable,
  customerId: number,
): Promise<{ billing: Address | null; addresses: Address[] }> {
  const rows = await db.query<AddressRow>(`${ADDRESS_SELECT} WHERE a.customer_id = $1 ORDER BY a.id`, [
    customerId,
  ]);
  const all = rows.map(toAddress);
  return {
    billing: all.find((a) => a.type === 'billing') ?? null,
    addresses: all.filter((a) => a.type === 'shipping'),
  };
}

export async function loadAddress(db: Queryable, id: number): Promise<Address | undefined> {
  const [row] = await db.query<AddressRow>(`${ADDRESS_SELECT} WHERE a.id = $1`, [id]);
  return row ? toAddress(row) : undefined;
}

export interface NewCustomer {
  name_prefix: string;
  name: string;
  email: string;
  password_hash: string;
  company_name: string;
  address: string;
  city: string;
  country_id: number;
  state_id: number;
  pincode: string;
  phone: string;
  mobile: string | null;
  tax_id: string | null;
  tax_expiry_date: string | null;
  tax_certificate: string | null;
  tob_license_no: string;
  tob_expiry_date: string | null;
  tob_certificate: string | null;
  dba: string | null;
  cc_tax_id: number;
}

/** Inserts a pending customer and their billing address; the caller owns the transaction. */
export async function insertCustomer(tx: Queryable, c: NewCustomer): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customers (name_prefix, name, email, password_hash, company_name, phone, mobile, country_id,
                            tax_id, tax_expiry_date, tax_certificate, tob_license_no, tob_expiry_date,
                            tob_certificate, dba, cc_tax_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      c.name_prefix,
      c.name,
      c.email,
      c.password_hash,
      c.company_name,
      c.phone,
      c.mobile,
      c.country_id,
      c.tax_id,
      c.tax_expiry_date,
      c.tax_certificate,
      c.tob_license_no,
      c.tob_expiry_date,
      c.tob_certificate,
      c.dba,
      c.cc_tax_id,
    ],
  );
  const id = row!.id;
  await tx.query(
    `INSERT INTO addresses (customer_id, type, name, company_name, address, city, state_id, pincode, phone)
     VALUES ($1, 'billing', $2, $3, $4, $5, $6, $7, $8)`,
    [id, c.name, c.company_name, c.address, c.city, c.state_id, c.pincode, c.phone],
  );
  return id;
}

/**
 * What registering answers for an e-mail that is taken: the customer a new registration would answer, under an id
 * drawn from the customers' sequence (as an insert draws one), so neither the shape nor the ids tell the two
 * apart. Nothing is stored.
 */
export async function unsavedPendingCustomer(
  db: Queryable,
  c: Omit<NewCustomer, 'password_hash' | 'tax_certificate' | 'tob_certificate'>,
): Promise<Customer> {
  const [row] = await db.query<{ id: number; state: string | null; created_at: Date }>(
    `SELECT nextval(pg_get_serial_sequence('customers', 'id'))::int AS id,
            (SELECT state FROM states WHERE id = $1) AS state, now() AS created_at`,
    [c.state_id],
  );
  return {
    id: row!.id,
    name_prefix: c.name_prefix,
    name: c.name,
    email: c.email,
    username: null,
    company_name: c.company_name,
    phone: c.phone,
    mobile: c.mobile,
    address: c.address,
    city: c.city,
    pincode: c.pincode,
    country_id: c.country_id,
    state_id: c.state_id,
    tax_id: c.tax_id,
    tax_expiry_date: c.tax_expiry_date,
    tob_license_no: c.tob_license_no,
    tob_expiry_date: c.tob_expiry_date,
    dba: c.dba,
    cc_tax_id: c.cc_tax_id,
    status: 'pending',
    // Last but one, as loadCustomer builds it: even the order of the keys is the same.
    state: row!.state === null ? null : { id: c.state_id, state: row!.state },
    created_at: row!.created_at.toISOString(),
  };
}

/** Postgres unique_violation, on either engine. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return false;
  return constraint === undefined || e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/** What login checks of the account with this (lower-cased) e-mail, if there is one. */
export interface LoginAccount {
  id: number;
  /** Lower-cased: the login throttle counts per account, whichever name the login used. */
  email: string;
  password_hash: string;
  status: CustomerStatus;
  username: string | null;
  suspended: boolean;
}

/** The account a login names: by its e-mail address, or by its username (either case) when it is one. */
export async function findLoginAccount(db: Queryable, login: string): Promise<LoginAccount | undefined> {
  const [row] = await db.query<LoginAccount>(
    `SELECT id, lower(email) AS email, password_hash, status, username, suspended_at IS NOT NULL AS suspended FROM customers
     WHERE ${isUsername(login) ? 'lower(username) = lower($1)' : 'lower(email) = $1'}`,
    [login],
  );
  return row;
}
