import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';
import { messages as M, WEBHOOKS } from '@storefront/contract';
import type { WebhookSettings } from '../config.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { webhookDisabled } from '../mail/messages.js';
import { mayMail } from './mail-allowance.js';

/*
 * Sends the queued deliveries (services/webhooks.ts). Every store-api process runs one worker: it claims due rows
 * with FOR UPDATE SKIP LOCKED and moves their next attempt past the send's time limit (a lease) in the same
 * statement, so no other process takes a row while it is being sent; a process that dies mid-send leaves the row
 * to be taken again once the lease ends (at least once, never twice at the same time).
 */

/** Deliveries one worker sends at once. */
const BATCH = 10;
const HOUR = 60 * 60_000;

/** Whether an address (text) is a public unicast one: not private, loopback, link-local, multicast, reserved... */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Why the URL may not receive webhooks, or null: https only and no literal private address, unless the store
 * allows them (WEBHOOK_ALLOW_PRIVATE_HTTP, development and tests).
 */
export function urlRefusal(raw: string, allowPrivateHttp: boolean): string | null {
  if (allowPrivateHttp) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:') return M.webhookUrlHttps;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : M.webhookUrlNotPublic;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.'))
    return M.webhookUrlNotPublic;
  return null;
}

/** Whether the host name resolves only to public addresses now (a name that does not resolve yet is let through). */
export async function resolvesPublicly(raw: string, allowPrivateHttp: boolean): Promise<boolean> {
  if (allowPrivateHttp) return true;
  const host = new URL(raw).hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return isPublicAddress(host);
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  return addresses.every((entry) => isPublicAddress(entry.address));
}

/**
 * The DNS look-up of every delivery's connection: the name is resolved when connecting and every address it gives
 * must be public, so a name that resolved to a public address when the endpoint was saved cannot now lead inside.
 */
function publicLookup(allowPrivateHttp: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivateHttp && addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new Error(M.webhookUrlNotPublic), '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** POSTs the body; reads at most WEBHOOKS.responseReadBytes of the answer; all within the time limit. */
async function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  settings: WebhookSettings,
): Promise<Outcome> {
  const refusal = urlRefusal(url, settings.allowPrivateHttp);
  if (refusal) return { ok: false, status: null, error: refusal };
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Outcome>((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        signal: AbortSignal.timeout(settings.timeoutMs),
        // A literal address is not looked up (and was checked above); a name is checked when connecting.
        ...(isIP(host) === 0 ? { lookup: publicLookup(settings.allowPrivateHttp) } : {}),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, 200).trim();
          if (status >= 200 && status < 300) resolve({ ok: true, status });
          else resolve({ ok: false, status, error: `HTTP ${status}${text ? `: ${text}` : ''}` });
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= WEBHOOKS.responseReadBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough for the log: the rest of a large answer is not read.
          if (size >= WEBHOOKS.responseReadBytes) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({
        ok: false,
        status: null,
        error: (timedOut ? `No answer within ${settings.timeoutMs} ms` : error.message).slice(0, 500),
      });
    });
    request.end(body);
  });
}

interface Claimed {
  id: string;
  endpoint_id: number;
  event_id: string;
  payload: string;
  attempts: number;
  created_at: Date;
  url: string;
  secret: string;
}

/** Takes up to BATCH due deliveries of switched-on endpoints, leasing each for longer than one attempt may last. */
async function claimDue(db: Queryable, settings: WebhookSettings): Promise<Claimed[]> {
  return db.query<Claimed>(
    `WITH due AS (
       SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND e.enabled
        ORDER BY d.next_attempt_at LIMIT $1
        FOR UPDATE OF d SKIP LOCKED)
     UPDATE webhook_deliveries d
        SET attempts = d.attempts + 1, last_attempt_at = now(),
            next_attempt_at = now() + $2 * interval '1 millisecond'
       FROM due, webhook_endpoints e
      WHERE d.id = due.id AND e.id = d.endpoint_id
     RETURNING d.id::text AS id, d.endpoint_id, d.event_id, d.payload, d.attempts, d.created_at, e.url, e.secret`,
    [BATCH, settings.timeoutMs * 2 + 5_000],
  );
}

/** The wait before the next attempt: RETRY_BASE doubled per failed attempt, at most RETRY_MAX. */
export function backoffMs(attempts: number, settings: Pick<WebhookSettings, 'retryBaseMs' | 'retryMaxMs'>) {
  return Math.min(settings.retryBaseMs * 2 ** Math.min(attempts - 1, 30), settings.retryMaxMs);
}

/**
 * Records an attempt. A failure is retried after the backoff, the last time when the retry window ends, then given
 * up; an endpoint failing since an event older than WEBHOOK_DISABLE_AFTER is switched off and its owner mailed.
 */
