import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { brand, categoryRef, product, productPage } from '../../../../test/fixtures/catalog';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { notFoundMessages } from '../../../shared/errors/messages';
import { shopMessages as messages } from '../messages';

interface BrandShopVariables {
  brandId: string;
  filter: { categorySlugs?: string[]; brandIds?: string[]; minPrice?: string; maxPrice?: string };
  page: number;
  perPage: number;
}

function answerBrandShop() {
  const requests: BrandShopVariables[] = [];
  server.use(
    gatewayApi.query('BrandShopRouteQuery', ({ variables }) => {
      requests.push(variables as BrandShopVariables);
      return HttpResponse.json({
        data: {
          brand: {
            ...brand('b1', 'Arturo Fuente'),
            categories: [
              categoryRef('11', 'premium-cigar-robusto', 'Robusto'),
              categoryRef('21', 'cigar-machine-made', 'Machine Made'),
            ],
          },
          products: productPage([product('1', 'Hemingway Classic'), product('2', 'Opus X')]),
        },
      });
    }),
  );
  return requests;
}

/** The visitor is a logged-in customer: only customers filter and sort by price. */
const asCustomer = () => server.use(...sessionGateway({ loggedIn: true }).handlers);

/** The first visit downloads the route's code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

const categoryIdsOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search).getAll('categoryId');

/** Every distinct address the app goes to from now on. */
function recordAddresses(router: ReturnType<typeof renderApp>['router']) {
  const addresses: string[] = [];
  router.subscribe((state) => {
    const address = state.location.pathname + state.location.search;
    if (addresses.at(-1) !== address) addresses.push(address);
  });
  return addresses;
}

/**
 * Runs `steps` with timers that only move when told to (`passTime`); the network and rendering keep running.
 * Testing Library's async helpers wait on timers, so the steps use `tick` and `passTime` instead of them.
 */
async function withManualClock(steps: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await steps();
  } finally {
    vi.useRealTimers();
  }
}

/** Clicks a checkbox and lets the app handle the click. */
async function tick(checkbox: HTMLElement) {
  fireEvent.click(checkbox);
  await act(async () => {});
}

