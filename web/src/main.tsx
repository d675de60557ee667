// The browser's entry. The page the gateway rendered is painted before the app's code is even requested: on a
// phone, downloading and evaluating the app (about 210 kB gzip) beside the parsing would hold the first paint, and
// nothing the app does is needed to show the page. The app's start (src/app/start.tsx) then hydrates it.
//
// This module imports nothing statically, so that the entry chunk stays this small.

/** Resolves once the browser has painted the page: after the next animation frame, in a task of its own. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A tab opened in the background runs no animation frames until it is shown; it starts at once instead.
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

void afterNextPaint().then(() => import('./app/start'));
