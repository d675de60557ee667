import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { StaffRefusal } from '../../errors.js';
import { decorateStaff, requireStaffRoles } from '../../http/staff-auth.js';
import type { StaffApi } from '../../http/staff-route.js';
import type { StaffRole } from '../../services/staff-accounts.js';
import { staffAuditRoutes } from './audit.js';
import { staffAuthRoutes } from './auth.js';
import { staffRenewalRoutes } from './renewals.js';
import { staffCustomerRoutes } from './customers.js';
import { staffHomeRoutes } from './home.js';
import { staffMemberRoutes } from './members.js';
import { staffNoteRoutes } from './notes.js';
import { staffOrderRoutes } from './orders.js';
import { staffCatalogRoutes, staffProductListRoutes, staffProductRoutes } from './products.js';
import { staffRegistrationRoutes } from './registrations.js';
import { staffSettingsRoutes } from './settings.js';
import { staffProductImportRoutes, staffTaxonImageRoutes, staffTaxonomyRoutes } from './taxonomy.js';

/**
 * /api/staff: the back office's API, the calls of @storefront/contract/rest's STAFF_CALLS, each declared from its
 * descriptor (staffRoute). Each group of routes sits in its own scope behind the roles that may use it, so a route
 * cannot be added without its role check.
 */
export function staffRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>().setValidatorCompiler(validatorCompiler);
  decorateStaff(app);
  // An unknown staff path (or method) answers in the staff API's shape, {error, code}, like its other refusals.
  app.setNotFoundHandler((request) => {
    throw StaffRefusal.noRoute(request.method, request.url.split('?')[0]!);
  });
  staffAuthRoutes(app, ctx);
  // admin passes every role check.
  const behind = (roles: StaffRole[], routes: (scope: StaffApi) => void) =>
    void app.register((group, _options, done) => {
      requireStaffRoles(group, ctx.db, roles);
      routes(group.withTypeProvider<ZodTypeProvider>());
      done();
    });
  behind([], (scope) => staffHomeRoutes(scope, ctx.db));
  behind(['sales'], (scope) => {
    staffRegistrationRoutes(scope, ctx);
    staffCustomerRoutes(scope, ctx.db);
    staffNoteRoutes(scope, ctx.db, 'registration');
    staffNoteRoutes(scope, ctx.db, 'customer');
    staffRenewalRoutes(scope, ctx);
  });
  behind(['warehouse'], (scope) => {
    staffOrderRoutes(scope, ctx);
    staffNoteRoutes(scope, ctx.db, 'order');
    staffProductRoutes(scope, ctx.db);
  });
  // The catalogue: sales keep its content and prices, the warehouse its stock; both read it.
  behind(['sales', 'warehouse'], (scope) => staffProductListRoutes(scope, ctx.db));
  behind(['sales'], (scope) => staffCatalogRoutes(scope, ctx));
  // Categories and brands (with their pictures): the catalogue's content, like products'.
  behind(['sales'], (scope) => {
    staffTaxonomyRoutes(scope, ctx);
    staffTaxonImageRoutes(scope, ctx);
  });
  // The products CSV import: sales change prices and stock, the warehouse stock only.
  behind(['sales', 'warehouse'], (scope) => staffProductImportRoutes(scope, ctx.db));
  behind(['admin'], (scope) => {
    staffAuditRoutes(scope, ctx.db);
    staffSettingsRoutes(scope, ctx.db);
    staffMemberRoutes(scope, ctx);
  });
}
