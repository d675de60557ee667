import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { UpstreamFailure } from './client.js';
import {
  isApiKeyScope,
  isErrorCode,
  isKeyRefusalCode,
  messages as M,
  type ApiErrorCode,
  type ErrorCode as ReasonCode,
} from '@storefront/contract';
import { SHOPPING_LISTS_CALLS } from '@storefront/contract/rest';

/** The codes a client can branch on, in `extensions.code` (the contract's closed list). */
export type ErrorCode = ApiErrorCode;

export interface ErrorScope {
  requestId: string;
  log: Logger;
  /** Called on a 401, so a session cookie holding the rejected token is cleared. */
  onUnauthenticated?: () => void;
}

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
 * business code (OUT_OF_STOCK, NOT_APPROVED, CART_EMPTY, MINIMUM_ORDER_NOT_MET, LINK_EXPIRED); `extensions.reason`
 * is the contract's code and `extensions.field` the GraphQL input field, both read from store-api's `code` and
 * `field` (a REST host that sends no code: from the wording);
 * 401 → UNAUTHENTICATED (and the session cookie is cleared); 403 → FORBIDDEN, or an API key's refusal with its
 * code (SCOPE_MISSING with `extensions.scope`, SESSION_REQUIRED); 404 → NOT_FOUND (the field
 * resolves to null); 429 → RATE_LIMITED; 503 (store-api busy or without its database) → UPSTREAM_UNAVAILABLE
 * with retryAfterSeconds; other 4xx/5xx and unreadable answers → UPSTREAM_ERROR;
 * timeouts and refused connections → UPSTREAM_UNAVAILABLE. Every error carries the request id, and is logged.
 */
