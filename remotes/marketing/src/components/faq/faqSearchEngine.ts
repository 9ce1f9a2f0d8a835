// The FAQ search proper: a MiniSearch index over questions and answers with prefix and
// fuzzy matching on stemmed terms, ranked by relevance (a question match weighs more).
// Loaded on demand (dynamic import on focus), so MiniSearch and the stemmer stay out of
// the page's first load.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { FaqEntry, FaqId } from '../../content/faqs.ts';
import { searchTerm, tokenize, WORD_PATTERN } from './searchTerms.ts';

export interface TextSegment {
  text: string;
  marked: boolean;
}

export interface FaqSearchResult {
  /** Matching entries, best first. */
  ids: readonly FaqId[];
  /** Splits a question or answer into runs, marking the words that matched the query. */
  highlight: (text: string) => TextSegment[];
}

export interface FaqSearchEngine {
  search: (query: string) => FaqSearchResult;
}

interface IndexedFaq {
  id: FaqId;
  question: string;
  answer: string;
}

// Short words must match exactly ("dhl" must not find "dtf"); longer ones forgive a typo.
const fuzzyFor = (term: string): number | false => (term.length >= 5 ? 0.2 : false);

export function createFaqSearch(entries: readonly FaqEntry[]): FaqSearchEngine {
  const index = new MiniSearch<IndexedFaq>({
    fields: ['question', 'answer'],
    tokenize,
    processTerm: searchTerm,
    searchOptions: {
      boost: { question: 2 },
      prefix: (term) => term.length >= 3,
      fuzzy: fuzzyFor,
      combineWith: 'AND',
    },
  });
  index.addAll(
    entries.map((entry) => ({ id: entry.id, question: entry.question, answer: entry.answer.join('\n') })),
  );

  return {
    search(query) {
      const results: SearchResult[] = query.trim() ? index.search(query) : [];
      const matched = new Set(results.flatMap((result) => Object.keys(result.match)));
      return {
        ids: results.map((result) => result.id as FaqId),
        highlight: (text) => markMatches(text, matched),
      };
    },
  };
}

function markMatches(text: string, matched: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD_PATTERN)) {
    const term = searchTerm(found[0]);
    if (!term || !matched.has(term)) continue;
    if (found.index > last) segments.push({ text: text.slice(last, found.index), marked: false });
    segments.push({ text: found[0], marked: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), marked: false });
  return segments;
}
