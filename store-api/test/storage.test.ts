import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../src/config.js';
import { startTestStore, type TestStore } from './helpers.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

describe('GET /storage/...', () => {
  it('serves every image URL the catalog answers', async () => {
    const products = (await store.call('GET', 'items?per_page=100')).json<{
      data: { data: { image_url: string }[] };
    }>();
    const logos = (await store.call('GET', 'get-logo')).json<{ data: { image_url: string }[] }>();
    const urls = [...products.data.data.map((p) => p.image_url), ...logos.data.map((l) => l.image_url)];
    for (const url of urls) {
      const response = await store.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg /);
    }
  });

  it('answers the no-image picture for a missing file', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/storage/products/does-not-exist.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it('never serves anything outside the storage folder, uploads included', async () => {
    const uploads = dataPaths(store.config).uploads;
    await mkdir(uploads, { recursive: true });
    await writeFile(path.join(uploads, 'secret.pdf'), '%PDF-1.4 secret');
    for (const url of [
      '/storage/../uploads/secret.pdf',
      '/storage/%2e%2e/uploads/secret.pdf',
      '/uploads/secret.pdf',
      '/storage/..%2fuploads%2fsecret.pdf',
    ]) {
      const response = await store.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('%PDF');
    }
  });
});
