import { connect, type Socket } from 'node:net';
import type { Logger } from 'pino';
import type { SharedStore } from './cache.js';

type Reply = string | number | null | Error;

/**
 * The catalog cache in Redis, for several gateways behind one load balancer. A deliberately small RESP2
 * client (GET, SET PX): the cache is an optimisation, so any Redis trouble is logged and reads as a miss.
 */
export class RedisStore implements SharedStore {
  private socket: Socket | undefined;
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  private readonly url: URL;

  constructor(
    url: string,
    private readonly log: Logger,
    private readonly prefix = 'gateway:catalog:',
  ) {
    this.url = new URL(url);
  }

  async get(key: string): Promise<unknown> {
    const reply = await this.command(['GET', this.prefix + key]);
    return typeof reply === 'string' ? (JSON.parse(reply) as unknown) : undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    await this.command(['SET', this.prefix + key, JSON.stringify(value), 'PX', String(Math.max(1, ttlMs))]);
  }

  close(): Promise<void> {
    this.socket?.end();
    this.socket = undefined;
    return Promise.resolve();
  }

  private command(args: string[]): Promise<Reply> {
    const socket = this.connection();
    return new Promise<Reply>((resolve, reject) => {
      this.pending.push({ resolve, reject });
      socket.write(encode(args));
    }).then((reply) => {
      if (reply instanceof Error) throw reply;
      return reply;
    });
  }

  private connection(): Socket {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = connect({ host: this.url.hostname, port: Number(this.url.port || 6379) });
    socket.setNoDelay(true);
    socket.unref();
    this.buffer = Buffer.alloc(0);
    const { username, password } = this.url;
    const db = this.url.pathname.replace('/', '');
    if (password)
      this.sendOnConnect(
        socket,
        username
          ? ['AUTH', decodeURIComponent(username), decodeURIComponent(password)]
          : ['AUTH', decodeURIComponent(password)],
      );
    if (db) this.sendOnConnect(socket, ['SELECT', db]);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error) => {
      this.log.warn({ err: error }, 'redis cache unavailable');
      this.failAll(error);
    });
    socket.on('close', () => this.failAll(new Error('redis connection closed')));
    this.socket = socket;
    return socket;
  }

  private sendOnConnect(socket: Socket, args: string[]): void {
    this.pending.push({
      resolve: (reply) => {
        if (reply instanceof Error) this.log.warn({ err: reply }, 'redis refused the connection set-up');
      },
      reject: () => undefined,
    });
    socket.write(encode(args));
  }

  private failAll(error: Error): void {
    this.socket = undefined;
    for (const waiter of this.pending.splice(0)) waiter.reject(error);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const parsed = decode(this.buffer, 0);
      if (!parsed) return;
      this.buffer = this.buffer.subarray(parsed.next);
      this.pending.shift()?.resolve(parsed.reply);
    }
  }
}

function encode(args: string[]): string {
  return `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
}

/** One RESP2 reply from offset, or undefined when more bytes are needed. */
function decode(buffer: Buffer, offset: number): { reply: Reply; next: number } | undefined {
  const end = buffer.indexOf('\r\n', offset);
  if (end < 0) return undefined;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString('utf8', offset + 1, end);
  switch (type) {
    case '+':
      return { reply: line, next: end + 2 };
    case '-':
      return { reply: new Error(line), next: end + 2 };
    case ':':
      return { reply: Number(line), next: end + 2 };
    case '$': {
      const length = Number(line);
      if (length < 0) return { reply: null, next: end + 2 };
      if (buffer.length < end + 2 + length + 2) return undefined;
      return { reply: buffer.toString('utf8', end + 2, end + 2 + length), next: end + 2 + length + 2 };
    }
    default:
      return { reply: new Error(`unexpected redis reply ${type}`), next: buffer.length };
  }
}
