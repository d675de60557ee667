import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, type Dispatcher, type FormData } from 'undici';
import { HostCapabilities } from './capabilities.js';

export type QueryValue = string | number | boolean | null | undefined;

export interface UpstreamRequest {
  /** Low-cardinality name of the call for metrics and logs, e.g. `items/:id`. */
  route: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /**
   * Whether the call may change something at the host. A write is never sent twice, whatever its method: the
   * spec makes add-to-cart and the quantity steps GETs, and a reset after the host committed would add twice.
   * Unset: a GET is a read, anything else a write.
   */
  write?: boolean;
  /** Path under STORE_API_URL, e.g. `/customer/items/12`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body (POST, PATCH). */
  json?: unknown;
  /** Multipart body (POST with files). */
  form?: FormData;
  /** The caller's bearer token: the only thing of the caller's that is forwarded. */
  token?: string | undefined;
  /** Extra headers the contract defines for a call (Idempotency-Key). */
  headers?: Record<string, string>;
  requestId: string;
  /**
   * The address the gateway saw the caller connect from, as X-Forwarded-For: store-api throttles failed
   * logins per address and would otherwise see every buyer as the gateway. Never the caller's own header.
   */
  clientIp?: string | undefined;
  timeoutMs?: number;
}

export interface UpstreamResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type UpstreamFailureKind = 'http' | 'unavailable' | 'timeout' | 'invalid';

/** Anything that went wrong talking to store-api; turned into a client-safe GraphQLError in errors.ts. */
export class UpstreamFailure extends Error {
  constructor(
    readonly kind: UpstreamFailureKind,
    readonly route: string,
    readonly status?: number,
    readonly body?: unknown,
    readonly headers?: IncomingHttpHeaders,
    options?: { cause?: unknown },
  ) {
    super(`store-api ${route}: ${kind}${status === undefined ? '' : ` ${status}`}`, options);
    this.name = 'UpstreamFailure';
  }
}

interface UpstreamObserver {
  (route: string, outcome: string, seconds: number): void;
}

export interface UpstreamClientOptions {
  /** STORE_API_URL, e.g. `http://127.0.0.1:4001/api`. */
  baseUrl: string;
  timeoutMs: number;
  /** Injected in tests (undici MockAgent); by default one keep-alive Agent for the gateway's lifetime. */
  dispatcher?: Dispatcher;
  observe?: UpstreamObserver;
  /** How long a call the host lacks is remembered (HostCapabilities); 10 minutes by default. */
  missingCallMemoryMs?: number;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_ERRORS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one module that talks HTTP to store-api: a keep-alive undici Agent, a timeout on every call, one
 * retry with jitter for reads that failed to connect or met a 502/503/504 (never for writes, which may have
 * had an effect whatever their method, nor after a 503 with Retry-After, which says when to come back), and the
 * caller's bearer token as the only forwarded credential (plus the address the caller connected from, which the
 * gateway itself observed).
 */
export class UpstreamClient {
  readonly origin: string;
  private readonly basePath: string;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  /** Which of our optional calls this host lacks, as it answered them. */
  readonly capabilities: HostCapabilities;

  constructor(private readonly options: UpstreamClientOptions) {
    this.capabilities = new HostCapabilities(options.missingCallMemoryMs);
    const base = new URL(options.baseUrl);
    this.origin = base.origin;
    this.basePath = base.pathname.replace(/\/+$/, '');
    this.ownsDispatcher = options.dispatcher === undefined;
    this.dispatcher =
      options.dispatcher ??
      new Agent({
        connections: 128,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        keepAliveMaxTimeout: 60_000,
        connect: { timeout: Math.min(options.timeoutMs, 5000) },
      });
  }

  async send(request: UpstreamRequest): Promise<UpstreamResponse> {
    const retryable = !(request.write ?? request.method !== 'GET');
    try {
      return await this.attempt(request);
    } catch (error) {
      if (!retryable || !(error instanceof UpstreamFailure) || !isTransient(error)) throw error;
      // Jitter keeps a crowd of gateways from retrying in lockstep against a store-api that just restarted.
      await sleep(25 + Math.floor(Math.random() * 75));
      return this.attempt(request);
    }
  }

