import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { dataPaths, loadConfig, type Config } from './config.js';
import type { AppContext } from './context.js';
import { DatabaseUnavailableError, type Database } from './db/database.js';
import { registerAuthentication } from './http/auth.js';
import {
  ClientError,
  KeyRefusal,
  schemaRefusal,
  StaffRefusal,
  TooManyRequestsError,
  UnprocessableError,
} from './errors.js';
import { hasForbiddenCharacters } from './http/validate.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { storeIdentity } from './mail/messages.js';
import { messages as M } from '@storefront/contract';
import { registerMetrics } from './metrics.js';
import { customerRoutes } from './routes/customer.js';
import { staffRoutes } from './routes/staff/index.js';
import { storageRoutes } from './routes/storage.js';
import {
  createCertificateStore,
  describeObjectStoreError,
  ObjectStoreUnavailableError,
  type CertificateStore,
} from './services/certificate-store.js';

export interface AppDependencies {
  db: Database;
  /** Defaults to the environment's configuration. */
  config?: Config;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the configured transport (SMTP_URL, or .eml files in DATA_DIR/mail). */
  mailer?: Mailer;
  /** Defaults to the configured store (the S3_BUCKET bucket, or DATA_DIR/uploads); closed with the app if made here. */
  certificates?: CertificateStore;
}

/** A 503's message: the database is out of reach or saturated for a moment, the client may retry. */
const STORE_BUSY = 'The store is busy right now. Please try again in a moment.';

/** The status and message answered for a library's 4xx (an unreadable, unsupported or oversized body). */
function libraryClientError(status: number): [number, string] {
  if (status === 413) return [413, M.bodyTooLarge];
  // @fastify/multipart's "not multipart" is a 406; for the client it is the same mistake as a wrong type.
  if (status === 415 || status === 406) return [415, M.unsupportedBody];
  if (status === 404) return [404, M.notFound];
  if (status === 408) return [408, M.requestTooSlow];
  if (status === 429) return [429, M.tooManyRequests];
  if (status === 400) return [400, M.unreadableBody];
  return [status, 'The request could not be handled.'];
}

