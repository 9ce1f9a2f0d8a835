// How FAQ words become search terms: folded (@pod/deploy-format/prefixSearch), stop words dropped, Porter-stemmed
// ("pricing" and "price" → "price", "shipping" → "ship"). The index, the query and the
// highlighter all use this one function, so what is marked is what matched.

import { fold, stopWords, wordsOf } from '@pod/deploy-format/prefixSearch';
import { stemmer } from 'stemmer';

/** A word's search term, or null when it carries no meaning for search. */
export function searchTerm(word: string): string | null {
  const folded = fold(word).replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  if (!folded || stopWords.has(folded)) return null;
  return stemmer(folded);
}

/** The words the index holds for a text: each whole, and the parts of hyphenated ones. */
export const tokenize = wordsOf;
