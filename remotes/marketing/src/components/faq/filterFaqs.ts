import type { FaqEntry } from '../../content/faqs.ts';

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Entries whose question or answer contains every word of the query (case- and accent-insensitive). */
export function filterFaqs(entries: readonly FaqEntry[], query: string): readonly FaqEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const haystack = normalise(`${entry.question} ${entry.answer.join(' ')}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The polite announcement for the result count. */
export function resultMessage(shown: number, total: number, query: string): string {
  if (!query.trim()) return `Showing all ${total} questions`;
  if (shown === 0) return `No questions match “${query.trim()}”`;
  return `${shown} of ${total} questions match “${query.trim()}”`;
}
