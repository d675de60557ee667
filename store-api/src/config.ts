import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD } from '@storefront/contract';
import { z } from 'zod';
import type { ThrottleSettings } from './services/throttle.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

// The only place that reads process.env: everything else receives a parsed Config.
const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  STORE_API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_URL: z.string().url().default('http://localhost:4000'),
  SMTP_URL: z.string().optional(),
  STORE_EMAIL: z.string().email().default('orders@gardenstatetobacco.com'),
  STORE_NAME: z.string().min(1).default('Garden State Tobacco'),
  /** The store's postal address, one line, at the foot of every e-mail (unset: the foot shows none). */
  STORE_ADDRESS: z.string().trim().min(1).max(200).optional(),
  /** The store's phone number as buyers dial it, at the foot of every e-mail (the web shop shows the same). */
  STORE_PHONE: z.string().trim().min(1).max(40).default('(201) 555-0142'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which peers may set X-Forwarded-For: the gateway's address, or every buyer counts as the gateway in the login
   * throttling. "loopback" when both run on one host; the gateway's address or network when they do not (compose:
   * "uniquelocal"). Fastify's trustProxy: true, false, or comma-separated addresses, CIDRs and named ranges.
   */
  TRUST_PROXY: z
    .string()
    .max(2000)
    .default('loopback')
    .refine(isTrustProxy, {
      message:
        'give true, false, or comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal ' +
        '(no hop count: Fastify would read "1" as the address 0.0.0.1)',
    }),
  UPLOAD_MAX_BYTES: positiveInt(UPLOAD.maxBytes),
  AUTH_TOKEN_TTL_HOURS: positiveInt(24 * 30),
  RESET_TOKEN_TTL_MINUTES: positiveInt(60),
  ACCOUNT_LINK_TTL_DAYS: positiveInt(7),
  /** Login failures per account at one client address (see services/throttle.ts). */
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** Per client address, whichever accounts it tries. */
  LOGIN_ADDRESS_MAX_FAILURES: positiveInt(100),
  LOGIN_ADDRESS_WINDOW_MINUTES: positiveInt(15),
  /** Per account, from every address together. */
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(100),
  LOGIN_ACCOUNT_WINDOW_MINUTES: positiveInt(60),
  /** Staff sign-in has its own counts and lower numbers: a staff account opens every customer's data. */
  STAFF_LOGIN_MAX_FAILURES: positiveInt(5),
  STAFF_LOGIN_WINDOW_MINUTES: positiveInt(15),
  STAFF_LOGIN_ADDRESS_MAX_FAILURES: positiveInt(20),
  STAFF_LOGIN_ADDRESS_WINDOW_MINUTES: positiveInt(15),
  STAFF_LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(50),
  STAFF_LOGIN_ACCOUNT_WINDOW_MINUTES: positiveInt(60),
  /** Loads the 63-product catalog into an empty database on start. */
  SEED: z.enum(['true', 'false']).default('true'),
  /** A request (headers and body) not fully received in this time is answered 408 and its socket closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** Headers not fully received in this time (also the idle time allowed between keep-alive requests). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  /** PostgreSQL server: connections in the pool of this process. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL server: how long a query waits for a connection before answering 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** PostgreSQL server: a statement running longer is cancelled (statement_timeout) and answered 503. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** PostgreSQL server: an unused pooled connection is closed after this long. */
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  /** PostgreSQL server: application_name of this process's connections (default store-api-<pid>). */
  DB_APPLICATION_NAME: z
    .string()
    .regex(/^[\w.:-]{1,63}$/)
    .optional(),
  /** PGlite: a request arriving while the wait for its one connection is longer than this answers 503 at once. */
  PGLITE_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
  /** PGlite: queries allowed to wait for its one connection, whatever their wait; past that a query fails (503). */
  PGLITE_MAX_QUEUE: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /** Prometheus's GET /metrics, on a listener of its own (never the API's port); 0 or off: none. */
  STORE_API_METRICS_PORT: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])
    .default(9465),
  STORE_API_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** GET /readyz: how long `SELECT 1` may take before the store counts as not ready. */
  READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /**
   * Certificates in this bucket of S3-compatible object storage, which every instance shares; unset: in
   * DATA_DIR/uploads. Endpoint, region and credentials are the AWS SDK's own (AWS_ENDPOINT_URL_S3, AWS_REGION,
   * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_PROFILE...): the SDK reads them, not this schema.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'give a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    })
    .optional(),
  /** Object keys start with this folder in the bucket (e.g. "certificates/"), so a bucket can be shared. */
  S3_PREFIX: z
    .string()
    .max(200)
    .regex(/^(?!\/)[A-Za-z0-9!_.*'()/-]*$/, {
      message: "give letters, digits and !_.*'()-/ only, not starting with /",
    })
    .default(''),
  /**
   * Path-style URLs (endpoint/bucket/key) as MinIO and most S3-compatible servers want; the SDK reads no
   * variable for it. Default: true when AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL names an endpoint, else false.
   */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** x-amz-server-side-encryption on every certificate written (unset: the bucket's default encryption). */
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms', 'aws:kms:dsse']).optional(),
  /**
   * One attempt of a call to the object store: connecting, and waiting for it while it sends nothing. Every call,
   * its retries included, also ends after a third of REQUEST_TIMEOUT_MS (answered 503).
   */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * Webhooks to http:// URLs and to private, loopback or link-local addresses (a receiver on this machine or this
   * network). For development and tests only: in production it lets any buyer make store-api call inside its
   * network.
   */
  WEBHOOK_ALLOW_PRIVATE_HTTP: z.enum(['true', 'false']).default('false'),
  /** One delivery attempt: connecting, sending and the receiver's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The wait after a failed first attempt; each later one doubles it, up to WEBHOOK_RETRY_MAX_MS. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
  /** A delivery is retried for this long after its event, then given up. */
  WEBHOOK_RETRY_HOURS: positiveInt(24),
  /** An endpoint whose every attempt failed for this long is switched off and its owner e-mailed. */
  WEBHOOK_DISABLE_AFTER_HOURS: positiveInt(24),
  /** How often each process looks for deliveries that are due. */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** Finished deliveries stay in the log this long. */
  WEBHOOK_LOG_DAYS: positiveInt(30),
  /** How often reorder reminders are looked for and sent (once per run for all instances together). */
  REORDER_REMINDERS_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
});

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Strict, unlike Fastify's own parser, which takes "1" for 0.0.0.1 and so would trust nobody, silently. */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((item) => {
    const entry = item.trim();
    if (NAMED_RANGES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
  });
}

