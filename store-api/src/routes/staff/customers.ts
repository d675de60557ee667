import { z } from 'zod';
import { STAFF_CUSTOMERS } from '@storefront/contract/rest';
import type { Database } from '../../db/database.js';
import { StaffRefusal, UnprocessableError } from '../../errors.js';
import { readBody } from '../../http/body.js';
import { pageRequest } from '../../http/pagination.js';
import { envelope, listEnvelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
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

function customerFilter(query: Readonly<Record<string, string | undefined>>): CustomerFilter {
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
export function staffCustomerRoutes(app: StaffApi, db: Database): void {
  async function customerOr404(id: number) {
    const customer = await loadCustomerDetail(db, id);
    if (!customer) throw StaffRefusal.notFound('customer');
    return customer;
  }

  staffRoute(app, STAFF_CUSTOMERS.customers, async (request) => {
    const { query } = request;
    const filter = customerFilter(query);
    const page = pageRequest(query, 25);
    const { total, rows } = await searchCustomers(db, filter, page);
    return listEnvelope(rows, total, page);
  });

  staffRoute(app, STAFF_CUSTOMERS.customer, async (request) =>
    envelope(await customerOr404(routeId(request.params.id, 'customer'))),
  );

  staffRoute(app, STAFF_CUSTOMERS.suspendCustomer, async (request) => {
    const id = routeId(request.params.id, 'customer');
    const { reason } = parseInput(SuspendInput, await readBody(request, STAFF_CUSTOMERS.suspendCustomer));
    if (!(await setSuspended(db, id, true, { staffId: staffOf(request).id, reason })))
      throw StaffRefusal.notFound('customer');
    return envelope(await customerOr404(id));
  });

  staffRoute(app, STAFF_CUSTOMERS.revokeCustomerApiKey, async (request) => {
    const id = routeId(request.params.id, 'customer');
    const keyId = routeId(request.params.keyId, 'API key');
    if (!(await staffRevokeApiKey(db, id, keyId, staffOf(request).id)))
      throw StaffRefusal.notFound('API key');
    return envelope(await customerOr404(id));
  });

  staffRoute(app, STAFF_CUSTOMERS.reactivateCustomer, async (request) => {
    const id = routeId(request.params.id, 'customer');
    if (!(await setSuspended(db, id, false, { staffId: staffOf(request).id })))
      throw StaffRefusal.notFound('customer');
    return envelope(await customerOr404(id));
  });
}
