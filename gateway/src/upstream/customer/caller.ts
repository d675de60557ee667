import type { FormData } from 'undici';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { formatCents, messages as M } from '@storefront/contract';
import {
  answerSchema,
  pathOf,
  type RestAnswer,
  type RestBody,
  type RestBodyInput,
  type RestCall,
  type RestQuery,
} from '@storefront/contract/rest';
import type { CatalogCache } from '../cache.js';
import type { HostCapabilities } from '../capabilities.js';
import {
  UpstreamFailure,
  type QueryValue,
  type UpstreamClient,
  type UpstreamRequest,
  type UpstreamResponse,
} from '../client.js';
import { gatewayError, toGraphQLError, type ErrorScope } from '../errors.js';
import { RequestMemo } from '../memo.js';

export interface StoreApiScope extends ErrorScope {
  /** The caller's store-api token, when logged in. */
  token: string | undefined;
  /** The address the caller connected from (the socket's, not a header the caller could set). */
  clientIp?: string | undefined;
  /** How many REST calls this GraphQL operation may make (UPSTREAM_CALLS_PER_OPERATION); unlimited when unset. */
  callBudget?: number;
}

/** A call's payload and the success message of the contract ('Item Added To Cart Successfully.'), if any. */
export type Answer<T> = RestAnswer<T>;

/** A call of the customer API with the body its descriptor declares (none when Body is undefined). */
type Call<A extends z.ZodType, Body extends RestBody | undefined> = RestCall<A, RestQuery | undefined, Body>;

export interface SendOptions<Body extends RestBody | undefined = undefined> {
  /** Values of the path's `:name` placeholders. */
  params?: Readonly<Record<string, string | number>>;
  query?: Record<string, QueryValue>;
  /** JSON body, as the call's descriptor declares it. */
  json?: RestBodyInput<Body>;
  /** Multipart body (files), of the fields the call's descriptor declares. */
  form?: FormData;
  /** Extra headers the contract defines for a call (Idempotency-Key). */
  headers?: Record<string, string>;
  /** Sent without the token and never cached, though the call takes one (the header's product count). */
  anonymous?: boolean;
  /** A public read that is not shared through the catalog cache (per-request look-ups of many keys). */
  unshared?: boolean;
  /** A per-customer read that several fields of one request may need: made once per request. */
  memo?: boolean;
  /** A 404 is thrown as the UpstreamFailure it is, for the caller to read. */
  raw404?: boolean;
}

/**
 * Sends the REST calls of `@storefront/contract/rest` for one GraphQL request: it carries the caller's token and
 * request id, parses every answer with its descriptor's schema, and turns every failure into a client-safe
 * GraphQLError through errors.ts. A write (whatever its method) is never repeated and empties the request's
 * memo; public reads are sent without the token and shared through the catalog cache.
 */
export class CustomerCaller {
  private token: string | undefined;
  // Reads of one request that several fields need (the address book, the cart); any write empties it.
  readonly memo = new RequestMemo();
  private sent = 0;

  constructor(
    private readonly client: UpstreamClient,
    readonly cache: CatalogCache,
    readonly scope: StoreApiScope,
  ) {
    this.token = scope.token;
  }

  get isLoggedIn(): boolean {
    return this.token !== undefined;
  }

  get currentToken(): string | undefined {
    return this.token;
  }

  /** The token the rest of this request uses: set by login, removed by logout. */
  useToken(token: string | undefined): void {
    this.token = token;
    this.memo.clear();
  }

  send<A extends z.ZodType, B extends RestBody | undefined = undefined>(
    call: Call<A, B>,
    options: SendOptions<B> = {},
  ): Promise<Answer<z.output<A>>> {
    const request = () => this.request(call, options);
    const shared =
      call.access === 'public' &&
      !call.write &&
      call.method === 'GET' &&
      !options.unshared &&
      !options.anonymous;
    // Public answers are fetched without the token, so the cached value is the same for everyone.
    if (shared) return this.cache.remember(`${call.name}?${JSON.stringify(options.query ?? {})}`, request);
    return options.memo ? this.memo.remember(call.name, request) : request();
  }

  /** The payload alone. */
  async read<A extends z.ZodType, B extends RestBody | undefined = undefined>(
    call: Call<A, B>,
    options: SendOptions<B> = {},
  ): Promise<z.output<A>> {
    return (await this.send(call, options)).data;
  }

  /** Which of our optional calls the host lacks (per process, for a while): see HostCapabilities. */
  get capabilities(): HostCapabilities {
    return this.client.capabilities;
  }

