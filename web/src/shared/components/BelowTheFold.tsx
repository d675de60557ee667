import type { ReactNode } from 'react';

import { ErrorBoundary } from '../errors/ErrorBoundary';
import { Deferred } from './Deferred';
import { HydrateApart } from './HydrateApart';

/**
 * A part below the fold whose code downloads on its own (a `lazyComponent`): the home page's lower sections, the
 * footer. It renders after the first paint (`Deferred`) and hydrates apart (`HydrateApart`), so the page is marked
 * ready only once it has hydrated too: until then its server HTML shows buttons that do not answer yet (a click on
 * them is lost while their code downloads). If its code cannot be downloaded, the rest of the page stays as it is.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Deferred>
      <ErrorBoundary fallback={null}>
        <HydrateApart>{children}</HydrateApart>
      </ErrorBoundary>
    </Deferred>
  );
}
