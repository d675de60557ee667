import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { brand, emptyHome, productPage } from '../test/fixtures/catalog';
import { gatewayApi } from '../test/msw/handlers';
import { server } from '../test/msw/server';
import type { FormattedExecutionResult } from 'graphql';

import type { Operation } from '../server/types';
import { renderKey, renderPage } from './entry-server';
import { storeYear } from './shared/config/store';
import { notFoundMessages } from './shared/errors/messages';
import { aboutUs } from './features/shopping/static-pages/content/aboutUs';

/** The gateway's part: runs the page's operations (here answered by the network mocks of the unit tests). */
async function execute(operation: Operation): Promise<FormattedExecutionResult> {
  const response = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operation),
  });
  return (await response.json()) as FormattedExecutionResult;
}

const render = (url: string, cookie?: string) =>
  renderPage({ url, cookie, execute, signal: AbortSignal.timeout(20_000) });

async function renderPublic(url: string, cookie?: string) {
  const page = await render(url, cookie);
  if (!page) throw new Error(`${url} was left to the browser.`);
  return page;
}

function pageState(head: string) {
  const json = /<script id="page-state" type="application\/json">(.*?)<\/script>/.exec(head)?.[1];
  return JSON.parse(json ?? 'null') as { apollo: Record<string, Record<string, unknown>>; server: unknown };
}

