// The marks the island renders on a searchable list and the head's filter reads (the build
// finds the server's tags by them too).
export const SEARCH_MARKS = {
  /** On the <form>: the list it filters is around it (the nearest ancestor holding items). */
  form: 'data-search-list',
  /** On an item, its place in the page's order (`0`, `1`, …): hidden when the query does not find it. */
  item: 'data-search-item',
  /** On each element whose text the item is searched by, in order: its heading first. */
  text: 'data-search-text',
  /** On a group of items (a topic), its place in the page's order: hidden when it shows none. */
  group: 'data-search-group',
  /** Set by the island once hydrated: from then on it answers the box itself. */
  hydrated: 'data-search-hydrated',
} as const;
