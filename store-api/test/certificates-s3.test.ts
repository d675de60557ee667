import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../src/admin/commands.js';
import { buildApp } from '../src/app.js';
import { dataPaths, loadConfig, type Config, type S3Settings } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { createMailer } from '../src/mail/mailer.js';
import {
  createCertificateStore,
  readCertificate,
  type CertificateStore,
} from '../src/services/certificate-store.js';
import { startS3Server, type TestS3Server } from './s3.js';
import { SAMPLE_PDF as PDF, SAMPLE_PNG as PNG, startTestStore, type TestStore } from './helpers.js';

const PREFIX = 'store/';

let s3: TestS3Server;
let settings: S3Settings;
let store: TestStore;
beforeAll(async () => {
  // The SDK warns once that its 2027 releases will need Node 22: noise in a test's output.
  vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
  s3 = await startS3Server();
  // The SDK reads these itself, from the environment, as in production.
  for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
  settings = loadConfig({ ...s3.env, S3_BUCKET: s3.bucket, S3_PREFIX: 'store' }).s3!;
  store = await startTestStore({ s3: settings });
});
afterAll(async () => {
  await store?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

let registrations = 0;
function registration(files: { tax?: Buffer; tobacco?: Buffer } = {}) {
  registrations += 1;
  const email = `s3-buyer${registrations}@example.com`;
  const form = new FormData();
  const fields: Record<string, string> = {
    name: 'Dana Whitfield',
    email,
    password: 'Welcome#2025',
    company_name: 'Shore Tobacco LLC',
    address: '5 Boardwalk',
    city: 'Atlantic City',
    country_id: '1',
    state_id: '31',
    pincode: '08401',
    phone: '6095550100',
    tob_license_no: 'NJ-TOB-7',
    cc_tax_id: '1',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (files.tax) form.append('tax_certificate', new Blob([files.tax]), 'tax.pdf');
  if (files.tobacco) form.append('tob_certificate', new Blob([files.tobacco]), 'licence.png');
  return { email, form };
}

async function register(app: FastifyInstance, files: { tax?: Buffer; tobacco?: Buffer }) {
  const { email, form } = registration(files);
  const response = await app.inject({
    method: 'POST',
    url: '/api/customer/register',
    payload: form as unknown as string,
  });
  return { email, response };
}

async function customerRow(email: string) {
  const [row] = await store.db.query<{ tax_certificate: string | null; tob_certificate: string | null }>(
    'SELECT tax_certificate, tob_certificate FROM customers WHERE email = $1',
    [email],
  );
  return row;
}

/** Staff's context on another store-api: the same database, its own empty DATA_DIR and certificate store. */
async function otherInstance(): Promise<{ ctx: AppContext; config: Config; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-other-'));
  const config: Config = { ...store.config, dataDir };
  const certificates = await createCertificateStore(config);
  const mailer = createMailer({
    smtpUrl: undefined,
    mailDir: dataPaths(config).mail,
    from: config.storeEmail,
    log: { info() {}, error() {} },
  });
  return {
    config,
    ctx: {
      db: store.db,
      config,
      mailer,
      certificates,
      store: { storeName: 'S', storeEmail: config.storeEmail, webUrl: config.webUrl },
    },
    async close() {
      certificates.close();
      await mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('certificates in S3-compatible object storage (S3_BUCKET)', () => {
  it('keeps both certificates of a registration in the bucket under S3_PREFIX, typed as recognised, and nothing in DATA_DIR', async () => {
    const { email, response } = await register(store.app, { tax: PDF, tobacco: PNG });
    expect(response.statusCode, response.body).toBe(200);
    const row = (await customerRow(email))!;
    expect(row.tax_certificate).toMatch(/^uploads\/[0-9a-f]{32}\.pdf$/);
    expect(row.tob_certificate).toMatch(/^uploads\/[0-9a-f]{32}\.png$/);

    const keys = await s3.keys(PREFIX);
    expect(keys).toEqual(
      expect.arrayContaining([PREFIX + row.tax_certificate, PREFIX + row.tob_certificate]),
    );
    for (const [key, type, bytes] of [
      [row.tax_certificate, 'application/pdf', PDF],
      [row.tob_certificate, 'image/png', PNG],
    ] as const) {
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: PREFIX + key }));
      expect(head.ContentType).toBe(type);
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: PREFIX + key }));
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes);
    }
    expect(await readdir(store.config.dataDir)).not.toContain('uploads');
  });

  it('lets staff on a second store-api (same database, its own empty DATA_DIR) open a certificate uploaded through the first', async () => {
    const { email, response } = await register(store.app, { tax: PDF });
    expect(response.statusCode, response.body).toBe(200);
    const other = await otherInstance();
    try {
      const shown = await runCommand(other.ctx, ['customer', email]);
      expect(shown.output).toMatch(
        /tax_certificate\s+s3:\/\/certificates\/store\/uploads\/[0-9a-f]{32}\.pdf/,
      );
      const command = await runCommand(other.ctx, ['certificate', email, 'tax']);
      expect(command).toMatchObject({
        exitCode: 0,
        certificate: (await customerRow(email))!.tax_certificate,
      });
      expect(await readCertificate(other.ctx.certificates, command.certificate!)).toEqual({
        contentType: 'application/pdf',
        data: PDF,
      });
      expect(await readdir(other.config.dataDir)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('stores through a second store-api built from the same settings what the first then reads', async () => {
    const other = await otherInstance();
    const app = await buildApp({ db: store.db, config: other.config });
    try {
      const { email, response } = await register(app, { tobacco: PNG });
      expect(response.statusCode, response.body).toBe(200);
      const key = (await customerRow(email))!.tob_certificate!;
      expect(await readCertificate(store.certificates, key)).toEqual({ contentType: 'image/png', data: PNG });
    } finally {
      await app.close();
      await other.close();
    }
  });

  it('answers 503 with Retry-After while the object store is down, keeping no customer and no object, and registers again once it is back', async () => {
    const before = await s3.keys();
    await s3.stop();
    try {
      const { email, response } = await register(store.app, { tax: PDF, tobacco: PNG });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The store is busy right now. Please try again in a moment.',
      });
      expect(await customerRow(email)).toBeUndefined();

      // Readiness reports the bucket without taking the store out of service; liveness does not look at it.
      const ready = await store.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: store.db.kind, objectStore: 'unavailable' });
      const live = await store.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.json()).toEqual({ status: 'ok', database: store.db.kind });

      // A registration without certificates needs no object store.
      const plain = await register(store.app, {});
      expect(plain.response.statusCode, plain.response.body).toBe(200);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual(before);
    const again = await register(store.app, { tax: PDF });
    expect(again.response.statusCode, again.response.body).toBe(200);
    const ready = await store.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', database: store.db.kind, objectStore: 'ok' });
  });

  it('answers a registration with certificates 503 with Retry-After within REQUEST_TIMEOUT_MS while the object store accepts connections and never answers, keeping no customer', async () => {
    // A store-api on a real socket with a short request timeout, beside the first, and a server in the bucket's
    // place that holds every call. Node closes a socket idle for REQUEST_TIMEOUT_MS: an answer later than that
    // reaches no one.
    const requestTimeoutMs = 3_000;
    const short = loadConfig({
      ...s3.env,
      S3_BUCKET: s3.bucket,
      S3_PREFIX: 'store',
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
      HEADERS_TIMEOUT_MS: '2000',
    });
    const other = await otherInstance();
    const app = await buildApp({
      db: store.db,
      config: {
        ...other.config,
        requestTimeoutMs: short.requestTimeoutMs,
        headersTimeoutMs: short.headersTimeoutMs,
        s3: short.s3,
      },
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await s3.stop();
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) =>
      silent.listen(Number(new URL(s3.env.AWS_ENDPOINT_URL_S3!).port), '127.0.0.1', resolve),
    );
    try {
      const { email, form } = registration({ tax: PDF, tobacco: PNG });
      const started = performance.now();
      const response = await fetch(`${address}/api/customer/register`, { method: 'POST', body: form });
      const elapsed = performance.now() - started;

      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        message: 'The store is busy right now. Please try again in a moment.',
      });
      expect(elapsed).toBeLessThan(requestTimeoutMs);
      expect(await customerRow(email)).toBeUndefined();
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await s3.start();
      await app.close();
      await other.close();
    }
  });

  it('bounds every call to the object store, its retries included, to a third of REQUEST_TIMEOUT_MS', () => {
    // A registration makes two rounds of calls at most (its writes, then deleting what may have landed).
    expect(loadConfig({ S3_BUCKET: 'certificates' }).s3?.callTimeoutMs).toBe(10_000);
    const short = { S3_BUCKET: 'certificates', REQUEST_TIMEOUT_MS: '6000', HEADERS_TIMEOUT_MS: '5000' };
    expect(loadConfig(short).s3?.callTimeoutMs).toBe(2_000);
  });

  it('leaves no object in the bucket when the customer row cannot be written after the upload', async () => {
    const before = await s3.keys();
    await store.db.exec(`
      CREATE FUNCTION refuse_customer() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER refuse_customer BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION refuse_customer();
    `);
    try {
      const { email, response } = await register(store.app, { tax: PDF, tobacco: PNG });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('refused by the test');
      expect(await customerRow(email)).toBeUndefined();
    } finally {
      await store.db.exec('DROP TRIGGER refuse_customer ON customers; DROP FUNCTION refuse_customer();');
    }
    expect(await s3.keys()).toEqual(before);
  });
});

describe('the certificate store chosen at start-up', () => {
  let certificates: CertificateStore | undefined;
  afterAll(() => certificates?.close());

  it('refuses to start with S3_BUCKET and no region, saying which variable to set', async () => {
    vi.stubEnv('AWS_REGION', undefined);
    vi.stubEnv('AWS_DEFAULT_REGION', undefined);
    vi.stubEnv('AWS_CONFIG_FILE', path.join(tmpdir(), 'no-such-aws-config'));
    try {
      await expect(createCertificateStore({ dataDir: tmpdir(), s3: settings })).rejects.toThrow(
        'S3_BUCKET is set but the AWS SDK finds no region: set AWS_REGION (MinIO: us-east-1).',
      );
    } finally {
      vi.stubEnv('AWS_REGION', s3.env.AWS_REGION);
    }
  });

  it('is the folder without S3_BUCKET, whatever AWS variables are set', async () => {
    certificates = await createCertificateStore({ dataDir: '/srv/store', s3: undefined });
    expect(certificates.kind).toBe('folder');
    expect(certificates.locate('uploads/a.pdf')).toBe('/srv/store/uploads/a.pdf');
  });
});
