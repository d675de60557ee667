import { graphql, HttpResponse } from 'msw';

import type { StaffRole } from '../gql/graphql';

/** The staff endpoint as the test app reaches it: beside jsdom's page. */
export const staffApi = graphql.link(new URL('/staff/graphql', location.href).href);

export function staffMember(
  role: StaffRole = 'ADMIN',
  totp: { totpEnabled?: boolean; totpEnrolmentRequired?: boolean; recoveryCodesLeft?: number } = {},
) {
  return {
    __typename: 'StaffMember' as const,
    id: '1',
    email: `${role.toLowerCase()}@store.test`,
    name: `${role[0]}${role.slice(1).toLowerCase()} Person`,
    role,
    totpEnabled: totp.totpEnabled ?? false,
    totpEnrolmentRequired: totp.totpEnrolmentRequired ?? false,
    recoveryCodesLeft: totp.recoveryCodesLeft ?? (totp.totpEnabled ? 10 : 0),
    invitation: null,
    active: true,
    createdAt: '2026-01-05T15:00:00.000Z',
  };
}

/** The staff session a test's screens see: signed in with `role`, or none (`null`). */
export function staffSession(role: StaffRole | null) {
  return staffApi.query('StaffMe', () =>
    HttpResponse.json({ data: { me: role === null ? null : staffMember(role) } }),
  );
}
