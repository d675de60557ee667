import { createHash } from 'node:crypto';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  getNamedType,
  getNullableType,
  isListType,
  isLeafType,
  Kind,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';

/**
 * What one operation may cost, and what a caller may spend a minute, in the units of `operationCost` below. The
 * storefront's heaviest operation (the home page, for a customer) costs about 80 and a buyer's busiest minute
 * about 800 (docs/integrators.md, "Limits"): the budget leaves a browser five times that.
 */
export const COST_LIMITS = {
  maxOperationCost: 2000,
  budgetPerMinute: 20_000,
} as const;

/** A list whose size no argument sets: the products of a home-page row, a cart's lines, an order's lines. */
export const DEFAULT_LIST_SIZE = 10;
/** Writes weigh more than reads: each mutation field adds this to its selection's cost. */
export const MUTATION_COST = 10;

/** Lists known to be shorter than the default, by schema coordinate or, for any type, by field name. */
const LIST_SIZES: Record<string, number> = {
  // A mutation's refusals: one per field at most, usually none.
  userErrors: 1,
  // The list of a page (ProductPage, OrderPage, ...), whose field is already multiplied by `perPage` (below).
  items: 1,
  'CategoryRow.products': 5,
  // The category tree comes whole from one cached call, and every category is counted once at the top level
  // (`Query.categories`): its depth costs the store nothing more.
  'Category.children': 1,
};

/** The page-size arguments: a field with one costs that many times its selection. */
const PAGE_SIZE_ARGUMENTS = ['perPage', 'first', 'limit'];

/**
 * The cost of one field: 0 for a scalar or an enum and for introspection (answered by the gateway alone, polled by
 * Apollo Sandbox), 1 for an object plus its selection, times the list's size for a list (the page size asked for,
 * the number of ids or codes sent, or DEFAULT_LIST_SIZE), plus MUTATION_COST for a mutation.
 */
const storefrontEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (field.name.startsWith('__')) return 0;
  const mutation = type.name === 'Mutation' ? MUTATION_COST : 0;
  if (isLeafType(getNamedType(field.type))) return mutation;
  return mutation + sizeOf(`${type.name}.${field.name}`, field, args) * (1 + childComplexity);
};

function sizeOf(
  coordinate: string,
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
): number {
  for (const argument of PAGE_SIZE_ARGUMENTS) {
    const value = args[argument];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  }
  if (!isListType(getNullableType(field.type))) return 1;
  const known = LIST_SIZES[coordinate] ?? LIST_SIZES[field.name];
  if (known !== undefined) return known;
  // A list of results for a list the caller sends (ids, codes, lines) is as long as that list.
  const sent = Object.values(args).filter(Array.isArray);
  if (sent.length > 0) return Math.max(1, ...sent.map((list: unknown[]) => list.length));
  return DEFAULT_LIST_SIZE;
}

/** Costs remembered per document (and schema): a web app sends a few dozen documents, each with few variable sets. */
const COSTS_PER_DOCUMENT = 64;
/** Longer variables (a form's input) are not remembered: they are seldom sent twice. */
const MAX_KEY_LENGTH = 512;
const costs = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();

/**
 * The cost of an operation, computed from its document and variables before anything executes (graphql-query-
 * complexity walks the selection with the estimator above; fragments and @skip/@include are counted as they apply).
 * Variables graphql-js would refuse make no cost here: execution refuses them.
 *
 * The cost depends on nothing but the schema, the document, the operation's name and the variables, so it is
 * remembered for each: Apollo Server parses a query text once and hands the same document to every request that
 * sends it, and a walk of the document per request was 3–4 % of the gateway's CPU on a product page
 * (docs/gateway.md, "Performance").
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  let bySchema = costs.get(schema);
  if (!bySchema) costs.set(schema, (bySchema = new WeakMap()));
  let byDocument = bySchema.get(document);
  if (!byDocument) bySchema.set(document, (byDocument = new Map<string, number>()));
  const key = costKey(document, operationName, variables);
  const known = key === undefined ? undefined : byDocument.get(key);
  if (known !== undefined) return known;
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      operationName,
      variables,
      estimators: [storefrontEstimator],
    });
  } catch {
    cost = 0;
  }
  if (key !== undefined && key.length <= MAX_KEY_LENGTH) {
    // The oldest set of variables goes first: a document asked with ever new ids keeps only the latest.
    if (byDocument.size >= COSTS_PER_DOCUMENT) byDocument.delete(byDocument.keys().next().value!);
    byDocument.set(key, cost);
  }
  return cost;
}

/**
 * The operation's name and its variables as JSON, where a string given for an ID or String variable counts as any
 * string (it can change no size, and graphql-js accepts every string for them): a product page asked for every
 * product id is one entry. Undefined (not remembered) for variables JSON cannot write.
 */
function costKey(
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): string | undefined {
  const free = freeStrings(document, operationName);
  const top = variables ?? {};
  try {
    return `${operationName ?? ''}\0${JSON.stringify(
      top,
      function (this: unknown, name: string, value: unknown) {
        return this === top && typeof value === 'string' && free.has(name) ? '' : value;
      },
    )}`;
  } catch {
    return undefined;
  }
}

const stringVariables = new WeakMap<DocumentNode, Map<string, ReadonlySet<string>>>();

/** The variables of the operation declared as a single ID or String (nullable or not). */
function freeStrings(document: DocumentNode, operationName: string | undefined): ReadonlySet<string> {
  let byOperation = stringVariables.get(document);
  if (!byOperation) stringVariables.set(document, (byOperation = new Map<string, ReadonlySet<string>>()));
  const known = byOperation.get(operationName ?? '');
  if (known) return known;
  const names = new Set<string>();
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operationName === undefined
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((definition) => definition.name?.value === operationName);
  for (const definition of operation?.variableDefinitions ?? []) {
    const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : definition.type;
    if (type.kind === Kind.NAMED_TYPE && (type.name.value === 'ID' || type.name.value === 'String'))
      names.add(definition.variable.name.value);
  }
  byOperation.set(operationName ?? '', names);
  return names;
}

/**
 * Whose budget an operation spends: a token's (session or API key, kept only as a hash) or, for an anonymous
 * caller, the client address's. `scope` keeps the staff endpoint's counts apart from the storefront's.
 */
export function budgetKey(
  scope: 'buyer' | 'staff',
  token: string | undefined,
  address: string | undefined,
): string {
  if (token !== undefined) return `${scope}:token:${createHash('sha256').update(token).digest('hex')}`;
  return `${scope}:address:${address ?? 'unknown'}`;
}
