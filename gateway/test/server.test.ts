import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeStore, ok } from './support/fake-store.js';
import { closedPort, fakeWebDist, graphql, startGateway, type RunningGateway } from './support/gateway.js';

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  store.customer('GET', 'categories', () =>
    ok([{ id: 1, parent_id: null, slug: 'cigar', category_name: 'Cigars', children: [] }]),
  );
  store.on('GET', '/storage/products/1.png', () => ({
    status: 200,
    raw: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600', 'set-cookie': 'x=1' },
  }));
  gw = await startGateway(store.apiUrl);
});
afterAll(async () => {
  await gw.close();
  await store.close();
});

describe('health and readiness', () => {
  it('says it is alive at /healthz without asking store-api', async () => {
    store.reset();
    const response = await fetch(`${gw.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(store.calls).toHaveLength(0);
  });

  it('says it is ready at /readyz when store-api answers', async () => {
    const response = await fetch(`${gw.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 at /readyz when store-api is down, naming no upstream address', async () => {
    const down = await startGateway(`http://127.0.0.1:${await closedPort()}/api`);
    try {
      const response = await fetch(`${down.url}/readyz`);
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ status: 'unavailable' });
      expect(text).not.toMatch(/127\.0\.0\.1|:\d{4,5}/);
    } finally {
      await down.close();
    }
  });
});