export function toGraphQLError(error: unknown, scope: ErrorScope): GraphQLError {
  const { requestId, log } = scope;
  if (error instanceof GraphQLError) return error;
  if (!(error instanceof UpstreamFailure)) {
    log.error({ err: error, requestId }, 'unexpected gateway failure');
    return gatewayError('INTERNAL_SERVER_ERROR', M.upstreamError, requestId);
  }

  const detail = { requestId, route: error.route, kind: error.kind, status: error.status };
  switch (error.kind) {
    case 'unavailable':
    case 'timeout':
      log.warn({ ...detail, err: error.cause }, 'store-api unreachable');
      return gatewayError('UPSTREAM_UNAVAILABLE', M.upstreamUnavailable, requestId);
    case 'invalid':
      log.error({ ...detail, err: error.cause }, 'store-api answered outside the contract');
      return gatewayError('UPSTREAM_ERROR', M.upstreamError, requestId);
    case 'http':
      break;
  }

  const status = error.status ?? 500;
  // The spec's refusals: 422 `{error}` on most calls, but `{message}` on login and add-to-cart ("Login shows the
  // response message if present", "Add to cart shows the message field"); a login refused with 401 or 403 and a
  // message is a refusal too, not a rejected session.
  if (
    status === 422 ||
    (error.route === 'login' && (status === 401 || status === 403) && refusalText(error.body))
  ) {
    const message = refusalText(error.body) ?? M.invalidInput;
    const { reason, field: inputField, restField } = refusalOf(error.route, error.body, message);
    const code = thrownCode(reason);
    const field = code === 'BAD_USER_INPUT' ? inputField : undefined;
    log.info({ ...detail, message, code, reason, field, restField }, 'store-api refused the request');
    return gatewayError(code, message, requestId, field ? { reason, field } : { reason });
  }
  if (status === 401) {
    log.info(detail, 'store-api refused the token');
    scope.onUnauthenticated?.();
    return gatewayError('UNAUTHENTICATED', M.unauthenticated, requestId);
  }
  if (status === 403) {
    log.info(detail, 'store-api forbade the call');
    // The staff API's other 403: the store requires a second factor this staff member has not set up yet.
    if (isRecord(error.body) && error.body.code === 'TOTP_ENROLMENT_REQUIRED')
      return gatewayError('TOTP_ENROLMENT_REQUIRED', M.totpEnrolmentRequired, requestId);
    // An API key used beyond its scopes, or for what only a person's login may do.
    if (isRecord(error.body) && isKeyRefusalCode(error.body.code)) {
      if (error.body.code === 'SESSION_REQUIRED')
        return gatewayError('SESSION_REQUIRED', M.sessionRequired, requestId);
      const { scope } = error.body;
      return isApiKeyScope(scope)
        ? gatewayError('SCOPE_MISSING', M.scopeMissing(scope), requestId, { scope })
        : gatewayError('FORBIDDEN', M.forbidden, requestId);
    }
    return gatewayError('FORBIDDEN', M.forbidden, requestId);
  }
  if (status === 404) {
    // store-api's own not-found messages name the record; any other 404 text (an unknown path) stays inside.
    const message = upstreamText(error.body, 'message');
    log.info({ ...detail, message }, 'store-api found nothing');
    const known = message !== undefined && NOT_FOUND_MESSAGES.has(message);
    return gatewayError('NOT_FOUND', known ? message : M.notFound, requestId);
  }
  if (status === 409) {
    // The IETF Idempotency-Key draft's answer while the first request with the key is still being handled.
    log.info(detail, 'store-api is still handling a request with this idempotency key');
    return gatewayError('IDEMPOTENCY_KEY_IN_USE', M.idempotencyKeyInFlight, requestId, {
      reason: 'IDEMPOTENCY_KEY_IN_USE',
      field: 'idempotencyKey',
    });
  }
  if (status === 400 || status === 413 || status === 415) {
    // A request the gateway built from the client's input that store-api could not read: the input's fault.
    log.warn({ ...detail, upstreamMessage: upstreamText(error.body, 'message') }, 'store-api could not read');
    return gatewayError('BAD_USER_INPUT', M.invalidInput, requestId);
  }
  if (status === 429) {
    const retryAfter = Number(error.headers?.['retry-after']);
    log.warn(detail, 'store-api throttled the caller');
    if (!Number.isFinite(retryAfter) || retryAfter <= 0) {
      return gatewayError('RATE_LIMITED', M.rateLimited, requestId);
    }
    return gatewayError('RATE_LIMITED', M.tooManyAttempts(Math.ceil(retryAfter / 60)), requestId, {
      retryAfterSeconds: retryAfter,
    });
  }
  if (status === 503) {
    // store-api's "database unavailable or busy, retry soon" (after the client's one retry for a GET): the same
    // code as an unreachable store-api, since the client's remedy is the same, with store-api's Retry-After.
    const retryAfter = Number(error.headers?.['retry-after']);
    log.warn(detail, 'store-api is busy or without its database');
    return gatewayError(
      'UPSTREAM_UNAVAILABLE',
      M.upstreamUnavailable,
      requestId,
      Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 3600
        ? { retryAfterSeconds: retryAfter }
        : {},
    );
  }
  log.error({ ...detail, upstreamMessage: upstreamText(error.body, 'message') }, 'store-api failed');
  return gatewayError('UPSTREAM_ERROR', M.upstreamError, requestId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function upstreamText(body: unknown, key: 'error' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 && value.length <= 500 ? value : undefined;
}

/** A refusal's words: `error` (most of the spec's 422s) or `message` (login, add-to-cart, Laravel's validation). */
function refusalText(body: unknown): string | undefined {
  return upstreamText(body, 'error') ?? upstreamText(body, 'message');
}

function normalize(message: string): string {
  return message.replace(/\s+\./g, '.').trim().toLowerCase();
}

/**
 * Why a 422 was answered and which input field it is about: from the `code` and `field` store-api sends, or, for a
 * REST host that sends no code (the distributor's API), from the message's wording.
 */
function refusalOf(
  route: string,
  body: unknown,
  message: string,
): { reason: ReasonCode; field: string | undefined; restField?: unknown } {
  const sent = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; field?: unknown };
  if (isErrorCode(sent.code)) {
    return { reason: sent.code, field: inputFieldOf(route, sent.field), restField: sent.field };
  }
  const key = normalize(message);
  const field = fieldOf(route, key);
  const worded = REASON_BY_MESSAGE.find(([pattern]) => pattern.test(key))?.[1];
  // Words of the host's own that name no field: what such a refusal of the call can only mean.
  return { reason: worded ?? (field === undefined ? REASON_BY_CALL[route] : undefined) ?? 'INVALID', field };
}

/**
 * A refusal that neither a code nor known wording explains, and that names no input field: a login refused is a
 * login that did not match (the host words why), an add refused is more than the stock or the limit allows.
 */
const REASON_BY_CALL: Readonly<Record<string, ReasonCode>> = {
  login: 'INVALID_CREDENTIALS',
  'add-to-cart': 'OUT_OF_STOCK',
  'add-selected-to-cart': 'OUT_OF_STOCK',
  'increase-decrease-cart-item-qty': 'OUT_OF_STOCK',
};

/**
 * store-api's REST parameter names as the GraphQL input fields they come from (the dotted path inside a mutation's
 * input, or its argument). A dotted REST name (`billing_address.state_id`) is mapped part by part.
 */
const INPUT_FIELD_BY_REST_NAME: Readonly<Record<string, string>> = {
  // register, login, create account, reset password, account details, addresses, contact
  name_prefix: 'namePrefix',
  name: 'name',
  email: 'email',
  password: 'password',
  company_name: 'companyName',
  address: 'address',
  city: 'city',
  country_id: 'countryId',
  state_id: 'stateId',
  pincode: 'postcode',
  phone: 'phone',
  mobile: 'mobile',
  tax_id: 'taxId',
  tax_expiry_date: 'taxExpiryDate',
  tax_certificate: 'taxCertificate',
  tob_license_no: 'tobaccoLicenseNumber',
  tob_expiry_date: 'tobaccoLicenseExpiryDate',
  tob_certificate: 'tobaccoCertificate',
  dba: 'dba',
  cc_tax_id: 'membershipCategoryId',
  username: 'username',
  confirmPassword: 'confirmPassword',
  password_confirmation: 'confirmPassword',
  email_token: 'token',
  token: 'token',
  password_current: 'currentPassword',
  new_password: 'newPassword',
  new_password_confirmation: 'confirmPassword',
  subject: 'subject',
  message: 'message',
  // create-order
  billing_address: 'billingAddress',
  shipping_address: 'shippingAddress',
  note: 'note',
  payment_method: 'paymentMethod',
  terms_accepted: 'acceptTerms',
  'Idempotency-Key': 'idempotencyKey',
  // cart and wishlist
  item_id: 'productId',
  item_ids: 'productIds',
  quantity: 'quantity',
  cart_id: 'lineId',
  // listings
  page: 'page',
  per_page: 'perPage',
  query: 'query',
  category: 'filter.categorySlugs',
  brands: 'filter.brandIds',
  min_price: 'filter.minPrice',
  max_price: 'filter.maxPrice',
};

/** The calls where a REST name stands for another input field than everywhere else. */
const INPUT_FIELD_BY_CALL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // remove-item-from-cart?item_id= takes a cart line, and remove-wishlist's `id` the products.
  'remove-item-from-cart': { item_id: 'lineId' },
  'remove-wishlist': { id: 'productIds' },
  'upload-certificate-renewal': { kind: 'kind', expires_on: 'expiresOn', certificate: 'certificate' },
  ...Object.fromEntries(
    Object.values(SHOPPING_LISTS_CALLS).map((call) => [
      call.name,
      { name: 'name', lines: 'lines', item_id: 'productId', quantity: 'quantity', item_ids: 'productIds' },
    ]),
  ),
  'api-keys:create': { scopes: 'scopes' },
  'create-webhook': { url: 'url', events: 'events' },
  'webhooks/:id': { url: 'url', events: 'events', enabled: 'enabled' },
};

