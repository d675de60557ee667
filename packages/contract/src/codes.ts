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
  /** Staff: an order's lines change only before it ships (pending or processing). */
  'ORDER_NOT_EDITABLE',
  /** Staff: a category or brand still used by products (or subcategories) cannot be deleted; move them first. */
  'IN_USE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The `extensions.code` of a GraphQL error (a request the gateway refused or could not complete), as opposed to a
 * mutation's `userErrors` (ERROR_CODES above, which also travel as `extensions.reason`). One closed list:
 * docs/integrators.md lists each, and a test holds the guide to it.
 */
export const API_ERROR_CODES = [
  /** An argument or variable is out of bounds or malformed; `extensions.field` names it when known. */
  'BAD_USER_INPUT',
  /** The request itself could not be read: a malformed persisted-query hash, an unreadable upload. */
  'BAD_REQUEST',
  /** The document does not parse. */
  'GRAPHQL_PARSE_FAILED',
  /** The document is not valid against the schema or is over a limit checked while validating (depth, aliases). */
  'GRAPHQL_VALIDATION_FAILED',
  /** The request names an operation (`operationName`) its document does not have, or none of several. */
  'OPERATION_RESOLUTION_FAILURE',
  /** An automatic persisted query's hash the gateway does not know: send the query with its hash again. */
  'PERSISTED_QUERY_NOT_FOUND',
  /** The JSON body is larger than the gateway reads (HTTP 413). */
  'PAYLOAD_TOO_LARGE',
  /** The token is missing where one is needed, malformed, expired or revoked (HTTP 401 for a malformed one). */
  'UNAUTHENTICATED',
  /** An API key used for a call its scopes do not cover; `extensions.scope` names the scope it lacks. */
  'SCOPE_MISSING',
  /** An API key used for what only a person's login may do (keys, the password, account details). */
  'SESSION_REQUIRED',
  /** The operation needs a logged-in customer. */
  'LOGIN_REQUIRED',
  /** The token is valid but may not do this. */
  'FORBIDDEN',
  /** Staff: the store requires a second factor this staff member has not set up yet. */
  'TOTP_ENROLMENT_REQUIRED',
  /** The record the request names does not exist for this caller. */
  'NOT_FOUND',
  /** The store's REST host lacks this optional capability. */
  'NOT_OFFERED',
  /** Only approved customers may order. */
  'NOT_APPROVED',
  /** An order was asked for with an empty cart. */
  'CART_EMPTY',
  /** The cart's total is below the minimum order. */
  'MINIMUM_ORDER_NOT_MET',
  /** More than the stock or the product's purchase limit. */
  'OUT_OF_STOCK',
  /** A create-account or password-reset link that is unknown, used or too old. */
  'LINK_EXPIRED',
  /** Too many calls of a limited mutation, or the cost budget of the minute is spent; `retryAfterSeconds` says when. */
  'RATE_LIMITED',
  /** One operation costs more than the most one operation may (`extensions.cost`). */
  'OPERATION_TOO_COSTLY',
  /** The operation would make more REST calls than one operation may. */
  'TOO_MANY_UPSTREAM_CALLS',
  /** The idempotency key was already used for a different order. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this idempotency key is still being handled: repeat it to get its answer. */
  'IDEMPOTENCY_KEY_IN_USE',
  /** The store's REST API answered outside its contract or failed. */
  'UPSTREAM_ERROR',
  /** The store's REST API is unreachable, timed out or is busy; `retryAfterSeconds` when it said. */
  'UPSTREAM_UNAVAILABLE',
  /** A failure of the gateway itself; the request id finds it in the logs. */
  'INTERNAL_SERVER_ERROR',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** Whether a value read from a REST answer is one of the contract's codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/**
 * Why store-api refused an API key a call (403 `{error, code, scope?}`), and the gateway's `extensions.code` for
 * it: the key lacks the call's scope (`scope` names it), or the call needs a person's login (keys, password,
 * account details).
 */
export const KEY_REFUSAL_CODES = ['SCOPE_MISSING', 'SESSION_REQUIRED'] as const;
export type KeyRefusalCode = (typeof KEY_REFUSAL_CODES)[number];

export function isKeyRefusalCode(value: unknown): value is KeyRefusalCode {
  return value === 'SCOPE_MISSING' || value === 'SESSION_REQUIRED';
}
