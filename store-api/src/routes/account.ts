import { z } from 'zod';
import type { Database, Queryable } from '../db/database.js';
import { requireCustomer, requireSession } from '../http/auth.js';
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
  TEXT_MAX,
} from '@storefront/contract';
import { loadCart } from '../services/cart.js';
import {
  addShippingAddress,
  isCurrentPassword,
  saveAccountDetails,
  saveBillingAddress,
  updateShippingAddress,
} from '../services/account.js';
import { loadAddress, loadAddresses, loadCustomer, type Customer } from '../services/customers.js';
import { hashPassword } from '../services/passwords.js';
import { stateExists } from '../services/reference.js';
import type { ThrottleSettings } from '../services/throttle.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { ACCOUNT } from '@storefront/contract/rest';

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
  if (!(await stateExists(db, stateId))) throw new UnprocessableError(M.addressState, 'INVALID', 'state_id');
}

async function customerOrThrow(db: Queryable, id: number): Promise<Customer> {
  const customer = await loadCustomer(db, id);
  if (!customer) throw new NotFoundError(M.customerNotFound);
  return customer;
}

export function accountRoutes(app: CustomerApi, db: Database, throttle: ThrottleSettings): void {
  customerRoute(app, ACCOUNT.accountDetails, async (request) => {
    const customer = requireCustomer(request);
    return envelope(await customerOrThrow(db, customer.id));
  });

  customerRoute(app, ACCOUNT.saveAccountDetails, async (request) => {
    const customer = requireSession(request);
    const { fields } = await readForm(request);
    const input = parseInput(AccountDetailsInput, fields);
    let passwordHash: string | null = null;
    if (input.password_current !== '') {
      if (!(await isCurrentPassword(db, customer.id, input.password_current, request.ip, throttle))) {
        throw new UnprocessableError(M.currentPasswordWrong, 'WRONG_PASSWORD', 'password_current');
      }
      passwordHash = await hashPassword(input.new_password);
    }
    const saved = await saveAccountDetails(
      db,
      { customerId: customer.id, tokenId: customer.tokenId },
      input,
      passwordHash,
    );
    if (!saved) throw new UnprocessableError(M.emailTaken, 'TAKEN', 'email');
    return envelope(await customerOrThrow(db, customer.id), M.detailsUpdatedOk);
  });

  customerRoute(app, ACCOUNT.addresses, async (request) => {
    const customer = requireCustomer(request);
    return envelope(await loadAddresses(db, customer.id));
  });

  customerRoute(app, ACCOUNT.updateBillingAddress, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const input = parseInput(AddressInput, fields);
    await assertState(db, input.state_id);
    const id = await saveBillingAddress(db, customer.id, input);
    return envelope(await loadAddress(db, id), M.billingUpdatedOk);
  });

  customerRoute(app, ACCOUNT.updateShippingAddress, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const input = parseInput(AddressInput, fields);
    const idText =
      typeof fields.id === 'number' || typeof fields.id === 'string' ? String(fields.id).trim() : '';
    await assertState(db, input.state_id);
    let id: number | undefined;
    if (idText === '' || idText === '0') {
      id = await addShippingAddress(db, customer.id, input);
      if (id === undefined) throw new UnprocessableError(M.tooManyAddresses, 'LIMIT_REACHED', null);
    } else {
      const addressId = parseId(idText);
      id = addressId === null ? undefined : await updateShippingAddress(db, customer.id, addressId, input);
      if (id === undefined) throw new NotFoundError(M.addressNotFound);
    }
    return envelope(await loadAddress(db, id), M.shippingUpdatedOk);
  });

  customerRoute(app, ACCOUNT.cartCustomer, async (request) => {
    const customer = requireCustomer(request);
    const [profile, { addresses }, cart] = await Promise.all([
      customerOrThrow(db, customer.id),
      loadAddresses(db, customer.id),
      loadCart(db, customer),
    ]);
    return envelope({ ...profile, addresses, cart_items: cart.lines });
  });
}
