import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

import { type HydrationPart, partHydrated, partRendered, replayHeldClicks } from '../lib/hydration';

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
 * But React drops the click when the part's code has not arrived yet (a lazy section on a slow connection): so
 * until the part has hydrated, its element says `data-hydrating`, index.html's script holds a click on one of its
 * buttons, and the part replays it once it answers.
 *
 * Each part counts as waiting until it has hydrated (lib/hydration.ts): the page is marked ready only then. The
 * mark comes last inside the boundary, so the parts within it have registered by the time it reports.
 */
export function HydrateApart({ children, fallback }: HydrateApartProps) {
  const [part] = useState<HydrationPart>(() => ({ hydrated: false }));
  const [hydrating, setHydrating] = useState(true);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => partRendered(part), [part]);
  return (
    // `display: contents`: the element holds the mark and adds no box; the parts lay out as if it were not there.
    <div ref={element} data-hydrating={hydrating ? '' : undefined} style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        {children}
        <PartHydrated
          part={part}
          onHydrated={() => {
            if (element.current) replayHeldClicks(element.current);
            setHydrating(false);
          }}
        />
      </Suspense>
    </div>
  );
}

function PartHydrated({ part, onHydrated }: { part: HydrationPart; onHydrated: () => void }) {
  useEffect(() => {
    partHydrated(part);
    onHydrated();
    // Once: the part hydrates once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [part]);
  return null;
}
