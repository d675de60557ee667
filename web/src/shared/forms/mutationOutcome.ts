import { errorMessage } from '../commerce/errors';
import { commerceMessages } from '../commerce/messages';
import { toaster } from '../components/toaster';
import type { UserError } from './userErrors';

/** What a mutation hook tells its caller: done, with the payload; or the userErrors to show beside the fields. */
export type MutationOutcome<P> = { ok: true; payload: P } | { ok: false; userErrors: readonly UserError[] };

/**
 * Sends a mutation and tells its expected failures from the unexpected. A payload without userErrors is success;
 * one with userErrors is handed back for the form to place (`showUserErrors`). A thrown error is no one field's
 * (the network, `UNAUTHENTICATED`, `UPSTREAM_UNAVAILABLE`, `RATE_LIMITED`, a bug): its toast is shown here, with
 * the store's words or 'Something went wrong', and the outcome carries no userErrors.
 */
export async function settleMutation<P extends { readonly userErrors: readonly UserError[] }>(
  send: () => Promise<P | null | undefined>,
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
  return { ok: true, payload };
}
