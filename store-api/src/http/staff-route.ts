import type { ContextConfigDefault, FastifySchema, RouteGenericInterface } from 'fastify';
import type { z } from 'zod';
import {
  paramsSchema,
  routeOf,
  type RestBody,
  type RestCall,
  type RestParams,
  type RestQuery,
  type RestWrapping,
} from '@storefront/contract/rest';
import type { CallHandler, CustomerApi, RouteReply } from './customer-route.js';

/** The staff API's scope: typed like the customer API's, by fastify-type-provider-zod. */
export type StaffApi = CustomerApi;

interface StaffCallSchema<Query extends RestQuery | undefined, Path extends string> extends FastifySchema {
  params: RestParams<Path>;
  querystring: Query;
}

/**
 * Declares the route of a call of the staff API (under `/api/staff`) from its descriptor: its method, its path,
 * whose placeholders type `request.params`, and its query schema, which types `request.query` and refuses a
 * parameter sent twice (see RestQuery). The body's fields are read with readBody, typed by the same descriptor.
 */
export function staffRoute<
  Answer extends z.ZodType,
  Query extends RestQuery | undefined,
  Body extends RestBody | undefined,
  Path extends string,
  Wrapping extends RestWrapping,
>(
  app: StaffApi,
  call: RestCall<Answer, Query, Body, Path, Wrapping>,
  handler: CallHandler<StaffCallSchema<Query, Path>, RouteReply<Answer, Wrapping>>,
): void {
  const params = paramsSchema(call);
  // The one place TypeScript cannot follow: `call.query` is absent exactly when Query is undefined (Fastify warns
  // of a querystring set to nothing).
  const schema = (call.query ? { params, querystring: call.query } : { params }) as StaffCallSchema<
    Query,
    Path
  >;
  app.route<RouteGenericInterface, ContextConfigDefault, StaffCallSchema<Query, Path>>({
    method: call.method,
    url: routeOf(call, '/staff'),
    schema,
    handler,
  });
}
