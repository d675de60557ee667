import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { loadStaffHome } from '../../services/staff-home.js';

/** What waits today, in the counts the member's role covers (any staff member). */
export function staffHomeRoutes(app: FastifyInstance, db: Queryable): void {
  app.get('/home', async (request) => envelope(await loadStaffHome(db, staffOf(request).role)));
}
