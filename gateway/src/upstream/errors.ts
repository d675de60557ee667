import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { UpstreamFailure } from './client.js';

/** The codes a client can branch on, in `extensions.code`. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'LOGIN_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'NOT_APPROVED'
  | 'CART_EMPTY'
  | 'MINIMUM_ORDER_NOT_MET'
  | 'OUT_OF_STOCK'
  | 'LINK_EXPIRED'
  | 'RATE_LIMITED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_KEY_IN_USE'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export interface ErrorScope {
  requestId: string;
  log: Logger;
  /** Called on a 401, so a session cookie holding the rejected token is cleared. */
  onUnauthenticated?: () => void;
  /** The input field a 422 message belongs to, for messages that are not in the shared table. */
  fieldFor?: (message: string) => string | undefined;
}

/** What the client sees; never an upstream URL, body or stack. */
export const MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  upstreamError: 'The store could not complete this request. Please try again.',
  upstreamUnavailable: 'The store is temporarily unavailable. Please try again in a moment.',
  invalidInput: 'The request could not be processed.',
  idempotencyKeyInUse: 'A request with this Idempotency-Key is still being processed.',
} as const;

export function gatewayError(
  code: ErrorCode,
  message: string,
  requestId: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, requestId, ...extra } });
}

/**
 * The one mapping from an upstream failure to the error a client sees:
 * 422 → BAD_USER_INPUT with store-api's message (the spec's wording) and the input field when known, or the
 * business code the message stands for (OUT_OF_STOCK, NOT_APPROVED, CART_EMPTY, MINIMUM_ORDER_NOT_MET, LINK_EXPIRED);
 * 401 → UNAUTHENTICATED (and the session cookie is cleared); 403 → FORBIDDEN; 404 → NOT_FOUND (the field
 * resolves to null); 429 → RATE_LIMITED; 503 (store-api busy or without its database) → UPSTREAM_UNAVAILABLE
 * with retryAfterSeconds; other 4xx/5xx and unreadable answers → UPSTREAM_ERROR;
 * timeouts and refused connections → UPSTREAM_UNAVAILABLE. Every error carries the request id, and is logged.
 */
