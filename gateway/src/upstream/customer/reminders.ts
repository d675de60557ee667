import { REORDER_REMINDERS_CALLS as CALLS } from '@storefront/contract/rest';
import type { CustomerCaller } from './caller.js';

/**
 * Reorder reminders (`REORDER_REMINDERS_CALLS` of the REST contract), ours alone: the writes answer NOT_OFFERED
 * from a host without them (the distributor's, as the spec describes it), and the setting reads as undefined.
 */
export class ReorderReminderCalls {
  constructor(private readonly api: CustomerCaller) {}

  /** Whether the caller's reminders are on; undefined from a host without them. Read once per request. */
  async enabled(): Promise<boolean | undefined> {
    const answer = await this.api.optional(CALLS.settings, () =>
      this.api.read(CALLS.settings, { memo: true }),
    );
    return answer?.enabled;
  }

  async set(enabled: boolean): Promise<boolean> {
    const answer = await this.api.extra(CALLS.set, () => this.api.read(CALLS.set, { json: { enabled } }));
    return answer.enabled;
  }

  /** Turns them off with an unsubscribe link's token (no login). */
  async unsubscribe(token: string): Promise<boolean> {
    const answer = await this.api.extra(CALLS.unsubscribe, () =>
      this.api.read(CALLS.unsubscribe, { json: { token } }),
    );
    return answer.enabled;
  }
}
