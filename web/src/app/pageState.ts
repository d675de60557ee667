import type { ServerRender } from '../shared/lib/serverRender';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
const PAGE_STATE_ELEMENT_ID = 'page-state';

/** What a server-rendered page hands to the browser: the answers its HTML was rendered from, and what it knew. */
export interface PageState {
  /** The Apollo cache (`client.extract()`), restored before hydration so the first render matches the HTML. */
  apollo: unknown;
  server: ServerRender;
}

/** The state as a script element the browser does not run; `<` escaped so no text from the store can close it. */
export function pageStateElement(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The state of a server-rendered page, or nothing for a page the browser renders alone. */
export function readPageState(
  element = document.getElementById(PAGE_STATE_ELEMENT_ID),
): PageState | undefined {
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as Partial<PageState> | null;
    if (
      typeof state?.apollo !== 'object' ||
      typeof state.server?.ageConfirmed !== 'boolean' ||
      typeof state.server.year !== 'number'
    )
      return undefined;
    return state as PageState;
  } catch {
    return undefined;
  }
}