function inputFieldOf(route: string, restField: unknown): string | undefined {
  if (typeof restField !== 'string' || restField === '') return undefined;
  const fields = restField
    .split('.')
    // A list's index (`lines.3.quantity`) stays as it is.
    .map((name) =>
      /^\d+$/.test(name) ? name : (INPUT_FIELD_BY_CALL[route]?.[name] ?? INPUT_FIELD_BY_REST_NAME[name]),
    );
  return fields.every((field) => field !== undefined) ? fields.join('.') : undefined;
}

/**
 * The fallback for a REST host that sends no `code` (the distributor's API; store-api always sends it): the reason
 * a 422 stands for, read from its wording.
 */
const REASON_BY_MESSAGE: readonly (readonly [RegExp, ReasonCode])[] = [
  [/^out of stock/, 'OUT_OF_STOCK'],
  [/^only approved customers? can order/, 'NOT_APPROVED'],
  [/^your cart is empty/, 'CART_EMPTY'],
  [/^minimum order value/, 'MINIMUM_ORDER_NOT_MET'],
  [/^the link has (been )?expired/, 'LINK_EXPIRED'],
  [/^this idempotency-key was already used with a different request/, 'IDEMPOTENCY_KEY_REUSED'],
  [/^these credentials do not match/, 'INVALID_CREDENTIALS'],
  [/^your registration was not approved/, 'ACCOUNT_REJECTED'],
  [/^your registration has not been approved yet/, 'ACCOUNT_NOT_CREATED'],
  [/^the (email|username) has already been taken/, 'TAKEN'],
  [/^the current password is incorrect/, 'WRONG_PASSWORD'],
  [/^you can save at most \d+ shipping addresses/, 'LIMIT_REACHED'],
  [/^product not found/, 'NOT_FOUND'],
  [/^cart item not found/, 'NOT_FOUND'],
];

