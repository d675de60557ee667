/**
 * `npm run bench:timing -w store-api`: does POST /lost-password take as long for a customer's e-mail as for an
 * unknown one? An attacker who can tell them apart learns who buys here.
 *
 * In-process (`app.inject`) on a fresh PGlite database (or a throw-away schema on the server named by
 * BENCH_DATABASE_URL), with the real .eml mailer in a temporary DATA_DIR. Requests alternate known / unknown,
 * each known e-mail asked once (a repeat within a minute takes the "already sent" path). BENCH_ROUNDS (default
 * 400) pairs after a warm-up. Prints median and p90 of each and the gap between the medians; no assertions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { insertCustomer } from '../src/services/customers.js';
import { hashPassword } from '../src/services/passwords.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 400);
const warmup = 50;
const serverUrl = process.env.BENCH_DATABASE_URL;

async function openBenchDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  if (!serverUrl) return { db: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const schema = `bench_timing_${process.pid}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    db,
    drop: async () => {
      const cleaner = await openDatabase({ databaseUrl: serverUrl, dataDir: '' });
      await cleaner.exec(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.close();
    },
  };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const { db, drop } = await openBenchDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-bench-timing-'));
try {
  await migrate(db);
  await seedIfEmpty(db);
  const config = { ...loadConfig({}), dataDir, webUrl: 'http://web.test' };
  const app = await buildApp({ db, config });

  // One hash for every customer: the bench measures the reset request, not account creation.
  const passwordHash = await hashPassword('Bench#Pass1');
  const total = rounds + warmup;
  const known: string[] = [];
  for (let i = 0; i < total; i++) {
    const email = `known${i}@bench.example`;
    await db.transaction((tx) =>
      insertCustomer(tx, {
        name_prefix: 'Mr.',
        name: `Known ${i}`,
        email,
        password_hash: passwordHash,
        company_name: 'Bench LLC',
        address: '1 Main St',
        city: 'Newark',
        country_id: 1,
        state_id: 31,
        pincode: '07102',
        phone: '2015550100',
        mobile: null,
        tax_id: null,
        tax_expiry_date: null,
        tax_certificate: null,
        tob_license_no: 'TOB-1',
        tob_expiry_date: null,
        tob_certificate: null,
        dba: null,
        cc_tax_id: 1,
      }),
    );
    known.push(email);
  }

  async function timed(email: string): Promise<number> {
    const start = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer/lost-password',
      payload: { email },
    });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (response.statusCode !== 200) throw new Error(`lost-password answered ${response.statusCode}`);
    return ms;
  }

  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < total; i++) {
    // Alternate which goes first, so neither always follows the other's after-answer work.
    const pair: ['known' | 'unknown', string][] = [
      ['known', known[i]!],
      ['unknown', `unknown${i}@bench.example`],
    ];
    if (i % 2 === 1) pair.reverse();
    for (const [kind, email] of pair) {
      const ms = await timed(email);
      if (i >= warmup) times[kind].push(ms);
    }
  }
  await app.close();

  const row = (kind: 'known' | 'unknown') => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    return { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
  };
  const k = row('known');
  const u = row('unknown');
  console.log(`lost-password timing on ${db.kind}, ${rounds} requests each (after ${warmup} warm-up pairs)`);
  console.log(`  known e-mail    median ${k.median.toFixed(3)} ms   p90 ${k.p90.toFixed(3)} ms`);
  console.log(`  unknown e-mail  median ${u.median.toFixed(3)} ms   p90 ${u.p90.toFixed(3)} ms`);
  console.log(`  gap (known - unknown) median ${(k.median - u.median).toFixed(3)} ms`);
} finally {
  await db.close();
  await drop();
  // Mail sent after the last answers may still be being written: rm retries.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10 });
}
