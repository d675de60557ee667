import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A webhook receiver (a real HTTP server) on a loopback port: answers each request with the next queued status (200 when none). */
export class Receiver {
  readonly received: Received[] = [];
  statuses: number[] = [];
  private readonly server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      });
      response.statusCode = this.statuses.shift() ?? 200;
      // A failing receiver's long answer: the store reads only the first few KB of it.
      response.end(response.statusCode >= 300 ? 'x'.repeat(100_000) : 'ok');
    });
  });
  url = '';

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.server.address() as AddressInfo;
    receiver.url = `http://127.0.0.1:${port}`;
    return receiver;
  }

  /** Waits until `count` requests came in (at most about 10 s). */
  async waitFor(count: number): Promise<Received[]> {
    for (let i = 0; i < 1000 && this.received.length < count; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(this.received.length).toBeGreaterThanOrEqual(count);
    return this.received;
  }

  /** Waits until the delivery of one event came in (at most about 10 s): other tests' retries may arrive meanwhile. */
  async waitForEvent(eventId: string): Promise<Received> {
    const find = () => this.received.find((r) => r.headers['webhook-id'] === eventId);
    for (let i = 0; i < 1000 && !find(); i++) await new Promise((r) => setTimeout(r, 10));
    const arrival = find();
    expect(arrival, `a delivery of ${eventId}`).toBeDefined();
    return arrival!;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
