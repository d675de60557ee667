import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { dataPaths, loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { writeSeedImages } from '../src/seed/images.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { createCertificateStore, type CertificateStore } from '../src/services/certificate-store.js';
import { createCustomerAccount, type NewAccount } from '../src/services/staff.js';

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  replyTo: string | undefined;
  /** The plain-text part. */
  text: string;
  /** The HTML part, when the message has one. */
  html: string | undefined;
  /** The links in the text part. */
  links: string[];
}

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  token: string;
}

export interface TestStore {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The app's certificate store (DATA_DIR/uploads unless the config names a bucket). */
  certificates: CertificateStore;
  /** On a PostgreSQL server: the URL of this store's schema, for a second process's connections. */
  databaseUrl: string | undefined;
  /** GET/POST under /api/customer with an optional bearer token. */
  call(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** A customer with a created account (approved unless said otherwise), logged in. */
  customer(overrides?: Partial<NewAccount>): Promise<TestCustomer>;
  login(email: string, password: string): Promise<string>;
  /** The .eml files written so far, oldest first. */
  mails(): Promise<SentMail[]>;
  /** Waits for a mail to `to` (mails some calls send without waiting). */
  waitForMail(to: string, subjectPart?: string): Promise<SentMail>;
  close(): Promise<void>;
}

export const PASSWORD = 'Secret#2025';

/** Certificate files as a buyer uploads them: recognised by their first bytes, whatever their names. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const SAMPLE_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

/**
 * The JSON body of POST /register with only the required fields, for a business in Newark: tests that register
 * to see what follows (mail, logs) vary only who registers.
 */
export function minimalRegistration(who: {
  name: string;
  email: string;
  company_name: string;
}): Record<string, unknown> {
  return {
    name: who.name,
    email: who.email,
    password: 'Welcome#2025',
    company_name: who.company_name,
    address: '1 Main St',
    city: 'Newark',
    country_id: 1,
    state_id: 31,
    pincode: '07102',
    phone: '2015550100',
    tob_license_no: 'TOB-1',
    cc_tax_id: 1,
  };
}

/** A checkout's billing address in Asbury Park, New Jersey (whose state id the caller looked up). */
export function orderBilling(stateId: number, email = 'rosa@corner-smoke.example') {
  return {
    name: 'Rosa Alvarez',
    company_name: 'Corner Smoke Shop LLC',
    address: '12 Ocean Avenue',
    city: 'Asbury Park',
    state_id: stateId,
    pincode: '07712',
    phone: '7325550142',
    email,
  };
}

/** expect.any(Number), typed so that object literals holding it stay type-safe. */
export const anyNumber: unknown = expect.any(Number);

let customerCount = 0;
let loginAddress = 0;

/** A raw message as a mail client reads it (mailparser: MIME parts, transfer encodings, encoded words). */
export async function parseMail(file: string, raw: string | Buffer): Promise<SentMail> {
  const mail = await simpleParser(raw);
  const addresses = (field: AddressObject | AddressObject[] | undefined) =>
    [field ?? []]
      .flat()
      .map((a) => a.text)
      .join(', ');
  const text = mail.text ?? '';
  return {
    file,
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    replyTo: mail.replyTo ? addresses(mail.replyTo) : undefined,
    text,
    html: typeof mail.html === 'string' ? mail.html : undefined,
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
  };
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * Asserts that a mail's text part and its HTML part both say each of these: in the HTML escaped, and read without
 * the empty comments React puts between neighbouring pieces of text.
 */
export function expectBothParts(
  mail: { text: string; html?: string | undefined },
  ...phrases: string[]
): void {
  const html = (mail.html ?? '').replace(/<!-- -->/g, '');
  expect(html).not.toBe('');
  for (const phrase of phrases) {
    expect(mail.text).toContain(phrase);
    expect(html).toContain(escapeHtml(phrase));
  }
}

export interface ReceivedMail extends SentMail {
  /** RCPT TO of the SMTP envelope: who the mail went to, Bcc included. */
  envelopeTo: string[];
}

export interface TestSmtpServer {
  /** SMTP_URL for a store-api that should send to this server. */
  url: string;
  /** Every mail accepted so far, parsed, in the order they arrived. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** An SMTP_URL where no mail server answers: a loopback port that was free a moment ago. */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

/**
 * A real SMTP server in this process, on a random loopback port, that accepts any mail without authentication or
 * TLS: store-api talks SMTP to it exactly as it would to Mailpit.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        parseMail('smtp', Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ ...mail, envelopeTo });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A store-api on a fresh, seeded database: in-memory PGlite by default, or a throw-away schema on the
 * PostgreSQL server named by TEST_DATABASE_URL (or DATABASE_URL), so the same suite proves both engines. Its DATA_DIR is a
 * temporary folder (mail, uploads, pictures).
 */
export async function startTestStore(overrides: Partial<Config> = {}): Promise<TestStore> {
  // .ci/run sets DATABASE_URL for the PostgreSQL pass; TEST_DATABASE_URL works too.
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let db: Database;
  let dropSchema: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    databaseUrl = url.toString();
    db = await openDatabase({ databaseUrl, dataDir: '' });
    dropSchema = async () => {
      const cleaner = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
      await cleaner.exec(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.close();
    };
  } else {
    // PGlite's bounds only when a test sets them: the suite's bursts of requests must not meet the defaults.
    db = await openDatabase({
      dataDir: 'memory://',
      pgliteMaxQueue: overrides.pgliteMaxQueue,
      pgliteMaxWaitMs: overrides.pgliteMaxWaitMs,
    });
  }
  await migrate(db);
  await seedIfEmpty(db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-test-'));
  const config: Config = { ...loadConfig({}), dataDir, webUrl: 'http://web.test', ...overrides };
  await writeSeedImages(dataPaths(config).storage);
  const certificates = await createCertificateStore(config);
  const app = await buildApp({ db, config, certificates });
  const mailDir = dataPaths(config).mail;

  async function call(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const request: InjectOptions = {
      method,
      url: `/api/customer/${pathAndQuery.replace(/^\//, '')}`,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    };
    if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
    return app.inject(request);
  }

  async function login(email: string, password: string): Promise<string> {
    // Each test login comes from its own address, so failures a test provokes on purpose never throttle it.
    loginAddress += 1;
    const headers = {
      'x-forwarded-for': `10.${(loginAddress >> 16) & 255}.${(loginAddress >> 8) & 255}.${loginAddress & 255}`,
    };
    const response = await call('POST', 'login', { body: { email, password }, headers });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  }

  async function mails(): Promise<SentMail[]> {
    const files = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    return Promise.all(files.map(async (f) => parseMail(f, await readFile(path.join(mailDir, f), 'utf8'))));
  }

  return {
    app,
    db,
    config,
    certificates,
    databaseUrl,
    call,
    login,
    mails,
    async waitForMail(to, subjectPart = '') {
      for (let attempt = 0; attempt < 100; attempt++) {
        const found = (await mails()).find((m) => m.to.includes(to) && m.subject.includes(subjectPart));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} about "${subjectPart}"`);
    },
    async customer(account = {}) {
      customerCount += 1;
      const email =
        account.email ?? `buyer${customerCount}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const password = account.password ?? PASSWORD;
      const { id } = await createCustomerAccount(db, {
        approved: true,
        username: `buyer${String(customerCount).padStart(4, '0')}${Math.random().toString(36).slice(2, 4)}`,
        ...account,
        email,
        password,
      });
      return { id, email, password, token: await login(email, password) };
    },
    async close() {
      await app.close();
      certificates.close();
      await db.close();
      await dropSchema?.();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** The first product of the seed catalog matching a condition, read straight from the database. */
export async function seedProduct(
  db: Database,
  where: string,
  params: unknown[] = [],
): Promise<{
  id: number;
  item_name: string;
  stock: number;
  purchase_limit: number | null;
  sales_price_cents: number;
  tax_per_unit_cents: number;
  category_id: number;
}> {
  const [row] = await db.query<{
    id: number;
    item_name: string;
    stock: number;
    purchase_limit: number | null;
    sales_price_cents: number;
    tax_per_unit_cents: number;
    category_id: number;
  }>(
    `SELECT id, item_name, stock, purchase_limit, sales_price_cents, tax_per_unit_cents, category_id
       FROM products WHERE ${where} ORDER BY id LIMIT 1`,
    params,
  );
  if (!row) throw new Error(`no seed product where ${where}`);
  return row;
}

/**
 * One test store for the whole file with a logged-in customer, started before its tests and closed after them.
 * Getters, because the hook fills them in only once the file's tests start.
 */
export function useStoreWithCustomer(): { readonly store: TestStore; readonly token: string } {
  let store: TestStore | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    store = await startTestStore();
    token = (await store.customer()).token;
  });
  afterAll(async () => {
    await store?.close();
  });
  return {
    get store() {
      if (!store) throw new Error('the test store starts in beforeAll');
      return store;
    },
    get token() {
      if (token === undefined) throw new Error('the test store starts in beforeAll');
      return token;
    },
  };
}
