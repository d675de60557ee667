import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UPLOAD } from '@storefront/contract';
import type { Config, S3Settings } from '../config.js';

/** A stored certificate: its bytes, and the type they were recognised as when it was uploaded. */
interface StoredCertificate {
  contentType: string;
  body: Readable;
}

/**
 * Where certificate files (and the pictures staff upload, `storage/{products,brands,categories}/<file>`) live. Keys are what the customers table
 * holds (`uploads/<random>.<ext>`): in the
 * folder a path relative to DATA_DIR, in a bucket the object's key after S3_PREFIX, so rows written before
 * object storage keep working once the folder is copied to the bucket.
 */
export interface CertificateStore {
  readonly kind: 'folder' | 's3';
  /** Writes a new object; never replaces one. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredCertificate | null>;
  /** Removes the object; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
  /** Where a key is, for staff: an absolute path or an s3:// address. */
  locate(key: string): string;
  /** Readiness of a store outside the process (a bucket); absent for the folder. Rejects when it fails. */
  check?(signal: AbortSignal): Promise<void>;
  close(): void;
}

/** The object store failed or did not answer in time: answered as 503 with Retry-After. */
export class ObjectStoreUnavailableError extends Error {
  readonly retryAfterSeconds = 5;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ObjectStoreUnavailableError';
  }
}

/** The extensions certificates are kept under, one per type the upload check recognises. */
export type CertificateExtension = keyof typeof UPLOAD.contentTypes;

/** One file name directly under uploads/: a key read from the database can name nothing else. */
const KEY = /^uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/;

export function isCertificateKey(key: string): boolean {
  return KEY.test(key);
}

/** The folders of pictures staff upload: products' pictures, brands' logos and categories' pictures. */
export type PictureFolder = 'products' | 'brands' | 'categories';

/**
 * One picture directly under storage/products/, storage/brands/ or storage/categories/. Pictures share the
 * certificates' store (one bucket to run and back up); in the folder that is DATA_DIR/storage/..., where /storage
 * serves them from.
 */
const PICTURE_KEY = /^storage\/(products|brands|categories)\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/;

export function pictureKey(folder: PictureFolder, file: string): string {
  return `storage/${folder}/${file}`;
}

export function productImageKey(file: string): string {
  return pictureKey('products', file);
}

function checkedKey(key: string): string {
  if (!isCertificateKey(key) && !PICTURE_KEY.test(key))
    throw new Error(`Not a certificate or product picture key: ${JSON.stringify(key.slice(0, 300))}`);
  return key;
}

/** The type a stored file was saved with, from the extension its key was given after sniffing. */
export function contentTypeOfKey(key: string): string {
  const ext = path.extname(key).slice(1) as CertificateExtension;
  return UPLOAD.contentTypes[ext] ?? 'application/octet-stream';
}

/** The whole certificate in memory (at most UPLOAD_MAX_BYTES), or null when there is none. */
export async function readCertificate(
  store: CertificateStore,
  key: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const found = await store.get(key);
  if (!found) return null;
  return { contentType: found.contentType, data: await buffer(found.body) };
}

/** DATA_DIR/uploads, as before object storage: folder 0700, files 0600, never overwritten. */
export function folderCertificateStore(dataDir: string): CertificateStore {
  const file = (key: string) => path.join(dataDir, checkedKey(key));
  return {
    kind: 'folder',
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, data, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        const handle = await open(file(key), 'r');
        return { contentType: contentTypeOfKey(key), body: handle.createReadStream() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    locate: file,
    close() {},
  };
}

/** What went wrong in a call to the object store, in a line (an SDK error's name is its S3 code). */
export function describeObjectStoreError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code = (error as NodeJS.ErrnoException).code;
  return [error.name, status && `HTTP ${status}`, code, error.message].filter(Boolean).join(': ');
}

/**
 * Runs one call to the object store, all of the SDK's attempts and backoff included, with a signal that aborts it
 * after `ms`. The deadline ends once the answer has come (a body may stream on, bounded per attempt by the SDK).
 */
async function withinDeadline<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`the object store did not answer within ${ms} ms`)),
    ms,
  );
  try {
    return await call(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A bucket of S3-compatible object storage (AWS S3, MinIO...) that every store-api instance shares. The SDK
 * finds the endpoint, region and credentials itself (AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or a profile, a container or instance role), and its retries (AWS_MAX_ATTEMPTS).
 * Each attempt ends after S3_TIMEOUT_MS without an answer, and each call, its retries included, after
 * `callTimeoutMs`: a hung store makes a 503 the caller still receives, never a request that outlives its socket.
 * Objects are written without an ACL, so they are as private as the bucket.
 */
async function s3CertificateStore(settings: S3Settings): Promise<CertificateStore> {
  const client = new S3Client({
    forcePathStyle: settings.forcePathStyle,
    requestHandler: {
      connectionTimeout: settings.timeoutMs,
      requestTimeout: settings.timeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  // The SDK asks for a region only at the first call: a store-api without one should not start at all.
  try {
    await client.config.region();
  } catch {
    client.destroy();
    throw new Error('S3_BUCKET is set but the AWS SDK finds no region: set AWS_REGION (MinIO: us-east-1).');
  }
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + checkedKey(key);
  const unavailable = (error: unknown) =>
    new ObjectStoreUnavailableError(
      `The object store (bucket ${Bucket}) failed: ${describeObjectStoreError(error)}`,
      { cause: error },
    );
  const withinCallDeadline = <T>(call: (abortSignal: AbortSignal) => Promise<T>) =>
    withinDeadline(settings.callTimeoutMs, call);
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const command = new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: data,
        ContentType: contentType,
        ...(settings.serverSideEncryption ? { ServerSideEncryption: settings.serverSideEncryption } : {}),
      });
      await withinCallDeadline((abortSignal) => client.send(command, { abortSignal })).catch(
        (error: unknown) => {
          throw unavailable(error);
        },
      );
    },
    async get(key) {
      try {
        const object = await withinCallDeadline((abortSignal) =>
          client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
        );
        return {
          contentType: object.ContentType ?? contentTypeOfKey(key),
          body: object.Body as Readable,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw unavailable(error);
      }
    },
    async delete(key) {
      await withinCallDeadline((abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
      ).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
    locate: (key) => `s3://${Bucket}/${objectKey(key)}`,
    async check(signal) {
      await client
        .send(new HeadBucketCommand({ Bucket }), { abortSignal: signal })
        .catch((error: unknown) => {
          throw unavailable(error);
        });
    },
    close() {
      client.destroy();
    },
  };
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createCertificateStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<CertificateStore> {
  return config.s3 ? s3CertificateStore(config.s3) : Promise.resolve(folderCertificateStore(config.dataDir));
}