const passTime = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('brand shop', { timeout: 20_000 }, () => {
  it("shows the brand, its categories as checkboxes and the brand's products", async () => {
    const requests = answerBrandShop();
    renderApp({ path: '/product-brand/b1?name=Arturo%20Fuente' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arturo Fuente' }, lazyRoute),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    const sidebar = screen.getByRole('complementary', { name: messages.filters });
    expect(within(sidebar).getByRole('img', { name: 'Arturo Fuente' })).toBeInTheDocument();
    const categories = within(sidebar).getByRole('group', { name: messages.categories });
    expect(within(categories).getByRole('checkbox', { name: 'Robusto' })).not.toBeChecked();
    expect(within(categories).getByRole('checkbox', { name: 'Machine Made' })).not.toBeChecked();
    expect(requests.at(-1)).toMatchObject({
      brandId: 'b1',
      filter: { brandIds: ['b1'] },
      page: 1,
      perPage: 12,
    });
  });

  it('opening a URL with categoryId ticks those categories and filters by them', async () => {
    const requests = answerBrandShop();
    renderApp({ path: '/product-brand/b1?categoryId=premium-cigar-robusto&name=Arturo+Fuente' });

    expect(await screen.findByRole('checkbox', { name: 'Robusto' }, lazyRoute)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Machine Made' })).not.toBeChecked();
    expect(requests.at(-1)?.filter).toEqual({ brandIds: ['b1'], categorySlugs: ['premium-cigar-robusto'] });
  });

  it('ticking a category adds it to the URL, keeps the brand name and goes back to page 1', async () => {
    const requests = answerBrandShop();
    const { user, router } = renderApp({ path: '/product-brand/b1?name=Arturo+Fuente&page=2' });

    await user.click(await screen.findByRole('checkbox', { name: 'Machine Made' }, lazyRoute));

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll('categoryId')).toEqual([
        'cigar-machine-made',
      ]),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('name')).toBe('Arturo Fuente');
    expect(search.get('page')).toBeNull();
    await waitFor(() => expect(requests.at(-1)?.filter.categorySlugs).toEqual(['cigar-machine-made']));
  });

  it('rewrites the URL 400 ms after the last category tick, so two quick ticks make one update', async () => {
    const requests = answerBrandShop();
    const { router } = renderApp({ path: '/product-brand/b1?name=Arturo+Fuente' });
    const robusto = await screen.findByRole('checkbox', { name: 'Robusto' }, lazyRoute);
    const machineMade = screen.getByRole('checkbox', { name: 'Machine Made' });
    await waitFor(() => expect(requests).toHaveLength(1));
    const addresses = recordAddresses(router);

    await withManualClock(async () => {
      await tick(robusto);
      expect(robusto).toBeChecked();
      await passTime(300);
      expect(categoryIdsOf(router)).toEqual([]);

      await tick(machineMade);
      expect(machineMade).toBeChecked();
      expect(robusto).toBeChecked();
      await passTime(399);
      expect(categoryIdsOf(router)).toEqual([]);

      await passTime(1);
    });

    await waitFor(() =>
      expect(categoryIdsOf(router)).toEqual(['premium-cigar-robusto', 'cigar-machine-made']),
    );
    expect(addresses).toHaveLength(1);
    await waitFor(() =>
      expect(requests.at(-1)?.filter.categorySlugs).toEqual(['premium-cigar-robusto', 'cigar-machine-made']),
    );
    expect(requests).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Robusto' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Machine Made' })).toBeChecked();
  });

  it("applies a customer's price at once, together with a category tick still waiting for its URL update", async () => {
    asCustomer();
    const requests = answerBrandShop();
    const { user, router } = renderApp({ path: '/product-brand/b1?name=Arturo+Fuente' });

    await user.click(await screen.findByRole('checkbox', { name: 'Robusto' }, lazyRoute));
    await user.type(screen.getByRole('textbox', { name: messages.minPrice }), '10');
    await user.click(screen.getByRole('button', { name: messages.applyPrice }));

    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('minPrice')).toBe('10');
    expect(search.getAll('categoryId')).toEqual(['premium-cigar-robusto']);
    await waitFor(() =>
      expect(requests.at(-1)?.filter).toEqual({
        brandIds: ['b1'],
        categorySlugs: ['premium-cigar-robusto'],
        minPrice: '10',
      }),
    );
  });

  it('clears every filter when nothing matches, brands carried by the URL included, and keeps the brand', async () => {
    asCustomer();
    const requests: BrandShopVariables[] = [];
    server.use(
      gatewayApi.query('BrandShopRouteQuery', ({ variables }) => {
        const { filter } = variables as BrandShopVariables;
        requests.push(variables as BrandShopVariables);
        const matches = filter.minPrice ? [] : [product('1', 'Hemingway Classic')];
        return HttpResponse.json({
          data: { brand: brand('b1', 'Arturo Fuente'), products: productPage(matches) },
        });
      }),
    );
    const { user, router } = renderApp({
      path: '/product-brand/b1?name=Arturo+Fuente&brandIds=b7&categoryId=premium-cigar-robusto&minPrice=900',
    });
    expect(await screen.findByText(messages.noMatches, undefined, lazyRoute)).toBeInTheDocument();
    expect(requests.at(-1)?.filter).toEqual({
      brandIds: ['b1', 'b7'],
      categorySlugs: ['premium-cigar-robusto'],
      minPrice: '900',
    });

    await user.click(screen.getByRole('button', { name: messages.clearFilters }));

    expect(router.state.location.pathname).toBe('/product-brand/b1');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      name: 'Arturo Fuente',
    });
    expect(await screen.findByText('Hemingway Classic')).toBeInTheDocument();
    expect(requests.at(-1)?.filter).toEqual({ brandIds: ['b1'] });
  });

  it("shows a visitor a login link instead of the price filter, and leaves a shared link's prices out of the query", async () => {
    const requests = answerBrandShop();
    renderApp({ path: '/product-brand/b1?name=Arturo+Fuente&minPrice=10&maxPrice=20&sort=price-asc' });

    const sidebar = await screen.findByRole('complementary', { name: messages.filters }, lazyRoute);
    expect(await within(sidebar).findByRole('link', { name: messages.priceLoginHint })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('textbox', { name: messages.minPrice })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: messages.sortBy }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([messages.sortDefault]);
    expect(await screen.findByText('Hemingway Classic')).toBeInTheDocument();
    expect(requests).toEqual([
      { brandId: 'b1', filter: { brandIds: ['b1'] }, sort: 'DEFAULT', page: 1, perPage: 12 },
    ]);
  });

  it('shows Page Not Found when the brand does not exist', async () => {
    server.use(
      gatewayApi.query('BrandShopRouteQuery', () =>
        HttpResponse.json({
          errors: [{ message: 'Brand not found.', path: ['brand'], extensions: { code: 'NOT_FOUND' } }],
          data: { brand: null, products: productPage([]) },
        }),
      ),
    );
    renderApp({ path: '/product-brand/999' });

    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundMessages.title }, lazyRoute),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notFoundMessages.contact })).toHaveAttribute('href', '/contact');
  });

  it('shows the shop, not Page Not Found, when the store could not say whether the brand exists', async () => {
    server.use(
      gatewayApi.query('BrandShopRouteQuery', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The store is unavailable.',
              path: ['brand'],
              extensions: { code: 'UPSTREAM_UNAVAILABLE' },
            },
          ],
          data: { brand: null, products: productPage([]) },
        }),
      ),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/product-brand/5?name=Padron' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Padron' }, lazyRoute)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: notFoundMessages.title })).toBeNull();
    consoleError.mockRestore();
  });
});