  /** A raw response for streaming (the /storage proxy); the caller must consume or destroy the body. */
  async stream(
    route: string,
    path: string,
    headers: Record<string, string>,
    requestId: string,
  ): Promise<Dispatcher.ResponseData> {
    const started = performance.now();
    try {
      const response = await this.dispatcher.request({
        origin: this.origin,
        path,
        method: 'GET',
        headers: { ...headers, 'x-request-id': requestId },
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      });
      this.observe(route, String(response.statusCode), started);
      return response;
    } catch (error) {
      throw this.transportFailure(route, error, started);
    }
  }

  /** A path under STORE_API_URL (`/staff/...`) as `stream` takes it: from the origin. */
  apiPath(path: string): string {
    return `${this.basePath}${path}`;
  }

  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  private async attempt(request: UpstreamRequest): Promise<UpstreamResponse> {
    const started = performance.now();
    const timeout = request.timeoutMs ?? this.options.timeoutMs;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': request.requestId,
      ...request.headers,
    };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.clientIp) headers['x-forwarded-for'] = request.clientIp;
    let body: string | FormData | undefined;
    if (request.form) body = request.form;
    else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers['content-type'] = 'application/json';
    }

    let response: Dispatcher.ResponseData;
    try {
      response = await this.dispatcher.request({
        origin: this.origin,
        path: this.pathWithQuery(request.path, request.query),
        method: request.method,
        headers,
        body: body ?? null,
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
    } catch (error) {
      throw this.transportFailure(request.route, error, started);
    }

    let parsed: unknown;
    try {
      const text = await response.body.text();
      parsed = text.length === 0 ? undefined : JSON.parse(text);
    } catch (error) {
      if (TIMEOUT_ERRORS.has(errorCode(error) ?? ''))
        throw this.transportFailure(request.route, error, started);
      // A non-JSON answer (a proxy's HTML error page): only its status matters.
      parsed = undefined;
    }
    this.observe(request.route, String(response.statusCode), started);
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return { status: response.statusCode, headers: response.headers, body: parsed };
    }
    throw new UpstreamFailure('http', request.route, response.statusCode, parsed, response.headers);
  }

  private transportFailure(route: string, error: unknown, started: number): UpstreamFailure {
    const code = errorCode(error) ?? '';
    const kind = TIMEOUT_ERRORS.has(code) ? 'timeout' : 'unavailable';
    this.observe(route, kind, started);
    return new UpstreamFailure(kind, route, undefined, undefined, undefined, { cause: error });
  }

  private observe(route: string, outcome: string, started: number): void {
    this.options.observe?.(route, outcome, (performance.now() - started) / 1000);
  }

  private pathWithQuery(path: string, query: Record<string, QueryValue> | undefined): string {
    let search = '';
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null) params.append(key, String(value));
      }
      const text = params.toString();
      if (text) search = `?${text}`;
    }
    return `${this.basePath}${path}${search}`;
  }
}

function isTransient(failure: UpstreamFailure): boolean {
  // A 503 with Retry-After is store-api saying "busy, come back in N seconds" (PGlite past PGLITE_MAX_WAIT_MS, or a
  // database out of reach): asking again 25-100 ms later would double the requests a saturated store-api refuses,
  // and its answer would be the same. The client gets UPSTREAM_UNAVAILABLE with retryAfterSeconds instead.
  if (failure.kind === 'http' && failure.status === 503 && failure.headers?.['retry-after'] !== undefined) {
    return false;
  }
  if (failure.kind === 'http') return RETRYABLE_STATUS.has(failure.status ?? 0);
  return failure.kind === 'unavailable' && CONNECTION_ERRORS.has(errorCode(failure.cause) ?? '');
}
