import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface FakeRedis {
  url: string;
  data: Map<string, string>;
  /** Every command answered, as sent (the connection set-up included). */
  commands: string[][];
  /** Connections accepted so far: each reconnection of a client is one more. */
  connections: number;
  /**
   * 'answering': a Redis 5 (RESP2) with GET and SET PX. 'stalled': accepts connections and never writes a byte,
   * open connections included. A connection that stalled stays stalled, as a hung server's connections do.
   */
  mode: 'answering' | 'stalled';
  close(): Promise<void>;
}

/** Redis at the network edge: just enough RESP2 for ioredis's connection set-up and the catalog cache. */
export async function fakeRedis(mode: FakeRedis['mode'] = 'answering'): Promise<FakeRedis> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    fake.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let stalled = false;
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      stalled ||= fake.mode === 'stalled';
      if (stalled) return;
      buffer += chunk.toString('utf8');
      for (;;) {
        const lines = buffer.split('\r\n');
        const count = Number(lines[0]?.slice(1));
        if (!lines[0]?.startsWith('*') || lines.length < 1 + count * 2) return;
        const args: string[] = [];
        for (let index = 0; index < count; index += 1) args.push(lines[2 + index * 2] ?? '');
        buffer = lines.slice(1 + count * 2).join('\r\n');
        fake.commands.push(args);
        socket.write(reply(fake.data, args));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const fake: FakeRedis = {
    url: `redis://127.0.0.1:${port}`,
    data: new Map(),
    commands: [],
    connections: 0,
    mode,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

function reply(data: Map<string, string>, [command = '', key = '', value = '']: string[]): string {
  switch (command.toUpperCase()) {
    case 'GET': {
      const found = data.get(key);
      return found === undefined ? '$-1\r\n' : `$${Buffer.byteLength(found)}\r\n${found}\r\n`;
    }
    case 'SET':
      data.set(key, value);
      return '+OK\r\n';
    case 'INFO': {
      const info = 'redis_version:5.0.0\r\nloading:0\r\n';
      return `$${Buffer.byteLength(info)}\r\n${info}\r\n`;
    }
    case 'CLIENT':
      return '+OK\r\n';
    default:
      // HELLO included: ioredis then speaks RESP2, as with a real Redis 5.
      return `-ERR unknown command '${command}'\r\n`;
  }
}
