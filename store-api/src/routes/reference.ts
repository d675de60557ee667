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
import { customerRoute, type CustomerApi } from '../http/customer-route.js';
import { REFERENCE } from '@storefront/contract/rest';

/** Countries, states and membership categories: the lists the register, address and checkout forms use. */
export function referenceRoutes(app: CustomerApi, db: Queryable): void {
  // The spec reads these two as plain arrays, not in the data envelope.
  customerRoute(app, REFERENCE.countries, async () => countries(db));

  customerRoute(app, REFERENCE.states, async () => states(db));

  customerRoute(app, REFERENCE.statesOfCountry, async (request) => {
    const countryId = requiredId(request.query.id, {
      message: M.selectCountry,
      code: 'INVALID',
      field: 'id',
    });
    return envelope(await statesOfCountry(db, countryId));
  });

  customerRoute(app, REFERENCE.stateNames, async (request) => {
    const ids = idList(request.query.ids, 200, {
      message: 'The ids must be at most 200 state ids joined with commas.',
      code: 'INVALID',
      field: 'ids',
    });
    return envelope(await stateNames(db, ids));
  });

  customerRoute(app, REFERENCE.membershipCategories, async () => envelope(await membershipCategories(db)));
}
