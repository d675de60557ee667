import { type ComponentType, lazy } from 'react';

/**
 * A screen whose code is downloaded on its first visit. While it downloads, a navigation keeps the current page
 * on screen (React Router navigates in a transition); a first visit straight to it shows the layout's
 * `Suspense` fallback.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}
