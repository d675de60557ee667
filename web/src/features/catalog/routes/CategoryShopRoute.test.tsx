import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { brand, categoryRef, product, productPage } from '../../../../test/fixtures/catalog';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { loginMessages } from '../../account/messages';
import { notFoundMessages } from '../../../shared/errors/messages';
import { shopMessages as messages } from '../messages';

const premiumCigars = {
  ...categoryRef('1', 'premium-cigar', 'Premium Cigars'),
  image: null as { __typename: 'Image'; url: string } | null,
  children: [
    categoryRef('11', 'premium-cigar-robusto', 'Robusto'),
    categoryRef('12', 'premium-cigar-toro', 'Toro'),
  ],
};

const cigars = Array.from({ length: 12 }, (_, index) => product(String(index + 1), `Cigar ${index + 1}`));

interface ShopVariables {
  slug: string;
  filter: { categorySlugs?: string[]; brandIds?: string[]; minPrice?: string; maxPrice?: string };
  sort: string;
  page: number;
  perPage: number;
}

/** Answers the category shop and records the variables of every request. */
function answerShop({
  items = cigars,
  total = 30,
  image = null,
}: { items?: typeof cigars; total?: number; image?: string | null } = {}) {
  const requests: ShopVariables[] = [];
  server.use(
    gatewayApi.query('CategoryShopRouteQuery', ({ variables }) => {
      const vars = variables as ShopVariables;
      requests.push(vars);
      return HttpResponse.json({
        data: {
          category: { ...premiumCigars, image: image === null ? null : { __typename: 'Image', url: image } },
          brands: [brand('b1', 'Arturo Fuente'), brand('b2', 'Padron')],
          products: productPage(items, { page: vars.page, perPage: vars.perPage, total }),
        },
      });
    }),
  );
  return requests;
}

/** The visitor is a logged-in customer: only customers filter and sort by price. */
const asCustomer = () => server.use(...sessionGateway({ loggedIn: true }).handlers);

const searchOf = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

