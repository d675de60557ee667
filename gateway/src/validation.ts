import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { messages as M } from '@storefront/contract';
import { GUARDED_MUTATIONS } from './rate-limits.js';

const GUARDED = new Set<string>(GUARDED_MUTATIONS);
const ONE_GUARDED_MESSAGE = M.oneGuardedMutation(GUARDED_MUTATIONS);

/**
 * Each guarded mutation sends mail or checks a secret and is rate limited per call; fifteen aliases of
 * `requestPasswordReset` in one request would otherwise send fifteen mails at once. Refused while validating,
 * so nothing of the request runs.
 */
export const OneGuardedMutationRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    if (node.operation !== OperationTypeNode.MUTATION) return;
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((definition: FragmentDefinitionNode) => [definition.name.value, definition]),
    );
    const visited = new Set<string>();
    let count = 0;
    const walk = (selectionSet: SelectionSetNode): void => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (GUARDED.has(selection.name.value)) count += 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          walk(selection.selectionSet);
        } else if (!visited.has(selection.name.value)) {
          visited.add(selection.name.value);
          const fragment = fragments.get(selection.name.value);
          if (fragment) walk(fragment.selectionSet);
        }
      }
    };
    walk(node.selectionSet);
    if (count > 1) context.reportError(new GraphQLError(ONE_GUARDED_MESSAGE, { nodes: node }));
  },
});

/**
 * graphql-js 16 validates a `subscription` against a schema without subscriptions and only fails while
 * executing, which reads as our failure (500); it is the client's (400).
 */
export const KnownOperationTypeRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    if (context.getSchema().getRootType(node.operation)) return;
    context.reportError(new GraphQLError(M.unsupportedOperation(node.operation), { nodes: node }));
  },
});

/** Longest operation name: names are logged with every error and counted in metrics. */
const MAX_OPERATION_NAME = 100;

export const OperationNameLengthRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(node) {
    if ((node.name?.value.length ?? 0) <= MAX_OPERATION_NAME) return;
    context.reportError(new GraphQLError(M.operationNameLength(MAX_OPERATION_NAME), { nodes: node }));
  },
});
