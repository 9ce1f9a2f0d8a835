// The FAQ search proper: a MiniSearch index over questions and answers with prefix and fuzzy
// matching on stemmed terms, ranked by relevance (a question match weighs more). Loaded on
// demand (dynamic import on focus), so MiniSearch and the stemmer stay out of the page's first
// load.

import { PART_PATTERN, parseQuery, WORD_PATTERN } from '@pod/deploy-format/prefixSearch';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { FaqEntry, FaqId } from '../../content/faqs.ts';
import { searchTerm, tokenize } from './searchTerms.ts';

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
      // Queries are built below from terms already stemmed.
      tokenize: (term) => [term],
      processTerm: (term) => term,
      boost: { question: 2 },
      prefix: (term) => term.length >= 3,
      fuzzy: fuzzyFor,
      combineWith: 'AND',
    },
  });
  const documents = entries.map((entry) => ({
    id: entry.id,
    question: entry.question,
    answer: entry.answer.join('\n'),
  }));
  index.addAll(documents);

  // Every word the FAQ uses, with its term: the word being typed stands for each word it starts.
  const vocabulary = new Map<string, string>();
  for (const { question, answer } of documents)
    for (const word of tokenize(`${question}\n${answer}`)) {
      const term = searchTerm(word);
      if (term) vocabulary.set(word, term);
    }
  const completions = (start: string): string[] =>
    [...vocabulary].flatMap(([word, term]) => (word.startsWith(start) ? [term] : []));

  return {
    search(query) {
      const { words, typing } = parseQuery(query);
      const queries: Query[] = words.flatMap((word) => searchTerm(word) ?? []);
      if (typing !== undefined) {
        // What the word may be once typed, each matched as that finished word would be, so a
        // prefix finds at least what the whole word finds ("shippi": "shipping", so "ship");
        // and its own term, which keeps a typo forgiven ("shiping").
        const own = searchTerm(typing);
        const alternatives = new Set([...(own ? [own] : []), ...completions(typing)]);
        queries.push({ combineWith: 'OR', queries: [...alternatives] });
      }
      const results: SearchResult[] = queries.length > 0 ? index.search({ combineWith: 'AND', queries }) : [];
      const matched = new Set(results.flatMap((result) => Object.keys(result.match)));
      return {
        ids: results.map((result) => result.id as FaqId),
        highlight: (text) => markMatches(text, matched),
      };
    },
  };
}

/** The text in runs, a word marked when its term matched (or a part of a hyphenated word, when only that part did). */
function markMatches(text: string, matched: ReadonlySet<string>): TextSegment[] {
  const marks: [start: number, end: number][] = [];
  const isMatch = (word: string) => {
    const term = searchTerm(word);
    return term !== null && matched.has(term);
  };
  for (const found of text.matchAll(WORD_PATTERN)) {
    const word = found[0];
    if (isMatch(word)) {
      marks.push([found.index, found.index + word.length]);
      continue;
    }
    if (!word.includes('-')) continue;
    for (const part of word.matchAll(PART_PATTERN))
      if (isMatch(part[0])) marks.push([found.index + part.index, found.index + part.index + part[0].length]);
  }
  const segments: TextSegment[] = [];
  let last = 0;
  for (const [start, end] of marks) {
    if (start > last) segments.push({ text: text.slice(last, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), marked: false });
  return segments;
}
