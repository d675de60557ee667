import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { graphql } from './gql';
import type { StaffRole } from './gql/graphql';
import { loginPath, staffPaths } from './lib/paths';
import { StaffLoading } from './components/StaffLoading';
import { StaffNotAllowed } from './components/StaffNotAllowed';

/** What the screens know of the signed-in member; sign-in answers the same, so it fills the session at once. */
export const StaffSessionFragment = graphql(`
  fragment StaffSession_member on StaffMember {
    id
    email
    name
    role
    totpEnabled
    totpEnrolmentRequired
    recoveryCodesLeft
  }
`);

export const StaffMeQuery = graphql(`
  query StaffMe {
    me {
      ...StaffSession_member
    }
  }
`);

/** The signed-in staff member (null without a staff session) and whether that is still being asked. */
export function useStaffMe() {
  const { data, loading, error } = useQuery(StaffMeQuery, { fetchPolicy: 'cache-first' });
  return { me: data?.me ?? null, loading: loading && data === undefined, error };
}

/** Every role, most powerful first. */
export const STAFF_ROLES: readonly StaffRole[] = ['ADMIN', 'SALES', 'WAREHOUSE'];

/** What each area of the back office needs (store-api enforces the same; the screens only hide what would fail). */
const AREA_ROLES = {
  registrations: ['ADMIN', 'SALES'],
  customers: ['ADMIN', 'SALES'],
  renewals: ['ADMIN', 'SALES'],
  orders: ['ADMIN', 'WAREHOUSE'],
  catalog: ['ADMIN', 'SALES', 'WAREHOUSE'],
  team: ['ADMIN'],
  audit: ['ADMIN'],
} as const satisfies Record<string, readonly StaffRole[]>;

/**
 * Within the catalog: sales keep its content (products, prices, pictures), the warehouse its stock; both import a
 * products CSV (the warehouse's changes stock only).
 */
const CATALOG_WORK_ROLES = {
  content: ['ADMIN', 'SALES'],
  stock: ['ADMIN', 'WAREHOUSE'],
  import: ['ADMIN', 'SALES', 'WAREHOUSE'],
} as const satisfies Record<string, readonly StaffRole[]>;

export function mayChangeCatalog(role: StaffRole, work: keyof typeof CATALOG_WORK_ROLES): boolean {
  return (CATALOG_WORK_ROLES[work] as readonly StaffRole[]).includes(role);
}

export type StaffArea = keyof typeof AREA_ROLES;

export function mayUse(role: StaffRole, area: StaffArea): boolean {
  return (AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}

/**
 * A staff screen: without a staff session the person signs in first and comes back; a role that may not use the
 * area is told so (the navigation does not offer it, but an address can be typed or shared). While the store
 * requires two-step sign-in of a member who has not set it up, the store answers nothing else: every screen sends
 * them to Sign-in security, which says why.
 */
export function RequireStaff({ area, children }: { area?: StaffArea; children: ReactNode }) {
  const { me, loading } = useStaffMe();
  const location = useLocation();
  if (loading) return <StaffLoading />;
  if (!me) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (me.totpEnrolmentRequired && location.pathname !== staffPaths.security) {
    return <Navigate to={staffPaths.security} replace />;
  }
  if (area && !mayUse(me.role, area)) return <StaffNotAllowed />;
  return children;
}
