// The one search engine of a searchable list (the FAQ): which items a query finds, best first.
// Plain functions with no state, run alike by the server's `?q=` answer, the head's filter
// before the island is hydrated and the island, so the same query finds the same items in the same
// order in all three. Each word of the query must be found in an item (AND); a word is found by
//   - its term (its stem, stem.ts: "shirts" finds "shirt", "pricing" finds "price");
//   - a term it starts (three letters or more);
//   - for the word still being typed (the query ends in it), any word it starts ("shi" finds
//     "shipping"), so a search never empties mid-word;
//   - in a word of five letters or more, a word or term one letter away ("shiping" finds
//     "shipping", the British "colour" finds "color").
// Finished stop words are set aside; the one being typed alone stays ("i" on its way to
// "international"). Items are ranked by the sum, over the query's words, of their best match:
// its BM25 weight (searchIndex.ts) times how near the match is.
import { oneEditApart } from './oneEditApart.ts';
import type { SearchIndex } from './searchIndex.ts';
import { searchTerm } from './searchTerm.ts';
import { fold, PART_PATTERN, stopWords } from './searchWords.ts';

export { buildSearchIndex, type SearchIndex } from './searchIndex.ts';
export { stopWords } from './searchWords.ts';

export interface SearchResult {
  /** The items found, best first (by their place in the index when they weigh the same). */
  found: number[];
  /** The terms the query matched: what to mark in the items found. */
  matched: ReadonlySet<string>;
}

interface QueryWords {
  /** Finished words, folded, stop words left out. */
  words: string[];
  /** The word still being typed, folded; absent when the query ends in a space or a sign, or when it is a stop word after other words. */
  typing?: string;
}

/** A query's words: the finished ones, and the one being typed. Hyphens split words here. */
function parseQuery(query: string): QueryWords {
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

// How near a match is: the word's own term, a longer term it starts, a typo away.
const EXACT = 1;
const PREFIX = 0.5;
const TYPO = 0.4;
const SHORTEST_PREFIX = 3;
const SHORTEST_FORGIVEN = 5;

/** The terms a query word stands for, each with how near it is. */
function termsFor(index: SearchIndex, word: string, typing: boolean): Map<string, number> {
  const own = searchTerm(word);
  const found = new Map<string, number>();
  const add = (term: string, nearness: number) => found.set(term, Math.max(found.get(term) ?? 0, nearness));
  const forgiving = word.length >= SHORTEST_FORGIVEN;
  for (const [known, term] of index.words) {
    if (term === own || (typing && known.startsWith(word))) add(term, EXACT);
    else if (own && own.length >= SHORTEST_PREFIX && term.startsWith(own)) add(term, PREFIX);
    else if (forgiving && (oneEditApart(word, known) || (own !== null && oneEditApart(own, term))))
      add(term, TYPO);
  }
  return found;
}

// Scores compared to a millionth: the same on every JavaScript engine, whatever its last digit.
const rounded = (score: number) => Math.round(score * 1e6);

/** What `query` finds among the indexed items; undefined for a blank query (every item stands). */
export function search(index: SearchIndex, query: string): SearchResult | undefined {
  if (!query.trim()) return undefined;
  const { words, typing } = parseQuery(query);
  const asked = [
    ...words.map((word) => termsFor(index, word, false)),
    ...(typing === undefined ? [] : [termsFor(index, typing, true)]),
  ];
  if (asked.length === 0) return { found: [], matched: new Set() };
  const scores = new Map<number, number>();
  for (let item = 0; item < index.size; item += 1) {
    // Every weight is above zero: an item is found only when each word of the query is in it.
    const best = asked.map((terms) =>
      Math.max(
        0,
        ...[...terms].map(([term, nearness]) => (index.terms.get(term)?.get(item) ?? 0) * nearness),
      ),
    );
    if (best.every((score) => score > 0))
      scores.set(item, rounded(best.reduce((sum, score) => sum + score, 0)));
  }
  const found = [...scores.keys()].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a - b);
  return { found, matched: new Set(asked.flatMap((terms) => [...terms.keys()])) };
}
