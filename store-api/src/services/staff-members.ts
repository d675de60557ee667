import type { AppContext } from '../context.js';
import type { Database, Queryable } from '../db/database.js';
import { StaffRefusal, UnprocessableError } from '../errors.js';
import { staffInvitation, staffReactivated } from '../mail/staff-mail.js';
import { recordAudit } from './audit.js';
import {
  createStaff,
  issuePasswordToken,
  loadStaffProfile,
  PASSWORD_LINK_TTL_MS,
  revokeStaffSessions,
  staffRole,
  type StaffProfile,
  type StaffRole,
} from './staff-accounts.js';

/*
 * Admins manage the staff: create a member (who gets the link to set their password by mail), change a role,
 * deactivate a member. The store always keeps an active admin: an admin cannot demote or deactivate themselves,
 * and no change leaves the store without one (two admins demoting each other at once included: the admins'
 * rows are locked while it is checked).
 */

/** Where the member sets their password, from the one-time token. */
function staffPasswordLink(webUrl: string, token: string): string {
  return `${webUrl}/staff/set-password/${token}`;
}

/**
 * Creates a staff member and e-mails them the link to set their password (none with a password given, for
 * scripts); the link is answered too, for the admin command to print. The screens and the command call this.
 */
export async function createStaffMember(
  ctx: AppContext,
  input: { email: string; name?: string; role: string; password?: string },
  actorId: number | null,
): Promise<{ staff: StaffProfile; link: string | null }> {
  const { db, config, mailer, store } = ctx;
  const { staff, passwordToken } = await createStaff(db, input, actorId);
  const profile = (await loadStaffProfile(db, staff.id))!;
  if (passwordToken === null) return { staff: profile, link: null };
  const link = staffPasswordLink(config.webUrl, passwordToken);
  // The member exists whatever happens to the mail: a failure is logged, and the command prints the link.
  await mailer.sendOrLog(staffInvitation(store, profile, link, PASSWORD_LINK_TTL_MS / 3_600_000));
  return { staff: profile, link };
}

const notFound = () => StaffRefusal.notFound('staff member');

/** Locks the target's row and every active admin's, in id order (no two changes can deadlock). */
async function lockForChange(
  tx: Queryable,
  id: number,
): Promise<{ target: { role: StaffRole; active: boolean } | undefined; activeAdmins: number[] }> {
  const rows = await tx.query<{ id: number; role: StaffRole; active: boolean }>(
    `SELECT id, role, deactivated_at IS NULL AS active FROM staff
      WHERE id = $1 OR (role = 'admin' AND deactivated_at IS NULL) ORDER BY id FOR UPDATE`,
    [id],
  );
  const target = rows.find((row) => row.id === id);
  return {
    target: target && { role: target.role, active: target.active },
    activeAdmins: rows.filter((row) => row.role === 'admin' && row.active).map((row) => row.id),
  };
}

function keepsAnAdmin(activeAdmins: number[], losing: number): void {
  if (activeAdmins.every((admin) => admin === losing))
    throw new UnprocessableError('The store must keep at least one active admin.', 'INVALID', 'id');
}

/** Gives a member another role, with its audit entry; the same role changes nothing. */
export async function setStaffRole(
  db: Database,
  id: number,
  role: string,
  actorId: number,
): Promise<StaffProfile> {
  const next = staffRole(role);
  await db.transaction(async (tx) => {
    const { target, activeAdmins } = await lockForChange(tx, id);
    if (!target) throw notFound();
    if (target.role === next) return;
    if (id === actorId)
      throw new UnprocessableError('You cannot change your own role: ask another admin.', 'INVALID', 'id');
    if (target.role === 'admin' && target.active) keepsAnAdmin(activeAdmins, id);
    await tx.query('UPDATE staff SET role = $2, updated_at = now() WHERE id = $1', [id, next]);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.role',
      subject: 'staff',
      subjectId: id,
      before: { role: target.role },
      after: { role: next },
    });
  });
  return (await loadStaffProfile(db, id))!;
}

/**
 * Deactivates a member, with its audit entry: every session of theirs ends at once and their password links stop
 * working; they can no longer sign in. A member deactivated already stays as they are.
 */
