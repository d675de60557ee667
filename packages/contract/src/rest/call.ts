import { z } from 'zod';
import type { ApiKeyScope } from '../api-keys.js';

/*
 * One descriptor per call of the REST API (`/api/customer/*`, `/api/staff/*`): its method, path, whether it may
 * change something, where it comes from and the shape of its answer. store-api declares its routes from these
 * and checks in its tests that every answer parses with its descriptor's schema; the gateway's upstream client
 * sends them, retries only what is not a write, and parses every answer with the same schema.
 */

export type RestMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Where a call's payload sits in the body, as the spec's client reads it (section 7's Reading column):
 * - `envelope`: `{data, message?}` (most calls: `data.data` to the spec's client, whose `data` is the body);
 * - `bare`: the body itself, beside an optional `message` (the spec's `data.token`, `data.id`);
 * - `plain`: a plain value, or the same inside `{data}` (the spec's plain arrays of countries and states).
 */
export type RestWrapping = 'envelope' | 'bare' | 'plain';

/**
 * A call's query string as it arrives: each parameter it reads at most once, as text (others are dropped). The
 * host reads the values itself, with its own messages; this only says which parameters there are, and refuses one
 * sent twice (`?id=1&id=2` arrives as an array).
 */
export type RestQuery<Name extends string = string> = z.ZodObject<{
  [K in Name]: z.ZodOptional<z.ZodString>;
}>;

/** The query schema of a call that reads these parameters. */
export function restQuery<const Name extends string>(...names: readonly Name[]): RestQuery<Name> {
  const shape = Object.fromEntries(names.map((name) => [name, z.string().optional()]));
  // Object.fromEntries cannot say which keys it made: these are exactly the names.
  return z.object(shape) as RestQuery<Name>;
}

/**
 * A call's body as a client sends it (JSON; the host takes the same fields form-encoded too). The host reads each
 * field with its own rule and message; the schema says which fields there are and what a client puts in them.
 */
export type RestBody = z.ZodObject;

/** The names of a path's `:name` placeholders: `'id' | 'lineId'` for `/staff/orders/:id/lines/:lineId/fulfil`. */
export type RestParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RestParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's placeholders as they arrive: text (the host reads an id there as it reads one in the query). */
export type RestParams<Path extends string> = z.ZodObject<{ [K in RestParamName<Path>]: z.ZodString }>;

/** What a client may send as a call's body: its fields as the body schema takes them (nothing without one). */
export type RestBodyInput<Body extends RestBody | undefined> = Body extends RestBody ? z.input<Body> : never;

/** What a client may send as the body of this call (see RestBodyInput). */
export type RestBodyOf<Call> =
  Call extends RestCall<z.ZodType, RestQuery | undefined, infer Body> ? RestBodyInput<Body> : never;

export interface RestCall<
  Answer extends z.ZodType = z.ZodType,
  Query extends RestQuery | undefined = RestQuery | undefined,
  Body extends RestBody | undefined = RestBody | undefined,
  Path extends string = string,
  Wrapping extends RestWrapping = RestWrapping,
> {
  /** Low-cardinality name for metrics and logs: the path under its area with placeholders, e.g. `items/:id`. */
  readonly name: string;
  readonly method: RestMethod;
  /** The path under the API's base (`STORE_API_URL`), with `:name` placeholders: `/customer/items/:id`. */
  readonly path: Path;
  /**
   * Whether the call may change something at the host. A write is never sent twice by a client, whatever its
   * method: the spec makes add-to-cart and the quantity steps GET requests.
   */
  readonly write: boolean;
  /**
   * `spec`: section 7 of the specification names it, so every distributor's host has it. `ours`: an extra of
   * store-api's, which a distributor's host may lack (a client falls back to the spec's calls, or says the store
   * does not offer the feature).
   */
  readonly origin: 'spec' | 'ours';
  /** `public`: the same for everyone; `optional`: prices with a customer token; `customer`, `staff`: required. */
  readonly access: 'public' | 'optional' | 'customer' | 'staff';
  /**
   * What an API key needs to make the call: one of its scopes, or `any` (any key: who the key belongs to). Absent:
   * a `public` call is open to any key (it answers as to a visitor), any other call needs a session token from a
   * login (a key is refused with 403 SESSION_REQUIRED), so a new call is closed to keys until it says otherwise.
   */
  readonly keyScope?: ApiKeyScope | 'any';
  /** The query parameters it reads (see RestQuery); none when absent. */
  readonly query?: Query;
  /** The fields of its body (see RestBody); none when absent. */
  readonly body?: Body;
  readonly wrapping: Wrapping;
  /** The answer's payload in the spec's shapes, with store-api's extra fields optional. */
  readonly answer: Answer;
}

/** Declares a call; the identity, so that each descriptor keeps its own answer, query, body and path types. */
export function restCall<
  Answer extends z.ZodType,
  Query extends RestQuery | undefined = undefined,
  Body extends RestBody | undefined = undefined,
  const Path extends string = string,
  Wrapping extends RestWrapping = RestWrapping,
>(call: RestCall<Answer, Query, Body, Path, Wrapping>): RestCall<Answer, Query, Body, Path, Wrapping> {
  return call;
}

/**
 * What a host puts in the payload of this call's answer: its answer schema's input, money as text ("12.50"),
 * which the schema reads as integer cents (a client reads `z.output`, see RestAnswer).
 */
export type RestAnswerOf<Call> = Call extends { readonly answer: infer Answer extends z.ZodType }
  ? z.input<Answer>
  : never;

/**
 * An answer as one host always sends it: every field present, none null but those named in `Nullable` (the
 * contract reads most fields as optional, for a specification's host that may leave them out).
 */
export type Whole<T, Nullable extends keyof T = never> = {
  [K in keyof T]-?: K extends Nullable ? Exclude<T[K], undefined> : NonNullable<T[K]>;
};

/**
 * An answer with some fields narrowed to what one host guarantees (money as text, a status from a list, an
 * address whole). Each narrowing must be a value the contract reads, or this does not compile: the answer stays
 * the contract's, only narrower.
 */
export type Narrowed<T, Narrow extends { [K in keyof T]?: T[K] }> = {
  [K in keyof T]: K extends keyof Narrow ? Narrow[K] : T[K];
};

/** The body a host answers a call with: the payload where the call's wrapping puts it (see RestWrapping). */
export type RestReply<Payload, Wrapping extends RestWrapping> = Wrapping extends 'envelope'
  ? { data: Payload; message?: string }
  : Wrapping extends 'bare'
    ? Payload & { message?: string }
    : Payload | { data: Payload; message?: string };

/** The body a host answers this call with (see RestReply). */
export type RestReplyOf<Call> = Call extends {
  readonly answer: infer Answer extends z.ZodType;
  readonly wrapping: infer Wrapping extends RestWrapping;
}
  ? RestReply<z.input<Answer>, Wrapping>
  : never;

const paramSchemas = new WeakMap<RestCall, z.ZodObject>();

/** The schema of a call's path placeholders, each as text; built once per call. */
export function paramsSchema<Path extends string>(
  call: RestCall<z.ZodType, RestQuery | undefined, RestBody | undefined, Path>,
): RestParams<Path> {
  let schema = paramSchemas.get(call);
  if (!schema) {
    const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    schema = z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
    paramSchemas.set(call, schema);
  }
  // Object.fromEntries cannot say which keys it made: these are exactly the path's placeholders.
  return schema as RestParams<Path>;
}

/** What a call's answer parses to: its payload and the message beside it (a success toast of the spec's). */
export interface RestAnswer<T> {
  data: T;
  message: string | undefined;
}

const wrapped = new WeakMap<RestCall, z.ZodType>();

/**
 * The schema of a call's whole body, built once per call (zod compiles a schema on first use, so one built per
 * request would be compiled per request): it parses to `{data, message}` whatever the wrapping.
 */
export function answerSchema<Answer extends z.ZodType>(
  call: RestCall<Answer>,
): z.ZodType<RestAnswer<z.output<Answer>>> {
  let schema = wrapped.get(call);
  if (!schema) {
    schema = wrap(call.wrapping, call.answer);
    wrapped.set(call, schema);
  }
  return schema as z.ZodType<RestAnswer<z.output<Answer>>>;
}

function wrap(wrapping: RestWrapping, data: z.ZodType): z.ZodType {
  const envelope = z.object({ data, message: z.string().optional() });
  switch (wrapping) {
    case 'envelope':
      return envelope;
    case 'bare':
      return z.intersection(data, z.object({ message: z.string().optional() })).transform((value) => ({
        data: value,
        message: value.message,
      }));
    case 'plain':
      return z.union([envelope, data.transform((value: unknown) => ({ data: value, message: undefined }))]);
  }
}

/** The call's path with its placeholders filled in (each value URL-encoded). */
export function pathOf(call: RestCall, params: Readonly<Record<string, string | number>> = {}): string {
  return call.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.name}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path as a Fastify route under its area's prefix (`/customer/items/:id` → `/items/:id` under `/customer`). */
export function routeOf(call: RestCall, prefix: string): string {
  if (!call.path.startsWith(`${prefix}/`)) throw new Error(`${call.name} is not under ${prefix}`);
  return call.path.slice(prefix.length);
}

/** What an API key needs to make the call (see RestCall.keyScope): a scope, `any`, or `session` (keys refused). */
export function keyAccessOf(call: Pick<RestCall, 'access' | 'keyScope'>): ApiKeyScope | 'any' | 'session' {
  return call.keyScope ?? (call.access === 'public' ? 'any' : 'session');
}
