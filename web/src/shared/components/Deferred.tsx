import { type ReactNode, startTransition, useEffect, useState } from 'react';

import { useHydrated } from '../lib/serverRender';

/**
 * Renders its content right after the first paint of the page, as a transition the browser can interrupt. For
 * parts below the fold: the top of the page paints sooner and the main thread is never held for the whole page.
 * A page rendered on the server has the content in its HTML already: it renders there, and in the browser's
 * hydration of that HTML.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const inServerHtml = !useHydrated();
  const [ready, setReady] = useState(inServerHtml);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready ? children : null;
}
