import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStore, ok } from './support/fake-store.js';
import { fakeWebDist, startGateway, type RunningGateway } from './support/gateway.js';

// A built index.html as Vite leaves it: an inline script of ours, the build's start script, and the loading shell.
const INDEX_HTML =
  '<!doctype html><html><head><title>Storefront</title>' +
  '<script>document.addEventListener("submit", () => {}, true);</script>' +
  '<script type="module">requestAnimationFrame(() => import("/assets/app-1a2b3c.js"));</script>' +
  '</head><body><div id="root"><!--app-html--><p>Loading...</p><!--/app-html--></div></body></html>';

// Stands in for web/dist-server/entry-server.js: a page with its state script, and Page Not Found with 404.
const RENDERER = `
  let renders = 0;
  export const renderKey = () => 'visitor';
  export async function renderPage({ url }) {
    renders += 1;
    const head = '<script id="page-state" type="application/json">{"render":' + renders + '}</script>';
    if (url.startsWith('/no/such')) return { html: '<h1>Page Not Found</h1>', head, status: 404 };
    return { html: '<main>render ' + renders + '</main>', head, status: 200 };
  }
`;

let store: FakeStore;
let gw: RunningGateway;

beforeAll(async () => {
  store = await FakeStore.start();
  store.customer('GET', 'categories', () => ok([]));
  const web = fakeWebDist(RENDERER);
  writeFileSync(path.join(web.WEB_DIST, 'index.html'), INDEX_HTML);
  gw = await startGateway(store.apiUrl, web);
});
afterAll(async () => {
  await gw.close();
  await store.close();
});

/** The nonce the Content-Security-Policy allows inline scripts by. */
function nonceOf(policy: string | null): string | undefined {
  return /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
}

const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('the Content-Security-Policy of a page', () => {
  it('allows the app’s own scripts and inline scripts with a 128-bit nonce, and nothing else', async () => {
    const response = await fetch(`${gw.url}/`);
    const policy = response.headers.get('content-security-policy');

    const nonce = nonceOf(policy);
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
    const directives = Object.fromEntries(
      policy!.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': `'self' 'nonce-${nonce}'`,
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(directives['script-src']).not.toContain('unsafe');
  });

  it('gives every inline script of the page, its state included, exactly that nonce', async () => {
    const response = await fetch(`${gw.url}/product-category/cigar`);
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    const html = await response.text();

    const scripts = scriptTags(html);
    expect(scripts).toHaveLength(3);
    for (const tag of scripts) expect(tag.match(/nonce="([^"]*)"/g)).toEqual([`nonce="${nonce}"`]);
    expect(html).toContain(`<script nonce="${nonce}" id="page-state" type="application/json">`);
  });

  it('gives each response of a shared page a nonce of its own', async () => {
    const first = await fetch(`${gw.url}/shared`);
    const second = await fetch(`${gw.url}/shared`);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];

    // The same rendered page, from the cache of visitors' pages...
    expect(/render \d+/.exec(secondHtml)?.[0]).toBe(/render \d+/.exec(firstHtml)?.[0]);
    // ...with another nonce, in the header and in every script.
    const [firstNonce, secondNonce] = [first, second].map((r) =>
      nonceOf(r.headers.get('content-security-policy')),
    );
    expect(secondNonce).not.toBe(firstNonce);
    expect(secondHtml).not.toContain(firstNonce!);
    for (const tag of scriptTags(secondHtml)) expect(tag).toContain(`nonce="${secondNonce}"`);
  });

  it('is on the loading shell too, when the page is left to the browser', async () => {
    const response = await fetch(`${gw.url}/`, { method: 'HEAD' });
    expect(nonceOf(response.headers.get('content-security-policy'))).toBeDefined();
  });
});

describe('the other security headers of a page', () => {
  it('forbid framing, sniffing, cross-origin openers, referrers across origins and camera, microphone and location', async () => {
    const response = await fetch(`${gw.url}/`);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
  });

  it('leave out Strict-Transport-Security on plain http, whatever a proxy header claims', async () => {
    const response = await fetch(`${gw.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('add Strict-Transport-Security for a request that came over HTTPS', async () => {
    // A gateway that trusts its proxy's word on the protocol: Express then counts the request as secure.
    const behindProxy = await startGateway(store.apiUrl, { TRUST_PROXY: 'loopback' });
    try {
      const response = await fetch(`${behindProxy.url}/healthz`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('Apollo Sandbox at /graphql', () => {
  it('still shows to a browser: its page sets its own script policy, and the header only forbids framing', async () => {
    const response = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/embeddable-sandbox\.cdn\.apollographql\.com/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/default-src|script-src|style-src|frame-src/);
  });
});

describe('a GraphQL answer', () => {
  const ask = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

  it('forbids framing, sniffing, plugins and referrers across origins, and lets Sandbox open its sign-in popup', async () => {
    const response = await ask(gw.url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy': "object-src 'none';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('adds Strict-Transport-Security when the request came over HTTPS', async () => {
    const behindProxy = await startGateway(store.apiUrl, { TRUST_PROXY: 'loopback' });
    try {
      const response = await ask(behindProxy.url, { 'x-forwarded-proto': 'https' });
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('a page that does not exist', () => {
  it('is answered with 404 and the rendered Page Not Found, also when it comes from the shared cache', async () => {
    const renders: (string | undefined)[] = [];
    for (const _visit of [1, 2]) {
      const response = await fetch(`${gw.url}/no/such/page`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toContain('<h1>Page Not Found</h1>');
      renders.push(/"render":(\d+)/.exec(html)?.[1]);
    }
    expect(renders[1]).toBe(renders[0]);
    expect((await fetch(`${gw.url}/shared`)).status).toBe(200);
  });
});