describe('metrics', () => {
  it('exposes request durations by operation and upstream calls by route and status on the metrics port', async () => {
    await graphql(gw.url, 'query Menu { categories { slug } }');
    const metricsServer = gw.gateway.metricsApp.listen(0, '127.0.0.1');
    await once(metricsServer, 'listening');
    const { port } = metricsServer.address() as AddressInfo;
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    metricsServer.close();
    expect(text).toMatch(
      /gateway_graphql_request_duration_seconds_count\{operation="Menu",outcome="ok"\} \d+/,
    );
    expect(text).toMatch(/gateway_upstream_requests_total\{route="categories",status="200"\} \d+/);
    expect(text).toContain('gateway_process_resident_memory_bytes');
  });

  it('does not serve them on the public port', async () => {
    const response = await fetch(`${gw.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('gateway_');
  });
});

describe('the web app', () => {
  it('serves the built index.html at / and for client-side routes', async () => {
    for (const route of ['/', '/product/12/robusto', '/my-account/orders']) {
      const response = await fetch(`${gw.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const response = await fetch(`${gw.url}/assets/app-1a2b3c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses scripts for browsers that accept gzip', async () => {
    const response = await request(`${gw.url}/assets/vendor-4d5e6f.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.body.arrayBuffer())).toString();
    expect(body).toContain('export const catalog = "storefront";');
  });

  it('sends a caller that accepts no encoding the script as it is, still varying by Accept-Encoding for caches', async () => {
    const response = await request(`${gw.url}/assets/vendor-4d5e6f.js`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(await response.body.text()).toContain('export const catalog = "storefront";');
  });

  it('leaves compression to the proxy with COMPRESSION=false', async () => {
    const behindProxy = await startGateway(store.apiUrl, { COMPRESSION: 'false' });
    try {
      const response = await request(`${behindProxy.url}/assets/vendor-4d5e6f.js`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(await response.body.text()).toContain('export const catalog = "storefront";');
    } finally {
      await behindProxy.close();
    }
  });

  it('answers 404 for a missing file instead of the app', async () => {
    expect((await fetch(`${gw.url}/assets/missing.js`)).status).toBe(404);
  });
});

describe('pages rendered on the server', () => {
  // Stands in for web/dist-server/entry-server.js (the real one is exercised by the browser journeys): it renders
  // the menu it asks for, the address and what the request carried.
  const renderer = `
    let renders = 0;
    export const renderKey = (cookie) => String(cookie?.includes('olderThanTwentyOne=true') ?? false);
    export async function renderPage({ url, cookie, execute, signal }) {
      renders += 1;
      if (url.startsWith('/counted')) return { html: '<p>render ' + renders + '</p>', head: '' };
      if (url.startsWith('/together')) {
        const render = renders;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { html: '<p>render ' + render + '</p>', head: '' };
      }
      if (url.startsWith('/wait')) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { html: '<p>waited</p>', head: '' };
      }
      if (url.startsWith('/broken')) throw new Error('The page threw while rendering.');
      if (url.startsWith('/busy')) {
        // Synchronous work, as React's is: nothing else runs on this thread meanwhile.
        const until = Date.now() + 1000;
        while (Date.now() < until);
        return { html: '<p>busy</p>', head: '' };
      }
      if (url.startsWith('/crash')) process.exit(1);
      if (url.startsWith('/my-account')) return undefined;
      if (url.startsWith('/late')) {
        // Two seconds of work that stops when the page is out of time, as React's does.
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, 2000);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
        });
        return { html: '<p>late</p>', head: '' };
      }
      if (url.startsWith('/slow'))
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      const menu = await execute({ query: 'query Menu { categories { name } }', operationName: 'Menu' });
      const names = (menu.data?.categories ?? []).map((category) => category.name).join(', ');
      if (cookie?.includes('storefront_session')) await execute({ query: '{ viewer { id } }' });
      return {
        html: '<main data-url="' + url + '">Menu: ' + names + '; price $& $1; cookie ' + (cookie ?? 'none') + '</main>',
        head: '<script id="page-state" type="application/json">{}</script>',
      };
    }
  `;
  let web: RunningGateway;
  beforeAll(async () => {
    web = await startGateway(store.apiUrl, fakeWebDist(renderer));
  });
  afterAll(async () => {
    await web.close();
  });

  it('puts the rendered page in place of the loading shell and its state in the head, and keeps it out of caches', async () => {
    const response = await fetch(`${web.url}/product-category/cigar?sort=price`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(
      '<div id="root"><main data-url="/product-category/cigar?sort=price">Menu: Cigars; price $& $1; cookie none</main></div>',
    );
    expect(html).not.toContain('Loading...');
    expect(html).toMatch(
      /<script nonce="[^"]+" id="page-state" type="application\/json">\{\}<\/script><\/head>/,
    );
  });

  it('renders as the visitor who asked: their cookies reach the page and their session reaches store-api', async () => {
    store.reset();
    const token = 'session-token-0123456789';
    const html = await (
      await fetch(`${web.url}/`, {
        headers: { cookie: `olderThanTwentyOne=true; storefront_session=${token}` },
      })
    ).text();
    expect(html).toContain(`cookie olderThanTwentyOne=true; storefront_session=${token}</main>`);
    expect(store.callsTo('account-details').map((call) => call.headers.authorization)).toEqual([
      `Bearer ${token}`,
    ]);
  });

  it('sends the loading shell when the page fails to render or takes too long, and logs it', async () => {
    // A buyer's page (a session) renders within its visitor's budget only.
    for (const [page, cookie] of [
      ['/broken', ''],
      ['/slow', 'storefront_session=session-token-0123456789'],
    ] as const) {
      const response = await fetch(`${web.url}${page}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"><!--app-html--><p>Loading...</p><!--/app-html--></div>');
      expect(html).not.toContain('page-state');
    }
    const failures = web.logs.filter((line) => line.msg === 'could not render a page; the browser will');
    // The broken page's error is logged; the slow page's timeout in words, without a stack.
    expect(failures.map(({ err, reason }) => [(err as Error | undefined)?.message, reason])).toEqual([
      ['The page threw while rendering.', undefined],
      [undefined, 'not rendered within 1500 ms'],
    ]);
  });

  it("shares a visitor's page with the next visitors who ask the same, never a logged-in buyer's", async () => {
    const render = async (path: string, cookie?: string) => {
      const html = await (await fetch(`${web.url}${path}`, cookie ? { headers: { cookie } } : {})).text();
      return /render (\d+)/.exec(html)?.[1];
    };
    const first = await render('/counted');
    expect(await render('/counted')).toBe(first);
    expect(await render('/counted', 'theme=dark')).toBe(first);
    // Another address, another answer to the age question, or a session: rendered anew.
    expect(await render('/counted?page=2')).not.toBe(first);
    const confirmed = await render('/counted', 'olderThanTwentyOne=true');
    expect(confirmed).not.toBe(first);
    expect(await render('/counted', 'olderThanTwentyOne=true')).toBe(confirmed);
    const session = 'storefront_session=session-token-0123456789';
    const buyer = await render('/counted', session);
    expect(await render('/counted', session)).not.toBe(buyer);
  });

  it("keeps visitors' pages up to PAGE_CACHE_MAX_BYTES of HTML, dropping the least recently used first", async () => {
    // Each '/counted' page is 15 characters: two fit.
    const small = await startGateway(store.apiUrl, { ...fakeWebDist(renderer), PAGE_CACHE_MAX_BYTES: '30' });
    try {
      const render = async (path: string) =>
        /render (\d+)/.exec(await (await fetch(`${small.url}${path}`)).text())?.[1];
      const a = await render('/counted?a');
      const b = await render('/counted?b');
      expect(await render('/counted?a')).toBe(a);
      await render('/counted?c');
      expect(await render('/counted?a')).toBe(a);
      expect(await render('/counted?b')).not.toBe(b);
    } finally {
      await small.close();
    }
  });

  it("goes on rendering a visitors' page past the first visitor's budget, and sends it to the next", async () => {
    // The first visitor's budget (1.5 s) ends before the page's two seconds: the shell for them, the page for the
    // visitor who asks next.
    const first = await (await fetch(`${web.url}/late`)).text();
    expect(first).toContain('<p>Loading...</p>');
    expect(await (await fetch(`${web.url}/late`)).text()).toContain('<p>late</p>');
  });

  it("answers GraphQL while a page renders: a page's work holds no other request", async () => {
    const finished: string[] = [];
    const page = fetch(`${web.url}/busy`)
      .then((response) => response.text())
      .then((html) => finished.push(html.includes('<p>busy</p>') ? 'page' : 'shell'));
    // The render has begun: the page has gone to its thread.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await graphql(web.url, '{ categories { name } }');
    finished.push('graphql');
    expect(answer.body).toEqual({ data: { categories: [{ name: 'Cigars' }] } });
    await page;
    expect(finished).toEqual(['graphql', 'page']);
  });

  it('sends the loading shell when the render thread dies, and renders the next page in a new one', async () => {
    const crashed = await fetch(`${web.url}/crash`);
    expect(crashed.status).toBe(200);
    expect(await crashed.text()).toContain('<p>Loading...</p>');
    expect(web.logs.some((line) => line.msg === 'could not render a page; the browser will')).toBe(true);
    const next = await (await fetch(`${web.url}/?after-crash`)).text();
    expect(next).toContain('<main data-url="/?after-crash">Menu: Cigars');
  });

  it('renders a fifth page once one of the four rendering ends, instead of sending the loading shell', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => (await fetch(`${web.url}/wait?n=${n}`)).text()),
    );
    expect(pages.filter((html) => html.includes('<p>waited</p>'))).toHaveLength(5);
    expect(pages.filter((html) => html.includes('<p>Loading...</p>'))).toHaveLength(0);
  });

  it('sends the loading shell at once when 32 pages are already waiting, and after 750 ms of waiting', async () => {
    // Four render for 300 ms at a time; 32 wait in line, of which those not started within 750 ms get the shell.
    const pages = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => (await fetch(`${web.url}/wait?line=${n}`)).text()),
    );
    const rendered = pages.filter((html) => html.includes('<p>waited</p>')).length;
    expect(rendered).toBeGreaterThanOrEqual(4);
    // 12 when the 40 arrive at once (4 at a time, 300 ms each, within 750 ms). On a loaded machine they arrive
    // over a few hundred milliseconds, each with its own 750 ms (14 in a CI run); without the time limit, the 36
    // the line holds would all be rendered.
    expect(rendered).toBeLessThanOrEqual(20);
    expect(pages.filter((html) => html.includes('<p>Loading...</p>'))).toHaveLength(40 - rendered);
  });

  it("sends a visitor's page past its time once more while it renders it anew for the next visitors", async () => {
    const quick = await startGateway(store.apiUrl, {
      ...fakeWebDist(renderer),
      CATALOG_CACHE_TTL_MS: '1000',
    });
    try {
      const render = async () =>
        /render (\d+)/.exec(await (await fetch(`${quick.url}/counted?stale`)).text())?.[1];
      const first = await render();
      expect(first).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      // Past its time (1 s), within the second period: the page as it was, at once, and a new render behind it.
      expect(await render()).toBe(first);
      await vi.waitFor(async () => expect(await render()).not.toBe(first), { timeout: 500 });
    } finally {
      await quick.close();
    }
  });

  it("renders a visitor's page once for the visitors who ask it at the same time", async () => {
    const pages = await Promise.all([1, 2, 3].map(async () => (await fetch(`${web.url}/together`)).text()));
    const renders = pages.map((html) => /render (\d+)/.exec(html)?.[1]);
    expect(renders[0]).toBeDefined();
    expect(renders).toEqual([renders[0], renders[0], renders[0]]);
  });

  it('sends the loading shell for a page the server entry leaves to the browser', async () => {
    const warnings = () => web.logs.filter((line) => line.level >= 40).length;
    const before = warnings();
    const response = await fetch(`${web.url}/my-account/orders`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<p>Loading...</p>');
    expect(warnings()).toBe(before);
  });

  it('sends the loading shell when there is no server build, or it cannot be loaded', async () => {
    for (const entry of [undefined, 'export const renderPage = ;']) {
      const shell = await startGateway(store.apiUrl, fakeWebDist(entry));
      try {
        const html = await (await fetch(`${shell.url}/`)).text();
        expect(html).toContain('<p>Loading...</p>');
      } finally {
        await shell.close();
      }
    }
  });

  it('answers HEAD without rendering', async () => {
    store.reset();
    const response = await fetch(`${web.url}/`, {
      method: 'HEAD',
      headers: { cookie: 'storefront_session=session-token-0123456789' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(store.callsTo('account-details')).toHaveLength(0);
  });
});

describe('the /storage proxy', () => {
  it('streams store-api images through with their type and caching headers only', async () => {
    const response = await fetch(`${gw.url}/storage/products/1.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  });

  it('answers 404 for images store-api does not have and refuses path tricks', async () => {
    expect((await fetch(`${gw.url}/storage/products/none.png`)).status).toBe(404);
    expect((await fetch(`${gw.url}/storage/..%2f..%2fetc/passwd`)).status).toBe(404);
  });
});

describe('the GraphQL endpoint', () => {
  it('shows Apollo Sandbox to a browser opening /graphql', async () => {
    const response = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/sandbox/i);
  });

  it('answers the categories query with the tree', async () => {
    const response = await graphql(gw.url, '{ categories { id slug name parentId children { id } } }');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { categories: [{ id: '1', slug: 'cigar', name: 'Cigars', parentId: null, children: [] }] },
    });
  });

  it('refuses a GET query without a preflight header (CSRF prevention)', async () => {
    const query = encodeURIComponent('{ categories { slug } }');
    const response = await fetch(`${gw.url}/graphql?query=${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ categories { slug } }' }, { query: '{ categories { id } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a body over 1 MB with 413 and no upstream call', async () => {
    store.reset();
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ categories { slug } }',
        variables: { padding: 'x'.repeat(1024 * 1024) },
      }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: { extensions: { code: string; requestId: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.errors[0]?.extensions.requestId).toBe(response.headers.get('x-request-id'));
    expect(store.calls).toHaveLength(0);
  });

  it('answers malformed GraphQL with HTTP 400 and a parse error', async () => {
    const response = await graphql(gw.url, '{ categories { slug ');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers an unknown field with HTTP 400 and a validation error', async () => {
    const response = await graphql(gw.url, '{ categories { nope } }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('keeps introspection on for Apollo Sandbox and integrators', async () => {
    const response = await graphql<{ __schema: { queryType: { name: string } } }>(
      gw.url,
      '{ __schema { queryType { name } } }',
    );
    expect(response.body.data?.__schema.queryType.name).toBe('Query');
  });
});