/** The first visit downloads the route's code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

describe('category shop', { timeout: 20_000 }, () => {
  it('lists the category with its main category, subcategory and brand filters', async () => {
    const requests = answerShop();
    renderApp({ path: '/product-category/premium-cigar' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium Cigars' }, lazyRoute),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    const sidebar = screen.getByRole('complementary', { name: messages.filters });
    expect(within(sidebar).getByRole('link', { name: 'Premium Cigars' })).toHaveAttribute(
      'href',
      '/product-category/premium-cigar',
    );
    const subcategories = within(sidebar).getByRole('group', { name: messages.subcategories });
    expect(
      within(subcategories)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Robusto', 'Toro']);
    const brands = within(sidebar).getByRole('group', { name: messages.brands });
    expect(within(brands).getByRole('checkbox', { name: 'Padron' })).not.toBeChecked();
    expect(requests.at(-1)).toEqual({
      slug: 'premium-cigar',
      filter: { categorySlugs: ['premium-cigar'] },
      sort: 'DEFAULT',
      page: 1,
      perPage: 12,
    });
  });

  it('shows the category’s picture beside its heading when the store keeps one', async () => {
    answerShop({ image: '/storage/categories/premium.jpg' });
    renderApp({ path: '/product-category/premium-cigar' });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Premium Cigars' }, lazyRoute);
    // Decorative beside the words that name the shop: no second name for screen readers.
    expect(heading.querySelector('img')).toHaveAttribute('src', '/storage/categories/premium.jpg');
    expect(heading.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('ticking a brand rewrites the URL, goes back to page 1 and asks for that brand', async () => {
    const requests = answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar?page=2' });

    await user.click(await screen.findByRole('checkbox', { name: 'Padron' }, lazyRoute));

    await waitFor(() => expect(searchOf(router).get('brandIds')).toBe('b2'));
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        filter: { categorySlugs: ['premium-cigar'], brandIds: ['b2'] },
        page: 1,
      }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Padron' })).toBeChecked();
  });

  it('a customer opening a URL with filters gets the matching boxes ticked and the price filled', async () => {
    asCustomer();
    const requests = answerShop();
    renderApp({
      path: '/product-category/premium-cigar?brandIds=b1,b2&categoryId=premium-cigar-toro&minPrice=10&maxPrice=99.50&sort=price-desc&perPage=24&page=2',
    });

    expect(await screen.findByRole('checkbox', { name: 'Arturo Fuente' }, lazyRoute)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Padron' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Toro' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Robusto' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: messages.minPrice })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: messages.maxPrice })).toHaveValue('99.50');
    expect(screen.getByRole('combobox', { name: messages.sortBy })).toHaveValue('PRICE_HIGH_TO_LOW');
    expect(screen.getByRole('combobox', { name: messages.perPage })).toHaveValue('24');
    // One request, once the session is known: never first without the prices.
    expect(requests).toHaveLength(1);
    expect(requests.at(-1)).toEqual({
      slug: 'premium-cigar',
      filter: {
        categorySlugs: ['premium-cigar-toro'],
        brandIds: ['b1', 'b2'],
        minPrice: '10',
        maxPrice: '99.50',
      },
      sort: 'PRICE_HIGH_TO_LOW',
      page: 2,
      perPage: 24,
    });
  });

  it('shows a visitor no price filter and no price sort, but a link to log in that comes back here', async () => {
    answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar?brandIds=b1' });

    const sidebar = await screen.findByRole('complementary', { name: messages.filters }, lazyRoute);
    const login = await within(sidebar).findByRole('link', { name: messages.priceLoginHint });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: messages.minPrice })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: messages.maxPrice })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: messages.sortBy }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([messages.sortDefault]);

    await user.click(login);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/product-category/premium-cigar', search: '?brandIds=b1', hash: '' },
    });
  });

  it('a visitor who clicks the login link the moment a filter changes the address comes back to that filter', async () => {
    answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar' });
    const login = await screen.findByRole('link', { name: messages.priceLoginHint }, lazyRoute);

    // The click lands after the router took the new address and before the screen rendered it.
    const clickedOn = new Promise<string>((resolve) => {
      const stop = router.subscribe(({ location }) => {
        if (!location.search.includes('brandIds')) return;
        stop();
        resolve(location.search);
        login.click();
      });
    });
    await user.click(screen.getByRole('checkbox', { name: 'Padron' }));
    expect(await clickedOn).toBe('?brandIds=b2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/product-category/premium-cigar', search: '?brandIds=b2', hash: '' },
    });
  });

  it("ignores a shared link's price filter and price sort for a visitor, and asks for the listing without them", async () => {
    const requests = answerShop();
    const { user, router } = renderApp({
      path: '/product-category/premium-cigar?minPrice=10&maxPrice=99&sort=price-desc&perPage=24',
    });

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), lazyRoute);
    expect(requests).toEqual([
      {
        slug: 'premium-cigar',
        filter: { categorySlugs: ['premium-cigar'] },
        sort: 'DEFAULT',
        page: 1,
        perPage: 24,
      },
    ]);
    expect(screen.getByRole('combobox', { name: messages.sortBy })).toHaveValue('DEFAULT');

    // A change the visitor makes writes the address without the prices it ignored.
    await user.click(screen.getByRole('checkbox', { name: 'Padron' }));
    await waitFor(() => expect(searchOf(router).get('brandIds')).toBe('b2'));
    expect(searchOf(router).get('minPrice')).toBeNull();
    expect(searchOf(router).get('sort')).toBeNull();
    await waitFor(() =>
      expect(requests.at(-1)?.filter).toEqual({ categorySlugs: ['premium-cigar'], brandIds: ['b2'] }),
    );
    expect(requests.every((request) => request.sort === 'DEFAULT' && !request.filter.minPrice)).toBe(true);
  });

  it('a visitor who logs in from the price link comes back to the listing with the price filter', async () => {
    const session = sessionGateway();
    server.use(...session.handlers);
    answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar?brandIds=b1' });

    await user.click(await screen.findByRole('link', { name: messages.priceLoginHint }, lazyRoute));
    await user.type(
      await screen.findByLabelText(loginMessages.email, { selector: 'input' }, lazyRoute),
      'ada@example.com',
    );
    await user.type(
      screen.getByLabelText(loginMessages.password, { selector: 'input' }),
      'Secret#123{Enter}',
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/product-category/premium-cigar'));
    expect(searchOf(router).get('brandIds')).toBe('b1');
    expect(await screen.findByRole('textbox', { name: messages.minPrice })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messages.priceLoginHint })).not.toBeInTheDocument();
  });

  it('shows the listing without prices, and the login link, when the session ended before a price filter was applied', async () => {
    const session = sessionGateway({ loggedIn: true });
    server.use(...session.handlers);
    const requests = answerShop();
    server.use(
      // The gateway refuses a price filter without a session; other requests go on to answerShop's handler.
      gatewayApi.query('CategoryShopRouteQuery', ({ variables }) => {
        const { filter } = variables as ShopVariables;
        if (session.state.loggedIn || !filter.minPrice) return undefined;
        return HttpResponse.json({
          errors: [{ message: 'Log in to filter by price.', extensions: { code: 'LOGIN_REQUIRED' } }],
        });
      }),
    );
    const { user } = renderApp({ path: '/product-category/premium-cigar' });

    const min = await screen.findByRole('textbox', { name: messages.minPrice }, lazyRoute);
    // The session expires on the server; the screen still shows the customer's filters.
    session.state.loggedIn = false;
    await user.type(min, '10');
    await user.click(screen.getByRole('button', { name: messages.applyPrice }));

    expect(await screen.findByRole('link', { name: messages.priceLoginHint })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(requests.at(-1)?.filter).toEqual({ categorySlugs: ['premium-cigar'] });
  });

  it('a subcategory address ticks that subcategory, and ticking another moves both into the URL', async () => {
    const requests = answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar/premium-cigar-robusto' });

    expect(await screen.findByRole('checkbox', { name: 'Robusto' }, lazyRoute)).toBeChecked();
    expect(requests.at(-1)?.filter.categorySlugs).toEqual(['premium-cigar-robusto']);

    await user.click(screen.getByRole('checkbox', { name: 'Toro' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product-category/premium-cigar'));
    expect(searchOf(router).getAll('categoryId')).toEqual(['premium-cigar-robusto', 'premium-cigar-toro']);
  });

  it("a customer's price inputs accept at most 5 characters of digits, and Apply writes them to the URL on page 1", async () => {
    asCustomer();
    const requests = answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar?page=3' });

    const min = await screen.findByRole('textbox', { name: messages.minPrice }, lazyRoute);
    const max = screen.getByRole('textbox', { name: messages.maxPrice });
    expect(min).toHaveAttribute('maxlength', '5');
    await user.type(min, '1a2b3456789');
    await user.type(max, '250000');
    expect(min).toHaveValue('12345');
    expect(max).toHaveValue('25000');

    await user.click(screen.getByRole('button', { name: messages.applyPrice }));

    await waitFor(() => expect(searchOf(router).get('minPrice')).toBe('12345'));
    expect(searchOf(router).get('maxPrice')).toBe('25000');
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() =>
      expect(requests.at(-1)?.filter).toEqual({
        categorySlugs: ['premium-cigar'],
        minPrice: '12345',
        maxPrice: '25000',
      }),
    );
  });

  it('refuses a min price above the max price', async () => {
    asCustomer();
    answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar' });

    await user.type(await screen.findByRole('textbox', { name: messages.minPrice }, lazyRoute), '50');
    await user.type(screen.getByRole('textbox', { name: messages.maxPrice }), '20');
    await user.click(screen.getByRole('button', { name: messages.applyPrice }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.priceRangeInvalid);
    expect(searchOf(router).get('minPrice')).toBeNull();
  });

  it("a customer's sorting and page size rewrite the URL and go back to page 1", async () => {
    asCustomer();
    const requests = answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar?page=2' });

    await user.selectOptions(
      await screen.findByRole('combobox', { name: messages.sortBy }, lazyRoute),
      'PRICE_LOW_TO_HIGH',
    );
    await waitFor(() => expect(searchOf(router).get('sort')).toBe('price-asc'));
    expect(searchOf(router).get('page')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: messages.perPage }), '48');
    await waitFor(() => expect(searchOf(router).get('perPage')).toBe('48'));
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ sort: 'PRICE_LOW_TO_HIGH', perPage: 48, page: 1 }),
    );
  });

  it('offers 12, 24, 36 and 48 products per page, 12 by default', async () => {
    answerShop();
    renderApp({ path: '/product-category/premium-cigar' });

    const perPage = await screen.findByRole('combobox', { name: messages.perPage }, lazyRoute);
    expect(perPage).toHaveValue('12');
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['12', '24', '36', '48']);
  });

  it('moves between pages with the page buttons, and the back button restores the previous page', async () => {
    const requests = answerShop({ total: 30 });
    const { user, router } = renderApp({ path: '/product-category/premium-cigar?brandIds=b1' });

    const pages = await screen.findByRole('navigation', { name: messages.pagination }, lazyRoute);
    await user.click(within(pages).getByRole('button', { name: messages.page(3) }));

    await waitFor(() => expect(searchOf(router).get('page')).toBe('3'));
    expect(searchOf(router).get('brandIds')).toBe('b1');
    await waitFor(() => expect(requests.at(-1)?.page).toBe(3));

    act(() => router.navigate(-1));
    expect(searchOf(router).get('page')).toBeNull();
    const pagesAgain = await screen.findByRole('navigation', { name: messages.pagination });
    await waitFor(() =>
      expect(within(pagesAgain).getByRole('button', { name: messages.page(1) })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Arturo Fuente' })).toBeChecked();
  });

  it("shows 'Loading...' while the products load", async () => {
    answerShop();
    renderApp({ path: '/product-category/premium-cigar' });

    await screen.findByText(messages.loading, undefined, lazyRoute);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByText(messages.loading)).not.toBeInTheDocument();
  });

  it('says when no product matches and offers to clear the filters', async () => {
    asCustomer();
    answerShop({ items: [], total: 0 });
    const { user, router } = renderApp({ path: '/product-category/premium-cigar?brandIds=b1&minPrice=900' });

    expect(await screen.findByText(messages.noMatches, undefined, lazyRoute)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.clearFilters }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows Page Not Found, with links home and to contact, when the category does not exist', async () => {
    server.use(
      gatewayApi.query('CategoryShopRouteQuery', () =>
        HttpResponse.json({
          errors: [{ message: 'Category not found.', path: ['category'], extensions: { code: 'NOT_FOUND' } }],
          data: { category: null, brands: [], products: productPage([]) },
        }),
      ),
    );
    renderApp({ path: '/product-category/no-such-thing' });

    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundMessages.title }, lazyRoute),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notFoundMessages.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: notFoundMessages.contact })).toHaveAttribute('href', '/contact');
  });

  it("offers the filters in a 'Filters' drawer on narrow screens", async () => {
    answerShop();
    const { user, router } = renderApp({ path: '/product-category/premium-cigar' });

    await user.click(await screen.findByRole('button', { name: messages.filters }, lazyRoute));
    const drawer = await screen.findByRole('dialog', { name: messages.filters });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Arturo Fuente' }));

    await waitFor(() => expect(searchOf(router).get('brandIds')).toBe('b1'));
    await user.click(within(drawer).getByRole('button', { name: messages.showResults }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: messages.filters })).not.toBeInTheDocument(),
    );
  });
});
