import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerFailures, checked, classifyAnswer, describeFailures } from '../bench/answers.js';

/** A server whose answers the benchmarks' judge must tell apart: what each path answers is what it is named. */
function startServer(): Promise<Server> {
  const answers: Record<string, [number, string]> = {
    '/complete': [200, JSON.stringify({ data: { product: { id: '1' } } })],
    '/busy': [
      200,
      JSON.stringify({ data: null, errors: [{ message: 'busy', extensions: { code: 'UPSTREAM_BUSY' } }] }),
    ],
    '/refused': [503, JSON.stringify({ message: 'Service unavailable' })],
  };
  const server = createServer((request, response) => {
    const [status, body] = answers[request.url ?? ''] ?? [404, 'not found'];
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the benchmarks count only complete answers', () => {
  let server: Server;
  let origin: string;
  const failures = new AnswerFailures();

  beforeAll(async () => {
    server = await startServer();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    failures.close();
    server.close();
  });

  it('judges a GraphQL answer with errors a failure by its code, though it came with HTTP 200', () => {
    const body = Buffer.from(
      JSON.stringify({ data: null, errors: [{ extensions: { code: 'UPSTREAM_BUSY' } }] }),
    );
    expect(classifyAnswer('graphql', 200, body, {})).toBe('GraphQL UPSTREAM_BUSY');
    expect(classifyAnswer('graphql', 200, Buffer.from('{"data":{"a":1}}'), {})).toBeUndefined();
    expect(classifyAnswer('graphql', 200, Buffer.from('{"data":null}'), {})).toBe(
      'GraphQL answer without data',
    );
  });

  it('judges a refused REST call by its status, a page by whether it is the loading shell', () => {
    expect(classifyAnswer('rest', 503, Buffer.from('{"message":"busy"}'), {})).toBe('HTTP 503');
    expect(classifyAnswer('rest', 200, Buffer.from('<html>'), {})).toBe('not JSON');
    expect(classifyAnswer('page', 200, Buffer.from('<div class="app-shell">'), {})).toBe('loading shell');
    expect(classifyAnswer('page', 200, Buffer.from('<main>Cigars</main>'), {})).toBeUndefined();
  });

  it('reads a compressed answer before judging it', async () => {
    const { gzipSync } = await import('node:zlib');
    const body = gzipSync(JSON.stringify({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] }));
    expect(classifyAnswer('graphql', 200, body, { 'content-encoding': 'gzip' })).toBe('GraphQL RATE_LIMITED');
  });

  it("tallies the failures of an autocannon run in a worker thread, by kind, and counts none of autocannon's 2xx as complete", async () => {
    const result = await autocannon(
      checked(
        {
          url: origin,
          connections: 2,
          amount: 30,
          workers: 1,
          requests: [{ path: '/complete' }, { path: '/busy' }, { path: '/refused' }],
        },
        'graphql',
      ),
    );
    const { failed, detail } = describeFailures(await failures.take(result));
    expect(result.requests.total).toBe(30);
    expect(failed).toBe(20);
    expect(detail).toBe('10 GraphQL UPSTREAM_BUSY, 10 HTTP 503');
  });
});
