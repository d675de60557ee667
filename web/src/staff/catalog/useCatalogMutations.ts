import { useMutation } from '@apollo/client/react';

import { settleMutation, settleWithoutForm } from '../../shared/forms/mutationOutcome';
import { graphql } from '../gql';
import type { ProductInput } from '../gql/graphql';
import { catalogMessages as messages } from './messages';

const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      product {
        ...CatalogProduct_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const EditProductMutation = graphql(`
  mutation EditProduct($id: ID!, $input: ProductInput!) {
    editProduct(id: $id, input: $input) {
      product {
        ...CatalogProduct_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ArchiveProductMutation = graphql(`
  mutation ArchiveProduct($id: ID!) {
    archiveProduct(id: $id) {
      product {
        ...CatalogProduct_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RestoreProductMutation = graphql(`
  mutation RestoreProduct($id: ID!) {
    restoreProduct(id: $id) {
      product {
        ...CatalogProduct_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const AddProductImageMutation = graphql(`
  mutation AddProductImage($id: ID!, $image: Upload!) {
    addProductImage(id: $id, image: $image) {
      product {
        ...CatalogProduct_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const OrderProductImagesMutation = graphql(`
  mutation OrderProductImages($id: ID!, $files: [String!]!) {
    orderProductImages(id: $id, files: $files) {
      product {
        ...CatalogProduct_product
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Creates a product; the list is read again, since where the new one sits depends on its name. */
export function useCreateProductMutation() {
  const [mutate, { loading }] = useMutation(CreateProductMutation, { refetchQueries: ['CatalogRoute'] });
  const create = (input: ProductInput) =>
    settleMutation(
      async () => (await mutate({ variables: { input } })).data?.createProduct,
      messages.created(input.name ?? ''),
    );
  return [create, { loading }] as const;
}

/** Saves a product's fields; the normalized cache updates its row from the answer. */
export function useEditProductMutation(name: string) {
  const [mutate, { loading }] = useMutation(EditProductMutation);
  const edit = (id: string, input: ProductInput) =>
    settleMutation(
      async () => (await mutate({ variables: { id, input } })).data?.editProduct,
      messages.saved(name),
    );
  return [edit, { loading }] as const;
}

/** Archives or restores a product; it moves between the lists, which are read again. */
export function useArchiveProductMutation() {
  const [archive, archiving] = useMutation(ArchiveProductMutation, { refetchQueries: ['CatalogRoute'] });
  const [restore, restoring] = useMutation(RestoreProductMutation, { refetchQueries: ['CatalogRoute'] });
  const setArchived = (product: { id: string; name: string }, archived: boolean) =>
    settleWithoutForm(
      async () =>
        archived
          ? (await archive({ variables: { id: product.id } })).data?.archiveProduct
          : (await restore({ variables: { id: product.id } })).data?.restoreProduct,
      archived ? messages.archivedToast(product.name) : messages.restoredToast(product.name),
    );
  return [setArchived, { loading: archiving.loading || restoring.loading }] as const;
}

/** Uploads a picture (multipart); the product's pictures update from the answer. */
export function useAddProductImageMutation() {
  const [mutate, { loading }] = useMutation(AddProductImageMutation);
  const add = (id: string, image: File) =>
    settleWithoutForm(
      async () => (await mutate({ variables: { id, image } })).data?.addProductImage,
      messages.pictureAdded,
    );
  return [add, { loading }] as const;
}

/** Saves the pictures' order (one left out is removed). */
export function useOrderProductImagesMutation() {
  const [mutate, { loading }] = useMutation(OrderProductImagesMutation);
  const order = (id: string, files: string[]) =>
    settleWithoutForm(
      async () => (await mutate({ variables: { id, files } })).data?.orderProductImages,
      messages.picturesSaved,
    );
  return [order, { loading }] as const;
}
