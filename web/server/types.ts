import type { FormattedExecutionResult } from 'graphql';

// The web app's server renderer as its host sees it: the module `web/server` (the build of
// web/src/entry-server.tsx in web/dist-server) has these exports. The gateway imports these types and mounts the
// module (gateway/src/web-app.ts); the entry checks itself against them, so the contract is written once.

/** A GraphQL operation, as the app sends it. */
export interface Operation {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

export interface RenderRequest {
  /** The page's path and query string. */
  url: string;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** Runs a GraphQL operation as the visitor who asked for the page: the same rules as their own requests. */
  execute: (operation: Operation) => Promise<FormattedExecutionResult>;
  /** Aborted when the page has waited long enough: what is rendered by then is sent, the browser does the rest. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** Elements for the page's head: its styles, and the state the browser hydrates with. */
  head: string;
  /** The page's HTTP status: 404 when it shows Page Not Found (an unknown address, product, category or brand). */
  status: number;
}

export interface WebRenderer {
  /**
   * What of a request, besides its address and session, its page depends on (whether the visitor confirmed their
   * age). The host may share a visitor's page (no session) with the next visitors whose requests say the same.
   */
  renderKey(cookie: string | undefined): string;
  /**
   * The page at `url` as its visitor sees it, or undefined for a page the browser renders alone (the private
   * screens). Rejects when the page could not be rendered in time (`signal`).
   */
  renderPage(request: RenderRequest): Promise<RenderedPage | undefined>;
  /**
   * Loads what rendering needs, when the module leaves that to its first render: the host calls it before it
   * sends a page, so that no page's budget is spent loading the app.
   */
  prepare?(): Promise<void>;
}
