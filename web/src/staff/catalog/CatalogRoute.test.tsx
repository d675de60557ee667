import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type {
  CatalogProduct_ProductFragment,
  CatalogRouteQueryVariables,
  StaffRole,
  UpdateProductMutationVariables,
} from '../gql/graphql';
import { staffApi, staffSession } from '../testing/staffApi';
import { catalogMessages as messages } from './messages';

type Product = Omit<CatalogProduct_ProductFragment, 'category'> & {
  __typename: 'Product';
  category: { __typename: 'ProductCategory'; id: string; name: string };
};

const product = (id: string, name: string, more: Partial<Product> = {}): Product => ({
  __typename: 'Product',
  id,
  name,
  sku: `SKU-${id}`,
  category: { __typename: 'ProductCategory', id: '7', name: 'Cigars' },
  stock: 120,
  purchaseLimit: null,
  promoted: false,
  recommended: false,
  itemCode: `IC-${id}`,
  barcode: null,
  brand: { id: '5', name: 'Kuba' },
  price: { amount: '24.50', currencyCode: 'USD' },
  taxPerUnit: { amount: '1.25', currencyCode: 'USD' },
  description: '',
  images: [],
  archivedAt: null,
  ...more,
});

// A new pair for each test: updateProduct changes them.
const two = () => [
  product('11', 'Acid Kuba Kuba', { stock: 1500, purchaseLimit: 10, promoted: true }),
  product('12', 'Backwoods Honey', { sku: null, recommended: true }),
];

/** The store's products (changed by updateProduct as the store would); each list request's variables. */
function catalogApi(
  products: Product[] = two(),
  { total = products.length, role = 'WAREHOUSE' }: { total?: number; role?: StaffRole } = {},
) {
  const requests: CatalogRouteQueryVariables[] = [];
  const updates: UpdateProductMutationVariables[] = [];
  server.use(
    staffSession(role),
    staffApi.query<object, CatalogRouteQueryVariables>('CatalogRoute', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({
        data: { products: { items: products, page: variables.page, perPage: variables.perPage, total } },
      });
    }),
    staffApi.mutation<object, UpdateProductMutationVariables>('UpdateProduct', ({ variables }) => {
      updates.push(variables);
      const changed = products.find((candidate) => candidate.id === variables.id)!;
      Object.assign(changed, variables.input);
      return HttpResponse.json({ data: { updateProduct: { product: { ...changed }, userErrors: [] } } });
    }),
  );
  return { requests, updates };
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
/** A row's values as a tablet shows them (a phone's column names are hidden there). */
const values = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastChild?.textContent ?? '');

async function openEditor(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
}

