import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Styles for a part that opens below the fold: the browser skips its style, layout and paint until it is scrolled
 * near (`content-visibility: auto`), which is most of a long page's first rendering work on a phone. Until then
 * it takes `height`; once rendered, the browser remembers its real height (`auto`), so the page does not jump.
 * Its content stays in the page for search, find-in-page and screen readers.
 */
export function offscreen(height: string): SystemStyleObject {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` };
}
