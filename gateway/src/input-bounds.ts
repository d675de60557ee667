import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * Every list and every string a caller can send, bounded before any resolver runs (and so before any upstream
 * call): a 100,000-id `recentlyViewed` or a megabyte of "name" costs the gateway nothing but this check.
 * Keys are schema coordinates: `Type.field(argument:)` for arguments, `Input.field` for input fields. String
 * lengths match store-api's own limits (store-api/src/routes/*), so a value the gateway lets through is never
 * refused by store-api for its length alone. docs/gateway.md lists the same table.
 */
export const INPUT_BOUNDS: Readonly<Record<string, Bound>> = {
  // Catalog
  'Query.category(slug:)': { maxLength: 200 },
  'Query.brands(categorySlug:)': { maxLength: 200 },
  'Query.searchProducts(query:)': { maxLength: 100, label: 'search term' },
  'Query.productBySlug(slug:)': { maxLength: 200 },
  'Query.recentlyViewed(ids:)': { maxItems: 50 },
  'ProductFilter.categorySlugs': { maxItems: 50, maxLength: 200, label: 'category' },
  'ProductFilter.brandIds': { maxItems: 50 },
  'ProductFilter.minPrice': { maxLength: 20, label: 'minimum price' },
  'ProductFilter.maxPrice': { maxLength: 20, label: 'maximum price' },
  // Cart and wishlist
  'Mutation.addProductsToCart(productIds:)': { maxItems: 50 },
  'Mutation.removeFromWishlist(productIds:)': { maxItems: 50 },
  'Mutation.addWishlistToCart(productIds:)': { maxItems: 50 },
  // Session and account
  'Mutation.login(email:)': { maxLength: 254 },
  'Mutation.login(password:)': { maxLength: 128 },
  'Mutation.verifyAccountLink(token:)': { maxLength: 200 },
  'Mutation.requestPasswordReset(email:)': { maxLength: 254 },
  'RegisterInput.namePrefix': { maxLength: 10 },
  'RegisterInput.name': { maxLength: 120 },
  'RegisterInput.email': { maxLength: 254 },
  'RegisterInput.password': { maxLength: 128 },
  'RegisterInput.companyName': { maxLength: 160 },
  'RegisterInput.address': { maxLength: 255 },
  'RegisterInput.city': { maxLength: 120 },
  'RegisterInput.postcode': { maxLength: 10 },
  'RegisterInput.phone': { maxLength: 20 },
  'RegisterInput.mobile': { maxLength: 20 },
  'RegisterInput.taxId': { maxLength: 60, label: 'tax ID' },
  'RegisterInput.tobaccoLicenseNumber': { maxLength: 60, label: 'tobacco ID' },
  'RegisterInput.dba': { maxLength: 160, label: 'doing business as' },
  'CreateAccountInput.token': { maxLength: 200 },
  'CreateAccountInput.username': { maxLength: 12 },
  'CreateAccountInput.password': { maxLength: 128 },
  'CreateAccountInput.confirmPassword': { maxLength: 128 },
  'ResetPasswordInput.email': { maxLength: 254 },
  'ResetPasswordInput.token': { maxLength: 200 },
  'ResetPasswordInput.password': { maxLength: 128 },
  'ResetPasswordInput.confirmPassword': { maxLength: 128 },
  'AccountDetailsInput.name': { maxLength: 120 },
  'AccountDetailsInput.companyName': { maxLength: 160 },
  'AccountDetailsInput.email': { maxLength: 254 },
  'AccountDetailsInput.phone': { maxLength: 20 },
  'ChangePasswordInput.currentPassword': { maxLength: 128 },
  'ChangePasswordInput.newPassword': { maxLength: 128 },
  'ChangePasswordInput.confirmPassword': { maxLength: 128 },
  // Addresses
  'AddressInput.name': { maxLength: 120 },
  'AddressInput.companyName': { maxLength: 160 },
  'AddressInput.address': { maxLength: 255 },
  'AddressInput.city': { maxLength: 120 },
  'AddressInput.postcode': { maxLength: 10 },
  'AddressInput.phone': { maxLength: 20 },
  // Checkout
  'OrderAddressInput.name': { maxLength: 120 },
  'OrderAddressInput.companyName': { maxLength: 160 },
  'OrderAddressInput.address': { maxLength: 255 },
  'OrderAddressInput.city': { maxLength: 120 },
  'OrderAddressInput.postcode': { maxLength: 10 },
  'OrderAddressInput.phone': { maxLength: 20 },
  'OrderAddressInput.email': { maxLength: 254 },
  'PlaceOrderInput.note': { maxLength: 2000, label: 'order note' },
  'Mutation.placeOrder(idempotencyKey:)': { maxLength: 100 },
  // Contact form
  'ContactMessageInput.name': { maxLength: 120 },
  'ContactMessageInput.email': { maxLength: 254 },
  'ContactMessageInput.subject': { maxLength: 200 },
  'ContactMessageInput.message': { maxLength: 5000 },
};