export async function deactivateStaffMember(
  db: Database,
  id: number,
  actorId: number,
): Promise<StaffProfile> {
  await db.transaction(async (tx) => {
    const { target, activeAdmins } = await lockForChange(tx, id);
    if (!target) throw notFound();
    if (!target.active) return;
    if (id === actorId)
      throw new UnprocessableError(
        'You cannot deactivate your own account: ask another admin.',
        'INVALID',
        'id',
      );
    if (target.role === 'admin') keepsAnAdmin(activeAdmins, id);
    await tx.query('UPDATE staff SET deactivated_at = now(), updated_at = now() WHERE id = $1', [id]);
    await revokeStaffSessions(tx, id);
    await tx.query(
      'UPDATE staff_password_tokens SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL',
      [id],
    );
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.deactivate',
      subject: 'staff',
      subjectId: id,
      before: { active: true },
      after: { active: false },
    });
  });
  return (await loadStaffProfile(db, id))!;
}

/** Invitations a member may be sent in a day, the first included: enough for a lost mail, not a mail bomb. */
export const INVITATIONS_PER_DAY = 5;

/**
 * Sends a member who has not set their password yet a new link to set it, with its audit entry: their earlier
 * links stop working at once. Refused for a member with a password, a deactivated one, and past
 * INVITATIONS_PER_DAY. The link exists whatever happens to the mail, as at creation.
 */
export async function resendStaffInvitation(
  ctx: AppContext,
  id: number,
  actorId: number,
): Promise<StaffProfile> {
  const { db, config, mailer, store } = ctx;
  const token = await db.transaction(async (tx) => {
    const [member] = await tx.query<{ name: string; invited: boolean; active: boolean; sent_today: number }>(
      `SELECT name, password_hash IS NULL AS invited, deactivated_at IS NULL AS active,
              (SELECT count(*)::int FROM staff_password_tokens t
                WHERE t.staff_id = staff.id AND t.created_at > now() - interval '1 day') AS sent_today
         FROM staff WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!member) throw notFound();
    if (!member.invited)
      throw new UnprocessableError(
        `${member.name} has set their password already: there is no invitation to resend.`,
        'INVALID',
        'id',
      );
    if (!member.active)
      throw new UnprocessableError(
        `${member.name} is deactivated: reactivate them before resending the invitation.`,
        'INVALID',
        'id',
      );
    if (member.sent_today >= INVITATIONS_PER_DAY)
      throw new UnprocessableError(
        `${member.name} was sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours: wait a day before sending another.`,
        'INVALID',
        'id',
      );
    await tx.query(
      'UPDATE staff_password_tokens SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL',
      [id],
    );
    const issued = await issuePasswordToken(tx, id);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.invitation_resend',
      subject: 'staff',
      subjectId: id,
      before: null,
      after: { invitations_today: member.sent_today + 1 },
    });
    return issued;
  });
  const profile = (await loadStaffProfile(db, id))!;
  await mailer.sendOrLog(
    staffInvitation(
      store,
      profile,
      staffPasswordLink(config.webUrl, token),
      PASSWORD_LINK_TTL_MS / 3_600_000,
    ),
  );
  return profile;
}

/**
 * Lets a deactivated member sign in again, with its audit entry, and e-mails them so (whatever happens to the mail,
 * they are active); an active member stays as they are and is sent nothing. Their sessions and links ended at
 * deactivation: they sign in with their password, or are sent a new invitation.
 */
export async function reactivateStaffMember(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'store'>,
  id: number,
  actorId: number,
): Promise<StaffProfile> {
  const { db, mailer, store } = ctx;
  const reactivated = await db.transaction(async (tx) => {
    const [target] = await tx.query<{ active: boolean; has_password: boolean }>(
      `SELECT deactivated_at IS NULL AS active, password_hash IS NOT NULL AS has_password
         FROM staff WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!target) throw notFound();
    if (target.active) return null;
    await tx.query('UPDATE staff SET deactivated_at = NULL, updated_at = now() WHERE id = $1', [id]);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.reactivate',
      subject: 'staff',
      subjectId: id,
      before: { active: false },
      after: { active: true },
    });
    return { hasPassword: target.has_password };
  });
  const profile = (await loadStaffProfile(db, id))!;
  if (reactivated) await mailer.sendOrLog(staffReactivated(store, profile, reactivated.hasPassword));
  return profile;
}
