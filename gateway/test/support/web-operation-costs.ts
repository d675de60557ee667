import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  OperationTypeNode,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import * as buyerDocuments from '../../../web/src/gql/graphql.js';
import * as staffDocuments from '../../../web/src/staff/gql/graphql.js';
import { operationCost } from '../../src/operation-cost.js';
import { buildSchema } from '../../src/schema.js';
import { buildStaffSchema } from '../../src/staff/schema.js';

export interface OperationCostRow {
  endpoint: 'buyer' | 'staff';
  operation: string;
  kind: 'query' | 'mutation';
  cost: number;
}

/**
 * The largest lists the screens send: the biggest shop page (48, the most `Query.products` accepts), the 20 recently viewed ids the browser keeps, a quick
 * order of 100 lines (CART_LINES_PER_ADD) and a wishlist's 50 products (IDS_PER_LIST).
 */
const LARGEST: Record<string, number> = {
  perPage: 48,
  ids: 20,
  codes: 100,
  lines: 100,
  productIds: 50,
};

/** Every operation of the web app (web/src/gql) and the staff screens (web/src/staff/gql), costed as sent. */
export function webOperationCosts(): OperationCostRow[] {
  return [
    ...costsOf('buyer', buildSchema(), buyerDocuments),
    ...costsOf('staff', buildStaffSchema(), staffDocuments),
  ];
}

function costsOf(
  endpoint: OperationCostRow['endpoint'],
  schema: GraphQLSchema,
  documents: Record<string, unknown>,
): OperationCostRow[] {
  return Object.entries(documents)
    .filter(([name]) => name.endsWith('Document'))
    .map(([, document]) => document as DocumentNode)
    .flatMap((document) => {
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation?.name || operation.operation === OperationTypeNode.SUBSCRIPTION) return [];
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((definition) => {
          const name = definition.variable.name.value;
          const type = typeFromAST(schema, definition.type) as GraphQLInputType;
          return [name, sampleValue(type, LARGEST[name])];
        }),
      );
      return [
        {
          endpoint,
          operation: operation.name.value,
          kind: operation.operation,
          cost: operationCost(schema, document, operation.name.value, variables),
        },
      ];
    });
}

/** A value of the type, with `size` items for a list (or `size` itself for a number). */
function sampleValue(type: GraphQLInputType, size = 1): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return Array.from({ length: size }, () => sampleValue(nullable.ofType));
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(nullable)) {
    if (nullable.name === 'Int' || nullable.name === 'Float') return size;
    if (nullable.name === 'Boolean') return false;
    if (nullable.name === 'Date') return '2026-01-31';
    if (nullable.name === 'DateTime') return '2026-01-31T12:00:00Z';
    // An upload's place in a multipart request: graphql-upload gives the resolver its stream.
    if (nullable.name === 'Upload') return Object.assign(new Upload(), { promise: Promise.resolve() });
    return '1';
  }
  return null;
}
