import { createContext, useSyncExternalStore } from 'react';

import { storeYear } from '../config/store';

/**
 * What the server knew when it rendered the page (web/src/render-page.tsx). The browser's first render of a
 * server-rendered page must produce the same HTML, so what the server cannot know (local storage) is read only
 * after hydration; until then components use these values (`useSyncExternalStore`'s server snapshot).
 */
export interface ServerRender {
  /** The age confirmation cookie was sent with the page request. */
  ageConfirmed: boolean;
  /**
   * The year in the store's time zone when the page was rendered (the footer's copyright): the browser's clock,
   * its time zone or a page shared from the cache across New Year would otherwise make the text differ.
   */
  year: number;
}

/** What a page rendered in the browser alone starts from. */
export function clientRender(): ServerRender {
  return { ageConfirmed: false, year: storeYear() };
}

export const ServerRenderContext = createContext<ServerRender>(clientRender());

const subscribeToNothing = () => () => {};

/** False on the server and while the browser hydrates its HTML; true from then on (and for a client render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
