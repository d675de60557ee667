import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  isLeafType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
// The same hostile values as the REST fuzz, so both layers meet the same inputs.
import * as hostile from '../../../store-api/test/fuzz/hostile.js';
import { stringsIn } from '../../../store-api/test/fuzz/leaks.js';

/**
 * GraphQL requests generated from schema.graphql: for every Query and Mutation field, arguments built from
 * their types (hostile values of the right type, values of the wrong type, huge lists, nesting), as literals
 * or variables, sometimes aliased several times; plus hostile raw documents and transports.
 */

export const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

/** An enum value in a literal (printed bare, sent as its name in variables). */
class EnumValue {
  constructor(readonly name: string) {}
}

/** Who sends the request: nobody, the approved customer (bearer or cookie), or a broken credential. */
export type Caller = 'anonymous' | 'customer' | 'customer-cookie' | 'malformed-token' | 'garbage-cookie';

export interface GraphQLCase {
  /** What is being fuzzed: `Query.product`, `raw: subscription`... */
  target: string;
  caller: Caller;
  method: 'GET' | 'POST';
  /** Query string for GET (without `?`). */
  search?: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Every text the request carried, for the leak check. */
  sent: string[];
  /** Ends the session it is called with (logout): sent with a token of its own. */
  endsSession?: true;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Prints a JavaScript value as a GraphQL literal (strings JSON-quoted, which GraphQL reads the same way). */
export function printLiteral(value: unknown): string {
  if (value instanceof EnumValue) return value.name;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number')
    // Infinity as the literal that overflows a double.
    return Number.isFinite(value) ? String(value) : '1e309';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(printLiteral).join(', ')}]`;
  const fields = Object.entries(value as Record<string, unknown>).map(
    ([key, item], index) => `${NAME.test(key) ? key : `k${index}`}: ${printLiteral(item)}`,
  );
  return `{${fields.join(', ')}}`;
}

/** The JSON form of a value for `variables`. */
function toVariable(value: unknown): unknown {
  if (value instanceof EnumValue) return value.name;
  if (Array.isArray(value)) return value.map(toVariable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toVariable(item)]));
  }
  return value;
}

/** Strings by what the argument or input field is called: an e-mail gets e-mail-like values, and so on. */
function hostileStringFor(name: string): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  if (lower.includes('email')) return hostile.email;
  if (lower.includes('phone') || lower === 'mobile') return hostile.phone;
  if (lower.includes('postcode')) return hostile.zip;
  if (lower.includes('date')) return hostile.date;
  if (lower.includes('password')) return hostile.password;
  if (lower.includes('price')) return hostile.money;
  if (lower.includes('slug')) return hostile.slugText;
  if (lower === 'token')
    return fc.oneof(hostile.hostileText, fc.base64String({ minLength: 40, maxLength: 44 }));
  if (lower === 'idempotencykey')
    return fc.oneof(fc.uuid(), hostile.hostileText, fc.constantFrom('short', 'k'.repeat(101)));
  return hostile.text;
}

/** What a real client sends for the field, so that one hostile field among valid ones gets past the others. */
function validStringFor(name: string): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  if (lower.includes('email')) return fc.emailAddress();
  if (lower.includes('phone') || lower === 'mobile') return fc.constant('(201) 555-0123');
  if (lower.includes('postcode')) return fc.constant('07102');
  if (lower.includes('date')) return fc.constant('2030-01-31');
  if (lower.includes('password')) return fc.constant('Secret#2025');
  if (lower.includes('price')) return fc.constantFrom('10', '46.00');
  if (lower.includes('slug')) return fc.constantFrom('cigar', 'premium-cigar');
  if (lower === 'nameprefix') return fc.constant('Mr.');
  if (lower === 'idempotencykey') return fc.uuid();
  return fc.constantFrom('Acme Tobacco', 'Jane Doe', 'Newark', '1 Main St');
}

function stringFor(name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: validStringFor(name) },
    { weight: 3, arbitrary: hostileStringFor(name) },
  );
}

/** Ids the seed has for the reference lists (one country, its states, membership categories). */
const VALID_ID_BY_NAME: Record<string, readonly string[]> = {
  countryId: ['1'],
  stateId: ['31', '5'],
  membershipCategoryId: ['1', '2'],
};

function idValues(name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostile.idText },
    { weight: 3, arbitrary: fc.constantFrom(...(VALID_ID_BY_NAME[name] ?? hostile.validIdTexts)) },
    // IDs may be written as Int literals too.
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1, 7, 63) },
  );
}

const INT_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1, 2, 12, 48, 0, -1, 49, 100, 10_000, 2 ** 31 - 1, -(2 ** 31)),
  fc.integer(),
);

// Not an Int at all: GraphQL must refuse these itself.
const NOT_INT_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53, 1.5, Number.POSITIVE_INFINITY),
  hostile.pageText,
);

function scalarValue(typeName: string, name: string, wellTyped: boolean): fc.Arbitrary<unknown> {
  switch (typeName) {
    case 'ID':
      return idValues(name);
    case 'Int':
      return wellTyped ? INT_VALUES : fc.oneof(INT_VALUES, NOT_INT_VALUES);
    case 'Boolean':
      return fc.constantFrom(true, false, true);
    case 'Upload':
      return fc.constant(null);
    case 'Date':
    case 'DateTime':
      return hostile.date;
    default:
      return stringFor(name);
  }
}

/** A value of the type itself (not null): lists of any length, enums, input objects, scalars. */
function typedValue(
  type: GraphQLInputType,
  name: string,
  wellTyped: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLList) {
    const item = inputValue(type.ofType, name, wellTyped, depth + 1);
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(item, { maxLength: 5 }) },
      // A single value where a list goes is allowed (input coercion).
      { weight: 1, arbitrary: item },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(21, 201, 1000, 5000)
          .map((n) => Array.from({ length: n }, (_, i) => String((i % 63) + 1))),
      },
    );
  }
  if (type instanceof GraphQLEnumType) {
    const values = fc.constantFrom(...type.getValues().map((v) => new EnumValue(v.name)));
    if (wellTyped) return values;
    return fc.oneof(
      { weight: 4, arbitrary: values },
      { weight: 1, arbitrary: fc.constantFrom(new EnumValue('NOT_A_VALUE'), 'INCREASE', 1) },
    );
  }
  if (type instanceof GraphQLInputObjectType) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(
        fields.map((field) => [field.name, inputValue(field.type, field.name, wellTyped, depth + 1)]),
      ),
      {
        requiredKeys: wellTyped
          ? fields
              .filter((f) => f.type instanceof GraphQLNonNull && f.defaultValue === undefined)
              .map((f) => f.name)
          : [],
      },
    );
  }
  return scalarValue(getNamedType(type).name, name, wellTyped);
}

/**
 * Values for an input type. Well typed: hostile values GraphQL itself accepts, so they reach the resolvers and
 * store-api. Otherwise also null where null is not allowed and values of another type, which GraphQL refuses.
 */
export function inputValue(
  type: GraphQLInputType,
  name: string,
  wellTyped: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  const nonNull = type instanceof GraphQLNonNull;
  const value = typedValue(nonNull ? type.ofType : type, name, wellTyped, depth);
  const nullAllowed = !nonNull || !wellTyped;
  return fc.oneof(
    { weight: 8, arbitrary: value },
    ...(nullAllowed ? [{ weight: 1, arbitrary: fc.constant(null) }] : []),
    ...(wellTyped ? [] : [{ weight: 1, arbitrary: hostile.wrongType }]),
  );
}

/** Printable type of an argument, for a variable definition. */
function typeString(type: GraphQLInputType): string {
  return type.toString();
}

/** A selection for a result type: its leaves, and its object fields' leaves down to `depth` levels. */
export function selectionFor(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values((named as GraphQLObjectType).getFields())) {
    if (field.args.some((arg) => arg.type instanceof GraphQLNonNull)) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} ${selectionFor(field.type, depth - 1)}`);
  }
  return `{ ${parts.length > 0 ? parts.join(' ') : '__typename'} }`;
}