export interface Config {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  webUrl: string;
  smtpUrl: string | undefined;
  storeEmail: string;
  storeName: string;
  storeAddress: string | undefined;
  storePhone: string;
  logLevel: string;
  trustProxy: boolean | string;
  uploadMaxBytes: number;
  authTokenTtlMs: number;
  resetTokenTtlMs: number;
  accountLinkTtlMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  loginAddressMaxFailures: number;
  loginAddressWindowMs: number;
  loginAccountMaxFailures: number;
  loginAccountWindowMs: number;
  /** The same three limits for staff sign-in, counted apart from the buyers' (services/staff-sign-in.ts). */
  staffLogin: ThrottleSettings;
  seed: boolean;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  dbIdleTimeoutMs: number;
  dbApplicationName: string;
  pgliteMaxQueue: number;
  pgliteMaxWaitMs: number;
  readyTimeoutMs: number;
  /** Where Prometheus scrapes GET /metrics, apart from the API's port; undefined serves no metrics. */
  metrics: { port: number; host: string } | undefined;
  /** Certificates in S3-compatible object storage; undefined: in DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  webhooks: WebhookSettings;
  /** How often the reorder reminders job runs (services/reorder-reminders.ts). */
  reorderRemindersIntervalMs: number;
}

/** Webhook deliveries (services/webhook-delivery.ts); every time in milliseconds. */
export interface WebhookSettings {
  /** http:// and private addresses allowed (development and tests only). */
  allowPrivateHttp: boolean;
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  retryForMs: number;
  disableAfterMs: number;
  pollMs: number;
  keepLogMs: number;
}

