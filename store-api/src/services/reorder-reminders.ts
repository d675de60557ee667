import { createHmac, timingSafeEqual } from 'node:crypto';
import { REORDER_REMINDERS, STORE_TIME_ZONE, storeToday } from '@storefront/contract';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { reorderReminder } from '../mail/messages.js';

/*
 * Reorder reminders (issue 33 item 7), off until the buyer turns them on. A product is ordered regularly when it
 * is in at least REORDER_REMINDERS.minOrders of the buyer's orders (not cancelled) of the last lookbackDays; its
 * usual interval is the median of the whole days (the store's calendar) between those orders one after another,
 * at least minIntervalDays; its usual quantity the median of its quantities in them. It is due once the usual
 * interval has passed since its last order. A cycle is that last order's date: one e-mail per cycle, listing all
 * the buyer's due products, whichever process sends it (the product rows are claimed under an advisory lock of
 * the buyer, in one transaction, before the mail goes; given back when it could not go).
 */

/** The advisory lock class of a buyer's reminder claims (the second key is the customer id). */
const LOCK_CLASS = 26;
const JOB = 'reorder-reminders';

export async function remindersEnabled(db: Queryable, customerId: number): Promise<boolean> {
  const [row] = await db.query<{ reorder_reminders: boolean }>(
    'SELECT reorder_reminders FROM customers WHERE id = $1',
    [customerId],
  );
  return row?.reorder_reminders ?? false;
}

export async function setRemindersEnabled(
  db: Queryable,
  customerId: number,
  enabled: boolean,
): Promise<void> {
  await db.query('UPDATE customers SET reorder_reminders = $2 WHERE id = $1', [customerId, enabled]);
}

async function signingKey(db: Queryable): Promise<Buffer> {
  const [row] = await db.query<{ secret: Uint8Array }>('SELECT secret FROM signing_keys WHERE name = $1', [
    JOB,
  ]);
  if (!row) throw new Error('signing key reorder-reminders is missing (migration 0026)');
  return Buffer.from(row.secret);
}

function signature(key: Buffer, customerId: number): Buffer {
  return createHmac('sha256', key).update(`${JOB}:${customerId}`).digest();
}

/** The token of a buyer's unsubscribe link: their id and its HMAC under the store's key (`12.base64url`). */
export async function unsubscribeToken(db: Queryable, customerId: number): Promise<string> {
  return `${customerId}.${signature(await signingKey(db), customerId).toString('base64url')}`;
}

/** Turns the token's buyer's reminders off; false for a token the store did not sign. */
export async function unsubscribe(db: Queryable, token: string): Promise<boolean> {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const customerId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(await signingKey(db), customerId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await setRemindersEnabled(db, customerId, false);
  return true;
}

/** A product due again for a buyer. */
export interface DueProduct {
  customer_id: number;
  name: string;
  email: string;
  product_id: number;
  item_name: string;
  item_code: string;
  /** How many orders of the window held it. */
  orders: number;
  /** Its last order's date (the cycle), YYYY-MM-DD. */
  last_ordered_on: string;
  interval_days: number;
  quantity: number;
  due_on: string;
}

/** Every buyer's due products on `today` (YYYY-MM-DD) not yet mailed for their cycle, most overdue first. */
export async function dueProducts(db: Queryable, today: string, customerId?: number): Promise<DueProduct[]> {
  return db.query<DueProduct>(
    `WITH ordered AS (
       SELECT o.customer_id, l.product_id, o.id AS order_id,
              (o.created_at AT TIME ZONE $2)::date AS ordered_on, sum(l.quantity)::int AS quantity
         FROM customers c
         JOIN orders o ON o.customer_id = c.id
         JOIN order_lines l ON l.order_id = o.id
        WHERE c.reorder_reminders AND c.status = 'approved' AND c.suspended_at IS NULL
          AND ($6::int IS NULL OR c.id = $6)
          AND o.order_status <> 'cancelled' AND l.product_id IS NOT NULL
          AND (o.created_at AT TIME ZONE $2)::date BETWEEN $1::date - $3::int AND $1::date
        GROUP BY o.customer_id, l.product_id, o.id, ordered_on),
     gaps AS (
       SELECT customer_id, product_id, ordered_on, quantity,
              (ordered_on - lag(ordered_on) OVER (PARTITION BY customer_id, product_id
                                                  ORDER BY ordered_on, order_id))::float8 AS gap
         FROM ordered),
     habits AS (
       SELECT customer_id, product_id, count(*)::int AS orders, max(ordered_on) AS last_ordered_on,
              round(percentile_cont(0.5) WITHIN GROUP (ORDER BY gap))::int AS interval_days,
              greatest(1, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY quantity::float8)))::int AS quantity
         FROM gaps GROUP BY customer_id, product_id
       HAVING count(*) >= $4)
     SELECT h.customer_id, c.name, c.email, h.product_id, p.item_name, p.item_code, h.orders,
            h.last_ordered_on::text AS last_ordered_on, h.interval_days, h.quantity,
            (h.last_ordered_on + h.interval_days)::text AS due_on
       FROM habits h
       JOIN customers c ON c.id = h.customer_id
       JOIN products p ON p.id = h.product_id AND p.archived_at IS NULL
      WHERE h.interval_days >= $5 AND h.last_ordered_on + h.interval_days <= $1::date
        AND NOT EXISTS (SELECT 1 FROM reorder_reminders_sent s
                         WHERE s.customer_id = h.customer_id AND s.product_id = h.product_id
                           AND s.last_ordered_on = h.last_ordered_on)
      ORDER BY h.customer_id, h.last_ordered_on + h.interval_days, p.item_name, h.product_id`,
    [
      today,
      STORE_TIME_ZONE,
      REORDER_REMINDERS.lookbackDays,
      REORDER_REMINDERS.minOrders,
      REORDER_REMINDERS.minIntervalDays,
      customerId ?? null,
    ],
  );
}

/** Claims a buyer's due products for this cycle; none while another process holds the buyer or has sent them. */
async function claim(ctx: Pick<AppContext, 'db'>, customerId: number, due: DueProduct[]): Promise<number[]> {
  return ctx.db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1::int, $2::int) AS locked',
      [LOCK_CLASS, customerId],
    );
    if (!lock?.locked || !(await remindersEnabled(tx, customerId))) return [];
    const rows = await tx.query<{ product_id: number }>(
      `INSERT INTO reorder_reminders_sent (customer_id, product_id, last_ordered_on)
       SELECT $1, t.product_id, t.last_ordered_on FROM unnest($2::int[], $3::date[]) AS t (product_id, last_ordered_on)
       ON CONFLICT DO NOTHING RETURNING product_id`,
      [customerId, due.map((row) => row.product_id), due.map((row) => row.last_ordered_on)],
    );
    return rows.map((row) => row.product_id);
  });
}

