import { AUDIT_SUBJECT_TYPES, STAFF_AUDIT } from '@storefront/contract/rest';
import type { Queryable } from '../../db/database.js';
import { UnprocessableError } from '../../errors.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { queryText } from '../../http/validate.js';
import { auditActions, listAudit } from '../../services/audit.js';
import { queryChoice, queryDayRange, queryId } from './params.js';

/** An action's name as the log writes it: `area.verb` or `area.thing.verb`, lower case. */
const ACTION = /^[a-z_]{1,40}(?:\.[a-z_]{1,40}){1,3}$/;

/** The audit log (admin only): newest first, of everything or filtered by record, person, action and days. */
export function staffAuditRoutes(app: StaffApi, db: Queryable): void {
  staffRoute(app, STAFF_AUDIT.audit, async (request) => {
    const { query } = request;
    const subjectType = queryChoice(query.subject_type, AUDIT_SUBJECT_TYPES, 'subject_type', 'subject type');
    const subjectId = queryId(query.subject_id, 'subject_id', 'subject id');
    const staffId = queryId(query.staff_id, 'staff_id', 'staff member id');
    const actionText = queryText(query.action);
    if (actionText !== '' && !ACTION.test(actionText))
      throw new UnprocessableError(
        'The action must be one the audit log records, e.g. order.status.',
        'INVALID',
        'action',
      );
    const { from, to } = queryDayRange(query);
    const page = pageRequest(query, 25);
    const filter = {
      subjectType,
      subjectId,
      staffId,
      action: actionText === '' ? null : actionText,
      from,
      to,
    };
    const { total, entries } = await listAudit(db, filter, page);
    return listEnvelope(entries, total, page);
  });

  staffRoute(app, STAFF_AUDIT.auditActions, async () => envelope(await auditActions(db)));
}
