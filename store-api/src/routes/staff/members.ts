import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { readForm } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { listStaffProfiles } from '../../services/staff-accounts.js';
import { createStaffMember, deactivateStaffMember, setStaffRole } from '../../services/staff-members.js';
import { routeId } from './params.js';

/** A body field as text: anything but a string is blank, so the service's rule for a missing value answers. */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The staff accounts: list, create (mails the password link), change a role, deactivate (admin only). */
export function staffMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/members', async () => envelope(await listStaffProfiles(db)));

  app.post('/members', async (request) => {
    const { fields } = await readForm(request);
    const input = { email: text(fields.email), name: text(fields.name), role: text(fields.role) };
    const { staff } = await createStaffMember(ctx, input, staffOf(request).id);
    return envelope(staff);
  });

  app.post('/members/:id/role', async (request) => {
    const id = routeId(request.params, 'id', 'staff member');
    const { fields } = await readForm(request);
    return envelope(await setStaffRole(db, id, text(fields.role), staffOf(request).id));
  });

  app.post('/members/:id/deactivate', async (request) => {
    const id = routeId(request.params, 'id', 'staff member');
    return envelope(await deactivateStaffMember(db, id, staffOf(request).id));
  });
}
