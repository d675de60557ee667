import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  API_KEY,
  API_KEY_SCOPES,
  CATALOG,
  TAXONOMY,
  CART_LINES_PER_ADD,
  CONTROL_CHARACTERS,
  IDEMPOTENCY_KEY,
  IDS_PER_LIST,
  messages as M,
  parseId,
  ORDER_SEARCH,
  ORDERS_PER_BULK,
  PRODUCT_CODE,
  REORDER_REMINDERS,
  SEARCH_MAX_LENGTH,
  SHOPPING_LISTS,
  SHIPMENT,
  SLUG_MAX_LENGTH,
  STAFF_NOTE,
  TEXT_MAX,
  WEBHOOK_EVENTS,
  WEBHOOKS,
} from '@storefront/contract';

/** The staff REST contract's lengths (docs/rest-api.md, `/api/staff`); a TOTP code is 6 digits, spaces aside. */
const STAFF_TEXT_MAX = {
  reason: 1000,
  informationRequest: 2000,
  search: 100,
  totpCode: 20,
  recoveryCode: 40,
} as const;

/**
 * Every list and every string a caller can send, bounded before any resolver runs (and so before any upstream
 * call): a 100,000-id `recentlyViewed` or a megabyte of "name" costs the gateway nothing but this check.
 * Keys are schema coordinates: `Type.field(argument:)` for arguments, `Input.field` for input fields. String
 * lengths are store-api's own limits (TEXT_MAX of @storefront/contract), so a value the gateway lets through is
 * never refused by store-api for its length alone. docs/gateway.md lists the same table.
 */
