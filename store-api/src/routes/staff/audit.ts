import { AUDIT_SUBJECT_TYPES, STAFF_AUDIT } from '@storefront/contract/rest';
import type { Queryable } from '../../db/database.js';
import { pageRequest } from '../../http/pagination.js';
import { listEnvelope } from '../../http/reply.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { listAudit } from '../../services/audit.js';
import { queryChoice, queryId } from './params.js';

/** The audit log, newest first, of everything or of one subject (admin only). */
export function staffAuditRoutes(app: StaffApi, db: Queryable): void {
  staffRoute(app, STAFF_AUDIT.audit, async (request) => {
    const { query } = request;
    const subjectType = queryChoice(query.subject_type, AUDIT_SUBJECT_TYPES, 'subject_type', 'subject type');
    const subjectId = queryId(query.subject_id, 'subject_id', 'subject id');
    const page = pageRequest(query, 25);
    const { total, entries } = await listAudit(db, { subjectType, subjectId }, page);
    return listEnvelope(entries, total, page);
  });
}
