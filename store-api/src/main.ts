import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { startAdminSocket } from './admin/socket.js';
import { buildApp } from './app.js';
import { databaseOptions, dataPaths, loadConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDataDir } from './data-dir.js';
import { openDatabase } from './db/database.js';
import { startMaintenance } from './db/maintenance.js';
import { migrate } from './db/migrate.js';
import { logOptions } from '@storefront/logging';
import { createMailer } from './mail/mailer.js';
import { storeIdentity } from './mail/messages.js';
import { metricsServer } from './metrics.js';
import { writeSeedImages } from './seed/images.js';
import { seedIfEmpty } from './seed/seed.js';
import { createCertificateStore, describeObjectStoreError } from './services/certificate-store.js';
import { startExpiryReminders } from './services/licences.js';
import { startReorderReminders } from './services/reorder-reminders.js';
import { startWebhookWorker } from './services/webhook-delivery.js';

const config = loadConfig();
const log = pino(logOptions('store-api', config.logLevel));
const paths = dataPaths(config);
// Before anything is written: the database, mail and pictures are then created for this user only.
await openDataDir(config.dataDir);

const db = await openDatabase({ ...databaseOptions(config), log });
// Migrations may run longer than DB_STATEMENT_TIMEOUT_MS allows a request: on a server they get their own
// connection without the limit. PGlite has no statement timeout (and allows one open database per folder).
async function migrateWithoutTimeout(): Promise<string[]> {
  if (db.kind === 'pglite') return migrate(db);
  const migrator = await openDatabase({ ...databaseOptions(config), poolMax: 1, statementTimeoutMs: 0, log });
  try {
    return await migrate(migrator);
  } finally {
    await migrator.close();
  }
}
const applied = await migrateWithoutTimeout();
if (applied.length > 0) log.info({ applied }, 'migrations applied');
if (config.seed && (await seedIfEmpty(db))) log.info('seed catalog loaded');
const stopMaintenance = await startMaintenance(db, log);
const images = await writeSeedImages(paths.storage);
if (images > 0) log.info({ images, folder: paths.storage }, 'seed pictures written');

const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  mailDir: paths.mail,
  from: `"${config.storeName}" <${config.storeEmail}>`,
  log,
});
const certificates = await createCertificateStore(config);
if (certificates.check) {
  // Not fatal (the store serves everything but certificate uploads without it), but said at once.
  await certificates.check(AbortSignal.timeout(config.readyTimeoutMs)).then(
    () => log.info({ bucket: config.s3?.bucket }, 'certificates are kept in the object store'),
    (error: unknown) =>
      log.warn(
        { err: error, bucket: config.s3?.bucket },
        `the object store for certificates does not answer: ${describeObjectStoreError(error)}`,
      ),
  );
}
const ctx: AppContext = {
  db,
  config,
  mailer,
  certificates,
  store: storeIdentity(config),
};
const app = await buildApp({
  db,
  config,
  mailer,
  certificates,
  logger: logOptions('store-api', config.logLevel),
});
const stopAdmin = await startAdminSocket(ctx, log);
const stopReminders = startExpiryReminders(ctx, log);
const webhooks = startWebhookWorker(ctx, log);
const stopReorderReminders = startReorderReminders(ctx, log);
// Metrics on a listener of their own (127.0.0.1 by default): the API's port never shows them.
const metrics = app.metricsRegistry ? metricsServer(app.metricsRegistry) : undefined;

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  try {
    stopMaintenance();
    stopReminders();
    stopReorderReminders();
    await webhooks.stop();
    await stopAdmin();
    await metrics?.close();
    await app.close();
    await mailer.close();
    certificates.close();
  } finally {
    // PGlite must be closed, or its files are left as after a crash.
    await db.close();
  }
  log.info('stopped');
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const { port } = app.server.address() as AddressInfo;
const metricsUrl =
  metrics && config.metrics
    ? await metrics.listen({ host: config.metrics.host, port: config.metrics.port })
    : 'off';
log.info(
  {
    url: `http://${config.host}:${port}/api/customer`,
    port,
    database: db.kind,
    metrics: metricsUrl === 'off' ? metricsUrl : `${metricsUrl}/metrics`,
  },
  'store-api ready',
);
