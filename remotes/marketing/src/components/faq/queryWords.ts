// Words as the FAQ search sees them, in text and in a query: lower-case, accents removed, stop
// words set aside. Shared by the engine (which stems them, searchTerms.ts) and the plain filter
// that answers until the engine has loaded; no stemmer here, as this file is in the island's
// first load.

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
