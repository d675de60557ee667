import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestStore, type TestStore } from './helpers.js';

// Small settings so the test is quick; the deadlines below are several times longer, so only the outcome counts.
const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const DEADLINE_MS = 5 * REQUEST_TIMEOUT_MS;

let store: TestStore;
let port: number;
beforeAll(async () => {
  store = await startTestStore({
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  await store.app.listen({ host: '127.0.0.1', port: 0 });
  port = (store.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await store.close();
});

/** Sends `chunk` on a raw socket, then stalls; resolves with what the server answered once it closed the socket. */
function stallAfter(chunk: string): Promise<{ closed: boolean; answer: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const deadline = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, answer });
    }, DEADLINE_MS);
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve({ closed: true, answer });
    });
    socket.write(chunk);
  });
}

describe('slow clients', () => {
  it('cuts a request whose body stalls before it is complete', async () => {
    const { closed, answer } = await stallAfter(
      'POST /api/customer/send-contact-message HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"Slow',
    );
    expect(closed).toBe(true);
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a request whose headers stall before they are complete', async () => {
    const { closed, answer } = await stallAfter(
      'GET /api/customer/items HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
    );
    expect(closed).toBe(true);
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a request sent in full', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});

describe('timeout settings', () => {
  it('default to 10 s for headers and 30 s for the whole request', () => {
    const config = loadConfig({});
    expect(config.headersTimeoutMs).toBe(10_000);
    expect(config.requestTimeoutMs).toBe(30_000);
  });

  it.each([
    [{ REQUEST_TIMEOUT_MS: '0' }],
    [{ REQUEST_TIMEOUT_MS: '3600000' }],
    [{ HEADERS_TIMEOUT_MS: 'soon' }],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }],
  ])('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow(/Invalid store-api environment/);
  });
});
