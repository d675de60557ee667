import { STAFF_HOME } from '@storefront/contract/rest';
import type { Queryable } from '../../db/database.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { loadStaffHome } from '../../services/staff-home.js';

/** What waits today, in the counts the member's role covers (any staff member). */
export function staffHomeRoutes(app: StaffApi, db: Queryable): void {
  staffRoute(app, STAFF_HOME.home, async (request) =>
    envelope(await loadStaffHome(db, staffOf(request).role)),
  );
}
