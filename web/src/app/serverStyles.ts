import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of Emotion's cache, on the server and in the browser: class names are `css-<hash>` on both. */
const STYLE_KEY = 'css';

/**
 * An Emotion cache, as Emotion's server-rendering guide makes it: on the server `createEmotionServer` collects the
 * page's CSS in it (render-page.tsx); in the browser it starts out knowing the classes of the server's
 * `<style data-emotion="css …">` elements, so hydration inserts none of them again.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_KEY });
}
