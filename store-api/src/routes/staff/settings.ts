import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { readForm } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { setStaffTotpRequired, staffSettings } from '../../services/staff-totp.js';
import { bodyFlag } from './params.js';

/** The store's staff settings: whether every staff member must use a second factor (admin only). */
export function staffSettingsRoutes(app: FastifyInstance, db: Database): void {
  app.get('/settings', async () => envelope(await staffSettings(db)));

  app.post('/settings', async (request) => {
    const { fields } = await readForm(request);
    const required = bodyFlag(
      fields.staff_totp_required,
      'staff_totp_required',
      'Say whether every staff member must use two-step sign-in: true or false.',
    );
    return envelope(await setStaffTotpRequired(db, required, staffOf(request).id));
  });
}