export const INPUT_BOUNDS: Readonly<Record<string, Bound>> = {
  // Catalog
  'Query.category(slug:)': { maxLength: SLUG_MAX_LENGTH },
  'Query.brands(categorySlug:)': { maxLength: SLUG_MAX_LENGTH },
  'Query.searchProducts(query:)': { maxLength: SEARCH_MAX_LENGTH, label: 'search term' },
  'Query.productBySlug(slug:)': { maxLength: SLUG_MAX_LENGTH },
  'Query.recentlyViewed(ids:)': { maxItems: IDS_PER_LIST },
  'Query.productCodeSuggestions(prefix:)': { maxLength: PRODUCT_CODE.maxLength, label: 'code' },
  'Query.productsByCode(codes:)': {
    maxItems: CART_LINES_PER_ADD,
    maxLength: PRODUCT_CODE.maxLength,
    label: 'code',
  },
  'ProductFilter.categorySlugs': { maxItems: IDS_PER_LIST, maxLength: SLUG_MAX_LENGTH, label: 'category' },
  'ProductFilter.brandIds': { maxItems: IDS_PER_LIST },
  'ProductFilter.minPrice': { maxLength: 20, label: 'minimum price' },
  'ProductFilter.maxPrice': { maxLength: 20, label: 'maximum price' },
  // Cart and wishlist
  'Mutation.addProductsToCart(productIds:)': { maxItems: IDS_PER_LIST },
  'Mutation.addLinesToCart(lines:)': { maxItems: CART_LINES_PER_ADD },
  'CartLineInput.code': { maxLength: PRODUCT_CODE.maxLength, label: 'code' },
  'Mutation.removeFromWishlist(productIds:)': { maxItems: IDS_PER_LIST },
  'Mutation.addWishlistToCart(productIds:)': { maxItems: IDS_PER_LIST },
  // Shopping lists: a list's worth of lines (as many as one addLinesToCart takes)
  ...Object.fromEntries(
    ['createShoppingList', 'addToShoppingList', 'setShoppingListQuantities'].map((name) => [
      `Mutation.${name}(lines:)`,
      { maxItems: SHOPPING_LISTS.linesPerList },
    ]),
  ),
  ...Object.fromEntries(
    ['removeFromShoppingList', 'addShoppingListToCart'].map((name) => [
      `Mutation.${name}(productIds:)`,
      { maxItems: SHOPPING_LISTS.linesPerList },
    ]),
  ),
  ...Object.fromEntries(
    ['createShoppingList', 'renameShoppingList', 'duplicateShoppingList'].map((name) => [
      `Mutation.${name}(name:)`,
      { maxLength: SHOPPING_LISTS.nameMaxLength, label: 'name' },
    ]),
  ),
  // Webhooks
  'WebhookEndpointInput.url': { maxLength: WEBHOOKS.urlMaxLength, label: 'URL' },
  'WebhookEndpointInput.events': { maxItems: WEBHOOK_EVENTS.length },
  'UpdateWebhookEndpointInput.url': { maxLength: WEBHOOKS.urlMaxLength, label: 'URL' },
  'UpdateWebhookEndpointInput.events': { maxItems: WEBHOOK_EVENTS.length },
  // Session and account
  'CreateApiKeyInput.name': { maxLength: API_KEY.nameMax, label: "key's name" },
  'CreateApiKeyInput.scopes': { maxItems: API_KEY_SCOPES.length },
  'Mutation.login(email:)': { maxLength: TEXT_MAX.email },
  'Mutation.login(password:)': { maxLength: TEXT_MAX.password },
  'Mutation.verifyAccountLink(token:)': { maxLength: TEXT_MAX.token },
  'Mutation.requestPasswordReset(email:)': { maxLength: TEXT_MAX.email },
  'RegisterInput.namePrefix': { maxLength: TEXT_MAX.namePrefix },
  'RegisterInput.name': { maxLength: TEXT_MAX.name },
  'RegisterInput.email': { maxLength: TEXT_MAX.email },
  'RegisterInput.password': { maxLength: TEXT_MAX.password },
  'RegisterInput.companyName': { maxLength: TEXT_MAX.companyName },
  'RegisterInput.address': { maxLength: TEXT_MAX.address },
  'RegisterInput.city': { maxLength: TEXT_MAX.city },
  'RegisterInput.postcode': { maxLength: TEXT_MAX.postcode },
  'RegisterInput.phone': { maxLength: TEXT_MAX.phone },
  'RegisterInput.mobile': { maxLength: TEXT_MAX.phone },
  'RegisterInput.taxId': { maxLength: TEXT_MAX.taxId, label: 'tax ID' },
  'RegisterInput.tobaccoLicenseNumber': { maxLength: TEXT_MAX.tobaccoId, label: 'tobacco ID' },
  'RegisterInput.dba': { maxLength: TEXT_MAX.dba, label: 'doing business as' },
  'CreateAccountInput.token': { maxLength: TEXT_MAX.token },
  'CreateAccountInput.username': { maxLength: TEXT_MAX.username },
  'CreateAccountInput.password': { maxLength: TEXT_MAX.password },
  'CreateAccountInput.confirmPassword': { maxLength: TEXT_MAX.password },
  'ResetPasswordInput.email': { maxLength: TEXT_MAX.email },
  'ResetPasswordInput.token': { maxLength: TEXT_MAX.token },
  'ResetPasswordInput.password': { maxLength: TEXT_MAX.password },
  'ResetPasswordInput.confirmPassword': { maxLength: TEXT_MAX.password },
  'AccountDetailsInput.name': { maxLength: TEXT_MAX.name },
  'AccountDetailsInput.companyName': { maxLength: TEXT_MAX.companyName },
  'AccountDetailsInput.email': { maxLength: TEXT_MAX.email },
  'AccountDetailsInput.phone': { maxLength: TEXT_MAX.phone },
  'ChangePasswordInput.currentPassword': { maxLength: TEXT_MAX.password },
  'ChangePasswordInput.newPassword': { maxLength: TEXT_MAX.password },
  'ChangePasswordInput.confirmPassword': { maxLength: TEXT_MAX.password },
  // Addresses
  'AddressInput.name': { maxLength: TEXT_MAX.name },
  'AddressInput.companyName': { maxLength: TEXT_MAX.companyName },
  'AddressInput.address': { maxLength: TEXT_MAX.address },
  'AddressInput.city': { maxLength: TEXT_MAX.city },
  'AddressInput.postcode': { maxLength: TEXT_MAX.postcode },
  'AddressInput.phone': { maxLength: TEXT_MAX.phone },
  // Checkout
  'OrderAddressInput.name': { maxLength: TEXT_MAX.name },
  'OrderAddressInput.companyName': { maxLength: TEXT_MAX.companyName },
  'OrderAddressInput.address': { maxLength: TEXT_MAX.address },
  'OrderAddressInput.city': { maxLength: TEXT_MAX.city },
  'OrderAddressInput.postcode': { maxLength: TEXT_MAX.postcode },
  'OrderAddressInput.phone': { maxLength: TEXT_MAX.phone },
  'OrderAddressInput.email': { maxLength: TEXT_MAX.email },
  'PlaceOrderInput.note': { maxLength: TEXT_MAX.note, label: 'order note' },
  'Mutation.placeOrder(idempotencyKey:)': { maxLength: IDEMPOTENCY_KEY.max },
  // Contact form
  'ContactMessageInput.name': { maxLength: TEXT_MAX.name },
  'ContactMessageInput.email': { maxLength: TEXT_MAX.email },
  'ContactMessageInput.subject': { maxLength: TEXT_MAX.subject },
  'ContactMessageInput.message': { maxLength: TEXT_MAX.message },
  // Staff (staff.graphql): the staff REST contract's limits
  'Mutation.staffSignIn(email:)': { maxLength: TEXT_MAX.email },
  'Mutation.staffSignIn(password:)': { maxLength: TEXT_MAX.password },
  'Mutation.staffSignIn(code:)': { maxLength: STAFF_TEXT_MAX.totpCode },
  'Mutation.confirmTotpEnrolment(code:)': { maxLength: STAFF_TEXT_MAX.totpCode },
  'Mutation.disableTotp(code:)': { maxLength: STAFF_TEXT_MAX.totpCode },
  'Mutation.createStaffMember(email:)': { maxLength: TEXT_MAX.email },
  'Mutation.createStaffMember(name:)': { maxLength: TEXT_MAX.name },
  'Mutation.setStaffPassword(token:)': { maxLength: TEXT_MAX.token },
  'Mutation.setStaffPassword(password:)': { maxLength: TEXT_MAX.password },
  'Mutation.rejectRegistration(reason:)': { maxLength: STAFF_TEXT_MAX.reason },
  'Mutation.requestRegistrationInformation(message:)': { maxLength: STAFF_TEXT_MAX.informationRequest },
  'Mutation.suspendCustomer(reason:)': { maxLength: STAFF_TEXT_MAX.reason },
  'Mutation.addStaffNote(body:)': { maxLength: STAFF_NOTE.max, label: 'note' },
  'AuditLogFilter.action': { maxLength: 81, label: 'action' },
  'Mutation.rejectCertificateRenewal(reason:)': { maxLength: STAFF_TEXT_MAX.reason },
  'CustomerFilter.search': { maxLength: STAFF_TEXT_MAX.search, label: 'search term' },
  'Query.products(search:)': { maxLength: SEARCH_MAX_LENGTH, label: 'search term' },
  'ProductInput.name': { maxLength: CATALOG.name.max },
  'ProductInput.itemCode': { maxLength: CATALOG.code.max, label: 'item code' },
  'ProductInput.sku': { maxLength: CATALOG.code.max, label: 'SKU' },
  'ProductInput.barcode': { maxLength: CATALOG.code.max },
  'ProductInput.price': { maxLength: 20 },
  'ProductInput.taxPerUnit': { maxLength: 20, label: 'tax per unit' },
  'ProductInput.description': { maxLength: CATALOG.description.max },
  'Mutation.orderProductImages(files:)': { maxItems: CATALOG.images.max, maxLength: 300, label: 'picture' },
  'OrderFilter.search': { maxLength: ORDER_SEARCH.maxLength, label: 'search term' },
  'Query.ordersById(ids:)': { maxItems: ORDERS_PER_BULK },
  'Mutation.setOrdersStatus(ids:)': { maxItems: ORDERS_PER_BULK },
  'ShipmentInput.carrier': { maxLength: SHIPMENT.carrierMaxLength },
  'ShipmentInput.trackingNumber': { maxLength: SHIPMENT.trackingMaxLength, label: 'tracking number' },
  // Reorder reminders
  'Mutation.unsubscribeReorderReminders(token:)': { maxLength: REORDER_REMINDERS.tokenMaxLength },
  // Staff recovery codes
  'Mutation.staffSignIn(recoveryCode:)': { maxLength: STAFF_TEXT_MAX.recoveryCode },
  'Mutation.regenerateRecoveryCodes(password:)': { maxLength: TEXT_MAX.password },
  'Mutation.regenerateRecoveryCodes(code:)': { maxLength: STAFF_TEXT_MAX.totpCode },
  'CategoryInput.name': { maxLength: TAXONOMY.name.max },
  'CategoryInput.slug': { maxLength: TAXONOMY.slug.max },
  'BrandInput.name': { maxLength: TAXONOMY.name.max },
  'BrandInput.slug': { maxLength: TAXONOMY.slug.max },
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
const DEFAULT_BOUND = { maxLength: TEXT_MAX.other, maxItems: IDS_PER_LIST } as const;

export function isRecordId(text: string): boolean {
  return parseId(text) !== null;
}

/** A field of an operation that takes arguments, with the schema coordinate of each argument. */
interface ArgumentSite {
  node: FieldNode;
  parent: GraphQLNamedType;
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
        sites.push({ node, parent, field, args });
      },
    }),
  );
  byOperation.set(operation, sites);
  return sites;
}

