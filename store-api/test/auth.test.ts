import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/admin/commands.js';
import { createMailer } from '../src/mail/mailer.js';
import { dataPaths } from '../src/config.js';
import { messages as M } from '@storefront/contract';
import { PASSWORD, startTestStore, type SentMail, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ uploadMaxBytes: 64 * 1024 });
});
afterAll(async () => {
  await store.close();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 1)]);

let registrations = 0;
function registerFields(overrides: Record<string, string> = {}): Record<string, string> {
  registrations += 1;
  return {
    name_prefix: 'Ms.',
    name: 'Rosa Alvarez',
    email: `rosa${registrations}@corner-smoke.example`,
    password: 'Welcome#2025',
    company_name: 'Corner Smoke Shop LLC',
    address: '12 Ocean Avenue',
    city: 'Asbury Park',
    country_id: '1',
    state_id: '31',
    pincode: '07712',
    phone: '(732) 555-0142',
    mobile: '7325550199',
    tax_id: 'NJ-TAX-4411',
    tax_expiry_date: '2030-12-31',
    tob_license_no: 'NJ-TOB-99812',
    tob_expiry_date: '2031-06-30',
    dba: 'Corner Smoke',
    cc_tax_id: '4',
    ...overrides,
  };
}

function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name: string; type: string }> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files))
    form.append(key, new Blob([file.data], { type: file.type }), file.name);
  return form;
}

async function register(fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) {
  return store.call('POST', 'register', { body: multipart(fields, files) });
}

interface RegisterAnswer {
  data: { customer: { id: number; email: string; created_at: string } & Record<string, unknown> };
  message: string;
}

/** Certificate files kept so far. */
async function uploads(): Promise<string[]> {
  return readdir(path.join(store.config.dataDir, 'uploads')).catch(() => []);
}

/** Waits for a mail the store sends after answering. */
async function mailMatching(test: (mail: SentMail) => boolean): Promise<SentMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await store.mails()).find(test);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no such mail');
}

function ctx() {
  return {
    db: store.db,
    config: store.config,
    certificates: store.certificates,
    mailer: createMailer({
      smtpUrl: undefined,
      mailDir: dataPaths(store.config).mail,
      from: 'test@example.com',
      log: { info() {}, error() {} },
    }),
    store: { storeName: 'Test Store', storeEmail: store.config.storeEmail, webUrl: store.config.webUrl },
  };
}

