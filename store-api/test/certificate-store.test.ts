import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  folderCertificateStore,
  ObjectStoreUnavailableError,
  readCertificate,
  type CertificateStore,
} from '../src/services/certificate-store.js';
import { storeCertificates } from '../src/services/certificates.js';
import { SAMPLE_PDF as PDF, SAMPLE_PNG as PNG } from './helpers.js';

const KEY = 'uploads/0123456789abcdef0123456789abcdef.pdf';

let dataDir: string;
let store: CertificateStore;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'certificate-store-'));
  store = folderCertificateStore(dataDir);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A logger that keeps what was logged as errors. */
function errorLog() {
  const errors: object[] = [];
  return { errors, error: (details: object) => void errors.push(details) };
}
const quietLog = errorLog();

describe('the folder certificate store (DATA_DIR/uploads, no S3_BUCKET)', () => {
  it('writes a certificate only its owner can read, in a folder only its owner can open, and reads it back with its type', async () => {
    await store.put(KEY, PDF, 'application/pdf');
    expect((await stat(path.join(dataDir, 'uploads'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, KEY))).mode & 0o777).toBe(0o600);
    expect(await readCertificate(store, KEY)).toEqual({ contentType: 'application/pdf', data: PDF });
    expect(store.locate(KEY)).toBe(path.join(dataDir, KEY));
  });

  it('reads a certificate stored before the store existed, by the key its customer row holds', async () => {
    // What services/certificates.ts wrote before: DATA_DIR/uploads/<random>.<ext>, the row holding the relative path.
    await mkdir(path.join(dataDir, 'uploads'));
    await writeFile(path.join(dataDir, 'uploads', 'ffffffffffffffffffffffffffffffff.png'), PNG);
    expect(await readCertificate(store, 'uploads/ffffffffffffffffffffffffffffffff.png')).toEqual({
      contentType: 'image/png',
      data: PNG,
    });
  });

  it('never replaces a stored certificate', async () => {
    await store.put(KEY, PDF, 'application/pdf');
    await expect(store.put(KEY, Buffer.from('%PDF-other'), 'application/pdf')).rejects.toThrow(/EEXIST/);
    expect((await readCertificate(store, KEY))?.data).toEqual(PDF);
  });

  it('answers null for a key without a file, and deleting it twice is no error', async () => {
    expect(await store.get(KEY)).toBeNull();
    await store.put(KEY, PDF, 'application/pdf');
    await store.delete(KEY);
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses a key that would name a file outside DATA_DIR/uploads', async () => {
    for (const key of [
      '../etc/passwd',
      'uploads/../pg/PG_VERSION',
      '/etc/passwd',
      'uploads/a/b.pdf',
      'pg/x',
    ]) {
      await expect(store.get(key), key).rejects.toThrow(/Not a certificate or product picture key/);
      await expect(store.put(key, PDF, 'application/pdf'), key).rejects.toThrow(
        /Not a certificate or product picture key/,
      );
    }
  });
});

describe('storeCertificates', () => {
  it('stores each certificate under a random key with its extension, and discard removes them', async () => {
    const stored = await storeCertificates(store, [{ ext: 'pdf', data: PDF }, null], quietLog);
    expect(stored.keys).toEqual([expect.stringMatching(/^uploads\/[0-9a-f]{32}\.pdf$/), null]);
    expect(await readFile(path.join(dataDir, stored.keys[0]!))).toEqual(PDF);
    await stored.discard();
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('removes the certificates already written when another cannot be written, and passes the error on', async () => {
    // The object store refusing the PNG: the PDF written beside it must not stay behind.
    const failing: CertificateStore = {
      ...store,
      async put(key, data, contentType) {
        if (contentType === 'image/png') throw new ObjectStoreUnavailableError('The object store failed.');
        await store.put(key, data, contentType);
      },
    };
    await expect(
      storeCertificates(
        failing,
        [
          { ext: 'pdf', data: PDF },
          { ext: 'png', data: PNG },
        ],
        quietLog,
      ),
    ).rejects.toThrow(ObjectStoreUnavailableError);
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('logs the certificates it could not delete, by where they are, and still finishes', async () => {
    const log = errorLog();
    const undeletable: CertificateStore = {
      ...store,
      delete: () => Promise.reject(new ObjectStoreUnavailableError('The object store failed.')),
    };
    const stored = await storeCertificates(undeletable, [{ ext: 'pdf', data: PDF }], log);
    await stored.discard();
    expect(log.errors).toEqual([expect.objectContaining({ objects: [path.join(dataDir, stored.keys[0]!)] })]);
  });
});

describe('the object store settings', () => {
  it('keeps certificates in DATA_DIR without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('uses path-style addresses when an endpoint is named (MinIO), unless S3_FORCE_PATH_STYLE says otherwise', () => {
    expect(loadConfig({ S3_BUCKET: 'certs', AWS_ENDPOINT_URL_S3: 'http://minio:9000' }).s3).toEqual({
      bucket: 'certs',
      prefix: '',
      forcePathStyle: true,
      serverSideEncryption: undefined,
      timeoutMs: 10_000,
      // A third of REQUEST_TIMEOUT_MS (30 s): a registration's writes and their clean-up both fit in one request.
      callTimeoutMs: 10_000,
    });
    expect(loadConfig({ S3_BUCKET: 'certs' }).s3?.forcePathStyle).toBe(false);
    expect(
      loadConfig({ S3_BUCKET: 'certs', AWS_ENDPOINT_URL: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' })
        .s3?.forcePathStyle,
    ).toBe(false);
  });

  it('ends S3_PREFIX with a slash, and takes the server-side encryption asked for', () => {
    expect(loadConfig({ S3_BUCKET: 'certs', S3_PREFIX: 'store/certificates' }).s3?.prefix).toBe(
      'store/certificates/',
    );
    expect(loadConfig({ S3_BUCKET: 'certs', S3_PREFIX: 'certificates/' }).s3?.prefix).toBe('certificates/');
    expect(
      loadConfig({ S3_BUCKET: 'certs', S3_SERVER_SIDE_ENCRYPTION: 'aws:kms' }).s3?.serverSideEncryption,
    ).toBe('aws:kms');
  });

  it('refuses a bucket name, prefix or encryption S3 would refuse, saying which setting is wrong', () => {
    expect(() => loadConfig({ S3_BUCKET: 'My_Bucket' })).toThrow(/S3_BUCKET: give a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'certs', S3_PREFIX: '/abs' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'certs', S3_PREFIX: 'a b' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'certs', S3_SERVER_SIDE_ENCRYPTION: 'rot13' })).toThrow(
      /S3_SERVER_SIDE_ENCRYPTION/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'certs', S3_TIMEOUT_MS: '10' })).toThrow(/S3_TIMEOUT_MS/);
  });
});
