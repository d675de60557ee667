import type { Database, Queryable } from '../db/database.js';
import { EMAIL_PATTERN, messages as M, PASSWORD_RULE, TEXT_MAX } from '@storefront/contract';
import { STAFF_ROLES, type RestStaff } from '@storefront/contract/rest';
import { StaffRefusal, UnprocessableError } from '../errors.js';
import { recordAudit } from './audit.js';
import { isUniqueViolation } from './customers.js';
import { hashPassword } from './passwords.js';
import { hashToken, newSecretToken } from './tokens.js';

export type StaffRole = (typeof STAFF_ROLES)[number];

function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who a staff member is: the first fields of their profile. */
export type StaffMember = Pick<RestStaff, 'id' | 'email' | 'name' | 'role'>;

/**
 * A staff member as the staff API answers them (me, sign-in, the staff list): the descriptors' RestStaff, with
 * their second factor, whether the store holds them to setting it up first, and whether they are still active.
 */
export type StaffProfile = RestStaff;

const PROFILE = `SELECT s.id, s.email, s.name, s.role, s.totp_enabled_at IS NOT NULL AS totp_enabled,
                        st.staff_totp_required AND s.totp_enabled_at IS NULL AS totp_enrolment_required,
                        s.deactivated_at IS NULL AS active, s.created_at,
                        link.created_at AS invitation_sent_at, link.ends_at AS invitation_expires_at,
                        (SELECT count(*)::int FROM staff_recovery_codes r
                          WHERE r.staff_id = s.id AND r.used_at IS NULL) AS recovery_codes_left
                   FROM staff s CROSS JOIN store_settings st
                   -- The latest link of a member without a password: it ends when it expires or is used up.
                   LEFT JOIN LATERAL (
                     SELECT t.created_at, least(t.expires_at, coalesce(t.used_at, t.expires_at)) AS ends_at
                       FROM staff_password_tokens t WHERE t.staff_id = s.id ORDER BY t.id DESC LIMIT 1
                   ) link ON s.password_hash IS NULL`;

type ProfileRow = Omit<StaffProfile, 'created_at' | 'invitation'> & {
  created_at: Date;
  invitation_sent_at: Date | null;
  invitation_expires_at: Date | null;
};

const toProfile = ({ invitation_sent_at, invitation_expires_at, ...row }: ProfileRow): StaffProfile => ({
  ...row,
  created_at: row.created_at.toISOString(),
  invitation:
    invitation_sent_at && invitation_expires_at
      ? { sent_at: invitation_sent_at.toISOString(), expires_at: invitation_expires_at.toISOString() }
      : null,
});

export async function loadStaffProfile(db: Queryable, id: number): Promise<StaffProfile | undefined> {
  const [row] = await db.query<ProfileRow>(`${PROFILE} WHERE s.id = $1`, [id]);
  return row && toProfile(row);
}

/** The profile of the member signed in; 401 when their account is gone since the request found them. */
export async function signedInStaffProfile(db: Queryable, id: number): Promise<StaffProfile> {
  const profile = await loadStaffProfile(db, id);
  if (!profile) throw StaffRefusal.unauthenticated();
  return profile;
}

/** Every staff member, active ones first, each group by name. */
export async function listStaffProfiles(db: Queryable): Promise<StaffProfile[]> {
  const rows = await db.query<ProfileRow>(
    `${PROFILE} ORDER BY s.deactivated_at IS NOT NULL, lower(s.name), s.id`,
  );
  return rows.map(toProfile);
}

/**
 * Staff tokens carry their own prefix: one seen in a log or a bug report is known for what it is, and the
 * customer API (whose tokens live in another table) never takes one.
 */
const STAFF_TOKEN_PREFIX = 'st_';

/** How long a staff sign-in lasts: a working day, shorter than a customer's. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** How long a link to set a staff password works. */
export const PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** The role named, or a 422 on `role` that says which roles there are. */
export function staffRole(value: string): StaffRole {
  if (isStaffRole(value)) return value;
  throw new UnprocessableError(
    `Unknown role "${value.slice(0, 40)}": use one of ${STAFF_ROLES.join(', ')}.`,
    'INVALID',
    'role',
  );
}

/**
 * Creates a staff member, with a one-time link to set their password unless one is given (scripts and tests),
 * and its audit entry (by `actorId`, null for the admin command). Input that breaks a rule, or an e-mail address
 * another member has, is a 422 on its field: the admin command prints its message.
 */