describe('POST /api/customer/login', () => {
  it('checks email, its form and the password, in the spec’s order and words', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{}, M.enterEmail, 'email'],
      [{ email: 'not-an-email', password: 'x' }, M.properEmail, 'email'],
      // Neither an e-mail address nor a username (6 to 12 letters and digits).
      [{ email: 'rosa', password: 'x' }, M.properEmail, 'email'],
      [{ email: 'a@example.com' }, M.enterPassword, 'password'],
    ];
    for (const [body, error, field] of cases) {
      const response = await store.call('POST', 'login', { body });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error, field, code: 'INVALID' });
    }
  });

  it('answers a password longer than any stored as wrong credentials, of no one field', async () => {
    const response = await store.call('POST', 'login', {
      body: { email: 'a@example.com', password: 'Long#1'.repeat(30) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
  });

  it('logs in with a random 43-character token, stored only as its hash, and the customer without secrets', async () => {
    const customer = await store.customer({ email: 'login-ok@example.com' });
    const response = await store.call('POST', 'login', {
      body: { email: 'LOGIN-OK@example.com', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    // The token at the top level of the body: the spec's client reads `data.token`.
    const body = response.json<{
      token: string;
      data: { customer: Record<string, unknown> };
      message: string;
    }>();
    expect(body.message).toBe('Customer Login Successfully');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.customer).toMatchObject({
      id: customer.id,
      email: 'login-ok@example.com',
      status: 'approved',
    });
    expect(JSON.stringify(body.data.customer)).not.toMatch(/password|certificate|argon/);
    const stored = await store.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM auth_tokens WHERE customer_id = $1',
      [customer.id],
    );
    expect(stored.map((t) => t.token_hash)).toContain(createHash('sha256').update(body.token).digest('hex'));
    expect(stored.map((t) => t.token_hash)).not.toContain(body.token);
  });

  it('hashes passwords with argon2id', async () => {
    const customer = await store.customer();
    const [row] = await store.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customers WHERE id = $1',
      [customer.id],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers the same error for an unknown e-mail and a wrong password', async () => {
    const customer = await store.customer();
    const wrong = await store.call('POST', 'login', {
      body: { email: customer.email, password: 'Nope#12345' },
    });
    const unknown = await store.call('POST', 'login', {
      body: { email: 'nobody@example.com', password: 'Nope#12345' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a registration that is not approved yet, and a rejected one, even with the right password', async () => {
    const pending = registerFields();
    expect((await register(pending)).statusCode).toBe(200);
    const early = await store.call('POST', 'login', {
      body: { email: pending.email, password: pending.password },
    });
    expect(early.json()).toEqual({ error: M.accountNotCreated, field: null, code: 'ACCOUNT_NOT_CREATED' });

    const customer = await store.customer();
    expect((await runCommand(ctx(), ['reject', customer.email])).exitCode).toBe(0);
    const rejected = await store.call('POST', 'login', {
      body: { email: customer.email, password: customer.password },
    });
    expect(rejected.json()).toEqual({ error: M.accountRejected, field: null, code: 'ACCOUNT_REJECTED' });
    expect((await store.call('GET', 'account-details', { token: customer.token })).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  const privateCalls: ['GET' | 'POST', string][] = [
    ['GET', 'logout'],
    ['GET', 'account-details'],
    ['POST', 'save-account-details'],
    ['GET', 'addresses'],
    ['POST', 'update-billing-address'],
    ['POST', 'update-shipping-address'],
    ['GET', 'cart-customer'],
    ['POST', 'add-wishlist'],
    ['POST', 'wishlist-list'],
    ['POST', 'remove-wishlist'],
    ['GET', 'add-to-cart?item_id=1'],
    ['GET', 'add-selected-to-cart?item_ids=1'],
    ['GET', 'cart-items'],
    ['GET', 'cart-items-qty'],
    ['GET', 'increase-decrease-cart-item-qty?cart_id=1'],
    ['GET', 'remove-item-from-cart?item_id=all'],
    ['POST', 'create-order'],
    ['GET', 'retrive-orders'],
    ['GET', 'orders/1'],
    ['GET', 'promoted-items'],
    ['GET', 'frequently-order-items'],
  ];

  it.each(privateCalls)('%s %s answers 401 Unauthenticated. without a token', async (method, call) => {
    const response = await store.call(method, call, { body: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('ends the session on logout', async () => {
    const customer = await store.customer();
    const response = await store.call('GET', 'logout', { token: customer.token });
    expect(response.json()).toEqual({ data: {}, message: M.loggedOut });
    expect((await store.call('GET', 'account-details', { token: customer.token })).json()).toEqual({
      message: 'Unauthenticated.',
    });
  });

  it('refuses an expired token', async () => {
    const customer = await store.customer();
    await store.db.query(
      "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE customer_id = $1",
      [customer.id],
    );
    expect((await store.call('GET', 'account-details', { token: customer.token })).statusCode).toBe(401);
  });
});

describe('POST /api/customer/register', () => {
  it('registers a pending customer with both certificates, stored under random names, and mails both sides', async () => {
    const fields = registerFields();
    const response = await register(fields, {
      tax_certificate: { data: PDF, name: 'tax.pdf', type: 'application/pdf' },
      tob_certificate: { data: PNG, name: 'licence.png', type: 'image/png' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: { customer: Record<string, unknown> }; message: string }>();
    expect(body.message).toBe('Customer Registered Successfully');
    expect(body.data).not.toHaveProperty('token');
    expect(body.data.customer).toMatchObject({
      name_prefix: 'Ms.',
      name: 'Rosa Alvarez',
      email: fields.email,
      status: 'pending',
      username: null,
      phone: '7325550142',
      mobile: '7325550199',
      address: '12 Ocean Avenue',
      city: 'Asbury Park',
      pincode: '07712',
      state_id: 31,
      state: { id: 31, state: 'New Jersey' },
      tax_expiry_date: '2030-12-31',
      tob_expiry_date: '2031-06-30',
      tob_license_no: 'NJ-TOB-99812',
      dba: 'Corner Smoke',
      cc_tax_id: 4,
    });
    expect(JSON.stringify(body.data)).not.toMatch(/certificate/);

    const [row] = await store.db.query<{ tax_certificate: string; tob_certificate: string }>(
      'SELECT tax_certificate, tob_certificate FROM customers WHERE email = $1',
      [fields.email],
    );
    expect(row!.tax_certificate).toMatch(/^uploads\/[0-9a-f]{32}\.pdf$/);
    expect(row!.tob_certificate).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);
    expect(await readFile(path.join(store.config.dataDir, row!.tax_certificate))).toEqual(PDF);
    expect(await readFile(path.join(store.config.dataDir, row!.tob_certificate))).toEqual(PNG);

    expect((await store.waitForMail(fields.email!, 'we received your registration')).text).toContain(
      'Dear Rosa Alvarez',
    );
    const staff = await mailMatching(
      (m) => m.to.includes(store.config.storeEmail) && m.text.includes(fields.email!),
    );
    expect(staff.subject).toBe('New registration to review: Corner Smoke Shop LLC');
    expect(staff.text).toContain('2 uploaded');
  });

  it('accepts a registration without certificates, and a JPEG certificate', async () => {
    expect((await register(registerFields())).statusCode).toBe(200);
    const jpeg = await register(registerFields(), {
      tob_certificate: { data: JPEG, name: 'x.jpeg', type: 'image/jpeg' },
    });
    expect(jpeg.statusCode).toBe(200);
  });

  it('checks the register fields in the spec’s order and words', async () => {
    const order: [string, string][] = [
      ['name', M.enterName],
      ['email', M.enterEmail],
      ['password', M.enterPassword],
      ['company_name', M.enterCompanyName],
      ['address', M.enterAddress],
      ['city', M.enterCity],
      ['country_id', M.selectCountry],
      ['state_id', M.selectStates],
      ['pincode', M.enterPostcode],
      ['phone', M.enterPrimaryContact],
      ['tob_license_no', M.enterTobaccoId],
      ['cc_tax_id', M.selectCustomerCategory],
    ];
    const fields = registerFields();
    const empty: Record<string, string> = Object.fromEntries(
      order.map(([key]) => [key, key === 'country_id' ? '0' : '']),
    );
    for (const [key, message] of order) {
      const response = await register(empty);
      expect(response.statusCode).toBe(422);
      expect(response.json(), key).toEqual({ error: message, field: key, code: 'INVALID' });
      empty[key] = fields[key]!;
    }
    expect(M.enterAddress).toBe('Please enter address.');
  });

  it.each([
    [{ email: 'rosa@' }, M.properEmail],
    [{ password: 'short' }, M.passwordStrength],
    [{ password: 'longenough1' }, M.passwordStrength],
    [{ password: 'welcome#2025' }, M.passwordStrength],
    [{ password: 'WELCOME#2025' }, M.passwordStrength],
    [{ password: 'Welcome#2025 ' }, M.passwordStrength],
    [{ password: `Welcome#${'1'.repeat(121)}` }, M.passwordStrength],
    [{ country_id: '99' }, M.selectCountry],
    [{ state_id: '9999' }, M.selectStates],
    [{ pincode: '7712' }, M.properPostcode],
    [{ phone: '555-0142' }, M.properPrimaryContact],
    [{ mobile: '12' }, M.properSecondaryContact],
    [{ cc_tax_id: '999' }, M.selectCustomerCategory],
    [{ tax_expiry_date: '2001-01-01' }, M.pastTaxDate],
    [{ tob_expiry_date: '31/12/2030' }, M.properTobaccoDate],
    [{ name: 'x'.repeat(121) }, 'The name must be at most 120 characters.'],
  ])('refuses %j, naming its field', async (override, error) => {
    const response = await register(registerFields(override));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error, field: Object.keys(override)[0], code: 'INVALID' });
  });

  it('recognises certificates by their first bytes, not by name or declared type', async () => {
    const fake = await register(registerFields(), {
      tax_certificate: {
        data: Buffer.from('MZ\x90\x00 not a pdf'),
        name: 'tax.pdf',
        type: 'application/pdf',
      },
    });
    expect(fake.json()).toEqual({
      error: M.certificateType('tax certificate'),
      field: 'tax_certificate',
      code: 'INVALID',
    });
    const renamed = await register(registerFields(), {
      tob_certificate: { data: PDF, name: 'licence.exe', type: 'application/octet-stream' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a certificate over the size limit and stores nothing', async () => {
    const fields = registerFields();
    const big = Buffer.concat([PDF, Buffer.alloc(64 * 1024)]);
    const response = await register(fields, {
      tob_certificate: { data: big, name: 'big.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'The tobacco certificate must not be larger than 64 KB.',
      field: 'tob_certificate',
      code: 'INVALID',
    });
    expect(M.certificateSize('tax certificate', 10 * 1024 * 1024)).toBe(
      'The tax certificate must not be larger than 10 MB.',
    );
    expect(await store.db.query('SELECT 1 FROM customers WHERE email = $1', [fields.email])).toEqual([]);
  });

  it('mails the owner of a taken e-mail at most 3 times an hour, however many addresses register with it', async () => {
    const owner = registerFields();
    expect((await register(owner)).statusCode).toBe(200);
    const answers = [];
    for (let client = 1; client <= 5; client++) {
      const response = await store.call('POST', 'register', {
        body: multipart(registerFields({ email: owner.email! })),
        headers: { 'x-forwarded-for': `198.51.100.${client}` },
      });
      answers.push({ status: response.statusCode, message: response.json<RegisterAnswer>().message });
    }
    // The same answer whether or not the owner was mailed: nobody learns who is a customer.
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ status: 200, message: M.registerOk })));
    const notices = async () =>
      (await store.mails()).filter(
        (m) => m.to.includes(owner.email!) && m.subject.includes('someone tried to register'),
      );
    await expect.poll(async () => (await notices()).length).toBe(3);
    // The other two are not merely late.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notices()).toHaveLength(3);
  });

  it('answers a registration with a taken e-mail, whatever its case, exactly as a new one, and mails the owner instead', async () => {
    const certificates = {
      tax_certificate: { data: PDF, name: 'tax.pdf', type: 'application/pdf' },
      tob_certificate: { data: PNG, name: 'licence.png', type: 'image/png' },
    };
    const first = registerFields();
    const original = await register(first, certificates);
    const originalId = original.json<RegisterAnswer>().data.customer.id;
    const uploadsBefore = await uploads();

    const other = registerFields({ name: 'Someone Else', company_name: 'Else LLC' });
    const taken = await register({ ...other, email: first.email!.toUpperCase() }, certificates);
    const fresh = await register(other, certificates);
    expect(taken.statusCode).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    const [a, b] = [taken.json<RegisterAnswer>(), fresh.json<RegisterAnswer>()];
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(Object.keys(a.data.customer)).toEqual(Object.keys(b.data.customer));
    const blank = { id: 0, email: '', created_at: '' };
    expect({ ...a, data: { customer: { ...a.data.customer, ...blank } } }).toEqual({
      ...b,
      data: { customer: { ...b.data.customer, ...blank } },
    });
    expect(a.data.customer).toMatchObject({ email: first.email, status: 'pending', name: 'Someone Else' });
    expect(a.data.customer.id).toBeGreaterThan(originalId);
    expect(a.data.customer.id).toBeLessThan(b.data.customer.id);
    expect(Date.parse(a.data.customer.created_at)).not.toBeNaN();

    // Nothing of the second registration is kept: the customer is the first one, its certificates were not stored.
    expect(
      await store.db.query('SELECT name, company_name FROM customers WHERE lower(email) = $1', [first.email]),
    ).toEqual([{ name: 'Rosa Alvarez', company_name: 'Corner Smoke Shop LLC' }]);
    expect(await store.db.query('SELECT 1 FROM customers WHERE id = $1', [a.data.customer.id])).toEqual([]);
    expect((await uploads()).length).toBe(uploadsBefore.length + 2);

    const notice = await store.waitForMail(first.email!, 'someone tried to register');
    expect(notice.text).toContain('Dear Rosa Alvarez');
    expect(notice.links.sort()).toEqual([
      `${store.config.webUrl}/login`,
      `${store.config.webUrl}/my-account/lost-password`,
    ]);
    await mailMatching((m) => m.to.includes(store.config.storeEmail) && m.text.includes(other.email!));
    const mails = await store.mails();
    expect(
      mails.filter((m) => m.text.includes(first.email!) && m.subject.startsWith('New registration')),
    ).toHaveLength(1);
    expect(
      mails
        .filter((m) => m.to.includes(first.email!))
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Garden State Tobacco: someone tried to register with your e-mail address',
      'Garden State Tobacco: we received your registration',
    ]);
  });

  it('answers two parallel registrations of one new e-mail alike, and keeps one customer with one set of certificates', async () => {
    const fields = registerFields();
    const before = await uploads();
    const certificate = { tob_certificate: { data: PDF, name: 'licence.pdf', type: 'application/pdf' } };
    const [a, b] = await Promise.all([register(fields, certificate), register(fields, certificate)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<RegisterAnswer>().message).toBe(b.json<RegisterAnswer>().message);
    expect(Object.keys(a.json<RegisterAnswer>().data.customer)).toEqual(
      Object.keys(b.json<RegisterAnswer>().data.customer),
    );
    expect(await store.db.query('SELECT 1 FROM customers WHERE email = $1', [fields.email])).toHaveLength(1);
    expect((await uploads()).length).toBe(before.length + 1);
  });

  it('also takes a JSON body', async () => {
    const response = await store.call('POST', 'register', { body: registerFields() });
    expect(response.statusCode).toBe(200);
  });
});

describe('approval and account creation', () => {
  async function approvedRegistration() {
    const fields = registerFields();
    const registered = await register(fields);
    const id = registered.json<{ data: { customer: { id: number } } }>().data.customer.id;
    const result = await runCommand(ctx(), ['approve', fields.email!]);
    expect(result.exitCode).toBe(0);
    const mail = await store.waitForMail(fields.email!, 'approved');
    const link = mail.links.find((l) => l.includes('/create-account/'))!;
    expect(link).toMatch(new RegExp(`^${store.config.webUrl}/create-account/[A-Za-z0-9_-]{43}$`));
    return { id, fields, token: link.split('/').pop()! };
  }

  it('mails a create-account link that verify-link accepts with the customer id at the top of the body', async () => {
    const { id, token } = await approvedRegistration();
    const response = await store.call('POST', 'verify-link', { body: { email_token: token } });
    expect(response.json()).toEqual({ id });
  });

  it('creates the account once, then logs in with the chosen password', async () => {
    const { id, fields, token } = await approvedRegistration();
    const body = {
      username: 'rosa2025',
      password: 'Fresh#Pass1',
      confirmPassword: 'Fresh#Pass1',
      id: String(id),
      email_token: token,
    };
    const created = await store.call('POST', 'register-customer', { body });
    expect(created.json()).toEqual({ data: {}, message: 'Created Account Successfully' });
    const headers = { 'x-forwarded-for': '192.0.2.201' };
    expect(
      (await store.call('POST', 'login', { body: { email: fields.email, password: 'Fresh#Pass1' }, headers }))
        .statusCode,
    ).toBe(200);
    // The username works as well as the e-mail address, in any case.
    const byUsername = await store.call('POST', 'login', {
      body: { email: 'ROSA2025', password: 'Fresh#Pass1' },
      headers,
    });
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json<{ data: { customer: { id: number } } }>().data.customer.id).toBe(id);
    const oldPassword = await store.call('POST', 'login', {
      body: { email: fields.email, password: fields.password },
      headers,
    });
    expect(oldPassword.statusCode).toBe(422);
    expect(oldPassword.json()).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
    const reused = await store.call('POST', 'register-customer', { body: { ...body, username: 'rosa2026' } });
    expect(reused.json()).toEqual({ error: M.linkExpired, field: null, code: 'LINK_EXPIRED' });
    expect((await store.call('POST', 'verify-link', { body: { email_token: token } })).json()).toEqual({
      error: M.linkExpired,
      field: null,
      code: 'LINK_EXPIRED',
    });
  });

  it('checks the create-account fields in the spec’s order and words', async () => {
    const { id, token } = await approvedRegistration();
    const base = { id: String(id), email_token: token };
    const cases: [Record<string, string>, string, string][] = [
      [{}, M.enterUsername, 'username'],
      [{ username: 'rosa 2025' }, M.usernameCharacters, 'username'],
      [{ username: 'rosa_25' }, M.usernameCharacters, 'username'],
      [{ username: 'rosa' }, M.usernameLength, 'username'],
      [{ username: 'rosa20252025x' }, M.usernameLength, 'username'],
      [{ username: '  rosa25  ' }, M.enterPassword, 'password'],
      [{ username: 'rosa25', password: 'Fresh#Pass1' }, M.enterPassword, 'confirmPassword'],
      [
        { username: 'rosa25', password: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass2' },
        M.passwordsDiffer,
        'confirmPassword',
      ],
      [
        { username: 'rosa25', password: 'weakpass', confirmPassword: 'weakpass' },
        M.passwordStrength,
        'password',
      ],
      [
        { username: 'rosa25', password: 'fresh#pass1', confirmPassword: 'fresh#pass1' },
        M.passwordStrength,
        'password',
      ],
    ];
    for (const [fields, error, field] of cases) {
      const response = await store.call('POST', 'register-customer', { body: { ...base, ...fields } });
      expect(response.json(), JSON.stringify(fields)).toEqual({ error, field, code: 'INVALID' });
    }
    expect(M.usernameCharacters).toBe('Username should not be contain any special character or any space.');
  });

  it('answers the expired message for a bad, foreign or outdated link', async () => {
    const { id, token } = await approvedRegistration();
    const good = { username: 'rosa7777', password: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' };
    for (const email_token of ['', 'nonsense', 'A'.repeat(43)]) {
      expect((await store.call('POST', 'verify-link', { body: { email_token } })).json()).toEqual({
        error: M.linkExpired,
        field: null,
        code: 'LINK_EXPIRED',
      });
    }
    const wrongId = await store.call('POST', 'register-customer', {
      body: { ...good, id: String(id + 1000), email_token: token },
    });
    expect(wrongId.json()).toEqual({ error: M.linkExpired, field: null, code: 'LINK_EXPIRED' });
    await store.db.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE customer_id = $1",
      [id],
    );
    const late = await store.call('POST', 'register-customer', {
      body: { ...good, id: String(id), email_token: token },
    });
    expect(late.json()).toEqual({ error: M.linkExpired, field: null, code: 'LINK_EXPIRED' });
  });

  it('makes create-account links valid for 7 days', async () => {
    const { id } = await approvedRegistration();
    const [row] = await store.db.query<{ days: number }>(
      "SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM one_time_tokens WHERE customer_id = $1 AND purpose = 'create_account'",
      [id],
    );
    expect(row!.days).toBe(7);
  });

  it('refuses a username another customer has', async () => {
    const first = await approvedRegistration();
    const second = await approvedRegistration();
    const body = (r: typeof first) => ({
      username: 'SameName1',
      password: 'Fresh#Pass1',
      confirmPassword: 'Fresh#Pass1',
      id: String(r.id),
      email_token: r.token,
    });
    expect((await store.call('POST', 'register-customer', { body: body(first) })).statusCode).toBe(200);
    expect(
      (
        await store.call('POST', 'register-customer', { body: { ...body(second), username: 'samename1' } })
      ).json(),
    ).toEqual({
      error: M.usernameTaken,
      field: 'username',
      code: 'TAKEN',
    });
  });
});

describe('lost and reset password', () => {
  async function resetLink(email: string) {
    const response = await store.call('POST', 'lost-password', { body: { email } });
    expect(response.json()).toEqual({
      data: {},
      message: 'Email Sent Successfully. Please Check Your Mail Inbox.',
    });
    const mail = await store.waitForMail(email, 'reset your password');
    const link = new URL(mail.links.find((l) => l.includes('/my-account/reset-password'))!);
    expect(`${link.origin}${link.pathname}`).toBe(`${store.config.webUrl}/my-account/reset-password`);
    return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  }

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await store.mails()).length;
    const response = await store.call('POST', 'lost-password', {
      body: { email: 'nobody-here@example.com' },
    });
    expect(response.json()).toEqual({
      data: {},
      message: 'Email Sent Successfully. Please Check Your Mail Inbox.',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await store.mails()).length).toBe(before);
    expect((await store.call('POST', 'lost-password', { body: {} })).json()).toEqual({
      error: M.enterEmail,
      field: 'email',
      code: 'INVALID',
    });
  });

  it('mails one customer at most 3 reset links an hour, however often they are asked for', async () => {
    const customer = await store.customer();
    const resetMails = async () =>
      (await store.mails()).filter(
        (m) => m.to.includes(customer.email) && m.subject.includes('reset your password'),
      );
    for (let round = 1; round <= 3; round++) {
      await store.call('POST', 'lost-password', { body: { email: customer.email } });
      await expect.poll(async () => (await resetMails()).length).toBe(round);
      const link = new URL((await resetMails()).at(-1)!.links.find((l) => l.includes('/reset-password'))!);
      // Using the link lets the next one go at once (one a minute is allowed while a link is unused).
      const password = `Round#${round}New22`;
      const body = {
        email: customer.email,
        token: link.searchParams.get('token'),
        password,
        password_confirmation: password,
      };
      expect((await store.call('POST', 'reset-password', { body })).statusCode).toBe(200);
    }
    const fourth = await store.call('POST', 'lost-password', { body: { email: customer.email } });
    expect(fourth.json()).toEqual({ data: {}, message: M.resetMailSentOk });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await resetMails()).toHaveLength(3);
  });

  it('resets the password with the mailed token once, and ends every session', async () => {
    const customer = await store.customer();
    const { token, email } = await resetLink(customer.email);
    expect(email).toBe(customer.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = { email, token, password: 'Brand#New22', password_confirmation: 'Brand#New22' };
    const response = await store.call('POST', 'reset-password', { body });
    expect(response.json()).toEqual({ data: {}, message: 'Password Reset Successfully.' });
    expect((await store.call('GET', 'account-details', { token: customer.token })).statusCode).toBe(401);
    const headers = { 'x-forwarded-for': '192.0.2.200' };
    const oldPassword = await store.call('POST', 'login', {
      body: { email, password: customer.password },
      headers,
    });
    expect(oldPassword.statusCode).toBe(422);
    expect(oldPassword.json()).toEqual({ error: M.badCredentials, field: null, code: 'INVALID_CREDENTIALS' });
    expect(
      (await store.call('POST', 'login', { body: { email, password: 'Brand#New22' }, headers })).statusCode,
    ).toBe(200);
    expect(
      (
        await store.call('POST', 'reset-password', {
          body: { ...body, password: 'Other#New22', password_confirmation: 'Other#New22' },
        })
      ).json(),
    ).toEqual({
      error: M.linkExpired,
      field: null,
      code: 'LINK_EXPIRED',
    });
  });

  it('checks the reset fields in the spec’s order and words', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{}, M.enterPassword, 'password'],
      [{ password: 'short1@' }, M.passwordStrength, 'password'],
      [{ password: 'longpassword1' }, M.passwordStrength, 'password'],
      [{ password: 'Long password1@' }, M.passwordStrength, 'password'],
      [{ password: 'brand#new22' }, M.passwordStrength, 'password'],
      [{ password: 'BRAND#NEW22' }, M.passwordStrength, 'password'],
      [{ password: 'Brand#New22' }, M.enterConfirmPassword, 'password_confirmation'],
      [
        { password: 'Brand#New22', password_confirmation: 'Brand#New23', email: 'a@example.com' },
        M.resetPasswordsDiffer,
        'password_confirmation',
      ],
    ];
    for (const [fields, error, field] of cases) {
      expect(
        (await store.call('POST', 'reset-password', { body: { email: 'a@example.com', ...fields } })).json(),
        JSON.stringify(fields),
      ).toEqual({ error, field, code: 'INVALID' });
    }
  });

  it('refuses a token for another e-mail, a made-up token and an expired one', async () => {
    const customer = await store.customer();
    const other = await store.customer();
    const { token } = await resetLink(customer.email);
    const body = { token, password: 'Brand#New22', password_confirmation: 'Brand#New22' };
    expect(
      (await store.call('POST', 'reset-password', { body: { ...body, email: other.email } })).json(),
    ).toEqual({ error: M.linkExpired, field: null, code: 'LINK_EXPIRED' });
    expect(
      (
        await store.call('POST', 'reset-password', {
          body: { ...body, email: customer.email, token: 'x'.repeat(32) },
        })
      ).json(),
    ).toEqual({
      error: M.linkExpired,
      field: null,
      code: 'LINK_EXPIRED',
    });
    const [row] = await store.db.query<{ minutes: number }>(
      "SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM one_time_tokens WHERE customer_id = $1 AND purpose = 'reset_password'",
      [customer.id],
    );
    expect(row!.minutes).toBe(60);
    await store.db.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE customer_id = $1",
      [customer.id],
    );
    expect(
      (await store.call('POST', 'reset-password', { body: { ...body, email: customer.email } })).json(),
    ).toEqual({ error: M.linkExpired, field: null, code: 'LINK_EXPIRED' });
  });
});
