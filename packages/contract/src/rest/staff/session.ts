import { z } from 'zod';
import { restCall } from '../call.js';
import { Id } from '../fields.js';
import { STAFF_ROLES } from './values.js';

export const RestStaffSchema = z.object({
  id: Id,
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  totp_enabled: z.boolean(),
  totp_enrolment_required: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  /**
   * While the member has not set their password: when the latest link to set it was sent and when it stops
   * working (earlier than planned when a newer link or a deactivation ended it). Null once the password is set.
   */
  invitation: z.object({ sent_at: z.string(), expires_at: z.string() }).nullable().default(null),
  /** How many of the member's recovery codes (single-use stand-ins for an authenticator code) are unused. */
  recovery_codes_left: z.number().int().min(0).default(0),
});
export type RestStaff = z.infer<typeof RestStaffSchema>;

export const RestStaffLoginSchema = z.object({ token: z.string().min(1), staff: RestStaffSchema });
export const RestStaffLogoutSchema = z.object({ signed_out: z.literal(true) });
export const RestStaffPasswordSetSchema = z.object({ password_set: z.literal(true) });
export const RestTotpEnrolmentSchema = z.object({
  secret: z.string().min(1),
  uri: z.string().startsWith('otpauth://'),
});
/** One of STAFF_ROLES, as text: the host refuses another in its own words (the staff schema's enum, lower-cased). */
const RestRoleText = z.string();

/** The current code of the member's authenticator app. */
const RestTotpCodeBody = z.object({ code: z.string() });

export const RestStaffSettingsSchema = z.object({ staff_totp_required: z.boolean() });

/** Sign-in, the member's own second factor, the store's staff settings and the staff accounts. */
export const STAFF_SESSION = {
  /** Opens a session: email and password, and the current code when the member uses a second factor. */
  login: restCall({
    name: 'staff/login',
    method: 'POST',
    path: '/staff/login',
    write: true,
    origin: 'ours',
    access: 'public',
    body: z.object({
      email: z.string(),
      password: z.string(),
      code: z.string().optional(),
      /** One of the member's recovery codes, instead of `code`; each signs in once. */
      recovery_code: z.string().optional(),
    }),
    wrapping: 'envelope',
    answer: RestStaffLoginSchema,
  }),
  logout: restCall({
    name: 'staff/logout',
    method: 'POST',
    path: '/staff/logout',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffLogoutSchema,
  }),
  /** Sets a password from a one-time link; it opens no session. */
  setPassword: restCall({
    name: 'staff/password',
    method: 'POST',
    path: '/staff/password',
    write: true,
    origin: 'ours',
    access: 'public',
    body: z.object({ token: z.string(), password: z.string() }),
    wrapping: 'envelope',
    answer: RestStaffPasswordSetSchema,
  }),
  me: restCall({
    name: 'staff/me',
    method: 'GET',
    path: '/staff/me',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffSchema,
  }),
  /** A new secret for the member's authenticator app, in use once confirmed with a code. */
  startTotpEnrolment: restCall({
    name: 'staff/totp/start',
    method: 'POST',
    path: '/staff/totp/start',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestTotpEnrolmentSchema,
  }),
  /** Turns it on, and answers the member's first recovery codes beside their profile: the only time they show. */
  confirmTotpEnrolment: restCall({
    name: 'staff/totp/confirm',
    method: 'POST',
    path: '/staff/totp/confirm',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: RestTotpCodeBody,
    wrapping: 'envelope',
    answer: RestStaffSchema.extend({ recovery_codes: z.array(z.string()).default([]) }),
  }),
  disableTotp: restCall({
    name: 'staff/totp/disable',
    method: 'POST',
    path: '/staff/totp/disable',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: RestTotpCodeBody,
    wrapping: 'envelope',
    answer: RestStaffSchema,
  }),
  settings: restCall({
    name: 'staff/settings',
    method: 'GET',
    path: '/staff/settings',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffSettingsSchema,
  }),
  setSettings: restCall({
    name: 'staff/settings',
    method: 'POST',
    path: '/staff/settings',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ staff_totp_required: z.boolean() }),
    wrapping: 'envelope',
    answer: RestStaffSettingsSchema,
  }),
  staffMembers: restCall({
    name: 'staff/members',
    method: 'GET',
    path: '/staff/members',
    write: false,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: z.array(RestStaffSchema),
  }),
  /** Creates an account and mails its password link. */
  createStaffMember: restCall({
    name: 'staff/members',
    method: 'POST',
    path: '/staff/members',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ email: z.string(), name: z.string(), role: RestRoleText }),
    wrapping: 'envelope',
    answer: RestStaffSchema,
  }),
  setStaffRole: restCall({
    name: 'staff/members/:id/role',
    method: 'POST',
    path: '/staff/members/:id/role',
    write: true,
    origin: 'ours',
    access: 'staff',
    body: z.object({ role: RestRoleText }),
    wrapping: 'envelope',
    answer: RestStaffSchema,
  }),
  deactivateStaffMember: restCall({
    name: 'staff/members/:id/deactivate',
    method: 'POST',
    path: '/staff/members/:id/deactivate',
    write: true,
    origin: 'ours',
    access: 'staff',
    wrapping: 'envelope',
    answer: RestStaffSchema,
  }),
} as const;