/** graphql-js's execute stops coercing variables at this many errors, with an error that has no code. */
const COERCION_ERRORS_MAX = 50;

/**
 * Checks the arguments of every field of the operation against INPUT_BOUNDS, with the variables applied.
 * Variables that do not fit their types are left to graphql-js, whose errors (BAD_USER_INPUT) are clearer, unless
 * there are so many (a list of 60 lines that are not objects) that graphql-js would give up with an error of no
 * code, which Apollo answers as INTERNAL_SERVER_ERROR: those are refused here with the first one. A mutation whose
 * payload has `userErrors` is left to its resolver, which reports the same problem there (boundsProblem) before
 * anything else runs.
 */
function checkInputBounds(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): void {
  const definitions = operation.variableDefinitions ?? [];
  const variables =
    definitions.length > 0
      ? getVariableValues(schema, definitions, rawVariables ?? {}, { maxErrors: COERCION_ERRORS_MAX })
      : { coerced: {} };
  if (variables.errors) {
    const [first] = variables.errors;
    if (first && variables.errors.length > COERCION_ERRORS_MAX) {
      throw new GraphQLError(first.message, {
        nodes: first.nodes,
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
    return;
  }
  const sites = argumentSites(schema, document, operation).filter(
    ({ parent, field }) => !(parent === schema.getMutationType() && reportsUserErrors(field)),
  );
  if (sites.length === 0) return;
  for (const { node, field, args } of sites) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, variables.coerced);
    } catch {
      continue; // A fragment of another operation of the document, or an argument execution will refuse.
    }
    const problem = problemOf(values, args);
    if (problem) throw refusal(problem);
  }
}

