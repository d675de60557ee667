import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its content right after the first paint of the page, as a transition the browser can interrupt. For
 * parts below the fold: the top of the page paints sooner and the main thread is never held for the whole page.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
