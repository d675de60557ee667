import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { dataPaths, loadConfig, type Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { createMailer } from '../src/mail/mailer.js';
import { createStaff } from '../src/services/staff-accounts.js';
import type { StaffRole } from '../src/services/staff-accounts.js';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import {
  PASSWORD,
  SAMPLE_PDF,
  SAMPLE_PNG,
  seedProduct,
  type TestCustomer,
  type TestStore,
} from './helpers.js';

/** The staff sign-in limits with some numbers changed, for startTestStore. */
export function staffLimits(numbers: Partial<Config['staffLogin']>): Pick<Config, 'staffLogin'> {
  return { staffLogin: { ...loadConfig({}).staffLogin, ...numbers } };
}

let staffCount = 0;
let loginAddress = 0;

/** A call under /api/staff with an optional bearer token. */
export function staffCall(
  store: TestStore,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  pathAndQuery: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url: `/api/staff/${pathAndQuery.replace(/^\//, '')}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return store.app.inject(request);
}

export async function staffLogin(store: TestStore, email: string, password: string): Promise<string> {
  // Each login from its own address, so failures a test provokes on purpose never throttle another.
  loginAddress += 1;
  const response = await staffCall(store, 'POST', 'login', {
    body: { email, password },
    headers: { 'x-forwarded-for': `10.200.${(loginAddress >> 8) & 255}.${loginAddress & 255}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
}

/** A staff member of the role with a password, signed in. */
export async function staffMember(
  store: TestStore,
  role: StaffRole,
): Promise<{ id: number; email: string; token: string }> {
  staffCount += 1;
  const email = `${role}${staffCount}-${Math.random().toString(36).slice(2, 8)}@staff.example.com`;
  const { staff } = await createStaff(store.db, {
    email,
    role,
    name: `${role} ${staffCount}`,
    password: PASSWORD,
  });
  return { id: staff.id, email, token: await staffLogin(store, email, PASSWORD) };
}

/** The code an authenticator app shows for the secret now, or `steps` periods of 30 seconds from now. */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

/** Sets up the member's second factor as the screens do (start, then confirm with a code); answers the secret. */
export async function enrolTotp(store: TestStore, token: string): Promise<string> {
  const started = await staffCall(store, 'POST', 'totp/start', { token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await staffCall(store, 'POST', 'totp/confirm', {
    token,
    body: { code: totpCode(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

let registrations = 0;

/** Registers a business the way a buyer does (multipart, with both certificates); answers its id. */
export async function register(store: TestStore, company: string): Promise<{ id: number; email: string }> {
  registrations += 1;
  const email = `reg${registrations}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Rita Reviewed',
    email,
    password: 'Welcome#2025',
    company_name: company,
    address: '1 A St',
    city: 'Newark',
    country_id: '1',
    state_id: '31',
    pincode: '07102',
    phone: '2015550100',
    tob_license_no: 'TOB-9',
    tob_expiry_date: '2099-01-31',
    tax_id: 'TAX-1',
    cc_tax_id: '2',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('tax_certificate', new Blob([SAMPLE_PNG], { type: 'image/png' }), 'tax.png');
  form.append('tob_certificate', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'licence.pdf');
  const response = await store.call('POST', 'register', { body: form });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json<{ data: { customer: { id: number } } }>().data.customer.id, email };
}

/** An order the way a buyer places one: a cart above the minimum, then create-order. */
export async function placeOrder(
  store: TestStore,
  customer: TestCustomer,
): Promise<{ id: number; productId: number; quantity: number }> {
  const product = await seedProduct(
    store.db,
    'stock >= 50 AND sales_price_cents >= 2000 AND purchase_limit IS NULL',
  );
  const quantity = Math.ceil(25_000 / product.sales_price_cents);
  const added = await store.call('GET', `add-to-cart?item_id=${product.id}&quantity=${quantity}`, {
    token: customer.token,
  });
  expect(added.statusCode, added.body).toBe(200);
  const response = await store.call('POST', 'create-order', {
    token: customer.token,
    body: {
      billing_address: {
        name: 'Rosa Alvarez',
        company_name: 'Corner Smoke Shop LLC',
        address: '12 Ocean Avenue',
        city: 'Asbury Park',
        state_id: 31,
        pincode: '07712',
        phone: '7325550142',
        email: customer.email,
      },
      shipping_address: null,
      hasShippingAddress: false,
      note: 'Back door',
      payment_method: 'Cash On Dilevery',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await store.db.query<{ id: number }>(
    'SELECT id FROM orders WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
    [customer.id],
  );
  return { id: row!.id, productId: product.id, quantity };
}

/** What the admin command runs with, on the test store (its mail lands where store.mails() reads). */
export function commandContext(store: TestStore): AppContext {
  return {
    db: store.db,
    config: store.config,
    certificates: store.certificates,
    mailer: createMailer({
      smtpUrl: undefined,
      mailDir: dataPaths(store.config).mail,
      from: 'x@example.com',
      log: { info() {}, error() {} },
    }),
    store: { storeName: 'Test', storeEmail: store.config.storeEmail, webUrl: store.config.webUrl },
  };
}
