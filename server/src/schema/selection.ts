// Which fields a query asks of the object a resolver returns, so a list can read only the columns
// those fields need. Fragments are followed; @skip/@include are ignored (a superset is harmless).
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

export function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
): Set<string> {
  const names = new Set<string>();
  const seenFragments = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else if (!seenFragments.has(selection.name.value)) {
        seenFragments.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