/**
 * E-mails each buyer with reminders on the products due on `today` that were not mailed for their cycle, one
 * e-mail per buyer (at most REORDER_REMINDERS.productsPerMail products, the rest at the next run). Answers how many
 * e-mails went.
 */
export async function sendReorderReminders(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store'>,
  today = storeToday(),
): Promise<number> {
  const byCustomer = new Map<number, DueProduct[]>();
  for (const row of await dueProducts(ctx.db, today)) {
    const rows = byCustomer.get(row.customer_id) ?? [];
    if (rows.length < REORDER_REMINDERS.productsPerMail) rows.push(row);
    byCustomer.set(row.customer_id, rows);
  }
  let sent = 0;
  for (const [customerId, due] of byCustomer) {
    const claimed = new Set(await claim(ctx, customerId, due));
    const products = due.filter((row) => claimed.has(row.product_id));
    const [first] = products;
    if (!first) continue;
    const token = await unsubscribeToken(ctx.db, customerId);
    const mailed = await ctx.mailer.sendOrLog(reorderReminder(ctx.store, first, products, token));
    if (mailed) sent++;
    // Not sent: the claims are given back, so the next run tries again.
    else
      await ctx.db.query(
        `DELETE FROM reorder_reminders_sent
          WHERE customer_id = $1 AND (product_id, last_ordered_on) IN
                (SELECT * FROM unnest($2::int[], $3::date[]))`,
        [customerId, products.map((row) => row.product_id), products.map((row) => row.last_ordered_on)],
      );
  }
  return sent;
}

/**
 * Claims the job's next run for this process when it is due (one statement: of several processes, one gets it),
 * setting the one after; a restart does not run it again before then.
 */
async function claimRun(db: Queryable, intervalMs: number): Promise<boolean> {
  await db.query('INSERT INTO scheduled_jobs (name) VALUES ($1) ON CONFLICT DO NOTHING', [JOB]);
  const rows = await db.query(
    `UPDATE scheduled_jobs SET last_run_at = now(), next_run_at = now() + $2 * interval '1 millisecond'
      WHERE name = $1 AND next_run_at <= now() RETURNING 1`,
    [JOB, intervalMs],
  );
  return rows.length > 0;
}

/** Sends the reminders due when it is this process's turn (scheduled_jobs): how many went, or null (not its turn). */
export async function runReorderRemindersIfDue(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store' | 'config'>,
): Promise<number | null> {
  if (!(await claimRun(ctx.db, ctx.config.reorderRemindersIntervalMs))) return null;
  return sendReorderReminders(ctx);
}

/**
 * Every REORDER_REMINDERS_INTERVAL_MINUTES, the process whose turn it is (scheduled_jobs) sends the reminders due;
 * the others look again a minute later at most. Answers the function that stops it.
 */
export function startReorderReminders(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store' | 'config'>,
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
): () => void {
  const intervalMs = ctx.config.reorderRemindersIntervalMs;
  const run = async () => {
    const sent = await runReorderRemindersIfDue(ctx);
    if (sent) log.info({ sent }, 'reorder reminders e-mailed');
  };
  const tick = () =>
    void run().catch((error: unknown) => log.error({ err: error }, 'reorder reminders failed'));
  tick();
  const timer = setInterval(tick, Math.min(intervalMs, 60_000));
  timer.unref();
  return () => clearInterval(timer);
}
