import { SHIPPING_ADDRESSES_MAX } from '@storefront/contract';
import type { Database, Queryable } from '../db/database.js';
import { isUniqueViolation } from './customers.js';
import { verifyPassword } from './passwords.js';
import { checkPasswordWithinLimits, type ThrottleSettings } from './throttle.js';

/**
 * Whether `password` is the customer's, checked under the login limits and counted against the account's e-mail:
 * a stolen session must not be a way to guess the password without them (429 when they are reached).
 */
export async function isCurrentPassword(
  db: Queryable,
  customerId: number,
  password: string,
  ip: string,
  throttle: ThrottleSettings,
): Promise<boolean> {
  const [row] = await db.query<{ password_hash: string; email: string }>(
    'SELECT password_hash, lower(email) AS email FROM customers WHERE id = $1',
    [customerId],
  );
  const right = await checkPasswordWithinLimits(db, { email: row?.email ?? '', ip }, throttle, async () =>
    (await verifyPassword(row?.password_hash ?? null, password)) ? true : undefined,
  );
  return right === true;
}

export interface AccountDetails {
  name: string;
  email: string;
  company_name: string;
  phone: string;
}

/**
 * Saves the profile, and the new password when one is given, which ends every other session of the customer (the
 * one saving stays logged in). False, with nothing changed, when another customer has the e-mail.
 */
export async function saveAccountDetails(
  db: Database,
  session: { customerId: number; tokenId: number },
  details: AccountDetails,
  passwordHash: string | null,
): Promise<boolean> {
  const [taken] = await db.query('SELECT 1 FROM customers WHERE lower(email) = $1 AND id <> $2', [
    details.email,
    session.customerId,
  ]);
  if (taken) return false;
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE customers SET name = $2, email = $3, company_name = $4, phone = $5,
                password_hash = coalesce($6, password_hash), updated_at = now()
          WHERE id = $1`,
        [session.customerId, details.name, details.email, details.company_name, details.phone, passwordHash],
      );
      if (passwordHash) {
        await tx.query(
          'UPDATE auth_tokens SET revoked_at = now() WHERE customer_id = $1 AND id <> $2 AND revoked_at IS NULL',
          [session.customerId, session.tokenId],
        );
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customers_email_key')) return false;
    throw error;
  }
  return true;
}

export interface AddressValues {
  name: string | null;
  company_name: string | null;
  address: string;
  city: string;
  state_id: number;
  pincode: string;
  phone: string | null;
}

/** Sets the billing address (the profile's); name, company and phone left out keep the customer's. Its id. */
export async function saveBillingAddress(
  db: Queryable,
  customerId: number,
  a: AddressValues,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO addresses (customer_id, type, name, company_name, address, city, state_id, pincode, phone)
     SELECT c.id, 'billing', coalesce($2, c.name), coalesce($3, c.company_name), $4, $5, $6, $7, coalesce($8, c.phone)
       FROM customers c WHERE c.id = $1
     ON CONFLICT (customer_id) WHERE type = 'billing' DO UPDATE
        SET name = coalesce($2, addresses.name), company_name = coalesce($3, addresses.company_name),
            address = $4, city = $5, state_id = $6, pincode = $7, phone = coalesce($8, addresses.phone),
            updated_at = now()
     RETURNING id`,
    [customerId, a.name, a.company_name, a.address, a.city, a.state_id, a.pincode, a.phone],
  );
  return row!.id;
}

const shippingValues = (a: AddressValues) => [
  a.name,
  a.company_name,
  a.address,
  a.city,
  a.state_id,
  a.pincode,
  a.phone,
];

/** Adds a shipping address; its id, or undefined when the customer has SHIPPING_ADDRESSES_MAX already. */
export async function addShippingAddress(
  db: Queryable,
  customerId: number,
  a: AddressValues,
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO addresses (customer_id, type, name, company_name, address, city, state_id, pincode, phone)
     SELECT $1, 'shipping', $2, $3, $4, $5, $6, $7, $8
      WHERE (SELECT count(*) FROM addresses WHERE customer_id = $1 AND type = 'shipping') < ${SHIPPING_ADDRESSES_MAX}
     RETURNING id`,
    [customerId, ...shippingValues(a)],
  );
  return row?.id;
}

/** Changes one of the customer's shipping addresses; its id, or undefined when it is not theirs. */
export async function updateShippingAddress(
  db: Queryable,
  customerId: number,
  addressId: number,
  a: AddressValues,
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `UPDATE addresses SET name = $3, company_name = $4, address = $5, city = $6, state_id = $7, pincode = $8,
            phone = $9, updated_at = now()
      WHERE id = $2 AND customer_id = $1 AND type = 'shipping' RETURNING id`,
    [customerId, addressId, ...shippingValues(a)],
  );
  return row?.id;
}
