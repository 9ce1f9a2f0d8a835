// The one prefix engine of a searchable list (the FAQ): which items a query keeps. Plain
// functions with no dependency, run in three places that must agree to the letter: the server's
// answer to `?q=` (searchLists.ts), the head's early script that filters the server's list
// before the island is live, and the island's own filter until its ranking engine has loaded.
// Words are lower-case, accents removed, stop words set aside; each word of the query must
// start a word of the item (the word being typed too, so a search never empties mid-word).

/** Words too common to rank by; a query made only of them finds nothing rather than everything. */
export const stopWords: ReadonlySet<string> = new Set(
  'a an and are as at be by can do does for from how i if in is it my of on or our the to we what when which who why will with you your'.split(
    ' ',
  ),
);

/** Lower case, accents removed ("Café" → "cafe"). */
export const fold = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Words (letters, digits, inner hyphens/apostrophes) and the text between them, in order. */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The parts of a hyphenated word ("direct-to-film": direct, to, film); a plain word is one part. */
export const PART_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * A text's words as search holds them, folded: each word whole and, for a hyphenated one, each
 * of its parts too, so that "film" finds "direct-to-film".
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const [word] of fold(text).matchAll(WORD_PATTERN)) {
    words.push(word);
    if (word.includes('-')) for (const [part] of word.matchAll(PART_PATTERN)) words.push(part);
  }
  return words;
}

/** The words of an item's text a query can find: its words without the stop words. */
export const searchWords = (text: string): string[] => wordsOf(text).filter((word) => !stopWords.has(word));

export interface QueryWords {
  /** Finished words, folded, stop words left out: each must match as a whole word. */
  words: string[];
  /**
   * The word still being typed (the query ends in it), folded: it matches any word that starts
   * with it. Absent when the query ends in a space or a sign, and when it is a stop word after
   * other words ("cancel my" reads as "cancel"); a stop word typed alone stays ("i" is on its
   * way to "international").
   */
  typing?: string;
}

/** A query's words: the finished ones, and the one being typed. Hyphens split words here. */
export function parseQuery(query: string): QueryWords {
  const folded = fold(query);
  const found = [...folded.matchAll(PART_PATTERN)];
  const last = found.at(-1);
  const typingLast = last !== undefined && last.index + last[0].length === folded.length;
  const finished = (typingLast ? found.slice(0, -1) : found).map(([word]) => word);
  const words = finished.filter((word) => !stopWords.has(word));
  const typing = typingLast ? last[0] : undefined;
  if (typing === undefined || (stopWords.has(typing) && words.length > 0)) return { words };
  return { words, typing };
}

/**
 * What an item's words must hold for the query: the starts of words, every one required;
 * undefined for a blank query (everything is kept). A query of stop words only asks for
 * nothing it can find: an empty list, which keeps no item.
 */
export function queryStarts(query: string): string[] | undefined {
  if (!query.trim()) return undefined;
  const { words, typing } = parseQuery(query);
  return typing === undefined ? words : [...words, typing];
}

/** Whether an item with these words is kept for these starts (queryStarts). */
export function keeps(words: readonly string[], starts: readonly string[] | undefined): boolean {
  if (!starts) return true;
  return starts.length > 0 && starts.every((start) => words.some((word) => word.startsWith(start)));
}

/**
 * The words of the status line: `all` (a blank query), `some` with `{{shown}}` and `{{query}}`,
 * `none` with `{{query}}`. Built by the app from its own words; the query comes in trimmed.
 */
export interface StatusWords {
  all: string;
  some: string;
  none: string;
}

/** The status line for `shown` items kept by `query`. */
export function statusLine(words: StatusWords, shown: number, query: string): string {
  const asked = query.trim();
  const template = !asked ? words.all : shown === 0 ? words.none : words.some;
  return template.replace(/\{\{(shown|query)\}\}/g, (_token, name: string) =>
    name === 'shown' ? String(shown) : asked,
  );
}