interface Invocation {
  args: Record<string, unknown>;
  asVariables: boolean;
  /** Declare a variable with the wrong type now and then. */
  wrongVariableType: boolean;
}

function argumentsFor(args: readonly GraphQLArgument[]): fc.Arbitrary<Record<string, unknown>> {
  if (args.length === 0) return fc.constant({});
  const required = args
    .filter((arg) => arg.type instanceof GraphQLNonNull && arg.defaultValue === undefined)
    .map((arg) => arg.name);
  // Mostly well typed, so that most cases get past GraphQL's own validation to the resolvers.
  const record = (wellTyped: boolean) =>
    fc.record(Object.fromEntries(args.map((arg) => [arg.name, inputValue(arg.type, arg.name, wellTyped)])), {
      requiredKeys: wellTyped ? required : [],
    });
  return fc.oneof({ weight: 7, arbitrary: record(true) }, { weight: 3, arbitrary: record(false) });
}

/** One root field called (once or aliased several times) with generated arguments. */
function fieldCase(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const invocation = fc.record({
    args: argumentsFor(field.args),
    asVariables: fc.boolean(),
    wrongVariableType: fc.integer({ min: 0, max: 30 }).map((n) => n === 0),
  });
  return fc
    .record({
      invocations: fc.oneof(
        { weight: 4, arbitrary: fc.array(invocation, { minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.array(invocation, { minLength: 2, maxLength: 4 }) },
      ),
      depth: fc.constantFrom(1, 2),
      operationName: fc.option(fc.constantFrom('Fuzz', 'A'.repeat(1000)), { freq: 4 }),
    })
    .map(({ invocations, depth, operationName }) => {
      const definitions: string[] = [];
      const variables: Record<string, unknown> = {};
      const selection = selectionFor(field.type, depth);
      const calls = invocations.map((call: Invocation, index) => {
        const argText = Object.entries(call.args).map(([name, value]) => {
          if (!call.asVariables) return `${name}: ${printLiteral(value)}`;
          const variable = `${name}${index}`;
          const argument = field.args.find((a) => a.name === name)!;
          definitions.push(`$${variable}: ${call.wrongVariableType ? 'Int' : typeString(argument.type)}`);
          variables[variable] = toVariable(value);
          return `${name}: $${variable}`;
        });
        const alias = invocations.length > 1 ? `a${index}: ` : '';
        return `${alias}${field.name}${argText.length > 0 ? `(${argText.join(', ')})` : ''} ${selection}`;
      });
      const head = `${operation}${operationName ? ` ${operationName}` : ''}${definitions.length > 0 ? `(${definitions.join(', ')})` : ''}`;
      return {
        query: `${head} { ${calls.join(' ')} }`,
        variables,
        operationName,
        sent: stringsIn(invocations.map((call) => toVariable(call.args))),
      };
    });
}

/** Documents and bodies that are wrong as a whole. */
const RAW_DOCUMENTS: readonly string[] = [
  'subscription { x }',
  'subscription { productCount }',
  '{',
  'query {',
  '{ products(',
  '}}}}',
  '',
  ' ',
  '{ produts { items { id } } }',
  'query Q { productCount } query Q { productCount }',
  'query A { productCount } query B { productCount }',
  `query ${'A'.repeat(100_000)} { productCount }`,
  `{ ${'productCount '.repeat(2000)} }`,
  `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: productCount`).join(' ')} }`,
  `{ categories ${'{ children '.repeat(30)}{ id }${' }'.repeat(30)} }`,
  'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
  `{ productCount ${'@include(if: true) '.repeat(50)}}`,
  '{ __schema { types { name fields { name args { name } } } } }',
  '{ __typename }',
  '{ product(id: "1") { id ... on Product { price { amount } } } }',
  '{ productCount }\u0000',
  '{ searchProducts(query: "a\\u0000b") { total } }',
  '{ searchProducts(query: "\\ud800") { total } }',
  '{ product(id: 9999999999) { id } }',
  '{ product(id: "9999999999") { id price { amount } } }',
  'mutation { logout { accepted } }',
  'query ($id: ID!) { product(id: $id) { id } }',
  '{ productCount(extra: 1) }',
  '{ products(page: 2147483648) { total } }',
  '{ products(perPage: 1000000) { items { id } } }',
  '{ products(filter: { minPrice: "1e309" }) { total items { price { amount } } } }',
];

export type Transport =
  | 'json'
  | 'get'
  | 'get-no-preflight'
  | 'get-mutation'
  | 'text-plain'
  | 'form'
  | 'multipart'
  | 'multipart-no-boundary'
  | 'multipart-no-preflight';

const RAW_BODIES: readonly string[] = [
  '{"query":5}',
  '{"query":{}}',
  '{"query":null}',
  '{"query":["{ productCount }"]}',
  '{}',
  '[]',
  '[{"query":"{ productCount }"}]',
  '"{ productCount }"',
  '123',
  'null',
  '{',
  '{"query":"{ productCount }","variables":"abc"}',
  '{"query":"{ productCount }","variables":[1]}',
  '{"query":"{ productCount }","operationName":5}',
  '{"query":"{ productCount }","operationName":"Nope"}',
  '{"query":"{ productCount }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}',
  '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"0000000000000000000000000000000000000000000000000000000000000000"}}}',
  '{"query":"query ($id: ID!) { product(id: $id) { id } }","variables":{"id":{"__proto__":{"x":1}}}}',
  '{"query":"{ productCount }","variables":{"__proto__":{"polluted":true}}}',
  `{"query":"{ productCount }","variables":{"pad":"${'x'.repeat(1_100_000)}"}}`,
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
];

const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<Caller>('customer', 'customer', 'customer-cookie') },
  { weight: 3, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('malformed-token', 'garbage-cookie') },
);

/** The body and headers of a document sent the given way. */
function encode(
  transport: Transport,
  document: { query: string; variables?: Record<string, unknown>; operationName?: string | null },
): Pick<GraphQLCase, 'method' | 'search' | 'headers' | 'body'> {
  const payload = JSON.stringify({
    query: document.query,
    ...(document.variables && Object.keys(document.variables).length > 0
      ? { variables: document.variables }
      : {}),
    ...(document.operationName ? { operationName: document.operationName } : {}),
  });
  const params = () => {
    const search = new URLSearchParams({ query: document.query });
    if (document.variables && Object.keys(document.variables).length > 0)
      search.set('variables', JSON.stringify(document.variables));
    if (document.operationName) search.set('operationName', document.operationName);
    return search.toString();
  };
  const boundary = 'fuzzgraphql0123456789';
  const multipartBody = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${payload}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`,
  );
  switch (transport) {
    case 'json':
      return { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload };
    case 'get':
      return { method: 'GET', search: params(), headers: { 'apollo-require-preflight': 'true' } };
    case 'get-no-preflight':
      return { method: 'GET', search: params(), headers: {} };
    case 'get-mutation':
      return {
        method: 'GET',
        search: new URLSearchParams({ query: 'mutation { logout { accepted } }' }).toString(),
        headers: { 'apollo-require-preflight': 'true' },
      };
    case 'text-plain':
      return { method: 'POST', headers: { 'content-type': 'text/plain' }, body: payload };
    case 'form':
      return {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: params(),
      };
    case 'multipart':
      return {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'apollo-require-preflight': 'true',
        },
        body: multipartBody,
      };
    case 'multipart-no-boundary':
      return {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data', 'apollo-require-preflight': 'true' },
        body: multipartBody,
      };
    case 'multipart-no-preflight':
      return {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: multipartBody,
      };
  }
}

