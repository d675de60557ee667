/**
 * Why a request was refused, as a code a program can branch on: the `code` of store-api's 422 answers
 * (`{ error, field, code }`) and the `code` of a GraphQL mutation's `userErrors`. One closed list, so a client
 * never has to read the wording. A new code is a change to the contract (CHANGELOG.md).
 */
export const ERROR_CODES = [
  /** A field's value breaks its rule: empty when required, wrong format, out of range, too long, bad characters. */
  'INVALID',
  /** The e-mail address or username belongs to another account. */
  'TAKEN',
  /** The current password given to change it is not the account's. */
  'WRONG_PASSWORD',
  /** Login: the e-mail address and password do not match an account. */
  'INVALID_CREDENTIALS',
  /** Login: the registration was rejected by staff. */
  'ACCOUNT_REJECTED',
  /** Login: staff suspended the account; it logs in again once reactivated. */
  'ACCOUNT_SUSPENDED',
  /** Login: the registration is approved or pending but its login was never created from the e-mailed link. */
  'ACCOUNT_NOT_CREATED',
  /** A create-account or password-reset link that is unknown, used or too old. */
  'LINK_EXPIRED',
  /** A record the request names (product, cart line, address) does not exist for this customer. */
  'NOT_FOUND',
  /** A per-customer limit is reached (at most N shipping addresses). */
  'LIMIT_REACHED',
  /** More than the stock or the product's purchase limit. */
  'OUT_OF_STOCK',
  /** Only approved customers may order. */
  'NOT_APPROVED',
  /** An order was asked for with an empty cart. */
  'CART_EMPTY',
  /** The cart's total is below the minimum order. */
  'MINIMUM_ORDER_NOT_MET',
  /** The idempotency key was already used for a different order. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this idempotency key is still being handled: repeat it to get its answer. */
  'IDEMPOTENCY_KEY_IN_USE',
  /** Staff: an order cannot move from its status to the one asked for (shipped back to pending, say). */
  'INVALID_STATUS_TRANSITION',
  /**
   * Staff: a second factor is required. Sign-in without the authenticator code of a member who uses one, or
   * turning it off while the store requires it of every staff member.
   */
  'TOTP_REQUIRED',
  /** Staff: the authenticator code is wrong, too old, or was used already. */
  'INVALID_TOTP',
  /** Orders: the customer's tobacco licence has expired (New York date); a renewed certificate lifts it. */
  'LICENCE_EXPIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** Whether a value read from a REST answer is one of the contract's codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
