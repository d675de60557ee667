import { type ReactNode, Suspense } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates on its own. React leaves every Suspense boundary of
 * the page's HTML for a pass of its own after the rest, each pass a render it can interrupt and a commit of just
 * that part, so the main thread is held for one section at a time instead of for the whole page (Lighthouse's
 * Total Blocking Time). A click on a part not yet hydrated makes React hydrate that part first and replays it.
 *
 * Nothing inside suspends, so it changes nothing once the page runs in the browser.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
