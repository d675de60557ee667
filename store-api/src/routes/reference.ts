import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { envelope } from '../http/reply.js';
import { idList, requiredId } from '../http/validate.js';
import { messages as M } from '@storefront/contract';
import {
  countries,
  membershipCategories,
  stateNames,
  states,
  statesOfCountry,
} from '../services/reference.js';

/** Countries, states and membership categories: the lists the register, address and checkout forms use. */
export function referenceRoutes(app: FastifyInstance, db: Queryable): void {
  // The spec reads these two as plain arrays, not in the data envelope.
  app.get('/country', async () => countries(db));

  app.get('/states', async () => states(db));

  app.get('/posstates', async (request) => {
    const countryId = requiredId((request.query as Record<string, unknown>).id, {
      message: M.selectCountry,
      code: 'INVALID',
      field: 'id',
    });
    return envelope(await statesOfCountry(db, countryId));
  });

  app.get('/states-by-ids', async (request) => {
    const ids = idList((request.query as Record<string, unknown>).ids, 200, {
      message: 'The ids must be at most 200 state ids joined with commas.',
      code: 'INVALID',
      field: 'ids',
    });
    return envelope(await stateNames(db, ids));
  });

  app.get('/pos-customer-category', async () => envelope(await membershipCategories(db)));
}
