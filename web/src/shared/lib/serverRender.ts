import { createContext, useSyncExternalStore } from 'react';

/**
 * What the server knew when it rendered the page (web/src/entry-server.tsx). The browser's first render of a
 * server-rendered page must produce the same HTML, so what the server cannot know (local storage) is read only
 * after hydration; until then components use these values (`useSyncExternalStore`'s server snapshot).
 */
export interface ServerRender {
  /** The age confirmation cookie was sent with the page request. */
  ageConfirmed: boolean;
}

export const ServerRenderContext = createContext<ServerRender>({ ageConfirmed: false });

const subscribeToNothing = () => () => {};

/** False on the server and while the browser hydrates its HTML; true from then on (and for a client render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
