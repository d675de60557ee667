import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { decorateStaff } from '../../http/staff-auth.js';
import { staffAuthRoutes } from './auth.js';

/**
 * /api/staff: the back office's API. Each group of routes sits in its own scope behind the roles that may use
 * it, so a route cannot be added without its role check.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext): void {
  decorateStaff(app);
  staffAuthRoutes(app, ctx);
}
