import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { answerSchema, pathOf, routeOf, type RestAnswer, type RestCall } from '@storefront/contract/rest';

/*
 * What the REST contract tests share (@storefront/contract/rest against store-api): the routes an area declares,
 * a call sent as its descriptor says, and its answer parsed with its descriptor's schema.
 */

/** A call as a route: `GET /items/:id` for `/customer/items/:id` in the area `/customer`. */
export const routeKey = (call: RestCall, area: string) => `${call.method} ${routeOf(call, area)}`;

/** Every route (method and path, HEAD left out) that `register` declares under `/api${area}`. */
export async function routesOf(area: string, register: (scope: FastifyInstance) => void): Promise<string[]> {
  return (await routeSchemasOf(area, register)).map(([key]) => key);
}

/** The schema of every route (keyed by method and path, HEAD left out) that `register` declares under `/api${area}`. */
export async function routeSchemasOf(
  area: string,
  register: (scope: FastifyInstance) => void,
): Promise<[string, FastifySchema | undefined][]> {
  const routes: [string, FastifySchema | undefined][] = [];
  const app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push([`${method} ${route.url.slice(`/api${area}`.length)}`, route.schema]);
    }
  });
  await app.register(
    (scope, _options, done) => {
      register(scope);
      done();
    },
    { prefix: `/api${area}` },
  );
  await app.ready();
  await app.close();
  return routes;
}

export interface Send {
  params?: Record<string, string | number>;
  /** The query string, without its `?`. */
  query?: string;
  body?: unknown;
  token?: string | undefined;
  headers?: Record<string, string>;
}

/** The call at its descriptor's method and path. */
export function sendCall(
  app: FastifyInstance,
  call: RestCall,
  { params, query, body, token, headers }: Send = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method: call.method,
    url: `/api${pathOf(call, params)}${query === undefined ? '' : `?${query}`}`,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return app.inject(request);
}

/** A JSON answer as the client reads it; a file's as its bytes. */
function bodyOf(response: LightMyRequestResponse): unknown {
  return String(response.headers['content-type']).startsWith('application/json')
    ? response.json()
    : response.rawPayload;
}

/** A successful answer, parsed with the call's schema as the gateway parses it (the zod error on failure). */
export function expectAnswerOf<Answer extends z.ZodType>(
  call: RestCall<Answer>,
  response: LightMyRequestResponse,
): RestAnswer<z.output<Answer>> | undefined {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  const parsed = answerSchema(call).safeParse(bodyOf(response));
  expect(parsed.success, parsed.error ? z.prettifyError(parsed.error) : '').toBe(true);
  return parsed.data;
}
