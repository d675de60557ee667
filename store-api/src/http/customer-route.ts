import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  routeOf,
  type RestBody,
  type RestCall,
  type RestQuery,
  type RestReply,
  type RestWrapping,
} from '@storefront/contract/rest';
import { checkKeyAccess } from './auth.js';

/** The customer API's scope: a route's request is typed by its descriptor's schemas (fastify-type-provider-zod). */
export type CustomerApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The path's `:name` placeholders, as text: the handler reads an id there as it reads one in the query. */
const PathParams = z.record(z.string(), z.string());

interface CallSchema<Query extends RestQuery | undefined> extends FastifySchema {
  params: typeof PathParams;
  querystring: Query;
}

/** A route's handler, its request typed by the route's schema. */
export type Handler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

/**
 * What a call's handler answers: the body its descriptor describes (RestReply: the answer schema's input, money
 * as text), so the compiler holds every answer to the contract; or, for a file, the reply that has sent it.
 */
export type RouteReply<Answer extends z.ZodType, Wrapping extends RestWrapping> =
  z.input<Answer> extends Uint8Array ? FastifyReply : RestReply<z.input<Answer>, Wrapping>;

/** A call's handler: its request typed by the route's schema, its answer by the call's descriptor (RouteReply). */
export type CallHandler<Schema extends FastifySchema, Reply> = (
  ...args: Parameters<Handler<Schema>>
) => Reply | Promise<Reply>;

/** A call's route schema. Its `querystring` is left out when Query is undefined: Fastify warns of one set to nothing. */
function schemaOf<Query extends RestQuery | undefined>(call: RestCall<z.ZodType, Query>): CallSchema<Query> {
  const schema = call.query ? { params: PathParams, querystring: call.query } : { params: PathParams };
  // The one place TypeScript cannot follow: `call.query` is absent exactly when Query is undefined.
  return schema as CallSchema<Query>;
}

/**
 * Declares the route of a call of the customer API (under `/api/customer`) from its descriptor: its method, its
 * path, and its query schema, which types `request.query` and refuses a parameter sent twice (see RestQuery).
 * An API key is held to the descriptor's `keyScope` before the handler runs (checkKeyAccess).
 */
export function customerRoute<
  Answer extends z.ZodType,
  Query extends RestQuery | undefined,
  Body extends RestBody | undefined,
  Wrapping extends RestWrapping,
>(
  app: CustomerApi,
  call: RestCall<Answer, Query, Body, string, Wrapping>,
  handler: CallHandler<CallSchema<Query>, RouteReply<Answer, Wrapping>>,
): void {
  app.route<RouteGenericInterface, ContextConfigDefault, CallSchema<Query>>({
    method: call.method,
    url: routeOf(call, '/customer'),
    schema: schemaOf(call),
    preHandler: (request, _reply, done) => {
      try {
        checkKeyAccess(request, call);
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
    handler,
  });
}
