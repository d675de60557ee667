import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogMessages as rules } from '@storefront/contract';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type {
  ArchiveProductMutationVariables,
  CatalogRouteQueryVariables,
  CreateProductMutationVariables,
} from '../gql/graphql';
import { staffApi, staffSession } from '../testing/staffApi';

const product = (id: string, name: string, more: object = {}) => ({
  __typename: 'Product',
  id,
  name,
  sku: null,
  category: { __typename: 'ProductCategory', id: '3', name: 'Premium Cigar' },
  stock: 30,
  purchaseLimit: null,
  promoted: false,
  recommended: false,
  itemCode: `IC-${id}`,
  barcode: null,
  brand: { __typename: 'CatalogBrand', id: '5', name: 'Tres Colinas' },
  price: { __typename: 'Money', amount: '131.40', currencyCode: 'USD' },
  taxPerUnit: { __typename: 'Money', amount: '7.50', currencyCode: 'USD' },
  description: '',
  images: [],
  archivedAt: null,
  ...more,
});

/** The store as sales see it: one product, the form's choices, and what each mutation was sent. */
function salesApi() {
  const requests: CatalogRouteQueryVariables[] = [];
  const creates: CreateProductMutationVariables[] = [];
  const archives: ArchiveProductMutationVariables[] = [];
  server.use(
    staffSession('SALES'),
    staffApi.query<object, CatalogRouteQueryVariables>('CatalogRoute', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({
        data: { products: { items: [product('11', 'Acid Kuba Kuba')], page: 1, perPage: 25, total: 1 } },
      });
    }),
    staffApi.query('CatalogChoices', () =>
      HttpResponse.json({
        data: {
          catalogChoices: {
            categories: [
              { __typename: 'CatalogCategory', id: '3', name: 'Premium Cigar', parentId: null },
              { __typename: 'CatalogCategory', id: '4', name: 'Robusto', parentId: '3' },
            ],
            brands: [{ __typename: 'CatalogBrand', id: '5', name: 'Tres Colinas' }],
          },
        },
      }),
    ),
    staffApi.mutation<object, CreateProductMutationVariables>('CreateProduct', ({ variables }) => {
      creates.push(variables);
      return HttpResponse.json({
        data: { createProduct: { product: product('43', variables.input.name ?? ''), userErrors: [] } },
      });
    }),
    staffApi.mutation<object, ArchiveProductMutationVariables>('ArchiveProduct', ({ variables }) => {
      archives.push(variables);
      return HttpResponse.json({
        data: {
          archiveProduct: {
            product: product(String(variables.id), 'Acid Kuba Kuba', {
              archivedAt: '2026-11-28T10:00:00.000Z',
            }),
            userErrors: [],
          },
        },
      });
    }),
  );
  return { requests, creates, archives };
}

describe('Catalog for sales', () => {
  it('checks a new product with the store’s messages, creates it and opens its pictures', async () => {
    const { creates } = salesApi();
    const { user } = renderApp({ path: '/staff/catalog' });
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });

    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await within(dialog).findByText(rules.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(rules.itemCodeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(rules.price)).toBeInTheDocument();
    expect(within(dialog).getByText(rules.category)).toBeInTheDocument();
    expect(within(dialog).getByText(rules.brand)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(creates).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Pine Barrens Lancero');
    await user.type(within(dialog).getByLabelText(/^Item code/), 'PB-1');
    await user.type(within(dialog).getByLabelText(/^Price per unit/), '131.4');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Premium Cigar › Robusto' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), '4');
    await user.selectOptions(within(dialog).getByLabelText(/^Brand/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create product' }));

    expect(
      await screen.findByRole('dialog', { name: 'Pictures of Pine Barrens Lancero' }),
    ).toBeInTheDocument();
    expect(creates).toEqual([
      {
        input: {
          name: 'Pine Barrens Lancero',
          itemCode: 'PB-1',
          sku: '',
          barcode: '',
          description: '',
          price: '131.4',
          taxPerUnit: '0',
          categoryId: '4',
          brandId: '5',
          stock: 0,
          purchaseLimit: null,
        },
      },
    ]);
  });

  it('archives a product only once confirmed', async () => {
    const { archives } = salesApi();
    const { user } = renderApp({ path: '/staff/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Archive Acid Kuba Kuba' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive Acid Kuba Kuba?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(archives).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Archive Acid Kuba Kuba' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Archive Acid Kuba Kuba?' })).getByRole(
        'button',
        {
          name: 'Archive',
        },
      ),
    );
    expect(await screen.findByText('Acid Kuba Kuba archived.')).toBeInTheDocument();
    expect(archives).toEqual([{ id: '11' }]);
  });

  it('filters by stock and archived in the address', async () => {
    const { requests } = salesApi();
    const { user, router } = renderApp({ path: '/staff/catalog' });
    await screen.findByRole('table', { name: 'Products' });
    await user.selectOptions(screen.getByLabelText('Stock'), 'out');
    await waitFor(() => expect(router.state.location.search).toBe('?stock=out'));
    await user.selectOptions(screen.getByLabelText('Show'), 'archived');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        search: null,
        stock: 'OUT',
        status: 'ARCHIVED',
        page: 1,
        perPage: 25,
      }),
    );
  });
});
