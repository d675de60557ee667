import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { startTestStore, type TestStore } from './helpers.js';

/** One request, one id: a request's log lines carry the id the gateway sent, so its logs and ours line up. */
const lines: { requestId?: string; msg?: string }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as { requestId?: string });
    }
    done();
  },
});

let store: TestStore;
let app: FastifyInstance;
beforeAll(async () => {
  store = await startTestStore();
  app = await buildApp({ db: store.db, config: store.config, logger: { level: 'info', stream: sink } });
});
afterAll(async () => {
  await app.close();
  await store.close();
});

const idsLogged = () => [...new Set(lines.map((line) => line.requestId).filter(Boolean))];

describe('request ids', () => {
  it("logs a request under the gateway's x-request-id", async () => {
    lines.length = 0;
    const id = '3f1c2b9e-7a4d-4e21-9d0b-5b6f1e2a7c30';
    await app.inject({ method: 'GET', url: '/api/customer/categories', headers: { 'x-request-id': id } });
    expect(idsLogged()).toEqual([id]);
  });

  it('makes its own id for a request without one, or with one that is not a plausible id', async () => {
    for (const header of [undefined, 'x'.repeat(101), 'a b', 'id\u0001']) {
      lines.length = 0;
      await app.inject({
        method: 'GET',
        url: '/api/customer/categories',
        headers: header === undefined ? {} : { 'x-request-id': header },
      });
      const [own] = idsLogged();
      expect(own).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