const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Transport>('json') },
  { weight: 2, arbitrary: fc.constant<Transport>('get') },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Transport>(
      'get-no-preflight',
      'get-mutation',
      'text-plain',
      'form',
      'multipart',
      'multipart-no-boundary',
      'multipart-no-preflight',
    ),
  },
);

function withCaller(
  target: string,
  document: fc.Arbitrary<{
    query: string;
    variables?: Record<string, unknown>;
    operationName?: string | null;
    sent: string[];
  }>,
  endsSession: boolean,
): fc.Arbitrary<GraphQLCase> {
  return fc.record({ document, caller, transport }).map(({ document: doc, caller: who, transport: how }) => ({
    target,
    caller: who,
    ...encode(how, doc),
    sent: [doc.query, ...doc.sent, JSON.stringify(doc.variables ?? {})],
    ...(endsSession ? { endsSession: true as const } : {}),
  }));
}

/** Every Query and Mutation field, each with its generated calls. */
export const FIELD_TARGETS: readonly string[] = [
  ...Object.keys(schema.getQueryType()!.getFields()).map((name) => `Query.${name}`),
  ...Object.keys(schema.getMutationType()!.getFields()).map((name) => `Mutation.${name}`),
];

export const graphqlCase: fc.Arbitrary<GraphQLCase> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.oneof(
      ...Object.values(schema.getQueryType()!.getFields()).map((field) =>
        withCaller(`Query.${field.name}`, fieldCase('query', field), false),
      ),
      ...Object.values(schema.getMutationType()!.getFields()).map((field) =>
        withCaller(`Mutation.${field.name}`, fieldCase('mutation', field), field.name === 'logout'),
      ),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...RAW_DOCUMENTS)
      .chain((query) =>
        withCaller(
          `raw document ${JSON.stringify(query.slice(0, 40))}`,
          fc.constant({ query, sent: [] }),
          true,
        ),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ body: fc.constantFrom(...RAW_BODIES), caller })
      .map(({ body, caller: who }): GraphQLCase => ({
        target: `raw body ${JSON.stringify(body.slice(0, 60))}`,
        caller: who,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        sent: [body],
      })),
  },
);
