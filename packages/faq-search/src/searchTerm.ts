// A word's search term: folded, stop words dropped, stemmed ("pricing" and "price" → "pric",
// "shipping" → "ship", "shirts" → "shirt"). The index, the query and the highlighter all use
// this one function, so what is marked is what matched.

import { fold, stopWords } from './searchWords.ts';
import { stem } from './stem.ts';

/** A word's search term, or null when it carries no meaning for search. */
export function searchTerm(word: string): string | null {
  const folded = fold(word).replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  if (!folded || stopWords.has(folded)) return null;
  return stem(folded);
}
