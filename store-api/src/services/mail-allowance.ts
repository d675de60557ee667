import type { Queryable } from '../db/database.js';

/** Mails a customer gets because someone asked, wherever from: each kind is counted on its own. */
export type RequestedMail = 'reset_password' | 'registration_attempted' | 'webhook_disabled';

/** Per customer and kind: as many as the gateway allows reset requests per e-mail (3 an hour). */
export const MAILS_PER_RECIPIENT = { max: 3, windowMs: 60 * 60_000 };

/**
 * Counts one mail of `kind` to the customer and says whether it may go: false once they had `max` in the
 * current window. One statement takes the count, so parallel requests cannot all pass.
 */
export async function mayMail(
  db: Queryable,
  customerId: number,
  kind: RequestedMail,
  limit: { max: number; windowMs: number } = MAILS_PER_RECIPIENT,
): Promise<boolean> {
  const counted = await db.query(
    `INSERT INTO recipient_mail_counts AS c (customer_id, kind, sent, window_ends_at)
     VALUES ($1, $2, 1, now() + $4 * interval '1 millisecond')
     ON CONFLICT (customer_id, kind) DO UPDATE
        SET sent = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.sent + 1 END,
            window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at
                                  ELSE c.window_ends_at END
      WHERE c.window_ends_at <= now() OR c.sent < $3
     RETURNING 1`,
    [customerId, kind, limit.max, limit.windowMs],
  );
  return counted.length > 0;
}
