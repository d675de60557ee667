import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStore, ok } from './support/fake-store.js';
import { startGateway, type RunningGateway } from './support/gateway.js';

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  store.customer('GET', 'categories', () => ok([]));
  gw = await startGateway(store.apiUrl, { NODE_ENV: 'production' });
});
afterAll(async () => {
  await gw.close();
  await store.close();
});

const page = async (url: string) => {
  const response = await request(url, { headers: { accept: 'text/html' } });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
};

describe("the store's own explorer (/graphql/explorer)", () => {
  it('is a page of files from the gateway alone, under a policy that allows only its origin', async () => {
    const explorer = await page(`${gw.url}/graphql/explorer`);
    expect(explorer.status).toBe(200);
    expect(explorer.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(explorer.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const sources = [...explorer.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBe(6);
    for (const source of sources) {
      expect(source.startsWith('/graphql/explorer/')).toBe(true);
      const file = await request(`${gw.url}${source}`);
      expect(file.statusCode, source).toBe(200);
      expect(String(file.headers['content-type'])).toMatch(/^text\/(javascript|css)/);
      expect((await file.body.text()).length, source).toBeGreaterThan(50);
    }
    expect(explorer.text).not.toMatch(/<script>|<script [^>]*>[^<]/);
  });

  it('serves no other file: other paths are left to the GraphQL endpoint, which refuses them', async () => {
    for (const name of ['secret.js', '..%2Fpackage.json', '..%2F..%2Fpackage.json']) {
      const response = await request(`${gw.url}/graphql/explorer/${name}`);
      expect(response.statusCode, name).toBe(400);
      expect(await response.body.text(), name).not.toContain('"name"');
    }
  });

  it("is linked from Apollo Sandbox's page, beside its message for a browser that cannot load it", async () => {
    const sandbox = await page(`${gw.url}/graphql`);
    expect(sandbox.text).toContain('embeddable-sandbox');
    expect(sandbox.text).toMatch(
      /offline\.<\/p>\s*<p>Open <a href="\/graphql\/explorer">the store's own explorer<\/a>/,
    );
  });

  it('is what GET /graphql shows with GRAPHQL_LANDING_PAGE=explorer', async () => {
    const offline = await startGateway(store.apiUrl, { GRAPHQL_LANDING_PAGE: 'explorer' });
    try {
      const landing = await page(`${offline.url}/graphql`);
      expect(landing.text).toContain('<script src="/graphql/explorer/graphiql.js"></script>');
      expect(landing.text).not.toContain('apollographql.com');
    } finally {
      await offline.close();
    }
  });
});
