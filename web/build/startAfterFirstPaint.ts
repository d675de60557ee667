import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Build only: the page's HTML (rendered by the gateway) paints before the app's JavaScript is even requested.
 * The entry's script element becomes a small inline module that imports it once the first frame is painted: the
 * download and start of the app (~200 kB, then hydration) no longer compete with the page's HTML, styles and
 * images for the first paint, and a phone on a slow network shows the page a second sooner (Lighthouse's FCP).
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry)
          throw new Error('start-after-first-paint: index.html has no module script for the entry.');
        const start = `requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry)})));`;
        return html.replace(ENTRY_SCRIPT, () => `<script type="module">${start}</script>`);
      },
    },
  };
}
