import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pino } from 'pino';
import { commandName, READ_ONLY_COMMANDS, runCommand, USAGE, type CommandResult } from './admin/commands.js';
import { runThroughSocket } from './admin/socket.js';
import { dataPaths, databaseOptions, loadConfig } from './config.js';
import { createFilesPrivately } from './data-dir.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { createMailer } from './mail/mailer.js';
import { storeIdentity } from './mail/messages.js';
import {
  createCertificateStore,
  isCertificateKey,
  ObjectStoreUnavailableError,
  type CertificateStore,
} from './services/certificate-store.js';
import { seedIfEmpty } from './seed/seed.js';

/** `npm run admin -- <command>`: staff work until a back office exists. Run `npm run admin -- help`. */
const argv = process.argv.slice(2);
const command = commandName(argv);
// `certificate` writes the file itself to stdout: its messages go to stderr.
const writesFile = command === 'certificate';
const config = loadConfig();
// Without a running store this command may create the database or write mail in DATA_DIR.
createFilesPrivately();
// Logs go to stderr so that --json output on stdout stays parseable.
const log = pino(
  { level: config.logLevel === 'info' ? 'warn' : config.logLevel, name: 'store-api-admin' },
  pino.destination(2),
);
const paths = dataPaths(config);
const noDatabase = `The store has no database yet${config.databaseUrl ? '' : ` in ${paths.pglite}`}: start store-api once (npm start) to create it.`;

/** Opens the store's database; a command that only reads never creates, migrates or seeds it. */
async function open(readOnly: boolean): Promise<Database | undefined> {
  // PGlite creates its folder on open: check first, so a look never leaves an empty database behind.
  if (readOnly && !config.databaseUrl && !existsSync(path.join(paths.pglite, 'PG_VERSION'))) return undefined;
  // The server's timeouts and application name as store-api's own, with one connection: a command runs its
  // statements one after another.
  const db = await openDatabase({ ...databaseOptions(config), poolMax: 1, log });
  if (readOnly) {
    const [found] = await db.query<{ customers: string | null }>(
      "SELECT to_regclass('customers')::text AS customers",
    );
    if (!found?.customers) {
      await db.close();
      return undefined;
    }
    return db;
  }
  await migrate(db);
  if (config.seed) await seedIfEmpty(db);
  return db;
}

async function run(): Promise<CommandResult> {
  if (command === undefined || command === 'help') return { output: USAGE, exitCode: 0 };
  if (writesFile && process.stdout.isTTY) {
    return {
      output: 'Error: this writes the certificate file to stdout: redirect it, e.g. `> certificate.pdf`.',
      exitCode: 1,
    };
  }
  // With the embedded database, a running store-api owns it: ask that process to do the work.
  if (!config.databaseUrl) {
    const remote = await runThroughSocket(config.dataDir, argv);
    if (remote) return remote;
  }
  const db = await open(READ_ONLY_COMMANDS.has(command));
  if (!db) return { output: `Error: ${noDatabase}`, exitCode: 1 };
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: paths.mail,
    from: `"${config.storeName}" <${config.storeEmail}>`,
    log,
  });
  const certificates = await createCertificateStore(config);
  try {
    return await runCommand(
      {
        db,
        config,
        mailer,
        certificates,
        store: storeIdentity(config),
      },
      argv,
    );
  } finally {
    certificates.close();
    await mailer.close();
    await db.close();
  }
}

/** Copies a stored certificate to stdout, as bytes, from the store this process is configured with. */
async function writeCertificate(key: string): Promise<CommandResult> {
  if (!isCertificateKey(key)) return { output: `Error: ${key} is not a certificate's key.`, exitCode: 1 };
  const store: CertificateStore = await createCertificateStore(config);
  try {
    const found = await store.get(key);
    if (!found) {
      return {
        output:
          store.kind === 'folder'
            ? // Without S3_BUCKET, each instance keeps the uploads it received in its own DATA_DIR.
              `Error: ${store.locate(key)} is not on this machine (uploaded to another instance?).`
            : `Error: ${store.locate(key)} is not in the bucket.`,
        exitCode: 1,
      };
    }
    await pipeline(found.body, process.stdout, { end: false });
    return { output: '', exitCode: 0 };
  } catch (error) {
    if (error instanceof ObjectStoreUnavailableError)
      return { output: `Error: ${error.message}`, exitCode: 1 };
    throw error;
  } finally {
    store.close();
  }
}

async function main(): Promise<number> {
  let result = await run();
  if (result.certificate !== undefined && result.exitCode === 0)
    result = await writeCertificate(result.certificate);
  if (result.output) (writesFile ? process.stderr : process.stdout).write(`${result.output}\n`);
  return result.exitCode;
}

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`Error: ${(error as Error).message}\n`);
  return 2;
});
