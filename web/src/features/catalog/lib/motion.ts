/** Whether the visitor asked the system for less motion: sliders then jump instead of gliding, and never autoplay. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
