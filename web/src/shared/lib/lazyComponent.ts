import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is downloaded when it first renders: a screen, or a part of one below the fold. While
 * a screen downloads, a navigation keeps the current page on screen (React Router navigates in a transition);
 * otherwise the nearest `Suspense` fallback shows. `preload()` downloads it ahead, e.g. before the browser
 * hydrates a server-rendered page that shows it.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

/** Whether a route's component is a `lazyComponent` (so it can be preloaded). */
export function isPreloadable(component: unknown): component is { preload: () => Promise<unknown> } {
  return (
    component !== null &&
    (typeof component === 'object' || typeof component === 'function') &&
    typeof (component as { preload?: unknown }).preload === 'function'
  );
}
