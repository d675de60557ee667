import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion: sliders then jump instead of gliding, and never autoplay. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

function subscribeToMotionPreference(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * `prefersReducedMotion` for rendering. The server cannot know it and renders as if less motion were asked for
 * (nothing moves before the app runs in the browser anyway).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => true);
}
