// The FAQ search's own words: the box, its button, and the status line under it.
export const faqSearchText = {
  label: 'Search questions',
  /** Short enough to show whole in the box on a 320 px screen, beside the button. */
  placeholder: 'e.g. shipping, returns',
  /** The form's button: Enter does the same; without scripts the server answers the search. */
  submit: 'Search',
  showingAll: (total: number) => `Showing all ${total} questions`,
  noMatch: (query: string) => `No questions match “${query}”`,
  /** `shown` may be a token the server fills (filterFaqs.ts faqStatusWords). */
  someMatch: (shown: number | string, total: number, query: string) =>
    `${shown} of ${total} questions match “${query}”`,
} as const;