export interface Bound {
  /** Most characters (UTF-16 code units, as store-api counts them) of a string, or of each string of a list. */
  maxLength?: number;
  /** Most items of a list. */
  maxItems?: number;
  /** How messages name the field, when its name in words would read badly. */
  label?: string;
}

/** Bounds of anything the table forgets: a new argument is bounded from the day it is added. */
export const DEFAULT_BOUND = { maxLength: 255, maxItems: 50 } as const;

/** store-api's ids are PostgreSQL `integer`s: 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

// C0 control characters other than tab, line feed and carriage return: never typed, often an attack (NUL).
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export function isRecordId(text: string): boolean {
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_ID;
}

/** A field of an operation that takes arguments, with the schema coordinate of each argument. */
interface ArgumentSite {
  node: FieldNode;
  field: GraphQLField<unknown, unknown>;
  args: readonly { name: string; type: GraphQLInputType; coordinate: string }[];
}

/**
 * The argument sites of each operation, found once per parsed document. Apollo's document store hands every
 * request of the same query text the same DocumentNode, so the walk over the whole document (TypeInfo, about a
 * seventh of the memory a product query allocated in the gateway) runs once per query, and each request only
 * checks its values. Weak keys: a document the store evicts takes its entry with it.
 */
const sitesBySchema = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, readonly ArgumentSite[]>>();

function argumentSites(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): readonly ArgumentSite[] {
  let byOperation = sitesBySchema.get(schema);
  if (!byOperation) sitesBySchema.set(schema, (byOperation = new WeakMap()));
  const known = byOperation.get(operation);
  if (known) return known;
  const sites: ArgumentSite[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field || field.args.length === 0) return;
        const args = field.args.map((arg) => ({
          name: arg.name,
          type: arg.type,
          coordinate: `${parent.name}.${field.name}(${arg.name}:)`,
        }));
        sites.push({ node, field, args });
      },
    }),
  );
  byOperation.set(operation, sites);
  return sites;
}

/**
 * Checks the arguments of every field of the operation against INPUT_BOUNDS, with the variables applied.
 * Variables that do not fit their types are left to graphql-js, whose error (BAD_USER_INPUT) is clearer.
 */
export function checkInputBounds(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): void {
  const sites = argumentSites(schema, document, operation);
  if (sites.length === 0) return;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, {
    maxErrors: 1,
  });
  if (variables.errors) return;
  for (const { node, field, args } of sites) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, variables.coerced);
    } catch {
      continue; // A fragment of another operation of the document, or an argument execution will refuse.
    }
    for (const arg of args) check(values[arg.name], arg.type, [arg.name], arg.coordinate);
  }
}

function check(value: unknown, type: GraphQLInputType, path: string[], coordinate: string): void {
  if (value === null || value === undefined) return;
  if (isNonNullType(type)) return check(value, type.ofType, path, coordinate);
  const bound = { ...DEFAULT_BOUND, ...INPUT_BOUNDS[coordinate] };
  if (isListType(type)) {
    const items = value as unknown[];
    if (items.length > bound.maxItems) {
      const noun = getNamedType(type).name === 'ID' ? 'ids' : 'values';
      throw refusal(`At most ${bound.maxItems} ${noun}.`, path);
    }
    for (const item of items) check(item, type.ofType, path, coordinate);
    return;
  }
  if (isInputObjectType(type)) {
    const fields = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields())) {
      check(fields[field.name], field.type, [...path, field.name], `${type.name}.${field.name}`);
    }
    return;
  }
  if (typeof value !== 'string') return;
  const label = bound.label ?? words(path[path.length - 1] ?? 'value');
  if (CONTROL_CHARACTERS.test(value))
    throw refusal(`The ${label} contains characters that are not allowed.`, path);
  if (type.name === 'ID') {
    if (!isRecordId(value)) throw refusal(`The ${label} must be a whole number from 1 to ${MAX_ID}.`, path);
    return;
  }
  if (value.length > bound.maxLength) {
    throw refusal(`The ${label} must be at most ${bound.maxLength} characters.`, path);
  }
}

/** `companyName` → 'company name', `productIds` → 'product ids'. */
function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Field paths as the rest of the API names them: `input.` is implied, nested inputs are dotted. */
function refusal(message: string, path: string[]): GraphQLError {
  const field = (path[0] === 'input' ? path.slice(1) : path).join('.');
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } },
  });
}

/** Applies checkInputBounds once the operation is known, before execution starts. */
export function inputBoundsPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, operation, request }) {
          if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return Promise.resolve();
          checkInputBounds(schema, document, operation, request.variables);
          return Promise.resolve();
        },
      });
    },
  };
}
