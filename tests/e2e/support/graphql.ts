import type { BrowserContext, Page, Request, Response } from 'playwright-core';

/** One GraphQL exchange the browser made, as the gateway answered it. */
export interface GraphQLExchange {
  operationName: string;
  variables: unknown;
  status: number;
  data: unknown;
  errors: GraphQLErrorBody[];
  at: number;
}

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: string; requestId?: string };
}

export interface OperationBody {
  operationName?: string;
  query?: string;
  variables?: unknown;
}

/** The operation a request carries: JSON POST, a GET query string, or the `operations` part of a multipart upload. */
export function operationOf(request: Request): OperationBody {
  const url = new URL(request.url());
  if (request.method() === 'GET') {
    return {
      operationName: url.searchParams.get('operationName') ?? undefined,
      variables: parseJson(url.searchParams.get('variables')),
    };
  }
  // Uploads travel as a GraphQL multipart request: the operation is its `operations` part.
  const buffer = request.postDataBuffer();
  if (buffer === null) return {};
  const body = buffer.toString('utf8');
  if (body.includes('name="operations"')) {
    const operations = /name="operations"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/.exec(body)?.[1];
    return (parseJson(operations ?? null) as OperationBody | undefined) ?? {};
  }
  const parsed = parseJson(body) as OperationBody | OperationBody[] | undefined;
  return (Array.isArray(parsed) ? parsed[0] : parsed) ?? {};
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function nameOf(body: OperationBody): string {
  return body.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '(anonymous)';
}

export function isGraphQL(url: string): boolean {
  return new URL(url).pathname === '/graphql';
}

/**
 * Records every GraphQL request the pages of a browser context send and every answer they get, so a journey can
 * assert on what crossed the network (no prices for visitors, no call at all when the UI must refuse) and a failing
 * journey can print the last errors the gateway returned.
 */
export class GraphQLRecorder {
  readonly exchanges: GraphQLExchange[] = [];
  readonly sent: { operationName: string; kind: 'query' | 'mutation'; variables: unknown; at: number }[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      if (!isGraphQL(request.url()) || request.method() === 'OPTIONS') return;
      const body = operationOf(request);
      const kind = /^\s*mutation\b/.test(body.query ?? '') ? 'mutation' : 'query';
      this.sent.push({ operationName: nameOf(body), kind, variables: body.variables, at: Date.now() });
    });
    context.on('response', (response) => {
      const page = response.request().resourceType() === 'document';
      if (!page && (!isGraphQL(response.url()) || response.request().method() === 'OPTIONS')) return;
      const done = (page ? this.recordPreloaded(response) : this.record(response)).finally(() =>
        this.pending.delete(done),
      );
      this.pending.add(done);
    });
  }

  /**
   * The answers a server-rendered page carries for the app's cache (see web/src/app/pageState.ts): they crossed
   * the network too, inside the HTML.
   */
  private async recordPreloaded(response: Response): Promise<void> {
    let html = '';
    try {
      html = await response.text();
    } catch {
      return; // the page went away
    }
    const json = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    const state = parseJson(json ?? null) as { apollo?: unknown } | undefined;
    if (!state?.apollo) return;
    this.exchanges.push({
      operationName: '(server-rendered page)',
      variables: undefined,
      status: response.status(),
      data: state.apollo,
      errors: [],
      at: Date.now(),
    });
  }

  /**
   * Chromium does not hand over the body of a request carrying files, so the multipart `operations` part of an
   * upload is copied in the page as it is sent (read back with `uploadsSent`). Nothing is changed or answered.
   */
  static async watchUploads(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const sent: string[] = [];
      Object.defineProperty(window, '__e2eUploads', { value: sent });
      const original = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body instanceof FormData) {
          const operations = init.body.get('operations');
          if (typeof operations === 'string') sent.push(operations);
        }
        return original(input, init);
      };
    });
  }

  /** The operations of the uploads a page sent (see watchUploads). */
  static async uploadsSent(page: Page): Promise<OperationBody[]> {
    const sent = await page.evaluate(
      () => (window as unknown as { __e2eUploads?: string[] }).__e2eUploads ?? [],
    );
    return sent.map((text) => (parseJson(text) as OperationBody | undefined) ?? {});
  }

  private async record(response: Response): Promise<void> {
    const body = operationOf(response.request());
    let json: { data?: unknown; errors?: GraphQLErrorBody[] } | undefined;
    try {
      json = (await response.json()) as typeof json;
    } catch {
      json = undefined; // the page went away, or the answer was not JSON (then the status says enough)
    }
    this.exchanges.push({
      operationName: nameOf(body),
      variables: body.variables,
      status: response.status(),
      data: json?.data,
      errors: json?.errors ?? [],
      at: Date.now(),
    });
  }

  /** Waits until every answer seen so far has been read. */
  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** Names of the operations sent since `since` (a Date.now() value), mutations only when asked. */
  sentSince(since: number, kind?: 'query' | 'mutation'): string[] {
    return this.sent
      .filter((entry) => entry.at >= since && (kind === undefined || entry.kind === kind))
      .map((entry) => entry.operationName);
  }

  exchangesNamed(operationName: string): GraphQLExchange[] {
    return this.exchanges.filter((exchange) => exchange.operationName === operationName);
  }

  /** The last few errors, one line each, for a failure report. */
  lastErrors(count = 5): string[] {
    const lines: string[] = [];
    for (const exchange of this.exchanges) {
      if (exchange.status >= 400 && exchange.errors.length === 0)
        lines.push(`${exchange.operationName}: HTTP ${exchange.status}`);
      for (const error of exchange.errors) {
        const code = error.extensions?.code ? ` [${error.extensions.code}]` : '';
        const field = error.extensions?.field ? ` (field ${error.extensions.field})` : '';
        lines.push(`${exchange.operationName}: ${error.message}${code}${field}`);
      }
    }
    return lines.slice(-count);
  }

  /**
   * Every money amount found in the answers recorded so far, with where it was: a `Money` object (`{amount}`) or a
   * decimal string under a money field (`price`, `tax`, `unitPrice`, `subtotal`, `total`). A visitor gets none.
   */
  pricesSeen(): string[] {
    const found: string[] = [];
    const moneyKeys = new Set([
      'price',
      'tax',
      'unitPrice',
      'subtotal',
      'total',
      'salesPrice',
      'minimumOrder',
    ]);
    const isMoney = (key: string, value: unknown) =>
      (value !== null && typeof value === 'object' && 'amount' in value) ||
      (key === 'amount' && value !== null && value !== undefined) ||
      (moneyKeys.has(key) && typeof value === 'string' && /^\$?\d[\d,]*\.\d{2}$/.test(value));
    const walk = (value: unknown, path: string, operationName: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => walk(item, `${path}[${index}]`, operationName));
        return;
      }
      if (value === null || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        if (isMoney(key, child)) {
          found.push(`${operationName} ${path}.${key} = ${JSON.stringify(child)}`);
          continue;
        }
        walk(child, `${path}.${key}`, operationName);
      }
    };
    for (const exchange of this.exchanges) {
      walk(exchange.data, 'data', exchange.operationName);
      for (const error of exchange.errors)
        if (/\$\s?\d[\d,]*\.\d{2}/.test(error.message))
          found.push(`${exchange.operationName} error message: ${error.message}`);
    }
    return found;
  }
}
