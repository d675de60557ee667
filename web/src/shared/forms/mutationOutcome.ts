import { CombinedGraphQLErrors } from '@apollo/client';

import { commerceMessages } from '../commerce/messages';
import { toaster } from '../components/toaster';
import { showUserErrors, type UserError } from './userErrors';

/**
 * The text to show for a thrown error (spec section 8): the store's own message for a GraphQL error (e.g.
 * `RATE_LIMITED`), 'Something went wrong' for anything else (network, server crash, a bug).
 */
function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((graphQLError) => graphQLError.message.trim() !== '')?.message;
    if (message !== undefined) return message;
  }
  return commerceMessages.somethingWentWrong;
}

/** What a mutation hook tells its caller: done, with the payload; or the userErrors to show beside the fields. */
export type MutationOutcome<P> = { ok: true; payload: P } | { ok: false; userErrors: readonly UserError[] };

/**
 * Sends a mutation and tells its expected failures from the unexpected. A payload without userErrors is success;
 * one with userErrors is handed back for the form to place (`showUserErrors`). A thrown error is no one field's
 * (the network, `UNAUTHENTICATED`, `UPSTREAM_UNAVAILABLE`, `RATE_LIMITED`, a bug): its toast is shown here, with
 * the store's words or 'Something went wrong', and the outcome carries no userErrors. `success` is the toast of a
 * success (the app's own copy from @storefront/contract, not the store's).
 */
export async function settleMutation<P extends { readonly userErrors: readonly UserError[] }>(
  send: () => Promise<P | null | undefined>,
  success?: string,
): Promise<MutationOutcome<P>> {
  let payload: P | null | undefined;
  try {
    payload = await send();
  } catch (error) {
    toaster.create({ type: 'error', title: errorMessage(error) });
    return { ok: false, userErrors: [] };
  }
  if (!payload) {
    toaster.create({ type: 'error', title: commerceMessages.somethingWentWrong });
    return { ok: false, userErrors: [] };
  }
  if (payload.userErrors.length > 0) return { ok: false, userErrors: payload.userErrors };
  if (success !== undefined) toaster.create({ type: 'success', title: success });
  return { ok: true, payload };
}

/**
 * `settleMutation` for a mutation behind a button rather than a form (cart, wishlist, logout): there is no field to
 * show a userError beside, so each is a toast. Resolves to whether the mutation succeeded.
 */
export async function settleWithoutForm(
  send: () => Promise<{ readonly userErrors: readonly UserError[] } | null | undefined>,
  success?: string,
): Promise<boolean> {
  const outcome = await settleMutation(send, success);
  if (!outcome.ok) showUserErrors(outcome.userErrors);
  return outcome.ok;
}
