import type { ReactNode } from 'react';

import { StaffNotAllowed } from '../components/StaffNotAllowed';
import { mayChangeCatalog, useStaffMe } from '../session';

/**
 * A screen of the catalogue's content (categories, brands): sales and admins; or, with `work="import"`, the CSV
 * import (the warehouse too). Others are told so.
 */
export function CatalogContentOnly({
  children,
  work = 'content',
}: {
  children: ReactNode;
  work?: 'content' | 'import';
}) {
  const { me } = useStaffMe();
  if (me === null || !mayChangeCatalog(me.role, work)) return <StaffNotAllowed />;
  return children;
}
