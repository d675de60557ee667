import { useMutation } from '@apollo/client/react';

import { type MutationOutcome, settleMutation, settleWithoutForm } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import type { BrandInput, CategoryInput } from '../gql/graphql';
import { taxonomyMessages as messages } from './taxonomyMessages';

export const TaxonomyCategoryFragment = graphql(`
  fragment TaxonomyRoute_category on StaffCategory {
    id
    name
    slug
    parentId
    productCount
    subcategoryCount
    imageUrl
  }
`);

export const TaxonomyBrandFragment = graphql(`
  fragment TaxonomyRoute_brand on StaffBrand {
    id
    name
    slug
    imageUrl
    productCount
  }
`);

const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      category {
        ...TaxonomyRoute_category
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const EditCategoryMutation = graphql(`
  mutation EditCategory($id: ID!, $input: CategoryInput!) {
    editCategory(id: $id, input: $input) {
      category {
        ...TaxonomyRoute_category
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const CreateBrandMutation = graphql(`
  mutation CreateBrand($input: BrandInput!) {
    createBrand(input: $input) {
      brand {
        ...TaxonomyRoute_brand
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const EditBrandMutation = graphql(`
  mutation EditBrand($id: ID!, $input: BrandInput!) {
    editBrand(id: $id, input: $input) {
      brand {
        ...TaxonomyRoute_brand
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeleteBrandMutation = graphql(`
  mutation DeleteBrand($id: ID!) {
    deleteBrand(id: $id) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SetCategoryImageMutation = graphql(`
  mutation SetCategoryImage($id: ID!, $image: Upload!) {
    setCategoryImage(id: $id, image: $image) {
      category {
        ...TaxonomyRoute_category
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RemoveCategoryImageMutation = graphql(`
  mutation RemoveCategoryImage($id: ID!) {
    removeCategoryImage(id: $id) {
      category {
        ...TaxonomyRoute_category
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SetBrandImageMutation = graphql(`
  mutation SetBrandImage($id: ID!, $image: Upload!) {
    setBrandImage(id: $id, image: $image) {
      brand {
        ...TaxonomyRoute_brand
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RemoveBrandImageMutation = graphql(`
  mutation RemoveBrandImage($id: ID!) {
    removeBrandImage(id: $id) {
      brand {
        ...TaxonomyRoute_brand
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

// The lists are read again after a change: order, counts and a parent's subcategories all move.
const REFETCH = { refetchQueries: ['TaxonomyRoute', 'CatalogChoices'] };

/** Creates a category (id undefined) or saves one; the form shows the store's refusals beside their fields. */
export function useSaveCategoryMutation() {
  const [create, creating] = useMutation(CreateCategoryMutation, REFETCH);
  const [edit, editing] = useMutation(EditCategoryMutation, REFETCH);
  const save = (id: string | undefined, input: CategoryInput, name: string) =>
    id === undefined
      ? settleMutation(
          async () => (await create({ variables: { input } })).data?.createCategory,
          messages.created(name),
        )
      : settleMutation(
          async () => (await edit({ variables: { id, input } })).data?.editCategory,
          messages.saved(name),
        );
  return [save, { loading: creating.loading || editing.loading }] as const;
}

export function useSaveBrandMutation() {
  const [create, creating] = useMutation(CreateBrandMutation, REFETCH);
  const [edit, editing] = useMutation(EditBrandMutation, REFETCH);
  const save = (id: string | undefined, input: BrandInput, name: string) =>
    id === undefined
      ? settleMutation(
          async () => (await create({ variables: { input } })).data?.createBrand,
          messages.created(name),
        )
      : settleMutation(
          async () => (await edit({ variables: { id, input } })).data?.editBrand,
          messages.saved(name),
        );
  return [save, { loading: creating.loading || editing.loading }] as const;
}

/** Deletes a category or brand; a refusal (still used by products) is a toast in the store's words. */
export function useDeleteTaxonMutation() {
  const [removeCategory, categories] = useMutation(DeleteCategoryMutation, REFETCH);
  const [removeBrand, brands] = useMutation(DeleteBrandMutation, REFETCH);
  const remove = (kind: 'category' | 'brand', taxon: { id: string; name: string }) =>
    settleWithoutForm(
      async () =>
        kind === 'category'
          ? (await removeCategory({ variables: { id: taxon.id } })).data?.deleteCategory
          : (await removeBrand({ variables: { id: taxon.id } })).data?.deleteBrand,
      messages.deleted(taxon.name),
    );
  return [remove, { loading: categories.loading || brands.loading }] as const;
}

/**
 * Uploads (multipart) or removes a category's picture or a brand's logo; the normalized cache updates the row from
 * the answer. Resolves to the store's refusal, said beside the button, or null once done (a toast says so).
 */
export function useTaxonImageMutation(kind: 'category' | 'brand') {
  const [setCategory, settingCategory] = useMutation(SetCategoryImageMutation);
  const [removeCategory, removingCategory] = useMutation(RemoveCategoryImageMutation);
  const [setBrand, settingBrand] = useMutation(SetBrandImageMutation);
  const [removeBrand, removingBrand] = useMutation(RemoveBrandImageMutation);
  const refusal = <P>(outcome: MutationOutcome<P>) =>
    outcome.ok ? null : (outcome.userErrors[0]?.message ?? null);
  const upload = async (id: string, image: File): Promise<string | null> =>
    refusal(
      await settleMutation(
        async () =>
          kind === 'category'
            ? (await setCategory({ variables: { id, image } })).data?.setCategoryImage
            : (await setBrand({ variables: { id, image } })).data?.setBrandImage,
        messages.imageUploaded(kind),
      ),
    );
  const remove = async (id: string): Promise<string | null> =>
    refusal(
      await settleMutation(
        async () =>
          kind === 'category'
            ? (await removeCategory({ variables: { id } })).data?.removeCategoryImage
            : (await removeBrand({ variables: { id } })).data?.removeBrandImage,
        messages.imageRemoved(kind),
      ),
    );
  return {
    upload,
    remove,
    uploading: settingCategory.loading || settingBrand.loading,
    removing: removingCategory.loading || removingBrand.loading,
  };
}
