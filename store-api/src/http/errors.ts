/** An expected failure the client can act on: answered as 422 {error} in the spec's words. */
export class UnprocessableError extends Error {
  readonly statusCode = 422;
}

/** Answered as 404 {message}. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** Answered as 401 {message: 'Unauthenticated.'}, the wording clients key on. */
export class UnauthenticatedError extends Error {
  readonly statusCode = 401;
  constructor() {
    super('Unauthenticated.');
  }
}

/** Answered as 429 {message} with a Retry-After header (seconds). */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