describe('a page rendered on the server', () => {
  it('holds the layout with its menu and the screen, even one whose code is loaded lazily', async () => {
    const { html } = await renderPublic('/about-us', 'olderThanTwentyOne=true');

    expect(html).toContain('Premium Cigars');
    expect(html).toContain(`>${aboutUs.title}</h1>`);
    expect(html).not.toContain('Loading...');
  });

  it('hands the browser the answers it was rendered from and whether the visitor confirmed their age', async () => {
    const confirmed = pageState((await renderPublic('/about-us', 'a=1; olderThanTwentyOne=true')).head);
    expect(confirmed.server).toEqual({ ageConfirmed: true, year: storeYear() });
    expect(confirmed.apollo.ROOT_QUERY).toMatchObject({ viewer: null, productCount: 63 });

    expect(pageState((await renderPublic('/about-us', undefined)).head).server).toEqual({
      ageConfirmed: false,
      year: storeYear(),
    });
    expect(pageState((await renderPublic('/about-us', 'olderThanTwentyOne=no')).head).server).toEqual({
      ageConfirmed: false,
      year: storeYear(),
    });
  });

  it("puts the page's styles in the head, naming every class the markup uses for the browser's style cache", async () => {
    const { html, head } = await renderPublic('/about-us', 'olderThanTwentyOne=true');

    expect(head).toMatch(/^<style data-emotion="css-global \w+">@layer reset,base,tokens,recipes;/);
    const named = new Set(/<style data-emotion="css ([^"]*)">/.exec(head)?.[1]?.split(' '));
    const used = [...html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !named.has(name))).toEqual([]);
  });

  it('lays the brand logos out for every window width in its styles, which keep their media queries intact', async () => {
    const logos = ['1', '2', '3', '4', '5'].map((id) => ({
      __typename: 'BrandLogo',
      id,
      image: { __typename: 'Image', url: `/storage/logos/${id}.png`, alt: `Brand ${id}` },
      brand: brand(`b${id}`, `Brand ${id}`),
      categorySlug: null,
    }));
    server.use(
      gatewayApi.query('HomeRouteQuery', () =>
        HttpResponse.json({ data: { home: { ...emptyHome, brandLogos: logos } } }),
      ),
    );
    const { head } = await renderPublic('/', 'olderThanTwentyOne=true');

    // Five logos: two in view up to 480 px, three to 600, four to 1024, all five beyond.
    expect(head).toContain('@media (width <= 480px){');
    expect(head).toMatch(/@media \(width <= 480px\)\{\.css-\w+\{--logos-in-view:2;--logos-last-start:3;/);
    expect(head).toMatch(
      /@media \(width > 1024px\)\{\.css-\w+\{--logos-in-view:5;--logos-last-start:0;--logos-pause:none;/,
    );
  });

  it('answers 200 for a page that shows what its address names', async () => {
    expect((await renderPublic('/about-us', 'olderThanTwentyOne=true')).status).toBe(200);
  });

  it('answers 404 with Page Not Found for an unknown address, product, category or brand', async () => {
    const notFound = (field: string) => ({
      message: 'Not found.',
      path: [field],
      extensions: { code: 'NOT_FOUND' },
    });
    server.use(
      gatewayApi.query('ProductRouteQuery', () =>
        HttpResponse.json({ errors: [notFound('product')], data: { product: null, relatedProducts: [] } }),
      ),
      gatewayApi.query('ProductBySlugRouteQuery', () => HttpResponse.json({ data: { productBySlug: null } })),
      gatewayApi.query('CategoryShopRouteQuery', () =>
        HttpResponse.json({
          errors: [notFound('category')],
          data: { category: null, brands: [], products: productPage([]) },
        }),
      ),
      gatewayApi.query('BrandShopRouteQuery', () =>
        HttpResponse.json({
          errors: [notFound('brand')],
          data: { brand: null, products: productPage([]) },
        }),
      ),
    );
    for (const url of [
      '/no/such/page',
      '/product/999999/x',
      '/product/no-such-slug',
      '/product-category/no-such-thing',
      '/product-brand/999999',
    ]) {
      const page = await renderPublic(url, 'olderThanTwentyOne=true');
      expect({ url, status: page.status }).toEqual({ url, status: 404 });
      expect(page.html).toContain(`>${notFoundMessages.title}</h1>`);
    }
  });

  it('tells the gateway which visitors see the same page: those who answered the age question alike', () => {
    expect(renderKey('olderThanTwentyOne=true; theme=dark')).toBe(renderKey('olderThanTwentyOne=true'));
    expect(renderKey(undefined)).toBe(renderKey('theme=dark'));
    expect(renderKey(undefined)).not.toBe(renderKey('olderThanTwentyOne=true'));
  });

  it('gives no page when the render runs out of time, rather than one with parts left unrendered', async () => {
    server.use(gatewayApi.query('HomeRouteQuery', () => delay('infinite')));
    const signal = AbortSignal.timeout(300);

    await expect(
      renderPage({ url: '/', cookie: 'olderThanTwentyOne=true', execute, signal }),
    ).rejects.toThrow();
  });

  it('prints nothing on stderr when its render runs out of time: the gateway logs the page it answers instead', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const reason = new DOMException('The page took too long.', 'TimeoutError');
    try {
      // The time runs out while React renders the page: as the page asks for its first answer.
      const page = renderPage({
        url: '/',
        cookie: 'olderThanTwentyOne=true',
        execute: () => {
          controller.abort(reason);
          return new Promise<never>(() => {});
        },
        signal: controller.signal,
      });
      await expect(page).rejects.toBe(reason);
      expect(printed.mock.calls.flat()).not.toContain(reason);
    } finally {
      printed.mockRestore();
    }
  });

  it('leaves the private screens (account and checkout) to the browser', async () => {
    for (const url of ['/checkout', '/my-account', '/my-account/orders/12'])
      expect(await render(url, 'olderThanTwentyOne=true')).toBeUndefined();
  });

  it('escapes what the store says, so that no text can end the state or a style element', async () => {
    const name = '</script><script>alert(1)</script></style>';
    server.use(
      gatewayApi.query('LayoutQuery', () =>
        HttpResponse.json({ data: { categories: [], productCount: 1, __typename: 'Query' } }),
      ),
      gatewayApi.query('SessionQuery', () =>
        HttpResponse.json({
          data: {
            viewer: {
              __typename: 'Customer',
              id: '7',
              name,
              status: 'APPROVED',
              canOrder: true,
              tobaccoLicenseExpiryDate: null,
              taxExpiryDate: null,
            },
          },
        }),
      ),
      gatewayApi.query('CartCountQuery', () =>
        HttpResponse.json({ data: { cart: { __typename: 'Cart', id: 'cart', totalQuantity: 0 } } }),
      ),
    );
    const { head } = await renderPublic('/about-us', 'olderThanTwentyOne=true');

    expect(head).not.toContain('<script>alert(1)');
    expect(head.match(/<\/style>/g)?.length).toBe(head.match(/<style /g)?.length);
    expect(pageState(head).apollo['Customer:7']).toMatchObject({ name });
  });
});
