import { pino } from 'pino';
import { runCommand } from './admin/commands.js';
import { runThroughSocket } from './admin/socket.js';
import { dataPaths, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { createMailer } from './mail/mailer.js';
import { seedIfEmpty } from './seed/seed.js';

/** `npm run admin -- <command>`: staff work until a back office exists. Run `npm run admin -- help`. */
const argv = process.argv.slice(2);
const config = loadConfig();
// Logs go to stderr so that --json output on stdout stays parseable.
const log = pino(
  { level: config.logLevel === 'info' ? 'warn' : config.logLevel, name: 'store-api-admin' },
  pino.destination(2),
);

async function main(): Promise<number> {
  // With the embedded database, a running store-api owns it: ask that process to do the work.
  if (!config.databaseUrl) {
    const remote = await runThroughSocket(config.dataDir, argv);
    if (remote) {
      process.stdout.write(`${remote.output}\n`);
      return remote.exitCode;
    }
  }
  const paths = dataPaths(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: paths.pglite });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: paths.mail,
    from: `"${config.storeName}" <${config.storeEmail}>`,
    log,
  });
  try {
    await migrate(db);
    if (config.seed) await seedIfEmpty(db);
    const result = await runCommand(
      {
        db,
        config,
        mailer,
        store: { storeName: config.storeName, storeEmail: config.storeEmail, webUrl: config.webUrl },
      },
      argv,
    );
    process.stdout.write(`${result.output}\n`);
    return result.exitCode;
  } finally {
    mailer.close();
    await db.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  process.stderr.write(`Error: ${(error as Error).message}\n`);
  return 2;
});
