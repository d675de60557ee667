import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { product, productPage } from '../../../../test/fixtures/catalog';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { searchMessages as messages, shopMessages } from '../messages';

interface SearchVariables {
  query: string;
  sort: string;
  page: number;
  perPage: number;
}

function answerSearch(items: ReturnType<typeof product>[], total = items.length) {
  const requests: SearchVariables[] = [];
  server.use(
    gatewayApi.query('SearchRouteQuery', ({ variables }) => {
      const vars = variables as SearchVariables;
      requests.push(vars);
      return HttpResponse.json({
        data: { searchProducts: productPage(items, { page: vars.page, perPage: vars.perPage, total }) },
      });
    }),
  );
  return requests;
}

/** The first visit downloads the route's code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

describe('search results', { timeout: 20_000 }, () => {
  it('lists the products matching the searched words, 10 per page by default', async () => {
    const requests = answerSearch([
      product('1', 'Arturo Fuente Hemingway'),
      product('2', 'Arturo Fuente Opus X'),
    ]);
    renderApp({ path: '/products?search=arturo' });

    expect(
      await screen.findByRole('heading', { level: 1, name: messages.title('arturo') }, lazyRoute),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(requests).toEqual([{ query: 'arturo', sort: 'DEFAULT', page: 1, perPage: 10 }]);
    const perPage = screen.getByRole('combobox', { name: shopMessages.perPage });
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['10', '15', '20', '25']);
  });

  it("says 'No Items Available.' when nothing matches", async () => {
    answerSearch([]);
    renderApp({ path: '/products?search=zzz' });

    expect(await screen.findByText(messages.noItems, undefined, lazyRoute)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("says 'No Items Available.' for an empty search without asking the API", async () => {
    renderApp({ path: '/products' });

    expect(await screen.findByText(messages.noItems, undefined, lazyRoute)).toBeInTheDocument();
  });

  it("a customer's sort and page size keep the search, rewrite the URL and go back to page 1", async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    const requests = answerSearch([product('1', 'Arturo Fuente Hemingway')], 40);
    const { user, router } = renderApp({ path: '/products?search=arturo&page=3' });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: shopMessages.perPage }, lazyRoute),
      '25',
    );

    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ query: 'arturo', sort: 'DEFAULT', page: 1, perPage: 25 }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('search')).toBe('arturo');
    expect(search.get('perPage')).toBe('25');
    expect(search.get('page')).toBeNull();

    await user.selectOptions(
      screen.getByRole('combobox', { name: shopMessages.sortBy }),
      'PRICE_HIGH_TO_LOW',
    );
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'PRICE_HIGH_TO_LOW', page: 1 }));
  });

  it("offers a visitor no price sort, and leaves a shared link's price sort out of the query", async () => {
    const requests = answerSearch([product('1', 'Arturo Fuente Hemingway')]);
    renderApp({ path: '/products?search=arturo&sort=price-desc' });

    expect(await screen.findAllByRole('article', undefined, lazyRoute)).toHaveLength(1);
    expect(requests).toEqual([{ query: 'arturo', sort: 'DEFAULT', page: 1, perPage: 10 }]);
    const sort = screen.getByRole('combobox', { name: shopMessages.sortBy });
    expect(sort).toHaveValue('DEFAULT');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([shopMessages.sortDefault]);
  });
});
