import { useMutation } from '@apollo/client/react';
import { CART_LINES_PER_ADD } from '@storefront/contract/limits';
import { useCallback, useState } from 'react';

import { type FragmentType, graphql } from '../../gql';
import { toaster } from '../components/toaster';
import { settleMutation } from '../forms/mutationOutcome';
import { showUserErrors } from '../forms/userErrors';
import { useSession } from '../session/useSession';
import { pointCachedCartAt } from './cartCache';
import { type CartAddReportFragment, useCartAddReport } from './CartAddReport';
import { commerceMessages } from './messages';
import { replaceCachedWishlist } from './wishlistCache';

const AddLinesToCartMutation = graphql(`
  mutation AddLinesToCart($lines: [CartLineInput!]!, $removeAddedFromWishlist: Boolean!) {
    addLinesToCart(lines: $lines, removeAddedFromWishlist: $removeAddedFromWishlist) {
      cart {
        id
        ...CartSummary
      }
      results {
        ...CartAddReport_result
        product {
          id
          inWishlist
        }
      }
      wishlist {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * A product to add, by its id (with its name as the page shows it, for a product the store no longer has) or by a
 * SKU, item code or barcode (the quick order), and how many.
 */
export type LineToAdd =
  { productId: string; quantity: number; name?: string } | { code: string; quantity: number };

export type AddedLineResult = FragmentType<typeof CartAddReportFragment>;

/**
 * Adds several products at once, each with its quantity ('Order again', the wishlist's bulk add), then tells the
 * buyer what became of each (useCartAddReport). With `removeAddedFromWishlist`, the products added in full leave
 * the wishlist and the cached list follows. The cart comes back normalized by id, so the header's count follows.
 * A long list goes in several requests of at most CART_LINES_PER_ADD lines, one after another.
 *
 * `await addLines(lines)` resolves to true when the store tried every line (whatever it could add). `onResults`
 * hears what became of each line that was tried, in the order of the lines (CartAddReport_result).
 */
export function useAddLinesToCartMutation({ removeAddedFromWishlist = false } = {}) {
  const { loggedIn } = useSession();
  const [showReport, report] = useCartAddReport();
  const [busy, setBusy] = useState(false);
  const [mutate] = useMutation(AddLinesToCartMutation, {
    update(cache, { data }) {
      if (!data) return;
      const { cart, wishlist } = data.addLinesToCart;
      if (cart) pointCachedCartAt(cache, cart.id);
      if (wishlist) replaceCachedWishlist(cache, wishlist);
    },
  });

  const addLines = useCallback(
    async (
      lines: readonly LineToAdd[],
      { onResults }: { onResults?: (results: readonly AddedLineResult[]) => void } = {},
    ): Promise<boolean> => {
      if (!loggedIn) {
        toaster.create({ type: 'error', title: commerceMessages.loginRequired });
        return false;
      }
      setBusy(true);
      const results: AddedLineResult[] = [];
      let ok = true;
      try {
        for (let start = 0; start < lines.length && ok; start += CART_LINES_PER_ADD) {
          const chunk = lines.slice(start, start + CART_LINES_PER_ADD);
          const outcome = await settleMutation(
            async () =>
              (
                await mutate({
                  variables: {
                    lines: chunk.map((line) =>
                      'code' in line
                        ? { code: line.code, quantity: line.quantity }
                        : { productId: line.productId, quantity: line.quantity },
                    ),
                    removeAddedFromWishlist,
                  },
                })
              ).data?.addLinesToCart,
          );
          if (outcome.ok) results.push(...outcome.payload.results);
          else {
            showUserErrors(outcome.userErrors);
            ok = false;
          }
        }
      } finally {
        setBusy(false);
      }
      const names = new Map(
        lines.flatMap((line) =>
          'code' in line || line.name === undefined ? [] : [[line.productId, line.name] as const],
        ),
      );
      onResults?.(results);
      showReport(results, names);
      return ok;
    },
    [loggedIn, mutate, removeAddedFromWishlist, showReport],
  );

  return [addLines, { loading: busy, report }] as const;
}
