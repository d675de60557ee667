import { createContext, use } from 'react';

/**
 * The HTTP status of a page rendered on the server, as its screens decide it: the server entry provides one per
 * render and reads it when the render is done (as React Router's static context did), so an unknown address is
 * answered with 404 and not 200. The browser provides none.
 */
export class PageStatus {
  code = 200;

  notFound(): void {
    this.code = 404;
  }
}

export const PageStatusContext = createContext<PageStatus | undefined>(undefined);

/** Marks the page being rendered on the server as not found; nothing in the browser. */
export function useNotFoundStatus(): void {
  use(PageStatusContext)?.notFound();
}