export function toGraphQLError(error: unknown, scope: ErrorScope): GraphQLError {
  const { requestId, log } = scope;
  if (error instanceof GraphQLError) return error;
  if (!(error instanceof UpstreamFailure)) {
    log.error({ err: error, requestId }, 'unexpected gateway failure');
    return gatewayError('INTERNAL_SERVER_ERROR', MESSAGES.upstreamError, requestId);
  }

  const detail = { requestId, route: error.route, kind: error.kind, status: error.status };
  switch (error.kind) {
    case 'unavailable':
    case 'timeout':
      log.warn({ ...detail, err: error.cause }, 'store-api unreachable');
      return gatewayError('UPSTREAM_UNAVAILABLE', MESSAGES.upstreamUnavailable, requestId);
    case 'invalid':
      log.error({ ...detail, err: error.cause }, 'store-api answered outside the contract');
      return gatewayError('UPSTREAM_ERROR', MESSAGES.upstreamError, requestId);
    case 'http':
      break;
  }

  const status = error.status ?? 500;
  if (status === 422) {
    const message = upstreamText(error.body, 'error') ?? MESSAGES.invalidInput;
    const key = normalize(message);
    const code = CODE_BY_MESSAGE.find(([pattern]) => pattern.test(key))?.[1] ?? 'BAD_USER_INPUT';
    const field = code === 'BAD_USER_INPUT' ? (scope.fieldFor?.(message) ?? fieldOf(key)) : undefined;
    log.info({ ...detail, message, code, field }, 'store-api refused the request');
    return gatewayError(code, message, requestId, field ? { field } : {});
  }
  if (status === 401) {
    log.info(detail, 'store-api refused the token');
    scope.onUnauthenticated?.();
    return gatewayError('UNAUTHENTICATED', MESSAGES.unauthenticated, requestId);
  }
  if (status === 403) {
    log.info(detail, 'store-api forbade the call');
    return gatewayError('FORBIDDEN', MESSAGES.forbidden, requestId);
  }
  if (status === 404) {
    // store-api's own not-found messages name the record; any other 404 text (an unknown path) stays inside.
    const message = upstreamText(error.body, 'message');
    log.info({ ...detail, message }, 'store-api found nothing');
    const known = message !== undefined && NOT_FOUND_MESSAGES.has(message);
    return gatewayError('NOT_FOUND', known ? message : MESSAGES.notFound, requestId);
  }
  if (status === 409) {
    // The IETF Idempotency-Key draft's answer while the first request with the key is still being handled.
    log.info(detail, 'store-api is still handling a request with this idempotency key');
    return gatewayError('IDEMPOTENCY_KEY_IN_USE', MESSAGES.idempotencyKeyInUse, requestId, {
      field: 'idempotencyKey',
    });
  }
  if (status === 400 || status === 413 || status === 415) {
    // A request the gateway built from the client's input that store-api could not read: the input's fault.
    log.warn({ ...detail, upstreamMessage: upstreamText(error.body, 'message') }, 'store-api could not read');
    return gatewayError('BAD_USER_INPUT', MESSAGES.invalidInput, requestId);
  }
  if (status === 429) {
    const retryAfter = Number(error.headers?.['retry-after']);
    log.warn(detail, 'store-api throttled the caller');
    if (!Number.isFinite(retryAfter) || retryAfter <= 0) {
      return gatewayError('RATE_LIMITED', MESSAGES.rateLimited, requestId);
    }
    const minutes = Math.ceil(retryAfter / 60);
    return gatewayError(
      'RATE_LIMITED',
      `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      requestId,
      { retryAfterSeconds: retryAfter },
    );
  }
  if (status === 503) {
    // store-api's "database unavailable or busy, retry soon" (after the client's one retry for a GET): the same
    // code as an unreachable store-api, since the client's remedy is the same, with store-api's Retry-After.
    const retryAfter = Number(error.headers?.['retry-after']);
    log.warn(detail, 'store-api is busy or without its database');
    return gatewayError(
      'UPSTREAM_UNAVAILABLE',
      MESSAGES.upstreamUnavailable,
      requestId,
      Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 3600
        ? { retryAfterSeconds: retryAfter }
        : {},
    );
  }
  log.error({ ...detail, upstreamMessage: upstreamText(error.body, 'message') }, 'store-api failed');
  return gatewayError('UPSTREAM_ERROR', MESSAGES.upstreamError, requestId);
}

function upstreamText(body: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 && value.length <= 500 ? value : undefined;
}

function normalize(message: string): string {
  return message.replace(/\s+\./g, '.').trim().toLowerCase();
}

/** 422 messages that stand for a business rule rather than a form field. */
const CODE_BY_MESSAGE: readonly (readonly [RegExp, ErrorCode])[] = [
  [/^out of stock/, 'OUT_OF_STOCK'],
  [/^only approved customers? can order/, 'NOT_APPROVED'],
  [/^your cart is empty/, 'CART_EMPTY'],
  [/^minimum order value/, 'MINIMUM_ORDER_NOT_MET'],
  [/^the link has (been )?expired/, 'LINK_EXPIRED'],
  [/^this idempotency-key was already used with a different request/, 'IDEMPOTENCY_KEY_REUSED'],
];

/**
 * Which input field each of the spec's validation messages (section 5) belongs to, so a form can show the
 * message beside the field. Field names are the GraphQL input fields; nested inputs use a dotted path. The
 * spec's misspelt variants are kept beside the corrected ones, for a REST host that still sends them.
 */
const FIELD_BY_MESSAGE = new Map<string, string>(
  (
    [
      ['Please enter name.', 'name'],
      ['Please enter email.', 'email'],
      ['Please enter proper email.', 'email'],
      ['The email has already been taken.', 'email'],
      ['Please enter password.', 'password'],
      [
        'Password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and be at least 8 characters long.',
        'password',
      ],
      ['Please enter confirm password.', 'confirmPassword'],
      ['Password and confirm password do not match.', 'confirmPassword'],
      ['Please enter company name.', 'companyName'],
      ['Please enter address.', 'address'],
      ['Please enter addess.', 'address'],
      ['Please enter city.', 'city'],
      ['Please select country.', 'countryId'],
      ['Please select states.', 'stateId'],
      ['Please select state.', 'stateId'],
      ['Please enter postcode.', 'postcode'],
      ['Please enter Primary Contact.', 'phone'],
      ['Please enter phone.', 'phone'],
      ['Please Enter Tobacco ID.', 'tobaccoLicenseNumber'],
      ['Please select customer category.', 'membershipCategoryId'],
      ['Please enter Username.', 'username'],
      ['Username should not be contain any special character or any space.', 'username'],
      ['Username should not be contain any speacial character or any space.', 'username'],
      ['Username Must be between 6 to 12 characters long.', 'username'],
      ['Password and Confirm Password should be the same.', 'confirmPassword'],
      ['Please enter new password.', 'newPassword'],
      ['Please confirm password.', 'confirmPassword'],
      ['Password do not match.', 'confirmPassword'],
      ['The current password is incorrect.', 'currentPassword'],
      ['Please Enter Pincode.', 'postcode'],
      ['Please enter subject.', 'subject'],
      ['Please enter name in billing address.', 'billingAddress.name'],
      ['Please enter address in billing address.', 'billingAddress.address'],
      ['Please enter city in billing address.', 'billingAddress.city'],
      ['Please select state in billing address.', 'billingAddress.stateId'],
      ['Please enter pincode in billing address.', 'billingAddress.postcode'],
      ['Please enter email address.', 'billingAddress.email'],
      ['Please enter name in shipping address.', 'shippingAddress.name'],
      ['Please enter address in shipping address.', 'shippingAddress.address'],
      ['Please enter city in shipping address.', 'shippingAddress.city'],
      ['Please select state in shipping address.', 'shippingAddress.stateId'],
      ['Please enter pincode in shipping address.', 'shippingAddress.postcode'],
      ['Please accept Term and Condition.', 'acceptTerms'],
      ['Please accept Terms and Conditions.', 'acceptTerms'],
      ['Please enter a valid 5-digit ZIP code.', 'postcode'],
      ['Please enter a 10-digit Primary Contact.', 'phone'],
      ['Please enter a 10-digit Secondary Contact.', 'mobile'],
      ['Please enter a 10-digit phone number.', 'phone'],
      ['Please enter the tax valid till date as YYYY-MM-DD.', 'taxExpiryDate'],
      ['The tax valid till date cannot be before today.', 'taxExpiryDate'],
      ['Please enter the tobacco valid till date as YYYY-MM-DD.', 'tobaccoLicenseExpiryDate'],
      ['The tobacco valid till date cannot be before today.', 'tobaccoLicenseExpiryDate'],
      ['The username has already been taken.', 'username'],
      ['Please enter current password.', 'currentPassword'],
      ['Cash On Delivery is the only payment method available.', 'paymentMethod'],
      ['The Idempotency-Key header must be 8 to 100 characters.', 'idempotencyKey'],
      ['The quantity must be a whole number from 1 to 9999.', 'quantity'],
      ['Please select items.', 'productIds'],
      ['The page must be a whole number from 1.', 'page'],
      ['The minimum price must be a positive amount in dollars.', 'filter.minPrice'],
      ['The maximum price must be a positive amount in dollars.', 'filter.maxPrice'],
      ['The brands must be brand ids joined with commas.', 'filter.brandIds'],
      ['The category must be one or more category slugs, joined with commas.', 'filter.categorySlugs'],
      ['The search text must be at most 200 characters.', 'query'],
    ] as const
  ).map(([message, field]) => [normalize(message), field]),
);

/** Messages with a variable part: certificate checks, page sizes, and "The <field> must be at most N characters.". */
const FIELD_BY_PATTERN: readonly (readonly [RegExp, (match: RegExpExecArray) => string | undefined])[] = [
  [
    /^the (tax|tobacco) certificate must /,
    (match) => (match[1] === 'tax' ? 'taxCertificate' : 'tobaccoCertificate'),
  ],
  [/^the per_page must be /, () => 'perPage'],
  [/^the (.+) must be at most \d+ characters\.$/, (match) => FIELD_BY_LABEL[match[1] ?? '']],
];

/** The labels store-api uses in its "too long" messages, as GraphQL input fields. */
const FIELD_BY_LABEL: Record<string, string> = {
  name: 'name',
  'name prefix': 'namePrefix',
  'company name': 'companyName',
  'doing business as': 'dba',
  address: 'address',
  city: 'city',
  subject: 'subject',
  message: 'message',
  'order note': 'note',
  'tax id': 'taxId',
  'tobacco id': 'tobaccoLicenseNumber',
};

function fieldOf(key: string): string | undefined {
  const exact = FIELD_BY_MESSAGE.get(key);
  if (exact) return exact;
  for (const [pattern, field] of FIELD_BY_PATTERN) {
    const match = pattern.exec(key);
    if (match) return field(match);
  }
  return undefined;
}

/** The 404 messages of the contract: they name the missing record and nothing else. */
const NOT_FOUND_MESSAGES = new Set([
  'Product not found.',
  'Category not found.',
  'Brand not found.',
  'Cart item not found.',
  'Address not found.',
  'Order not found.',
]);