  /**
   * A call of ours that the spec's REST API lacks, sent by `send`: undefined when the host answers 404 without
   * naming a record (errors.ts keeps only store-api's record messages), which is how a host without the route
   * answers. The host's answer is remembered, so the next requests do not ask for the missing route again.
   */
  async optional<T>(call: RestCall, send: () => Promise<T>): Promise<T | undefined> {
    if (this.capabilities.lacks(call)) return undefined;
    try {
      return await send();
    } catch (error) {
      if (!isMissingRoute(error)) throw error;
      this.capabilities.markMissing(call);
      return undefined;
    }
  }

  /**
   * A call of ours with no equivalent among the spec's: a host without it (the distributor's) gets the coded error
   * NOT_OFFERED, which says the store does not offer the feature, instead of a NOT_FOUND that would name no record.
   */
  async extra<T>(call: RestCall, send: () => Promise<T>): Promise<T> {
    const answer = await this.optional(call, send);
    if (answer === undefined) throw gatewayError('NOT_OFFERED', M.notOffered, this.scope.requestId);
    return answer;
  }

  /**
   * Counts a call against the operation's budget, refusing it before it is made once the budget is spent: a query
   * that asks for a hundred products one by one must not turn into a hundred requests to the store.
   */
  private spend(call: RestCall): void {
    const budget = this.scope.callBudget;
    this.sent += 1;
    if (budget === undefined || this.sent <= budget) return;
    if (this.sent === budget + 1) {
      this.scope.log.warn(
        { requestId: this.scope.requestId, route: call.name, budget },
        'upstream call budget spent',
      );
    }
    throw gatewayError('TOO_MANY_UPSTREAM_CALLS', M.tooManyUpstreamCalls, this.scope.requestId, {
      upstreamCallBudget: budget,
    });
  }

  private async request<A extends z.ZodType, B extends RestBody | undefined>(
    call: Call<A, B>,
    options: SendOptions<B>,
  ): Promise<Answer<z.output<A>>> {
    this.spend(call);
    if (call.write) this.memo.clear();
    let response;
    try {
      response = await this.client.send(
        requestOf(call, options.params, this.scope, {
          query: options.query,
          json: options.json,
          form: options.form,
          headers: options.headers,
          token: call.access === 'public' || options.anonymous ? undefined : this.token,
        }),
      );
    } catch (error) {
      if (options.raw404 && error instanceof UpstreamFailure && error.status === 404) throw error;
      throw toGraphQLError(error, this.scope);
    }
    return parseAnswer(call, response, this.scope);
  }
}

/**
 * The request that sends a call: its name, method, whether it writes and its path as the descriptor says, with the
 * caller's request id and address. The customer and the staff clients both send calls through it.
 */
export function requestOf(
  call: RestCall,
  params: Readonly<Record<string, string | number>> | undefined,
  scope: { requestId: string; clientIp?: string | undefined },
  body: Pick<UpstreamRequest, 'query' | 'json' | 'form' | 'headers' | 'token'>,
): UpstreamRequest {
  return {
    route: call.name,
    method: call.method,
    write: call.write,
    path: pathOf(call, params),
    ...body,
    requestId: scope.requestId,
    clientIp: scope.clientIp,
  };
}

/**
 * A call's answer parsed with its descriptor's schema; an answer outside the contract is UPSTREAM_ERROR (logged with
 * zod's account of what did not match). The customer and the staff clients both read answers through it.
 */
export function parseAnswer<A extends z.ZodType>(
  call: RestCall<A>,
  response: UpstreamResponse,
  scope: ErrorScope,
): Answer<z.output<A>> {
  const parsed = answerSchema(call).safeParse(response.body);
  if (parsed.success) return parsed.data;
  const failure = new UpstreamFailure('invalid', call.name, response.status, undefined, undefined, {
    cause: new Error(z.prettifyError(parsed.error)),
  });
  throw toGraphQLError(failure, scope);
}

/** A 404 that names no record: how a host answers a path it does not have. */
function isMissingRoute(error: unknown): boolean {
  return (
    error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND' && error.message === M.notFound
  );
}

/** Money as the REST API takes it: "12.50". */
export function centsQuery(cents: number | null | undefined): string | undefined {
  return cents === undefined || cents === null ? undefined : formatCents(cents);
}

/** A list as the spec's query strings take it: comma-joined; absent when empty. */
export function listQuery(value: readonly (string | number)[] | null | undefined): string | undefined {
  return value && value.length > 0 ? value.join(',') : undefined;
}

/** Optional fields left empty are left out, as a form would (a field that may be empty is optional). */
export function compact<T extends object>(fields: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  ) as { [K in keyof T]: Exclude<T[K], null> };
}
