import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogMessages as pictureRules, taxonomyMessages as rules } from '@storefront/contract';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type {
  CreateCategoryMutationVariables,
  DeleteBrandMutationVariables,
  EditBrandMutationVariables,
  SetBrandImageMutationVariables,
  SetCategoryImageMutationVariables,
} from '../gql/graphql';
import { staffMessages } from '../messages';
import { staffApi, staffSession } from '../testing/staffApi';

const category = (id: string, name: string, more: object = {}) => ({
  __typename: 'StaffCategory',
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  parentId: null,
  productCount: 0,
  subcategoryCount: 0,
  imageUrl: null,
  ...more,
});
const brand = (id: string, name: string, productCount = 0) => ({
  __typename: 'StaffBrand',
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  imageUrl: null,
  productCount,
});

function taxonomyApi() {
  const creates: CreateCategoryMutationVariables[] = [];
  const edits: EditBrandMutationVariables[] = [];
  const deletes: DeleteBrandMutationVariables[] = [];
  server.use(
    staffSession('SALES'),
    staffApi.query('TaxonomyRoute', () =>
      HttpResponse.json({
        data: {
          catalogTaxonomy: {
            categories: [
              category('3', 'Premium Cigar', { productCount: 12, subcategoryCount: 1 }),
              category('4', 'Robusto', { parentId: '3', productCount: 2 }),
            ],
            brands: [brand('5', 'Maduro House', 7), brand('6', 'Empty Brand')],
          },
        },
      }),
    ),
    staffApi.mutation<object, CreateCategoryMutationVariables>('CreateCategory', ({ variables }) => {
      creates.push(variables);
      return HttpResponse.json({
        data: {
          createCategory: {
            category: category('9', variables.input.name ?? '', { parentId: variables.input.parentId }),
            userErrors: [],
          },
        },
      });
    }),
    staffApi.mutation<object, EditBrandMutationVariables>('EditBrand', ({ variables }) => {
      edits.push(variables);
      return HttpResponse.json({
        data: {
          editBrand: {
            brand: null,
            userErrors: [
              {
                __typename: 'UserError',
                code: 'TAKEN',
                field: ['input', 'slug'],
                message: rules.slugTaken('brand'),
              },
            ],
          },
        },
      });
    }),
    staffApi.mutation<object, DeleteBrandMutationVariables>('DeleteBrand', ({ variables }) => {
      deletes.push(variables);
      return HttpResponse.json({
        data: {
          deleteBrand: {
            deletedId: null,
            userErrors: [
              { __typename: 'UserError', code: 'IN_USE', field: null, message: rules.brandInUse(7) },
            ],
          },
        },
      });
    }),
  );
  return { creates, edits, deletes };
}

