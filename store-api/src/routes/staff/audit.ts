import type { FastifyInstance } from 'fastify';
import { parseId } from '@storefront/contract';
import type { Queryable } from '../../db/database.js';
import { UnprocessableError } from '../../errors.js';
import { pageRequest } from '../../http/pagination.js';
import { listEnvelope } from '../../http/reply.js';
import { queryText } from '../../http/validate.js';
import { AUDIT_SUBJECTS, listAudit, type AuditSubject } from '../../services/audit.js';

/** The audit log, newest first, of everything or of one subject (admin only). */
export function staffAuditRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/audit', async (request) => {
    const query = request.query as Record<string, unknown>;
    const subjectType = queryText(query.subject_type);
    if (subjectType !== '' && !(AUDIT_SUBJECTS as readonly string[]).includes(subjectType))
      throw new UnprocessableError(
        `The subject type must be one of ${AUDIT_SUBJECTS.join(', ')}.`,
        'INVALID',
        'subject_type',
      );
    const subjectIdText = queryText(query.subject_id);
    const subjectId = subjectIdText === '' ? null : parseId(subjectIdText);
    if (subjectId === null && subjectIdText !== '')
      throw new UnprocessableError('The subject id must be a whole number.', 'INVALID', 'subject_id');
    const page = pageRequest(query, 25);
    const { total, entries } = await listAudit(
      db,
      { subjectType: subjectType === '' ? null : (subjectType as AuditSubject), subjectId },
      page,
    );
    return listEnvelope(entries, total, page);
  });
}
