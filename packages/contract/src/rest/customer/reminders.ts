import { z } from 'zod';
import { restCall } from '../call.js';

/*
 * Reorder reminders (issue 33 item 7): a buyer who turns them on is e-mailed when a product they order regularly
 * is due again (REORDER_REMINDERS in limits.ts says what "regularly" and "due" mean). Ours alone: a distributor's
 * host without them answers 404, and the gateway says the store does not offer them (NOT_OFFERED).
 */

/** Whether the buyer gets reorder reminders (off until they turn them on). */
export const RestReorderRemindersSchema = z.object({ enabled: z.boolean() });
export type RestReorderReminders = z.infer<typeof RestReorderRemindersSchema>;

export const REORDER_REMINDERS_CALLS = {
  /** The buyer's setting. */
  settings: restCall({
    name: 'reorder-reminders',
    method: 'GET',
    path: '/customer/reorder-reminders',
    write: false,
    origin: 'ours',
    access: 'customer',
    keyScope: 'any',
    wrapping: 'envelope',
    answer: RestReorderRemindersSchema,
  }),
  /** Turns them on or off: `{enabled: true|false}`. */
  set: restCall({
    name: 'reorder-reminders/set',
    method: 'POST',
    path: '/customer/reorder-reminders',
    write: true,
    origin: 'ours',
    access: 'customer',
    wrapping: 'envelope',
    body: z.object({ enabled: z.boolean() }),
    answer: RestReorderRemindersSchema,
  }),
  /**
   * Turns them off without a login, with the signed token of a reminder's unsubscribe link (`{token}`); 422
   * `INVALID` on `token` for one that is not valid. Safe to repeat.
   */
  unsubscribe: restCall({
    name: 'reorder-reminders/unsubscribe',
    method: 'POST',
    path: '/customer/reorder-reminders/unsubscribe',
    write: true,
    origin: 'ours',
    access: 'public',
    wrapping: 'envelope',
    body: z.object({ token: z.string() }),
    answer: RestReorderRemindersSchema,
  }),
} as const;