/** A field whose answer is a payload with `userErrors`: its input problems are data, not errors. */
function reportsUserErrors(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  return isObjectType(type) && 'userErrors' in type.getFields();
}

/** What is wrong with an argument value, and where: the path from the field's arguments. */
export interface BoundsProblem {
  message: string;
  path: string[];
}

/** The first argument of `fieldName` (a field of `parent`) that breaks INPUT_BOUNDS, if any. */
export function boundsProblem(
  parent: GraphQLObjectType,
  fieldName: string,
  values: Record<string, unknown>,
): BoundsProblem | undefined {
  const field = parent.getFields()[fieldName];
  if (!field) return undefined;
  return problemOf(
    values,
    field.args.map((arg) => ({
      name: arg.name,
      type: arg.type,
      coordinate: `${parent.name}.${field.name}(${arg.name}:)`,
    })),
  );
}

function problemOf(values: Record<string, unknown>, args: ArgumentSite['args']): BoundsProblem | undefined {
  for (const arg of args) {
    const problem = check(values[arg.name], arg.type, [arg.name], arg.coordinate);
    if (problem) return problem;
  }
  return undefined;
}

function check(
  value: unknown,
  type: GraphQLInputType,
  path: string[],
  coordinate: string,
): BoundsProblem | undefined {
  if (value === null || value === undefined) return undefined;
  if (isNonNullType(type)) return check(value, type.ofType, path, coordinate);
  const bound = { ...DEFAULT_BOUND, ...INPUT_BOUNDS[coordinate] };
  if (isListType(type)) {
    const items = value as unknown[];
    if (items.length > bound.maxItems) {
      const noun = getNamedType(type).name === 'ID' ? 'ids' : 'values';
      return { message: M.tooManyItems(bound.maxItems, noun), path };
    }
    // An input object's field is named with its item's index (`lines.3.productId`); a list of ids by the list.
    const indexed = isInputObjectType(getNamedType(type));
    for (const [index, item] of items.entries()) {
      const problem = check(item, type.ofType, indexed ? [...path, String(index)] : path, coordinate);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isInputObjectType(type)) {
    const fields = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields())) {
      const problem = check(
        fields[field.name],
        field.type,
        [...path, field.name],
        `${type.name}.${field.name}`,
      );
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  const label = bound.label ?? words(path[path.length - 1] ?? 'value');
  if (CONTROL_CHARACTERS.test(value)) return { message: M.controlCharacters(label), path };
  if (type.name === 'ID') return isRecordId(value) ? undefined : { message: M.wholeNumber(label), path };
  if (value.length > bound.maxLength) return { message: M.tooLong(label, bound.maxLength), path };
  return undefined;
}

/** `companyName` → 'company name', `productIds` → 'product ids'. */
function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Field paths as the rest of the API names them: `input.` is implied, nested inputs are dotted. */
function refusal({ message, path }: BoundsProblem): GraphQLError {
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