export async function createStaff(
  db: Database,
  input: { email: string; role: string; name?: string; password?: string },
  actorId: number | null = null,
): Promise<{ staff: StaffMember; passwordToken: string | null }> {
  const email = input.email.trim().toLowerCase();
  if (email === '') throw new UnprocessableError(M.enterEmail, 'INVALID', 'email');
  if (!EMAIL_PATTERN.test(email) || email.length > TEXT_MAX.email)
    throw new UnprocessableError(M.properEmail, 'INVALID', 'email');
  const name = (input.name ?? email.split('@')[0]!).trim();
  if (name === '') throw new UnprocessableError('Please enter the name.', 'INVALID', 'name');
  if (name.length > TEXT_MAX.name)
    throw new UnprocessableError(M.tooLong('name', TEXT_MAX.name), 'INVALID', 'name');
  const role = staffRole(input.role);
  if (input.password !== undefined && !PASSWORD_RULE.test(input.password))
    throw new UnprocessableError(M.passwordStrength, 'INVALID', 'password');
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [staff] = await tx.query<StaffMember>(
        `INSERT INTO staff (email, name, role, password_hash) VALUES ($1, $2, $3, $4)
         RETURNING id, email, name, role`,
        [email, name, role, passwordHash],
      );
      await recordAudit(tx, {
        staffId: actorId,
        action: 'staff.create',
        subject: 'staff',
        subjectId: staff!.id,
        before: null,
        after: { email, name, role },
      });
      const passwordToken = passwordHash === null ? await issuePasswordToken(tx, staff!.id) : null;
      return { staff: staff!, passwordToken };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_email_key'))
      throw new UnprocessableError(`A staff member with e-mail ${email} exists already.`, 'TAKEN', 'email');
    throw error;
  }
}

export async function issuePasswordToken(tx: Queryable, staffId: number): Promise<string> {
  const token = newSecretToken();
  await tx.query(
    `INSERT INTO staff_password_tokens (staff_id, token_hash, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [staffId, hashToken(token), PASSWORD_LINK_TTL_MS],
  );
  return token;
}

const PASSWORD_TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * Whether a link to set a password is live (known, unused, unexpired): checked before the password is hashed,
 * so an unknown token costs no hashing. setStaffPassword checks it again, in its transaction.
 */
export async function isPasswordLinkLive(db: Queryable, token: string): Promise<boolean> {
  if (!PASSWORD_TOKEN_FORMAT.test(token)) return false;
  const [link] = await db.query(
    'SELECT 1 FROM staff_password_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return link !== undefined;
}

/**
 * Sets the password from a one-time link, using the link up in the same transaction; the member's e-mail, or
 * null when the link is unknown, used or expired. Every session of the member ends: whoever knew the old
 * password is out.
 */
export async function setStaffPassword(
  db: Database,
  token: string,
  passwordHash: string,
): Promise<string | null> {
  if (!PASSWORD_TOKEN_FORMAT.test(token)) return null;
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ staff_id: number }>(
      `UPDATE staff_password_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING staff_id`,
      [hashToken(token)],
    );
    if (!link) return null;
    const [staff] = await tx.query<{ email: string }>(
      'UPDATE staff SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email',
      [link.staff_id, passwordHash],
    );
    await revokeStaffSessions(tx, link.staff_id);
    return staff!.email;
  });
}

/** What sign-in checks of a staff member: the password, and the second factor when it is on. */
export interface StaffLogin extends StaffMember {
  password_hash: string | null;
  /** The TOTP secret in use; null while the member has no second factor (a pending secret is not in use). */
  totp_secret: string | null;
}

/** What sign-in checks of the active staff member with this (lower-cased) e-mail, if there is one. */
export async function findStaffLogin(db: Queryable, email: string): Promise<StaffLogin | undefined> {
  const [row] = await db.query<StaffLogin>(
    `SELECT id, email, name, role, password_hash,
            CASE WHEN totp_enabled_at IS NOT NULL THEN totp_secret END AS totp_secret
       FROM staff WHERE lower(email) = $1 AND deactivated_at IS NULL`,
    [email],
  );
  return row;
}

/** The sign-in limits count a staff member's failures apart from a customer's with the same e-mail. */
export function staffThrottleKey(email: string): string {
  return `staff:${email.toLowerCase()}`;
}

/** A new staff bearer token, valid for ttlMs. */
export async function issueStaffSession(db: Queryable, staffId: number, ttlMs: number): Promise<string> {
  const token = `${STAFF_TOKEN_PREFIX}${newSecretToken()}`;
  await db.query(
    `INSERT INTO staff_sessions (staff_id, token_hash, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [staffId, hashToken(token), ttlMs],
  );
  return token;
}

/** The staff member of a session, and whether the store holds them to setting up their second factor first. */
export interface StaffSession extends StaffMember {
  sessionId: number;
  totpEnrolmentRequired: boolean;
}

/** Who an unrevoked, unexpired staff token belongs to; undefined for anything else (a customer's token too). */
export async function findStaffSession(db: Queryable, token: string): Promise<StaffSession | undefined> {
  if (!token.startsWith(STAFF_TOKEN_PREFIX)) return undefined;
  const [row] = await db.query<StaffMember & { session_id: number; totp_enrolment_required: boolean }>(
    `SELECT s.id, s.email, s.name, s.role, t.id AS session_id,
            st.staff_totp_required AND s.totp_enabled_at IS NULL AS totp_enrolment_required
       FROM staff_sessions t JOIN staff s ON s.id = t.staff_id CROSS JOIN store_settings st
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND s.deactivated_at IS NULL`,
    [hashToken(token)],
  );
  if (!row) return undefined;
  const { session_id, totp_enrolment_required, ...staff } = row;
  return { ...staff, sessionId: session_id, totpEnrolmentRequired: totp_enrolment_required };
}

export async function revokeStaffSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE staff_sessions SET revoked_at = now() WHERE id = $1', [sessionId]);
}

/** Ends every session of a staff member at once. */
export async function revokeStaffSessions(tx: Queryable, staffId: number): Promise<void> {
  await tx.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [
    staffId,
  ]);
}
