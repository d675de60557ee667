import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../../gql';
import { settleMutation, settleWithoutForm } from '../../../shared/forms/mutationOutcome';
import { forgetCachedLists, type ListLine } from '../../../shared/lists/api';
import { shoppingListMessages as messages } from '../../../shared/lists/messages';

/*
 * The list screen's mutations, one hook each. Each answers the list as it is after (ShoppingListRoute_list), which
 * the normalized cache puts in place of the one shown; making, copying and deleting read the overview again.
 */

const ShoppingListFieldsFragment = graphql(`
  fragment ShoppingListRoute_list on ShoppingList {
    id
    name
    lineCount
    totalQuantity
    updatedAt
    lines {
      productId
      quantity
      addedAt
      product {
        id
        name
        slug
        sku
        itemCode
        barcode
        image {
          url
          alt
        }
        price {
          amount
          currencyCode
        }
        stock
        inStock
        purchaseLimit
      }
    }
  }
`);

const RenameShoppingListMutation = graphql(`
  mutation RenameShoppingList($id: ID!, $name: String!) {
    renameShoppingList(id: $id, name: $name) {
      shoppingList {
        ...ShoppingListRoute_list
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DuplicateShoppingListMutation = graphql(`
  mutation DuplicateShoppingList($id: ID!, $name: String!) {
    duplicateShoppingList(id: $id, name: $name) {
      shoppingList {
        id
        name
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeleteShoppingListMutation = graphql(`
  mutation DeleteShoppingList($id: ID!) {
    deleteShoppingList(id: $id) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SetShoppingListQuantitiesMutation = graphql(`
  mutation SetShoppingListQuantities($id: ID!, $lines: [ShoppingListLineInput!]!) {
    setShoppingListQuantities(id: $id, lines: $lines) {
      shoppingList {
        ...ShoppingListRoute_list
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RemoveFromShoppingListMutation = graphql(`
  mutation RemoveFromShoppingList($id: ID!, $productIds: [ID!]!) {
    removeFromShoppingList(id: $id, productIds: $productIds) {
      shoppingList {
        ...ShoppingListRoute_list
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export { ShoppingListFieldsFragment };

/** Renames; the outcome goes to the rename form (a bad name beside its field). */
export function useRenameShoppingListMutation() {
  const [mutate, { loading }] = useMutation(RenameShoppingListMutation, {
    update: (cache, { data }) => {
      if (data?.renameShoppingList.shoppingList) forgetCachedLists(cache);
    },
  });
  const rename = useCallback(
    (id: string, name: string) =>
      settleMutation(
        async () => (await mutate({ variables: { id, name } })).data?.renameShoppingList,
        messages.savedTo(name),
      ),
    [mutate],
  );
  return [rename, { loading }] as const;
}

/** Copies under a new name; the outcome carries the copy, which the screen then shows. */
export function useDuplicateShoppingListMutation() {
  const [mutate, { loading }] = useMutation(DuplicateShoppingListMutation, {
    update: (cache, { data }) => {
      if (data?.duplicateShoppingList.shoppingList) forgetCachedLists(cache);
    },
  });
  const duplicate = useCallback(
    (id: string, name: string) =>
      settleMutation(
        async () => (await mutate({ variables: { id, name } })).data?.duplicateShoppingList,
        messages.savedTo(name),
      ),
    [mutate],
  );
  return [duplicate, { loading }] as const;
}

/** Deletes; the list leaves the cache. Resolves to whether it was deleted. */
export function useDeleteShoppingListMutation() {
  const [mutate, { loading }] = useMutation(DeleteShoppingListMutation, {
    update: (cache, { data }) => {
      const id = data?.deleteShoppingList.deletedId;
      if (!id) return;
      cache.evict({ id: cache.identify({ __typename: 'ShoppingList', id }) });
      forgetCachedLists(cache);
    },
  });
  const remove = useCallback(
    (id: string) =>
      settleWithoutForm(
        async () => (await mutate({ variables: { id } })).data?.deleteShoppingList,
        messages.deleted,
      ),
    [mutate],
  );
  return [remove, { loading }] as const;
}

/** Sets quantities (absolute: a repeated request leaves the same list); a refusal is a toast. */
export function useSetShoppingListQuantitiesMutation() {
  const [mutate, { loading }] = useMutation(SetShoppingListQuantitiesMutation);
  const setQuantities = useCallback(
    (id: string, lines: readonly ListLine[]) =>
      settleWithoutForm(
        async () => (await mutate({ variables: { id, lines: [...lines] } })).data?.setShoppingListQuantities,
      ),
    [mutate],
  );
  return [setQuantities, { loading }] as const;
}

/** Takes products off the list; a refusal is a toast. */
export function useRemoveFromShoppingListMutation() {
  const [mutate, { loading }] = useMutation(RemoveFromShoppingListMutation);
  const removeLines = useCallback(
    (id: string, productIds: readonly string[]) =>
      settleWithoutForm(
        async () =>
          (await mutate({ variables: { id, productIds: [...productIds] } })).data?.removeFromShoppingList,
        messages.removed,
      ),
    [mutate],
  );
  return [removeLines, { loading }] as const;
}
