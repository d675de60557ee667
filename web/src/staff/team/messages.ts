import type { StaffRole } from '../gql/graphql';

/** What Team (/staff/team) says. */
export const teamMessages = {
  title: 'Team',
  count: (count: number) => (count === 1 ? '1 staff member' : `${count} staff members`),
  table: 'Staff members',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  totp: 'Two-step sign-in',
  status: 'Status',
  actions: 'Actions',
  you: 'You',
  on: 'On',
  off: 'Off',
  active: 'Active',
  deactivated: 'Deactivated',
  roleOf: (name: string) => `Role of ${name}`,
  ownRow: 'Another admin changes your role or account.',
  roleDescriptions: {
    ADMIN: 'Everything: registrations, customers, orders, the catalog, the team and sign-in rules.',
    SALES: 'Registrations and customers.',
    WAREHOUSE: 'Orders and the catalog.',
  } satisfies Record<StaffRole, string>,

  changeRoleTitle: (name: string, role: string) => `Make ${name} ${role}?`,
  changeRoleConfirm: 'Change role',
  roleChanged: (name: string, role: string) => `${name} is ${role} now.`,

  deactivate: 'Deactivate',
  deactivateLabel: (name: string) => `Deactivate ${name}`,
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateDescription:
    'Their sessions end at once: they are signed out everywhere, and they can no longer sign in or use a link to set their password. An admin can reactivate the account later.',
  memberDeactivated: (name: string) => `${name} is deactivated: their sessions have ended.`,
  cancel: 'Cancel',

  invite: 'Invite a member',
  inviteTitle: 'Invite a staff member',
  inviteIntro: 'The store e-mails them a link to choose their password. The link works once, for 72 hours.',
  inviteSubmit: 'Send invitation',
  emailRequired: 'Enter their e-mail address.',
  emailFormat: 'Enter an e-mail address such as name@example.com.',
  nameRequired: 'Enter their name.',
  nameTooLong: 'The name is at most 120 characters.',
  roleRequired: 'Choose a role.',
  chooseRole: 'Choose a role',
  invited: (email: string) => `Invitation sent: ${email} was e-mailed a link to choose a password.`,

  // Invitations and reactivation
  invitedBadge: 'Invited',
  invitationSent: (sentAt: string, expiresAt: string) => `Sent ${sentAt}; the link works until ${expiresAt}.`,
  invitationExpired: (sentAt: string) => `Sent ${sentAt}; the link no longer works.`,
  resend: 'Resend invitation',
  resendLabel: (name: string) => `Resend the invitation to ${name}`,
  resent: (email: string) =>
    `A new invitation was e-mailed to ${email}. The link sent before no longer works.`,
  reactivate: 'Reactivate',
  reactivateLabel: (name: string) => `Reactivate ${name}`,
  reactivateTitle: (name: string) => `Reactivate ${name}?`,
  reactivateDescription:
    'They can sign in again with their password, with the role shown, and are told so by e-mail. A member who never set a password needs a new invitation.',
  memberReactivated: (name: string) => `${name} is active again and can sign in.`,
  recoveryCodesLeft: (count: number) =>
    count === 1 ? '1 recovery code left' : `${count} recovery codes left`,

  totpHeading: 'Sign-in rules',
  totpRequired: 'Require two-step sign-in for all staff',
  totpRequiredHelp:
    'While it is required, staff without two-step sign-in can only set it up: the rest of the back office stays closed to them until they do.',
  requireTitle: 'Require two-step sign-in for all staff?',
  requireDescription: (without: number) =>
    without === 0
      ? 'Every active staff member uses it already. No one can turn it off while it is required.'
      : `${without === 1 ? '1 active staff member does' : `${without} active staff members do`} not use it yet: the next page they open asks them to set it up, and nothing else opens until they do. No one can turn it off while it is required.`,
  requireConfirm: 'Require it',
  stopTitle: 'Stop requiring two-step sign-in?',
  stopDescription:
    'Staff who use it keep it; the others sign in with their password alone, and anyone may turn it off.',
  stopConfirm: 'Stop requiring it',
  required: 'Two-step sign-in is now required for all staff.',
  notRequired: 'Two-step sign-in is no longer required.',
} as const;