export interface S3Settings {
  bucket: string;
  /** '' or a folder ending in '/'. */
  prefix: string;
  forcePathStyle: boolean;
  serverSideEncryption: 'AES256' | 'aws:kms' | 'aws:kms:dsse' | undefined;
  /** One attempt (S3_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * One call, all its attempts and the waits between them: a third of REQUEST_TIMEOUT_MS, since a registration
   * makes two rounds of calls at most (its writes, then deleting what may have landed) and must still answer
   * before Node closes the idle socket.
   */
  callTimeoutMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid store-api environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // Node refuses a headers timeout longer than the request timeout.
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid store-api environment: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  }
  const minute = 60_000;
  return {
    host: e.HOST,
    port: e.STORE_API_PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    webUrl: e.WEB_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    storeEmail: e.STORE_EMAIL,
    storeName: e.STORE_NAME,
    storeAddress: e.STORE_ADDRESS,
    storePhone: e.STORE_PHONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    authTokenTtlMs: e.AUTH_TOKEN_TTL_HOURS * 60 * minute,
    resetTokenTtlMs: e.RESET_TOKEN_TTL_MINUTES * minute,
    accountLinkTtlMs: e.ACCOUNT_LINK_TTL_DAYS * 24 * 60 * minute,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * minute,
    loginAddressMaxFailures: e.LOGIN_ADDRESS_MAX_FAILURES,
    loginAddressWindowMs: e.LOGIN_ADDRESS_WINDOW_MINUTES * minute,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
    loginAccountWindowMs: e.LOGIN_ACCOUNT_WINDOW_MINUTES * minute,
    staffLogin: {
      loginMaxFailures: e.STAFF_LOGIN_MAX_FAILURES,
      loginWindowMs: e.STAFF_LOGIN_WINDOW_MINUTES * minute,
      loginAddressMaxFailures: e.STAFF_LOGIN_ADDRESS_MAX_FAILURES,
      loginAddressWindowMs: e.STAFF_LOGIN_ADDRESS_WINDOW_MINUTES * minute,
      loginAccountMaxFailures: e.STAFF_LOGIN_ACCOUNT_MAX_FAILURES,
      loginAccountWindowMs: e.STAFF_LOGIN_ACCOUNT_WINDOW_MINUTES * minute,
    },
    seed: e.SEED === 'true',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    dbPoolMax: e.DB_POOL_MAX,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbIdleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
    dbApplicationName: e.DB_APPLICATION_NAME ?? `store-api-${process.pid}`,
    pgliteMaxQueue: e.PGLITE_MAX_QUEUE,
    pgliteMaxWaitMs: e.PGLITE_MAX_WAIT_MS,
    readyTimeoutMs: e.READY_TIMEOUT_MS,
    metrics:
      e.STORE_API_METRICS_PORT === 'off' || e.STORE_API_METRICS_PORT === 0
        ? undefined
        : { port: e.STORE_API_METRICS_PORT, host: e.STORE_API_METRICS_HOST },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          prefix: e.S3_PREFIX === '' || e.S3_PREFIX.endsWith('/') ? e.S3_PREFIX : `${e.S3_PREFIX}/`,
          // Only whether an endpoint is named: the SDK itself reads and checks its value.
          forcePathStyle:
            e.S3_FORCE_PATH_STYLE === undefined
              ? Boolean(env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL)
              : e.S3_FORCE_PATH_STYLE === 'true',
          serverSideEncryption: e.S3_SERVER_SIDE_ENCRYPTION,
          timeoutMs: e.S3_TIMEOUT_MS,
          callTimeoutMs: Math.floor(e.REQUEST_TIMEOUT_MS / 3),
        }
      : undefined,
    webhooks: {
      allowPrivateHttp: e.WEBHOOK_ALLOW_PRIVATE_HTTP === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: e.WEBHOOK_RETRY_MAX_MS,
      retryForMs: e.WEBHOOK_RETRY_HOURS * 60 * minute,
      disableAfterMs: e.WEBHOOK_DISABLE_AFTER_HOURS * 60 * minute,
      pollMs: e.WEBHOOK_POLL_MS,
      keepLogMs: e.WEBHOOK_LOG_DAYS * 24 * 60 * minute,
    },
    reorderRemindersIntervalMs: e.REORDER_REMINDERS_INTERVAL_MINUTES * minute,
  };
}

/** What openDatabase needs from the configuration (store-api and the admin command open it alike). */
export function databaseOptions(config: Config) {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: dataPaths(config).pglite,
    poolMax: config.dbPoolMax,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    idleTimeoutMs: config.dbIdleTimeoutMs,
    applicationName: config.dbApplicationName,
    pgliteMaxQueue: config.pgliteMaxQueue,
    pgliteMaxWaitMs: config.pgliteMaxWaitMs,
  };
}

/**
 * Where each kind of file lives under DATA_DIR. Only `storage` is ever served over HTTP. `uploads` holds the
 * certificates unless S3_BUCKET is set (services/certificate-store.ts).
 */
export function dataPaths(config: Pick<Config, 'dataDir'>) {
  return {
    pglite: path.join(config.dataDir, 'pg'),
    storage: path.join(config.dataDir, 'storage'),
    uploads: path.join(config.dataDir, 'uploads'),
    mail: path.join(config.dataDir, 'mail'),
  };
}
