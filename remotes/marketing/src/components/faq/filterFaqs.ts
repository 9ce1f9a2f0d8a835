import { faqSearchText } from '../../content/faqSearchText.ts';
import type { FaqEntry } from '../../content/faqs.ts';
import { parseQuery, stopWords, wordsOf } from './queryWords.ts';

const wordsByEntry = new WeakMap<FaqEntry, readonly string[]>();
const meaningfulWords = (entry: FaqEntry): readonly string[] => {
  let words = wordsByEntry.get(entry);
  if (!words) {
    words = wordsOf(`${entry.question}\n${entry.answer.join('\n')}`).filter((word) => !stopWords.has(word));
    wordsByEntry.set(entry, words);
  }
  return words;
};

/**
 * What answers until the search engine has loaded: entries in which every word of the query
 * starts a word of the question or answer (case- and accent-insensitive, as the engine; the
 * word being typed too, so a search never empties mid-word). Without the engine's stemming.
 */
export function filterFaqs(entries: readonly FaqEntry[], query: string): readonly FaqEntry[] {
  if (!query.trim()) return entries;
  const { words, typing } = parseQuery(query);
  const wanted = typing === undefined ? words : [...words, typing];
  // A query of stop words only finds nothing, as with the engine.
  if (wanted.length === 0) return [];
  return entries.filter((entry) => {
    const present = meaningfulWords(entry);
    return wanted.every((start) => present.some((word) => word.startsWith(start)));
  });
}

/** The polite announcement for the result count. */
export function resultMessage(shown: number, total: number, query: string): string {
  const asked = query.trim();
  if (!asked) return faqSearchText.showingAll(total);
  if (shown === 0) return faqSearchText.noMatch(asked);
  return faqSearchText.someMatch(shown, total, asked);
}
