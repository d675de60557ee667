import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages as M, type ApiKeyScope, type ErrorCode, type KeyRefusalCode } from '@storefront/contract';

/**
 * A failure store-api answers on purpose, with a message written for the client. The error handler answers
 * any other 4xx (Fastify's, a plugin's) with a generic message of its own: theirs can quote the body or name
 * internals.
 */
export class ClientError extends Error {
  readonly statusCode: number = 400;
}

/**
 * An expected failure the client can act on: answered as 422 {error, field, code}. `error` is the spec's words,
 * `code` why (the contract's closed list, what a program branches on), `field` the request parameter it is about
 * as the request names it (`state_id`, `billing_address.state_id`), or null when it is about no one field.
 */
export class UnprocessableError extends ClientError {
  override readonly statusCode = 422;
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly field: string | null,
  ) {
    super(message);
  }
}

/** What a helper that checks one parameter answers when it fails: a 422's three parts. */
export interface Refusal {
  message: string;
  code: ErrorCode;
  field: string | null;
}

export function refuse({ message, code, field }: Refusal): UnprocessableError {
  return new UnprocessableError(message, code, field);
}

/**
 * Fastify's refusal of a request that fails its route's schema, as our 422 (its own is a 400 in the library's
 * words). A customer call's query schema refuses only a parameter sent twice or as a list (see RestQuery).
 */
export function schemaRefusal(error: unknown): UnprocessableError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const name = error.validation[0]?.instancePath.split('/')[1];
  return error.validationContext === 'querystring' && name
    ? new UnprocessableError(M.queryParameterOnce(name), 'INVALID', name)
    : new UnprocessableError(M.invalidRequest, 'INVALID', null);
}

/** A body that cannot be read at all (malformed multipart, say): answered as 400 {message}. */
export class BadRequestError extends ClientError {
  override readonly statusCode = 400;
}

/** Answered as 404 {message}. */
export class NotFoundError extends ClientError {
  override readonly statusCode = 404;
}

/** Answered as 409 {message}: the same request is still being handled. */
export class ConflictError extends ClientError {
  override readonly statusCode = 409;
}

/** Answered as 401 {message: 'Unauthenticated.'}, the wording clients key on. */
export class UnauthenticatedError extends ClientError {
  override readonly statusCode = 401;
  constructor() {
    super(M.unauthenticated);
  }
}

/**
 * A staff API refusal that is about no field: answered as {error, code}, the staff contract's shape for 401
 * (no staff session), 403 (the role may not, or the store requires a second factor the member has not set up)
 * and 404.
 */
export class StaffRefusal extends ClientError {
  constructor(
    override readonly statusCode: 401 | 403 | 404,
    message: string,
    readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'TOTP_ENROLMENT_REQUIRED' | 'NOT_FOUND',
  ) {
    super(message);
  }

  static totpEnrolmentRequired(): StaffRefusal {
    return new StaffRefusal(403, M.totpEnrolmentRequired, 'TOTP_ENROLMENT_REQUIRED');
  }

  static unauthenticated(): StaffRefusal {
    return new StaffRefusal(401, 'Staff sign-in required.', 'UNAUTHENTICATED');
  }

  static forbidden(): StaffRefusal {
    return new StaffRefusal(403, 'Your role cannot do this.', 'FORBIDDEN');
  }

  static notFound(what: string): StaffRefusal {
    return new StaffRefusal(404, `No ${what} with this id.`, 'NOT_FOUND');
  }

  static noRoute(method: string, path: string): StaffRefusal {
    return new StaffRefusal(404, `No route for ${method} ${path}`, 'NOT_FOUND');
  }
}

/**
 * A call an API key may not make: answered as 403 {error, code, scope?}. SCOPE_MISSING names the scope the key
 * lacks; SESSION_REQUIRED is a call only a person's login may make (keys, the password, account details).
 */
export class KeyRefusal extends ClientError {
  override readonly statusCode = 403;
  constructor(
    message: string,
    readonly code: KeyRefusalCode,
    readonly scope: ApiKeyScope | null,
  ) {
    super(message);
  }

  static scopeMissing(scope: ApiKeyScope): KeyRefusal {
    return new KeyRefusal(M.scopeMissing(scope), 'SCOPE_MISSING', scope);
  }

  static sessionRequired(): KeyRefusal {
    return new KeyRefusal(M.sessionRequired, 'SESSION_REQUIRED', null);
  }
}

/** Answered as 429 {message} with a Retry-After header (seconds). */
export class TooManyRequestsError extends ClientError {
  override readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
