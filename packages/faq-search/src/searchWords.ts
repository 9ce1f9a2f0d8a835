// How a text becomes words for the search: lower case, accents removed, split into words (a
// hyphenated word also into its parts), stop words set aside.

/** Words too common to search by; a query made only of them finds nothing rather than everything. */
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

/** Words (letters, digits, inner hyphens/apostrophes), in order. */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The parts of a hyphenated word ("direct-to-film": direct, to, film); a plain word is one part. */
export const PART_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * A text's words, folded: each word whole and, for a hyphenated one, each of its parts too, so
 * that "film" finds "direct-to-film".
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const [word] of fold(text).matchAll(WORD_PATTERN)) {
    words.push(word);
    if (word.includes('-')) for (const [part] of word.matchAll(PART_PATTERN)) words.push(part);
  }
  return words;
}
