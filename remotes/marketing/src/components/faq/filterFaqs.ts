import {
  keeps,
  queryStarts,
  type StatusWords,
  searchWords,
  statusLine,
} from '@pod/deploy-format/prefixSearch';
import { faqSearchText } from '../../content/faqSearchText.ts';
import type { FaqEntry } from '../../content/faqs.ts';

/** The text an entry is searched by: the same on the server (prerender.json) and in the page. */
export const searchTextOf = (entry: FaqEntry): string => [entry.question, ...entry.answer].join('\n');

const wordsByEntry = new WeakMap<FaqEntry, readonly string[]>();
const wordsOfEntry = (entry: FaqEntry): readonly string[] => {
  let words = wordsByEntry.get(entry);
  if (!words) {
    words = searchWords(searchTextOf(entry));
    wordsByEntry.set(entry, words);
  }
  return words;
};

/**
 * What answers until the search engine has loaded, and what the server and the head's early
 * script answer too: the shared prefix engine (@pod/deploy-format/prefixSearch), every word of
 * the query starting a word of the question or answer. Without the engine's stemming.
 */
export function filterFaqs(entries: readonly FaqEntry[], query: string): readonly FaqEntry[] {
  const starts = queryStarts(query);
  if (!starts) return entries;
  return entries.filter((entry) => keeps(wordsOfEntry(entry), starts));
}

/** The status line's words for a list of `total` questions, as the server and early script fill them. */
export const faqStatusWords = (total: number): StatusWords => ({
  all: faqSearchText.showingAll(total),
  some: faqSearchText.someMatch('{{shown}}', total, '{{query}}'),
  none: faqSearchText.noMatch('{{query}}'),
});

/** The polite announcement for the result count. */
export function resultMessage(shown: number, total: number, query: string): string {
  return statusLine(faqStatusWords(total), shown, query);
}
