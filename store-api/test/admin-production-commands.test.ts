import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { startS3Server } from './s3.js';

const storeApiDir = fileURLToPath(new URL('..', import.meta.url));
// .ci/run sets DATABASE_URL for the PostgreSQL pass; TEST_DATABASE_URL works too.
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

let dataDir: string;
let databaseUrl: string | undefined;
let schema: string | undefined;

async function freshStore() {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-admin-'));
  if (serverUrl) {
    schema = `admin_${process.pid}_${Date.now().toString(36)}`;
    const server = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    await server.exec(`CREATE SCHEMA ${schema}`);
    await server.close();
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    databaseUrl = url.toString();
  }
}
async function removeStore() {
  if (schema) {
    const server = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
    await server.exec(`DROP SCHEMA ${schema} CASCADE`);
    await server.close();
  }
  await rm(dataDir, { recursive: true, force: true });
}

/** The store's database as store-api opens it (after an admin command has ended: PGlite allows one process). */
function storeDatabase(): Promise<Database> {
  return openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pg') });
}

/** `npm run admin -- ...` as staff run it: the launcher bin/admin.mjs, with stdout kept as bytes. */
function admin(...argv: string[]) {
  return adminWith({}, ...argv);
}

/** The same, with more settings in its environment. */
async function adminWith(
  settings: Record<string, string>,
  ...argv: string[]
): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['bin/admin.mjs', ...argv], {
    cwd: storeApiDir,
    env: { ...env, ...settings, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stdout: Buffer.concat(stdout), stderr };
}

async function createCustomer(email: string) {
  const created = await admin('create-customer', '--email', email, '--password', 'Buyer#2025x', '--approved');
  expect(created.code, created.stderr).toBe(0);
}

describe('npm run admin before store-api ever ran', () => {
  beforeEach(freshStore);
  afterEach(removeStore);

  it('says the store has no database yet when asked for orders before store-api ever ran, and creates nothing', async () => {
    const orders = await admin('orders');
    expect(orders.code).toBe(1);
    expect(orders.stdout.toString()).toMatch(/^Error: The store has no database yet.*start store-api once/);
    expect(await readdir(dataDir)).toEqual([]);
    if (databaseUrl) {
      const db = await storeDatabase();
      const tables = await db.query('SELECT 1 FROM pg_tables WHERE schemaname = $1', [schema]);
      await db.close();
      expect(tables).toEqual([]);
    }
  });

  it('prints the usage without opening a database', async () => {
    const help = await admin('help');
    expect(help.code).toBe(0);
    expect(help.stdout.toString()).toContain('certificate <id|email> tax|tobacco > FILE');
    expect(await readdir(dataDir)).toEqual([]);
  });
});

