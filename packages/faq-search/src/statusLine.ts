// The status line of a searchable list, the same words wherever the search runs.

/**
 * The words of the status line: `all` (a blank query), `some` with `{{shown}}` and `{{query}}`,
 * `none` with `{{query}}`. Built by the app from its own words.
 */
export interface StatusWords {
  all: string;
  some: string;
  none: string;
}

/** The status line for `shown` items found by `query`. */
export function statusLine(words: StatusWords, shown: number, query: string): string {
  const asked = query.trim();
  const template = !asked ? words.all : shown === 0 ? words.none : words.some;
  return template.replace(/\{\{(shown|query)\}\}/g, (_token, name: string) =>
    name === 'shown' ? String(shown) : asked,
  );
}
