// Where each item and group of a searchable list stands for a search: the items found first,
// best first, then the others, hidden, in the page's order; the groups (the FAQ's topics) in
// the order of their best item, a group with none found hidden. The server writes its HTML in
// this order, the head's filter moves the page's elements into it, the island renders it.
import type { ArrangedGroup } from '@pod/deploy-format/searchLists';

export type { ArrangedGroup } from '@pod/deploy-format/searchLists';

/**
 * The list arranged for `found` (a search's items, best first; undefined: every item, in the
 * page's order). `groups` holds each group's items by their index, in the page's order.
 */
export function arrangeGroups(
  groups: readonly (readonly number[])[],
  found: readonly number[] | undefined,
): ArrangedGroup[] {
  const rank = (item: number) => {
    if (!found) return 0;
    const at = found.indexOf(item);
    return at < 0 ? found.length : at;
  };
  const arranged = groups.map((items, group) => {
    const placed = items
      .map((item) => ({ item, hidden: found !== undefined && !found.includes(item) }))
      .sort((a, b) => rank(a.item) - rank(b.item));
    return { group, hidden: placed.every((item) => item.hidden), items: placed };
  });
  const best = (group: ArrangedGroup) => Math.min(...group.items.map(({ item }) => rank(item)));
  return arranged.sort((a, b) => best(a) - best(b));
}