/** The error code a thrown error carries for a 422: the business codes keep their own, field errors are BAD_USER_INPUT. */
function thrownCode(reason: ReasonCode): ErrorCode {
  switch (reason) {
    case 'OUT_OF_STOCK':
    case 'NOT_APPROVED':
    case 'CART_EMPTY':
    case 'MINIMUM_ORDER_NOT_MET':
    case 'LINK_EXPIRED':
    case 'IDEMPOTENCY_KEY_REUSED':
    case 'IDEMPOTENCY_KEY_IN_USE':
      return reason;
    default:
      return 'BAD_USER_INPUT';
  }
}

/**
 * The fallback for a REST host that sends no `field`: which input field each of the spec's validation messages
 * (section 5) belongs to, so a form can show the message beside the field. Field names are the GraphQL input
 * fields; nested inputs use a dotted path. The spec's misspelt variants are kept beside the corrected ones, for a
 * REST host that still sends them.
 */
const FIELD_BY_MESSAGE = new Map<string, string>(
  (
    [
      [M.enterName, 'name'],
      [M.enterEmail, 'email'],
      [M.properEmail, 'email'],
      [M.emailTaken, 'email'],
      [M.enterPassword, 'password'],
      [M.passwordStrength, 'password'],
      [M.enterConfirmPassword, 'confirmPassword'],
      [M.resetPasswordsDiffer, 'confirmPassword'],
      [M.enterCompanyName, 'companyName'],
      [M.enterAddress, 'address'],
      ['Please enter addess.', 'address'],
      [M.enterCity, 'city'],
      [M.selectCountry, 'countryId'],
      [M.selectStates, 'stateId'],
      ['Please select state.', 'stateId'],
      [M.enterPostcode, 'postcode'],
      [M.enterPrimaryContact, 'phone'],
      [M.enterPhone, 'phone'],
      [M.enterTobaccoId, 'tobaccoLicenseNumber'],
      [M.selectCustomerCategory, 'membershipCategoryId'],
      [M.enterUsername, 'username'],
      [M.usernameCharacters, 'username'],
      ['Username should not be contain any speacial character or any space.', 'username'],
      [M.usernameLength, 'username'],
      [M.passwordsDiffer, 'confirmPassword'],
      [M.enterNewPassword, 'newPassword'],
      [M.confirmPassword, 'confirmPassword'],
      [M.newPasswordsDiffer, 'confirmPassword'],
      [M.currentPasswordWrong, 'currentPassword'],
      [M.addressPincode, 'postcode'],
      [M.enterSubject, 'subject'],
      [M.billing.name, 'billingAddress.name'],
      [M.billing.address, 'billingAddress.address'],
      [M.billing.city, 'billingAddress.city'],
      [M.billing.state, 'billingAddress.stateId'],
      [M.billing.pincode, 'billingAddress.postcode'],
      [M.enterEmailAddress, 'billingAddress.email'],
      [M.shipping.name, 'shippingAddress.name'],
      [M.shipping.address, 'shippingAddress.address'],
      [M.shipping.city, 'shippingAddress.city'],
      [M.shipping.state, 'shippingAddress.stateId'],
      [M.shipping.pincode, 'shippingAddress.postcode'],
      [M.acceptTerms, 'acceptTerms'],
      ['Please accept Terms and Conditions.', 'acceptTerms'],
      [M.properPostcode, 'postcode'],
      [M.properPrimaryContact, 'phone'],
      [M.properSecondaryContact, 'mobile'],
      [M.properPhone, 'phone'],
      [M.properTaxDate, 'taxExpiryDate'],
      [M.pastTaxDate, 'taxExpiryDate'],
      [M.properTobaccoDate, 'tobaccoLicenseExpiryDate'],
      [M.pastTobaccoDate, 'tobaccoLicenseExpiryDate'],
      [M.usernameTaken, 'username'],
      [M.enterCurrentPassword, 'currentPassword'],
      [M.paymentMethod, 'paymentMethod'],
      [M.idempotencyKey, 'idempotencyKey'],
      [M.quantity, 'quantity'],
      [M.productNotFound, 'productId'],
      [M.cartLineNotFound, 'lineId'],
      [M.selectItems, 'productIds'],
      [M.page, 'page'],
      [M.price('minimum'), 'filter.minPrice'],
      [M.price('maximum'), 'filter.maxPrice'],
      [M.brandIds, 'filter.brandIds'],
      [M.categorySlugs, 'filter.categorySlugs'],
      [M.searchLength, 'query'],
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

/** Messages that belong to another field in one call: checkout's phone and e-mail are the billing address's. */
const FIELD_BY_MESSAGE_IN_CALL: Readonly<Record<string, ReadonlyMap<string, string>>> = {
  'create-order': new Map(
    (
      [
        [M.enterPhone, 'billingAddress.phone'],
        [M.properPhone, 'billingAddress.phone'],
        [M.properEmail, 'billingAddress.email'],
      ] as const
    ).map(([message, field]) => [normalize(message), field]),
  ),
};

function fieldOf(route: string, key: string): string | undefined {
  const exact = FIELD_BY_MESSAGE_IN_CALL[route]?.get(key) ?? FIELD_BY_MESSAGE.get(key);
  if (exact) return exact;
  for (const [pattern, field] of FIELD_BY_PATTERN) {
    const match = pattern.exec(key);
    if (match) return field(match);
  }
  return undefined;
}

/** The 404 messages of the contract: they name the missing record and nothing else. */
const NOT_FOUND_MESSAGES = new Set<string>([
  M.productNotFound,
  M.categoryNotFound,
  M.brandNotFound,
  M.cartLineNotFound,
  M.addressNotFound,
  M.orderNotFound,
  M.shoppingListNotFound,
  M.apiKeyNotFound,
  M.webhookEndpointNotFound,
  M.webhookDeliveryNotFound,
]);
