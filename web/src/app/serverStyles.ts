import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of Emotion's cache, on the server and in the browser: class names are `css-<hash>` on both. */
export const STYLE_KEY = 'css';

/** The `data-emotion` names of the style elements a server-rendered page carries (entry-server.tsx). */
export const SERVER_STYLES = 'css-ssr';
export const SERVER_STYLES_GLOBAL = 'css-ssr-global';

/**
 * The browser's Emotion cache. On a server-rendered page it starts out knowing every class the server's style
 * element holds, so hydration inserts none of them again; and the server's elements stay where they are, since
 * each move of a style element makes the browser restyle the whole page (Emotion's own hydration moves them).
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_KEY });
  const names = document
    .querySelector(`style[data-emotion^="${SERVER_STYLES} "]`)
    ?.getAttribute('data-emotion');
  for (const name of names?.split(' ').slice(1) ?? []) cache.inserted[name] = true;
  return cache;
}
