import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

import { graphql } from '../../gql';
import { settleMutation, type MutationOutcome } from '../forms/mutationOutcome';
import { useSession } from '../session/useSession';

/*
 * Shopping lists as every feature that saves to one needs them: whether the store offers them, the buyer's lists
 * (for the "Save to list" dialog) and the two ways to save. The lists screens (features/shopping/lists) own the
 * other mutations.
 */

const StoreFeaturesQuery = graphql(`
  query StoreFeatures {
    storeFeatures {
      shoppingLists
    }
  }
`);

/**
 * Whether the logged-in buyer can keep shopping lists: a store whose REST API has none (a distributor's, as the
 * specification describes it) says no, and every entry point stays hidden. Asked once, then from the cache.
 */
export function useShoppingListsOffered(): boolean {
  const { loggedIn } = useSession();
  const { data } = useQuery(StoreFeaturesQuery, { skip: !loggedIn });
  return loggedIn && data?.storeFeatures.shoppingLists === true;
}

export const ShoppingListsQuery = graphql(`
  query ShoppingLists {
    shoppingLists {
      id
      name
      lineCount
      totalQuantity
      updatedAt
    }
  }
`);

/** The buyer's lists. */
export function useShoppingLists({ skip = false } = {}) {
  return useQuery(ShoppingListsQuery, { skip, fetchPolicy: 'cache-and-network' });
}

/** The lists overview is read again after a list is made, copied or deleted (its order and members change). */
export function forgetCachedLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'shoppingLists' });
  cache.gc();
}

const CreateShoppingListMutation = graphql(`
  mutation CreateShoppingList($name: String!, $lines: [ShoppingListLineInput!]!) {
    createShoppingList(name: $name, lines: $lines) {
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

const AddToShoppingListMutation = graphql(`
  mutation AddToShoppingList($id: ID!, $lines: [ShoppingListLineInput!]!) {
    addToShoppingList(id: $id, lines: $lines) {
      shoppingList {
        id
        name
        lineCount
        totalQuantity
        updatedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export interface ListLine {
  productId: string;
  quantity: number;
}

type Saved = MutationOutcome<{ shoppingList: { id: string; name: string } | null }>;

/** Makes a list (empty, or with lines); the overview is read again. Resolves to the outcome for a form. */
export function useCreateShoppingListMutation() {
  const [mutate, { loading }] = useMutation(CreateShoppingListMutation, {
    update: (cache, { data }) => {
      if (data?.createShoppingList.shoppingList) forgetCachedLists(cache);
    },
  });
  const create = useCallback(
    (name: string, lines: readonly ListLine[]): Promise<Saved> =>
      settleMutation(
        async () => (await mutate({ variables: { name, lines: [...lines] } })).data?.createShoppingList,
      ),
    [mutate],
  );
  return [create, { loading }] as const;
}

/**
 * Puts products on a list (quantities added to those already there); the list's counts follow through the cache,
 * and its detail is read again when next shown.
 */
export function useAddToShoppingListMutation() {
  const [mutate, { loading }] = useMutation(AddToShoppingListMutation, {
    update: (cache, { data }) => {
      const list = data?.addToShoppingList.shoppingList;
      if (list) cache.evict({ id: cache.identify(list), fieldName: 'lines' });
    },
  });
  const add = useCallback(
    (id: string, lines: readonly ListLine[]): Promise<Saved> =>
      settleMutation(
        async () => (await mutate({ variables: { id, lines: [...lines] } })).data?.addToShoppingList,
      ),
    [mutate],
  );
  return [add, { loading }] as const;
}
