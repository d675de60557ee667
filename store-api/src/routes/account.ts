import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../db/database.js';
import { requireCustomer } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { NotFoundError, UnprocessableError } from '../errors.js';
import { envelope } from '../http/reply.js';
import { parseInput } from '../http/validate.js';
import {
  accountDetailsFields,
  accountPasswordIssue,
  addressFields,
  messages as M,
  parseId,
  renamed,
  SHIPPING_ADDRESSES_MAX,
  TEXT_MAX,
} from '@storefront/contract';
import { loadCart } from '../services/cart.js';
import {
  isUniqueViolation,
  loadAddress,
  loadAddresses,
  loadCustomer,
  type Customer,
} from '../services/customers.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { checkPasswordWithinLimits, type ThrottleSettings } from '../services/throttle.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The REST names of the password change's fields. */
const REST_PASSWORD_FIELD = {
  currentPassword: 'password_current',
  newPassword: 'new_password',
  confirmPassword: 'new_password_confirmation',
} as const;

const AccountDetailsInput = z
  .object({
    ...renamed(accountDetailsFields, { companyName: 'company_name' }),
    // Longer than any password we store: it cannot be the current one.
    password_current: z.preprocess(
      text,
      z.string().refine((v) => v.length <= TEXT_MAX.password, {
        message: M.currentPasswordWrong,
        params: { code: 'WRONG_PASSWORD' },
      }),
    ),
    new_password: z.preprocess(text, z.string()),
    new_password_confirmation: z.preprocess(text, z.string()),
  })
  .superRefine((v, ctx) => {
    const issue = accountPasswordIssue({
      currentPassword: v.password_current,
      newPassword: v.new_password,
      confirmPassword: v.new_password_confirmation,
    });
    if (issue)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [REST_PASSWORD_FIELD[issue.field]] });
  });

const AddressInput = z.object(
  renamed(addressFields, { stateId: 'state_id', postcode: 'pincode', companyName: 'company_name' }),
);

async function assertState(db: Queryable, stateId: number): Promise<void> {
  const [state] = await db.query('SELECT 1 FROM states WHERE id = $1', [stateId]);
  if (!state) throw new UnprocessableError(M.addressState, 'INVALID', 'state_id');
}

async function customerOrThrow(db: Queryable, id: number): Promise<Customer> {
  const customer = await loadCustomer(db, id);
  if (!customer) throw new NotFoundError(M.customerNotFound);
  return customer;
}

