import type { ReactNode } from 'react';

import { StaffNotAllowed } from '../components/StaffNotAllowed';
import { mayChangeCatalog, useStaffMe } from '../session';

/** A screen of the catalogue's content (categories, brands, the CSV import): sales and admins; others are told so. */
export function CatalogContentOnly({ children }: { children: ReactNode }) {
  const { me } = useStaffMe();
  if (me === null || !mayChangeCatalog(me.role, 'content')) return <StaffNotAllowed />;
  return children;
}