async function record(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store' | 'config'>,
  delivery: Claimed,
  outcome: Outcome,
  log: WorkerLog,
): Promise<void> {
  const settings = ctx.config.webhooks;
  const { db } = ctx;
  if (outcome.ok) {
    await db.query(
      `UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), last_status = $2, last_error = NULL
        WHERE id = $1::bigint`,
      [delivery.id, outcome.status],
    );
    await db.query(
      'UPDATE webhook_endpoints SET consecutive_failures = 0, failing_since = NULL WHERE id = $1',
      [delivery.endpoint_id],
    );
    return;
  }
  // One instant for both decisions, so that with equal windows the last attempt also switches the endpoint off.
  const now = Date.now();
  const giveUpAt = delivery.created_at.getTime() + settings.retryForMs;
  const next = Math.min(now + backoffMs(delivery.attempts, settings), giveUpAt);
  const givenUp = now >= giveUpAt;
  await db.query(
    `UPDATE webhook_deliveries
        SET status = $2, next_attempt_at = $3, last_status = $4, last_error = $5
      WHERE id = $1::bigint`,
    [
      delivery.id,
      givenUp ? 'failed' : 'pending',
      new Date(next),
      outcome.status,
      outcome.error.slice(0, 500),
    ],
  );
  const [endpoint] = await db.query<{ enabled: boolean; expired: boolean }>(
    `UPDATE webhook_endpoints
        SET consecutive_failures = consecutive_failures + 1, failing_since = coalesce(failing_since, $2)
      WHERE id = $1
     RETURNING enabled, failing_since <= $3::timestamptz - $4 * interval '1 millisecond' AS expired`,
    [delivery.endpoint_id, delivery.created_at, new Date(now), settings.disableAfterMs],
  );
  if (!endpoint?.enabled || !endpoint.expired) return;
  const hours = Math.max(1, Math.round(settings.disableAfterMs / HOUR));
  const lastError = outcome.error.slice(0, 200);
  // `AND e.enabled`: of several processes failing at once, one switches it off and mails.
  const [switchedOff] = await db.query<{ customer_id: number; url: string; name: string; email: string }>(
    `UPDATE webhook_endpoints e
        SET enabled = false, disabled_at = now(), disabled_reason = $2, updated_at = now()
       FROM customers c
      WHERE e.id = $1 AND e.enabled AND c.id = e.customer_id
     RETURNING e.customer_id, e.url, c.name, c.email`,
    [delivery.endpoint_id, M.webhookSwitchedOffFailing(hours, lastError)],
  );
  if (!switchedOff) return;
  log.warn({ endpointId: delivery.endpoint_id }, 'webhook endpoint switched off after failing');
  if (await mayMail(db, switchedOff.customer_id, 'webhook_disabled')) {
    await ctx.mailer.sendOrLog(
      webhookDisabled(ctx.store, switchedOff, { url: switchedOff.url, hours, lastError }),
    );
  }
}

/** Sends one claimed delivery, signed as Standard Webhooks describe: webhook-id, -timestamp and -signature. */
async function send(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store' | 'config'>,
  delivery: Claimed,
  log: WorkerLog,
): Promise<void> {
  const sentAt = new Date();
  const signature = new Webhook(delivery.secret).sign(delivery.event_id, sentAt, delivery.payload);
  const headers = {
    'webhook-id': delivery.event_id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': signature,
    'user-agent': `${ctx.store.storeName} webhooks`,
  };
  const outcome = await post(delivery.url, headers, delivery.payload, ctx.config.webhooks);
  await record(ctx, delivery, outcome, log);
}

interface WorkerLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookWorker {
  /** Claims and sends what is due now, until nothing is; answers how many were sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the deliveries being sent. */
  stop(): Promise<void>;
}

/** Deletes finished deliveries older than WEBHOOK_LOG_DAYS. */
async function pruneLog(db: Queryable, settings: WebhookSettings): Promise<void> {
  await db.query(
    `DELETE FROM webhook_deliveries
      WHERE status <> 'pending' AND created_at < now() - $1 * interval '1 millisecond'`,
    [settings.keepLogMs],
  );
}

/** Polls every WEBHOOK_POLL_MS for due deliveries and sends them; prunes the log once an hour. */
export function startWebhookWorker(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store' | 'config'>,
  log: WorkerLog,
): WebhookWorker {
  const settings = ctx.config.webhooks;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let prunedAt = 0;

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claimDue(ctx.db, settings);
      await Promise.all(
        due.map((delivery) =>
          send(ctx, delivery, log).catch((error: unknown) =>
            log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery could not be recorded'),
          ),
        ),
      );
      sent += due.length;
      if (due.length < BATCH || stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function tick(): Promise<void> {
    try {
      await runOnce();
      if (Date.now() - prunedAt > HOUR) {
        prunedAt = Date.now();
        await pruneLog(ctx.db, settings);
      }
    } catch (error) {
      log.error({ err: error }, 'webhook deliveries failed');
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(), settings.pollMs);
      timer.unref();
    }
  }
  timer = setTimeout(() => void tick(), 0);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