// One store for these (creating a database and loading the catalog takes seconds); each test its own customer.
// Each test starts the compiled store-api and its PGlite more than once: 23 s a test on a quiet machine, and over
// the suite's 60 s beside the other files of `npm test` on 2 cores.
describe('npm run admin on a store with a database', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await freshStore();
    await createCustomer('lister@example.com');
  }, 120_000);
  afterAll(removeStore);

  it('lists the orders and customers', async () => {
    const orders = await admin('orders', '--json');
    expect(orders.code, orders.stderr).toBe(0);
    expect(JSON.parse(orders.stdout.toString())).toEqual([]);
    const customers = await admin('customers', '--json');
    expect(JSON.parse(customers.stdout.toString())).toContainEqual(
      expect.objectContaining({ email: 'lister@example.com', status: 'approved' }),
    );
  });

  it("writes a customer's stored certificate to stdout byte for byte, and errors to stderr with exit 1", async () => {
    await createCustomer('licensed@example.com');
    // The file and column as POST /register stores them (services/certificates.ts).
    const bytes = Buffer.from([
      0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0xff, 0xfe, 0x0d, 0x0a,
    ]);
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', '0123456789abcdef0123456789abcdef.pdf'), bytes);
    const db = await storeDatabase();
    await db.query('UPDATE customers SET tob_certificate = $1 WHERE email = $2', [
      'uploads/0123456789abcdef0123456789abcdef.pdf',
      'licensed@example.com',
    ]);
    await db.close();

    const certificate = await admin('certificate', 'licensed@example.com', 'tobacco');
    expect(certificate.code, certificate.stderr).toBe(0);
    expect(certificate.stdout.equals(bytes)).toBe(true);

    const none = await admin('certificate', 'licensed@example.com', 'tax');
    expect(none).toMatchObject({
      code: 1,
      stderr: 'Error: licensed@example.com has no tax certificate on file.\n',
    });
    expect(none.stdout.length).toBe(0);
    const unknown = await admin('certificate', 'nobody@example.com', 'tobacco');
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'Error: No customer with e-mail nobody@example.com.\n',
    });
    expect(unknown.stdout.length).toBe(0);
    const kind = await admin('certificate', 'licensed@example.com', 'passport');
    expect(kind).toMatchObject({
      code: 1,
      stderr: 'Error: Which certificate? Say tax or tobacco after the customer.\n',
    });
  });

  it('says so when the certificate file is not on this machine', async () => {
    await createCustomer('elsewhere@example.com');
    const db = await storeDatabase();
    await db.query('UPDATE customers SET tax_certificate = $1 WHERE email = $2', [
      'uploads/ffffffffffffffffffffffffffffffff.png',
      'elsewhere@example.com',
    ]);
    await db.close();
    const missing = await admin('certificate', 'elsewhere@example.com', 'tax');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Error: .*ffffffffffffffffffffffffffffffff\.png is not on this machine/);
    expect(missing.stdout.length).toBe(0);
  });

  it('copies the certificate from the S3 bucket when S3_BUCKET is set, not from DATA_DIR', async () => {
    const s3 = await startS3Server();
    try {
      await createCustomer('shared@example.com');
      const bytes = Buffer.from([
        0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x0d, 0x0a,
      ]);
      // As another store-api stored it: the key in the row, the object under S3_PREFIX.
      await s3.client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: 'certs/uploads/abababababababababababababababab.pdf',
          Body: bytes,
          ContentType: 'application/pdf',
        }),
      );
      const db = await storeDatabase();
      await db.query('UPDATE customers SET tax_certificate = $1, tob_certificate = $2 WHERE email = $3', [
        'uploads/abababababababababababababababab.pdf',
        'uploads/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.png',
        'shared@example.com',
      ]);
      await db.close();
      const settings = { ...s3.env, S3_BUCKET: s3.bucket, S3_PREFIX: 'certs' };

      const certificate = await adminWith(settings, 'certificate', 'shared@example.com', 'tax');
      expect(certificate).toMatchObject({ code: 0, stderr: '' });
      expect(certificate.stdout.equals(bytes)).toBe(true);
      // The earlier tests' files are in DATA_DIR/uploads; this one never was.
      expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).not.toContain(
        'abababababababababababababababab.pdf',
      );

      const shown = await adminWith(settings, 'customer', 'shared@example.com');
      expect(shown.stdout.toString()).toMatch(
        /tax_certificate\s+s3:\/\/certificates\/certs\/uploads\/abababababababababababababababab\.pdf/,
      );
      const missing = await adminWith(settings, 'certificate', 'shared@example.com', 'tobacco');
      expect(missing).toMatchObject({
        code: 1,
        stderr:
          'Error: s3://certificates/certs/uploads/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.png is not in the bucket.\n',
      });

      await s3.stop();
      const down = await adminWith(settings, 'certificate', 'shared@example.com', 'tax');
      expect(down.code).toBe(1);
      expect(down.stderr).toMatch(/^Error: The object store \(bucket certificates\) failed: /);
      expect(down.stdout.length).toBe(0);
    } finally {
      await s3.close();
    }
  });
});
