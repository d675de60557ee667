import { STAFF_SESSION } from '@storefront/contract/rest';
import type { Database } from '../../db/database.js';
import { readBody } from '../../http/body.js';
import { envelope } from '../../http/reply.js';
import { staffOf } from '../../http/staff-auth.js';
import { staffRoute, type StaffApi } from '../../http/staff-route.js';
import { setStaffTotpRequired, staffSettings } from '../../services/staff-totp.js';
import { bodyFlag } from './params.js';

/** The store's staff settings: whether every staff member must use a second factor (admin only). */
export function staffSettingsRoutes(app: StaffApi, db: Database): void {
  staffRoute(app, STAFF_SESSION.settings, async () => envelope(await staffSettings(db)));

  staffRoute(app, STAFF_SESSION.setSettings, async (request) => {
    const fields = await readBody(request, STAFF_SESSION.setSettings);
    const required = bodyFlag(
      fields.staff_totp_required,
      'staff_totp_required',
      'Say whether every staff member must use two-step sign-in: true or false.',
    );
    return envelope(await setStaffTotpRequired(db, required, staffOf(request).id));
  });
}