export function accountRoutes(app: FastifyInstance, db: Database, throttle: ThrottleSettings): void {
  app.get('/account-details', async (request) => {
    const customer = requireCustomer(request);
    return envelope(await customerOrThrow(db, customer.id));
  });

  app.post('/save-account-details', async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const input = parseInput(AccountDetailsInput, fields);
    let passwordHash: string | null = null;
    if (input.password_current !== '') {
      const [row] = await db.query<{ password_hash: string; email: string }>(
        'SELECT password_hash, lower(email) AS email FROM customers WHERE id = $1',
        [customer.id],
      );
      // Under the login limits, counted against the account's e-mail: a stolen session must not be a way to
      // guess the password without them.
      const right = await checkPasswordWithinLimits(
        db,
        { email: row?.email ?? '', ip: request.ip },
        throttle,
        async () =>
          (await verifyPassword(row?.password_hash ?? null, input.password_current)) ? true : undefined,
      );
      if (!right) throw new UnprocessableError(M.currentPasswordWrong, 'WRONG_PASSWORD', 'password_current');
      passwordHash = await hashPassword(input.new_password);
    }
    const [taken] = await db.query('SELECT 1 FROM customers WHERE lower(email) = $1 AND id <> $2', [
      input.email,
      customer.id,
    ]);
    if (taken) throw new UnprocessableError(M.emailTaken, 'TAKEN', 'email');
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE customers SET name = $2, email = $3, company_name = $4, phone = $5,
                  password_hash = coalesce($6, password_hash), updated_at = now()
            WHERE id = $1`,
          [customer.id, input.name, input.email, input.company_name, input.phone, passwordHash],
        );
        // A new password ends every other session; this one stays logged in.
        if (passwordHash) {
          await tx.query(
            'UPDATE auth_tokens SET revoked_at = now() WHERE customer_id = $1 AND id <> $2 AND revoked_at IS NULL',
            [customer.id, customer.tokenId],
          );
        }
      });
    } catch (error) {
      if (isUniqueViolation(error, 'customers_email_key')) {
        throw new UnprocessableError(M.emailTaken, 'TAKEN', 'email');
      }
      throw error;
    }
    return envelope(await customerOrThrow(db, customer.id), M.detailsUpdatedOk);
  });

  app.get('/addresses', async (request) => {
    const customer = requireCustomer(request);
    return envelope(await loadAddresses(db, customer.id));
  });

  app.post('/update-billing-address', async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const input = parseInput(AddressInput, fields);
    await assertState(db, input.state_id);
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO addresses (customer_id, type, name, company_name, address, city, state_id, pincode, phone)
       SELECT c.id, 'billing', coalesce($2, c.name), coalesce($3, c.company_name), $4, $5, $6, $7, coalesce($8, c.phone)
         FROM customers c WHERE c.id = $1
       ON CONFLICT (customer_id) WHERE type = 'billing' DO UPDATE
          SET name = coalesce($2, addresses.name), company_name = coalesce($3, addresses.company_name),
              address = $4, city = $5, state_id = $6, pincode = $7, phone = coalesce($8, addresses.phone),
              updated_at = now()
       RETURNING id`,
      [
        customer.id,
        input.name,
        input.company_name,
        input.address,
        input.city,
        input.state_id,
        input.pincode,
        input.phone,
      ],
    );
    return envelope(await loadAddress(db, row!.id), M.billingUpdatedOk);
  });

  app.post('/update-shipping-address', async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const input = parseInput(AddressInput, fields);
    const idText =
      typeof fields.id === 'number' || typeof fields.id === 'string' ? String(fields.id).trim() : '';
    await assertState(db, input.state_id);
    const values = [
      input.name,
      input.company_name,
      input.address,
      input.city,
      input.state_id,
      input.pincode,
      input.phone,
    ];
    let id: number;
    if (idText === '' || idText === '0') {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO addresses (customer_id, type, name, company_name, address, city, state_id, pincode, phone)
         SELECT $1, 'shipping', $2, $3, $4, $5, $6, $7, $8
          WHERE (SELECT count(*) FROM addresses WHERE customer_id = $1 AND type = 'shipping') < ${SHIPPING_ADDRESSES_MAX}
         RETURNING id`,
        [customer.id, ...values],
      );
      if (!row) throw new UnprocessableError(M.tooManyAddresses, 'LIMIT_REACHED', null);
      id = row.id;
    } else {
      const addressId = parseId(idText);
      if (addressId === null) throw new NotFoundError(M.addressNotFound);
      const [row] = await db.query<{ id: number }>(
        `UPDATE addresses SET name = $3, company_name = $4, address = $5, city = $6, state_id = $7, pincode = $8,
                phone = $9, updated_at = now()
          WHERE id = $2 AND customer_id = $1 AND type = 'shipping' RETURNING id`,
        [customer.id, addressId, ...values],
      );
      if (!row) throw new NotFoundError(M.addressNotFound);
      id = row.id;
    }
    return envelope(await loadAddress(db, id), M.shippingUpdatedOk);
  });

  app.get('/cart-customer', async (request) => {
    const customer = requireCustomer(request);
    const [profile, { addresses }, cart] = await Promise.all([
      customerOrThrow(db, customer.id),
      loadAddresses(db, customer.id),
      loadCart(db, customer.id),
    ]);
    return envelope({ ...profile, addresses, cart_items: cart.lines });
  });
}
