// The FAQ search's own words: the box, and the status line under it in each of its states.
export const faqSearchText = {
  label: 'Search questions',
  placeholder: 'e.g. shipping, file formats, cancel',
  /** Typed into before the search is live: it takes the query over as soon as it is. */
  searching: 'Searching…',
  /** Scripts off: the box cannot filter, and the list is whole. */
  needsScript: (total: number) => `Searching needs JavaScript. All ${total} questions are listed below.`,
  /** The search's code failed or did not arrive: said where the status stands, the list whole. */
  failed: 'The search could not load. Every question is listed below.',
  showingAll: (total: number) => `Showing all ${total} questions`,
  noMatch: (query: string) => `No questions match “${query}”`,
  someMatch: (shown: number, total: number, query: string) =>
    `${shown} of ${total} questions match “${query}”`,
} as const;
