// The first step of the app's start (src/app/start.tsx): React and Emotion. Evaluating Emotion takes over the
// server's <style> elements, which has the browser parse that CSS again. Nothing imports these from here: they
// name the modules the step's chunk captures (web/vite.config.ts, `appSteps`).
export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { CacheProvider } from '@emotion/react';
