import { messages as M, REORDER_REMINDERS } from '@storefront/contract';
import { REORDER_REMINDERS_CALLS as CALLS } from '@storefront/contract/rest';
import type { Database } from '../db/database.js';
import { UnprocessableError } from '../errors.js';
import { requireCustomer } from '../http/auth.js';
import { readForm } from '../http/body.js';
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { envelope } from '../http/reply.js';
import { remindersEnabled, setRemindersEnabled, unsubscribe } from '../services/reorder-reminders.js';

/** `enabled`: true or false (JSON), or 'true'/'false' (a form). */
function enabledOf(value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new UnprocessableError(M.reorderRemindersEnabled, 'INVALID', 'enabled');
}

/** Reorder reminders (ours, issue 33 item 7): the buyer's setting, and the e-mail's unsubscribe link. */
export function reorderReminderRoutes(app: CustomerApi, db: Database): void {
  customerRoute(app, CALLS.settings, async (request) => {
    const customer = requireCustomer(request);
    return envelope({ enabled: await remindersEnabled(db, customer.id) });
  });

  customerRoute(app, CALLS.set, async (request) => {
    const customer = requireCustomer(request);
    const { fields } = await readForm(request);
    const enabled = enabledOf(fields.enabled);
    await setRemindersEnabled(db, customer.id, enabled);
    return envelope({ enabled }, enabled ? M.reorderRemindersOnOk : M.reorderRemindersOffOk);
  });

  customerRoute(app, CALLS.unsubscribe, async (request) => {
    const { fields } = await readForm(request);
    const token = fields.token;
    const valid =
      typeof token === 'string' &&
      token.length <= REORDER_REMINDERS.tokenMaxLength &&
      (await unsubscribe(db, token));
    if (!valid) throw new UnprocessableError(M.reorderRemindersLink, 'INVALID', 'token');
    return envelope({ enabled: false }, M.reorderRemindersOffOk);
  });
}