/** What may stand as a request id: the gateway's UUIDs, or a caller's own id of the same modest shape. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Builds the REST API without listening, so tests can inject requests or listen on a random port. */
export async function buildApp({
  db,
  config = loadConfig(),
  logger = false,
  mailer,
  certificates,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // One request, one id: the gateway's x-request-id (when it is a plausible id) names this request in our logs
    // too, under the same key the gateway logs it with.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // A client that sends its request slowly (or stalls) must not hold a socket: Node answers 408 and closes it.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.headersTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
  });
  // First, so that every request is timed, refused ones included. Nothing is timed when no one can scrape it.
  if (config.metrics) await registerMetrics(app, db);
  const paths = dataPaths(config);
  const ownMailer = mailer === undefined;
  const ownCertificates = certificates === undefined;
  const ctx: AppContext = {
    db,
    config,
    certificates: certificates ?? (await createCertificateStore(config)),
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        mailDir: paths.mail,
        from: `"${config.storeName}" <${config.storeEmail}>`,
        log: app.log,
      }),
    store: storeIdentity(config),
  };
  app.addHook('onClose', async () => {
    if (ownMailer) await ctx.mailer.close();
    if (ownCertificates) ctx.certificates.close();
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  app.setErrorHandler((thrown: Error & { statusCode?: number }, request, reply) => {
    const error: Error & { statusCode?: number } = schemaRefusal(thrown) ?? thrown;
    if (error instanceof TooManyRequestsError) {
      return reply
        .code(429)
        .header('Retry-After', String(error.retryAfterSeconds))
        .send({ message: error.message });
    }
    if (error instanceof KeyRefusal) {
      return reply
        .code(403)
        .send({ error: error.message, code: error.code, ...(error.scope ? { scope: error.scope } : {}) });
    }
    if (error instanceof StaffRefusal) {
      return reply.code(error.statusCode).send({ error: error.message, code: error.code });
    }
    if (error instanceof ClientError) {
      if (error.statusCode === 401) return reply.code(401).send({ message: M.unauthenticated });
      if (error instanceof UnprocessableError) {
        return reply.code(422).send({ error: error.message, field: error.field, code: error.code });
      }
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (error instanceof DatabaseUnavailableError || error instanceof ObjectStoreUnavailableError) {
      // Once per incident is logged by the database layer; the object store is used by few requests (uploads).
      if (error instanceof ObjectStoreUnavailableError) request.log.warn({ err: error }, error.message);
      else request.log.debug({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(error.retryAfterSeconds))
        .send({ message: STORE_BUSY });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's or a plugin's: their messages can quote the body or name internals, so ours replace them.
      const [code, message] = libraryClientError(status);
      return reply.code(code).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: M.serverError });
  });

  // NUL in a search, a name or an address would reach PostgreSQL, which refuses it (a 500): refused here, once.
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasForbiddenCharacters(request.query) || hasForbiddenCharacters(request.body)) {
      return done(new UnprocessableError(M.forbiddenCharacters, 'INVALID', null));
    }
    done();
  });

  // POST bodies: JSON (an empty body counts as {}), form-encoded, or multipart (register, add-wishlist).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  // No call takes plain text: without this parser such a body is a clean 415, not a string the routes mistake.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    void defaultJsonParser(request, body as string, done);
  });
  await app.register(formbody, { bodyLimit: 256 * 1024 });
  // Oversized files are reported per field by readForm (file.truncated), not thrown mid-stream.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 2, fields: 60 },
    throwFileSizeLimit: false,
  });

  // Liveness: the process answers. It never touches the database, so a database outage does not get it restarted.
  app.get('/healthz', (_request, reply) => reply.send({ status: 'ok', database: db.kind }));
  // Readiness: the database answers `SELECT 1` in time; a load balancer sends no traffic here until it does.
  // The object store (S3_BUCKET) is reported beside it, not required: only registrations with certificates need
  // it, and every instance shares it, so taking them all out of service would stop orders too.
  app.get('/readyz', async (request, reply) => {
    const bucket = ctx.certificates.check?.(AbortSignal.timeout(config.readyTimeoutMs)).then(
      () => 'ok' as const,
      (error: unknown) => {
        request.log.warn(
          { err: error },
          `readiness check: the object store failed: ${describeObjectStoreError(error)}`,
        );
        return 'unavailable' as const;
      },
    );
    const ready = await databaseAnswers(request);
    const report = { database: db.kind, ...(bucket ? { objectStore: await bucket } : {}) };
    if (ready) return reply.send({ status: 'ready', ...report });
    return reply
      .code(503)
      .header('Retry-After', '2')
      .send({ status: 'unavailable', ...report });
  });
  async function databaseAnswers(request: FastifyRequest): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), config.readyTimeoutMs);
    });
    try {
      const probe = db.query('SELECT 1');
      // A probe that fails after the timeout has already been answered: its rejection must not go unhandled.
      probe.catch(() => {});
      const answer = await Promise.race([probe, timedOut]);
      if (answer !== 'timeout') return true;
      request.log.warn(
        { timeoutMs: config.readyTimeoutMs },
        'readiness check: the database did not answer in time',
      );
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: the database failed');
    } finally {
      clearTimeout(timer);
    }
    return false;
  }
  await storageRoutes(app, paths.storage, ctx.certificates);

  // PGlite: a call is refused before it does any work (its token is not even read) while the wait for the one
  // connection is too long (see db/pglite.ts). Only for the APIs: /healthz and /storage never query, and /readyz's
  // SELECT 1 waits its turn, since refusing it would mark as not ready the only instance PGlite allows.
  function admitWithin(scope: FastifyInstance): void {
    const admit = db.admit?.bind(db);
    if (!admit) return;
    scope.addHook('onRequest', (_request, _reply, next) => {
      try {
        admit();
      } catch (error) {
        return next(error as Error);
      }
      next();
    });
  }

  await app.register(
    (customer, _options, done) => {
      admitWithin(customer);
      registerAuthentication(customer, db);
      customerRoutes(customer, ctx);
      done();
    },
    { prefix: '/api/customer' },
  );
  await app.register(
    (staff, _options, done) => {
      admitWithin(staff);
      staffRoutes(staff, ctx);
      done();
    },
    { prefix: '/api/staff' },
  );

  return app;
}