describe('Catalog', () => {
  it('lists the products with SKU, category, stock, purchase limit and the home page flags', async () => {
    const { requests } = catalogApi(two(), { total: 2 });
    renderApp({ path: '/staff/catalog' });

    const table = await screen.findByRole('table', { name: 'Products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Catalog' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Product',
      'SKU',
      'Category',
      'Price',
      'Stock',
      'Purchase limit',
      'Promoted',
      'Recommended',
      'Edit',
    ]);
    expect(values(await rowOf('Acid Kuba Kuba'))).toEqual([
      'SKU-11',
      'Cigars',
      '$24.50',
      '1,500',
      '10',
      'Yes',
      'No',
      'Edit',
    ]);
    expect(values(await rowOf('Backwoods Honey'))).toEqual([
      '—',
      'Cigars',
      '$24.50',
      '120',
      'No limit',
      'No',
      'Yes',
      'Edit',
    ]);
    expect(requests).toEqual([{ search: null, stock: null, status: 'ACTIVE', page: 1, perPage: 25 }]);
  });

  it('names each value on a phone, where a product is a card', async () => {
    catalogApi();
    renderApp({ path: '/staff/catalog' });

    const row = await rowOf('Acid Kuba Kuba');
    expect(within(row).getByText('Stock')).toBeInTheDocument();
    expect(within(row).getByText('Purchase limit')).toBeInTheDocument();
  });

  it('searches from the address: the words go in ?q= and the list starts again at page 1', async () => {
    const { requests } = catalogApi();
    const { user, router } = renderApp({ path: '/staff/catalog?page=3' });
    const search = await screen.findByRole('searchbox', { name: 'Search products' });

    await user.type(search, '  honey  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=honey'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        search: 'honey',
        stock: null,
        status: 'ACTIVE',
        page: 1,
        perPage: 25,
      }),
    );
    expect(requests[0]).toEqual({ search: null, stock: null, status: 'ACTIVE', page: 3, perPage: 25 });

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The page follows the address in a transition.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(''));
  });

  it('opens with the search and page of the address, and says when nothing matches', async () => {
    const { requests } = catalogApi([]);
    renderApp({ path: '/staff/catalog?q=zzz&page=2' });

    expect(await screen.findByText('No product matches “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('zzz');
    expect(requests).toEqual([{ search: 'zzz', stock: null, status: 'ACTIVE', page: 2, perPage: 25 }]);
  });

  it('pages through the products in the address', async () => {
    const { requests } = catalogApi(two(), { total: 60 });
    const { user, router } = renderApp({ path: '/staff/catalog?q=cigar' });

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=cigar&page=2'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        search: 'cigar',
        stock: null,
        status: 'ACTIVE',
        page: 2,
        perPage: 25,
      }),
    );
  });

  it('saves only what changed, with a toast, and the row shows it', async () => {
    const { updates } = catalogApi();
    const { user } = renderApp({ path: '/staff/catalog' });
    const dialog = await openEditor(user, 'Acid Kuba Kuba');

    expect(within(dialog).getByLabelText(/^Stock/)).toHaveValue('1500');
    expect(within(dialog).getByLabelText(/^Purchase limit/)).toHaveValue('10');
    expect(within(dialog).getByRole('checkbox', { name: /^Promoted/ })).toBeChecked();
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '0');
    await user.clear(within(dialog).getByLabelText(/^Purchase limit/));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Recommended/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Acid Kuba Kuba saved.')).toBeInTheDocument();
    expect(updates).toEqual([{ id: '11', input: { stock: 0, purchaseLimit: null, recommended: true } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(values(await rowOf('Acid Kuba Kuba'))).toEqual([
      'SKU-11',
      'Cigars',
      '$24.50',
      '0',
      'No limit',
      'Yes',
      'Yes',
      'Edit',
    ]);
  });

  it('checks the stock and the purchase limit before sending anything', async () => {
    const { updates } = catalogApi();
    const { user } = renderApp({ path: '/staff/catalog' });
    const dialog = await openEditor(user, 'Backwoods Honey');
    const stock = within(dialog).getByLabelText(/^Stock/);
    const limit = within(dialog).getByLabelText(/^Purchase limit/);
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.clear(stock);
    await user.click(save);
    expect(within(dialog).getByText(messages.stockRequired)).toBeInTheDocument();
    expect(stock).toHaveFocus();

    for (const [stockText, limitText] of [
      ['-1', '0'],
      ['1000001', '10001'],
      ['12.5', 'ten'],
    ] as const) {
      await user.clear(stock);
      await user.type(stock, stockText);
      await user.clear(limit);
      await user.type(limit, limitText);
      await user.click(save);
      expect(within(dialog).getByText(messages.stockRange)).toBeInTheDocument();
      expect(within(dialog).getByText(messages.purchaseLimitRange)).toBeInTheDocument();
    }

    await user.clear(stock);
    await user.type(stock, '1000000');
    await user.clear(limit);
    await user.type(limit, '10000');
    await user.click(save);
    await waitFor(() =>
      expect(updates).toEqual([{ id: '12', input: { stock: 1_000_000, purchaseLimit: 10_000 } }]),
    );
  });

  it('sends nothing when nothing changed', async () => {
    const { updates } = catalogApi();
    const { user } = renderApp({ path: '/staff/catalog' });
    const dialog = await openEditor(user, 'Backwoods Honey');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toEqual([]);
  });

  it("shows the store's refusal at its field and keeps the dialog open", async () => {
    catalogApi();
    server.use(
      staffApi.mutation('UpdateProduct', () =>
        HttpResponse.json({
          data: {
            updateProduct: {
              product: null,
              userErrors: [
                { code: 'INVALID', field: ['input', 'stock'], message: 'Stock must be 0 to 1,000,000.' },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/catalog' });
    const dialog = await openEditor(user, 'Backwoods Honey');

    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Stock must be 0 to 1,000,000.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Stock/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables saving while the change is on its way', async () => {
    catalogApi();
    server.use(
      staffApi.mutation('UpdateProduct', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp({ path: '/staff/catalog' });
    const dialog = await openEditor(user, 'Backwoods Honey');
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.click(within(dialog).getByRole('checkbox', { name: /^Promoted/ }));
    await user.click(save);

    await waitFor(() => expect(save).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('opens a product afresh after a cancelled edit', async () => {
    catalogApi();
    const { user } = renderApp({ path: '/staff/catalog' });
    let dialog = await openEditor(user, 'Backwoods Honey');
    await user.clear(within(dialog).getByLabelText(/^Stock/));
    await user.type(within(dialog).getByLabelText(/^Stock/), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openEditor(user, 'Backwoods Honey');

    expect(within(dialog).getByLabelText(/^Stock/)).toHaveValue('120');
  });

  it('is for every role: the warehouse edits stock, sales the details, pictures and archiving', async () => {
    catalogApi(two(), { role: 'WAREHOUSE' });
    const { unmount } = renderApp({ path: '/staff/catalog' });
    const row = await rowOf('Acid Kuba Kuba');
    expect(within(row).getByRole('button', { name: 'Edit Acid Kuba Kuba' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Archive Acid Kuba Kuba' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New product' })).not.toBeInTheDocument();
    // The warehouse imports stock by CSV, and keeps no categories or brands.
    expect(screen.getByRole('link', { name: 'Import and export (CSV)' })).toHaveAttribute(
      'href',
      '/staff/catalog/import',
    );
    expect(screen.queryByRole('link', { name: 'Categories and brands' })).not.toBeInTheDocument();
    unmount();

    catalogApi(two(), { role: 'SALES' });
    renderApp({ path: '/staff/catalog' });
    const salesRow = await rowOf('Acid Kuba Kuba');
    expect(within(salesRow).queryByRole('button', { name: 'Edit Acid Kuba Kuba' })).not.toBeInTheDocument();
    expect(
      within(salesRow)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit the details of Acid Kuba Kuba', 'Pictures of Acid Kuba Kuba', 'Archive Acid Kuba Kuba']);
    expect(screen.getByRole('button', { name: 'New product' })).toBeInTheDocument();
  });
});