describe('Categories and brands', () => {
  it('lists each subcategory under its parent, with slugs and how many products use each', async () => {
    taxonomyApi();
    renderApp({ path: '/staff/catalog/categories' });
    const categories = within(await screen.findByRole('table', { name: 'Categories' }));
    const robusto = categories.getByRole('rowheader', { name: /Robusto/ });
    expect(robusto).toHaveTextContent('Robustoin Premium Cigar');
    expect(categories.getAllByRole('row')[1]).toHaveTextContent(
      'Premium CigarSlugpremium-cigarProducts12Subcategories1',
    );
    const brands = within(screen.getByRole('table', { name: 'Brands' }));
    expect(brands.getAllByRole('row')[1]).toHaveTextContent('Maduro HouseSlugmaduro-houseProducts7');
  });

  it('makes the slug from the name, checks it with the store’s rule and creates a subcategory', async () => {
    const { creates } = taxonomyApi();
    const { user } = renderApp({ path: '/staff/catalog/categories' });
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New category' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText(rules.nameRequired('category'))).toBeInTheDocument();

    await user.type(dialog.getByLabelText(/^Name/), 'Petit Coronas');
    expect(dialog.getByLabelText(/^Slug/)).toHaveValue('petit-coronas');
    await user.clear(dialog.getByLabelText(/^Slug/));
    await user.type(dialog.getByLabelText(/^Slug/), 'Petit Coronas!');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText(rules.slug)).toBeInTheDocument();
    expect(creates).toEqual([]);

    await user.clear(dialog.getByLabelText(/^Slug/));
    await user.type(dialog.getByLabelText(/^Slug/), 'petit-coronas');
    await user.selectOptions(dialog.getByLabelText(/^Parent category/), '3');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Petit Coronas created.')).toBeInTheDocument();
    expect(creates).toEqual([{ input: { name: 'Petit Coronas', slug: 'petit-coronas', parentId: '3' } }]);
  });

  it('shows a taken slug beside the field and a brand still in use in the store’s words', async () => {
    const { edits, deletes } = taxonomyApi();
    const { user } = renderApp({ path: '/staff/catalog/categories' });
    await user.click(await screen.findByRole('button', { name: 'Edit Maduro House' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Maduro House' }));
    await user.clear(dialog.getByLabelText(/^Slug/));
    await user.type(dialog.getByLabelText(/^Slug/), 'empty-brand');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(rules.slugTaken('brand'))).toBeInTheDocument();
    expect(edits).toEqual([{ id: '5', input: { slug: 'empty-brand' } }]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Maduro House' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Maduro House?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(rules.brandInUse(7))).toBeInTheDocument();
    await waitFor(() => expect(deletes).toEqual([{ id: '5' }]));
  });

  it('uploads a brand’s logo from its Logo button, shows it, and removes it', async () => {
    taxonomyApi();
    const uploads: SetBrandImageMutationVariables[] = [];
    const removals: unknown[] = [];
    server.use(
      staffApi.mutation<object, SetBrandImageMutationVariables>('SetBrandImage', ({ variables }) => {
        uploads.push(variables);
        return HttpResponse.json({
          data: {
            setBrandImage: {
              brand: { ...brand('5', 'Maduro House', 7), imageUrl: '/storage/brands/new.jpg' },
              userErrors: [],
            },
          },
        });
      }),
      staffApi.mutation('RemoveBrandImage', ({ variables }) => {
        removals.push(variables);
        return HttpResponse.json({
          data: { removeBrandImage: { brand: brand('5', 'Maduro House', 7), userErrors: [] } },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/catalog/categories' });
    await user.click(await screen.findByRole('button', { name: 'Logo of Maduro House' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Logo of Maduro House' }));
    expect(dialog.getByText('No logo yet: buyers see a placeholder.')).toBeInTheDocument();
    const input = dialog.getByLabelText('Upload the logo', { selector: 'input' });
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    await user.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));

    expect(await screen.findByText('Logo saved: buyers see it now.')).toBeInTheDocument();
    expect(uploads.map((sent) => sent.id)).toEqual(['5']);
    expect(await dialog.findByRole('img', { name: 'Logo of Maduro House' })).toHaveAttribute(
      'src',
      '/storage/brands/new.jpg',
    );
    // The row (behind the dialog) shows the logo too, from the same answer.
    const brands = within(screen.getByRole('table', { name: 'Brands', hidden: true }));
    expect(
      brands.getByRole('rowheader', { name: /Maduro House/, hidden: true }).querySelector('img'),
    ).toHaveAttribute('src', '/storage/brands/new.jpg');

    await user.click(dialog.getByRole('button', { name: 'Remove the logo' }));
    expect(await screen.findByText('Logo removed.')).toBeInTheDocument();
    expect(removals).toEqual([{ id: '5' }]);
    expect(await dialog.findByText('No logo yet: buyers see a placeholder.')).toBeInTheDocument();
  });

  it('says beside the button why a category picture was refused, and sends none over 10 MB', async () => {
    taxonomyApi();
    const uploads: SetCategoryImageMutationVariables[] = [];
    server.use(
      staffApi.mutation<object, SetCategoryImageMutationVariables>('SetCategoryImage', ({ variables }) => {
        uploads.push(variables);
        return HttpResponse.json({
          data: {
            setCategoryImage: {
              category: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  code: 'INVALID',
                  field: ['image'],
                  message: pictureRules.imageType,
                },
              ],
            },
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/catalog/categories' });
    await user.click(await screen.findByRole('button', { name: 'Picture of Robusto' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Picture of Robusto' }));
    const input = dialog.getByLabelText('Upload the picture', { selector: 'input' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await dialog.findByRole('alert')).toHaveTextContent(pictureRules.imageSize);
    expect(uploads).toEqual([]);

    await user.upload(input, new File(['<html>'], 'page.png', { type: 'image/png' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(pictureRules.imageType));
    expect(uploads.map((sent) => sent.id)).toEqual(['4']);
    expect(dialog.getByText('No picture yet.')).toBeInTheDocument();
  });

  it('tells the warehouse it may not use the screen', async () => {
    server.use(staffSession('WAREHOUSE'));
    renderApp({ path: '/staff/catalog/categories' });
    expect(await screen.findByRole('heading', { name: staffMessages.notAllowedTitle })).toBeInTheDocument();
  });
});
