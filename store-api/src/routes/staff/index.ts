import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { decorateStaff, requireStaffRoles } from '../../http/staff-auth.js';
import { staffAuditRoutes } from './audit.js';
import { staffAuthRoutes } from './auth.js';
import { staffCustomerRoutes } from './customers.js';
import { staffRegistrationRoutes } from './registrations.js';

/**
 * /api/staff: the back office's API. Each group of routes sits in its own scope behind the roles that may use
 * it, so a route cannot be added without its role check.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  decorateStaff(app);
  staffAuthRoutes(app, ctx);
  void app.register((scope, _options, done) => {
    requireStaffRoles(scope, ctx.db, ['sales']);
    staffRegistrationRoutes(scope, ctx);
    staffCustomerRoutes(scope, ctx.db);
    done();
  });
  void app.register((scope, _options, done) => {
    requireStaffRoles(scope, ctx.db, ['admin']);
    staffAuditRoutes(scope, ctx.db);
    done();
  });
}
