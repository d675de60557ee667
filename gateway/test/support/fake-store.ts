import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * store-api at the network edge: a real HTTP server on a random port that answers the REST contract from
 * handlers a test registers, and records every call the gateway makes (path, query, headers, body).
 */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** JSON bodies parsed; form bodies as FormData; anything else as text. */
  body: unknown;
  params: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Sent as-is instead of JSON. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Drops the connection without answering (a crash or a reset). */
  destroy?: boolean;
}

export type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export const ok = (data: unknown, message?: string): FakeReply => ({
  status: 200,
  body: message === undefined ? { data } : { data, message },
});
export const refuse = (status: number, body: unknown, headers?: Record<string, string>): FakeReply => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

export class FakeStore {
  readonly calls: RecordedCall[] = [];
  private routes: Route[] = [];
  private inFlight = 0;
  /** The most calls store-api had open at once: proves fan-out. */
  maxConcurrent = 0;
  /** Added to every answer, to make concurrency visible. */
  latencyMs = 0;

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FakeStore> {
    const server = createServer();
    server.keepAliveTimeout = 60_000;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const store = new FakeStore(server, `http://127.0.0.1:${port}`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void store.handle(req, res));
    return store;
  }

  /** STORE_API_URL for a gateway talking to this store. */
  get apiUrl(): string {
    return `${this.origin}/api`;
  }

  /** Registers (or replaces) the handler of `GET /api/customer/items/:id`-style paths. */
  on(method: string, path: string, handler: Handler): this {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    // Compared by the text it was made from: a RegExp's `source` escapes each `/`, so it never equals that text,
    // and every file's `beforeEach` that installs the contract again added its routes again (a file of 389 tests
    // spent 0.4 s a test by its end scanning them).
    const pattern = new RegExp(`^${source}$`);
    this.routes = this.routes.filter(
      (route) => !(route.method === method && route.pattern.source === pattern.source),
    );
    this.routes.unshift({ method, pattern, names, handler });
    return this;
  }

  /** Shorthand for `/api/customer/<name>` routes. */
  customer(method: string, name: string, handler: Handler): this {
    return this.on(method, `/api/customer/${name}`, handler);
  }

  callsTo(name: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === `/api/customer/${name}`);
  }

  reset(): void {
    this.calls.length = 0;
    this.maxConcurrent = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.inFlight);
    try {
      const url = new URL(req.url ?? '/', this.origin);
      const raw = await readBody(req);
      const call: RecordedCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await parseBody(req, raw),
        params: {},
      };
      this.calls.push(call);
      const route = this.routes.find((candidate) => {
        if (candidate.method !== call.method) return false;
        const match = candidate.pattern.exec(call.path);
        if (!match) return false;
        candidate.names.forEach(
          (name, index) => (call.params[name] = decodeURIComponent(match[index + 1] ?? '')),
        );
        return true;
      });
      const reply = route
        ? await route.handler(call)
        : refuse(404, { message: `No route for ${call.method} ${call.path}` });
      const delay = (reply.delayMs ?? 0) + this.latencyMs;
      if (delay > 0) await sleep(delay);
      if (reply.destroy) {
        res.socket?.destroy();
        return;
      }
      res.statusCode = reply.status ?? 200;
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      if (reply.raw !== undefined) {
        res.end(reply.raw);
      } else {
        res.setHeader('content-type', 'application/json');
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      }
    } catch (error) {
      res.statusCode = 500;
      res.end(JSON.stringify({ message: `fake store failed: ${String(error)}` }));
    } finally {
      this.inFlight -= 1;
    }
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseBody(req: IncomingMessage, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return JSON.parse(raw.toString('utf8')) as unknown;
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    return new Response(raw, { headers: { 'content-type': type } }).formData();
  }
  return raw.toString('utf8');
}
