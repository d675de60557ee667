import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readForm } from '../../http/body.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { parseInput, queryText } from '../../http/validate.js';
import {
  CUSTOMER_FILTER_STATUSES,
  loadCustomerDetail,
  searchCustomers,
  setSuspended,
  type CustomerFilter,
} from '../../services/staff-customers.js';
import { queryChoice, queryId, routeId } from './params.js';
import { staffRevokeApiKey } from '../../services/api-keys.js';

const SuspendInput = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : undefined),
    z.string().max(1000, 'The reason may not be greater than 1000 characters.').optional(),
  ),
});

function customerFilter(query: Record<string, unknown>): CustomerFilter {
  const search = queryText(query.search);
  if (search.length > 100)
    throw new UnprocessableError('The search may not be greater than 100 characters.', 'INVALID', 'search');
  return {
    search: search === '' ? null : search,
    status: queryChoice(query.status, CUSTOMER_FILTER_STATUSES, 'status', 'status'),
    membershipCategory: queryId(query.membership_category, 'membership_category', 'membership category'),
    stateId: queryId(query.state_id, 'state_id', 'state'),
    certificate: queryChoice(
      query.certificate,
      ['expiring', 'expired'] as const,
      'certificate',
      'certificate filter',
    ),
  };
}

/** Customers: search, one customer's page, suspend and reactivate, revoke an API key (admin, sales). */
export function staffCustomerRoutes(app: FastifyInstance, db: Database): void {
  async function customerOr404(id: number) {
    const customer = await loadCustomerDetail(db, id);
    if (!customer) throw StaffRefusal.notFound('customer');
    return customer;
  }

  app.get('/customers', async (request) => {
    const query = request.query as Record<string, unknown>;
    const filter = customerFilter(query);
    const page = pageRequest(query, 25);
    const { total, rows } = await searchCustomers(db, filter, page);
    return listEnvelope(rows, total, page);
  });

  app.get('/customers/:id', async (request) =>
    envelope(await customerOr404(routeId(request.params, 'id', 'customer'))),
  );

  app.post('/customers/:id/suspend', async (request) => {
    const id = routeId(request.params, 'id', 'customer');
    const { fields } = await readForm(request);
    const { reason } = parseInput(SuspendInput, fields);
    if (!(await setSuspended(db, id, true, { staffId: staffOf(request).id, reason })))
      throw StaffRefusal.notFound('customer');
    return envelope(await customerOr404(id));
  });

  app.post('/customers/:id/api-keys/:keyId/revoke', async (request) => {
    const id = routeId(request.params, 'id', 'customer');
    const keyId = routeId(request.params, 'keyId', 'API key');
    if (!(await staffRevokeApiKey(db, id, keyId, staffOf(request).id)))
      throw StaffRefusal.notFound('API key');
    return envelope(await customerOr404(id));
  });

  app.post('/customers/:id/reactivate', async (request) => {
    const id = routeId(request.params, 'id', 'customer');
    if (!(await setSuspended(db, id, false, { staffId: staffOf(request).id })))
      throw StaffRefusal.notFound('customer');
    return envelope(await customerOr404(id));
  });
}
