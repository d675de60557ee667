import { type ReactNode, Suspense, useEffect, useState } from 'react';

import { type HydrationPart, partHydrated, partRendered } from '../lib/hydration';

interface HydrateApartProps {
  children: ReactNode;
  /** Shown while the content suspends in the browser (a lazy screen's code on a later visit); none by default. */
  fallback?: ReactNode;
}

/**
 * A part of a server-rendered page that the browser hydrates on its own. React leaves every Suspense boundary of
 * the page's HTML for a pass of its own after the rest, each pass a render it can interrupt and a commit of just
 * that part, so the main thread is held for one section at a time instead of for the whole page (Lighthouse's
 * Total Blocking Time). A click on a part not yet hydrated makes React hydrate that part first and replays it.
 *
 * Each part counts as waiting until it has hydrated (lib/hydration.ts): the page is marked ready only then. The
 * mark comes last inside the boundary, so the parts within it have registered by the time it reports.
 */
export function HydrateApart({ children, fallback }: HydrateApartProps) {
  const [part] = useState<HydrationPart>(() => ({ hydrated: false }));
  useEffect(() => partRendered(part), [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

function PartHydrated({ part }: { part: HydrationPart }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
}
