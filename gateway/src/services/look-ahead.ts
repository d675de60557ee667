import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks for `field` anywhere below the current one (fragments included): lets a resolver
 * fetch, in one call, what many fields below it would otherwise fetch one by one.
 */
export function selects(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === field || visit(selection.selectionSet);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
