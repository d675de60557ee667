import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is downloaded when it first renders: a screen, or a part of one below the fold. While
 * a screen downloads, a navigation keeps the current page on screen (React Router navigates in a transition);
 * otherwise the nearest `Suspense` fallback shows. A server-rendered page that shows it keeps the server's HTML
 * of it until the code has arrived, then hydrates it (`HydrateApart`).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
