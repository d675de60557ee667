/**
 * The parts of a server-rendered page that the browser hydrates apart (`HydrateApart`) and has not hydrated yet.
 * React hydrates such a part after the rest of the page, or first when it is clicked. Until every part is
 * hydrated a change of data (a click adds to the cart) can reach a part whose HTML still shows the old data,
 * and React must throw that HTML away (error #418): the page is ready only when no part is waiting.
 */
export interface HydrationPart {
  hydrated: boolean;
}

const waiting = new Set<HydrationPart>();
const listeners = new Set<() => void>();

/** Counts a part as waiting, unless it hydrated in the same commit as the page around it. */
export function partRendered(part: HydrationPart): () => void {
  if (!part.hydrated) waiting.add(part);
  return () => settle(part);
}

/** Called from inside the part once it has hydrated (or rendered). */
export function partHydrated(part: HydrationPart): void {
  part.hydrated = true;
  settle(part);
}

/**
 * Calls `ready` once no part is waiting: at once when none is. Parts inside a part register before the outer one
 * reports (see `HydrateApart`), so the count never reaches zero halfway. Returns a function that cancels the call.
 */
export function whenHydrated(ready: () => void): () => void {
  if (waiting.size === 0) {
    ready();
    return () => {};
  }
  const listener = () => {
    if (waiting.size > 0) return;
    listeners.delete(listener);
    ready();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The listeners hear of it a microtask later: React's strict mode runs an effect's cleanup and the effect again
 * in one go while developing, and a part is waiting again by then.
 */
function settle(part: HydrationPart): void {
  if (!waiting.delete(part)) return;
  queueMicrotask(() => {
    for (const listener of [...listeners]) listener();
  });
}

declare global {
  interface Window {
    /** Clicks on buttons of parts not hydrated yet, held by index.html's script until the part answers. */
    heldClicks?: Element[];
    /** True while a held click is replayed, so that index.html's script lets it through. */
    replayingClick?: boolean;
  }
}

/**
 * Replays the clicks that index.html held on the buttons of `part` (the element marked `data-hydrating`) while it
 * was not hydrated, now that it answers: in the order they were made, each once, on buttons still on the page.
 * Clicks on a part inside it that has not hydrated yet stay held for that part. The part stops holding clicks here,
 * at once: its mark would otherwise stay until React renders it again, and a click in between would be held with no
 * replay to come (seen in a journey on a loaded machine: the tap on "Add to cart" added nothing).
 */
export function replayHeldClicks(part: Element): void {
  const held = window.heldClicks ?? [];
  const mine = held.filter((control) => control.closest('[data-hydrating]') === part);
  part.removeAttribute('data-hydrating');
  if (mine.length === 0) return;
  window.heldClicks = held.filter((control) => !mine.includes(control));
  for (const control of mine) {
    if (!control.isConnected || !(control instanceof HTMLElement)) continue;
    window.replayingClick = true;
    try {
      control.click();
    } finally {
      window.replayingClick = false;
    }
  }
}
