// How FAQ text and queries become search terms: lower-case, accents removed, stop words
// dropped, Porter-stemmed ("pricing" and "price" → "price", "shipping" → "ship"). The index,
// the query and the highlighter all use this one function, so what is marked is what matched.
import { stemmer } from 'stemmer';

/** Words too common to rank by; a query made only of them finds nothing rather than everything. */
const stopWords: ReadonlySet<string> = new Set(
  'a an and are as at be by can do does for from how i if in is it my of on or our the to we what when which who why will with you your'.split(
    ' ',
  ),
);

const fold = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** A word's search term, or null when it carries no meaning for search. */
export function searchTerm(word: string): string | null {
  const folded = fold(word).replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  if (!folded || stopWords.has(folded)) return null;
  return stemmer(folded);
}

/** Words (letters, digits, inner hyphens/apostrophes) and the text between them, in order. */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}
