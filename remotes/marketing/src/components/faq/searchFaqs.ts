// The FAQ as its search sees it: the questions in the page's order (topic by topic), each
// searched by its question and answer, and the one engine (@pod/faq-search) that the server's
// `?q=` answer and the head's filter before hydration run too.
import { type ArrangedGroup, arrangeGroups } from '@pod/faq-search/arrange';
import { buildSearchIndex, search } from '@pod/faq-search/engine';
import { type StatusWords, statusLine } from '@pod/faq-search/status';
import { faqSearchText } from '../../content/faqSearchText.ts';
import { type FaqEntry, faqs } from '../../content/faqs.ts';
import { faqTopics } from '../../content/faqTopics.ts';

/** Every question in the order the page shows them, topic by topic: the search's item order. */
export const faqsInPageOrder: readonly FaqEntry[] = faqTopics.flatMap((topic) =>
  faqs.filter((entry) => topic.questions.includes(entry.id)),
);

/** Each topic's questions, by their place in faqsInPageOrder. */
export const topicMembers: readonly (readonly number[])[] = faqTopics.map((topic) =>
  faqsInPageOrder.flatMap((entry, place) => (topic.questions.includes(entry.id) ? [place] : [])),
);

/** The text an entry is searched by: its question, then its answer (the same on the server, in prerender.json). */
export const searchTextOf = (entry: FaqEntry): string => [entry.question, ...entry.answer].join('\n');

const index = buildSearchIndex(faqsInPageOrder.map(searchTextOf));

export interface FaqSearchAnswer {
  /** The topics in the order shown, each with its questions (by place), those not found hidden. */
  topics: readonly ArrangedGroup[];
  /** How many questions were found (all of them for a blank query). */
  shown: number;
  /** The terms to mark in the questions shown. */
  matched: ReadonlySet<string>;
}

/** What the FAQ shows for `query`. */
export function searchFaqs(query: string): FaqSearchAnswer {
  const result = search(index, query);
  return {
    topics: arrangeGroups(topicMembers, result?.found),
    shown: result?.found.length ?? faqsInPageOrder.length,
    matched: result?.matched ?? new Set(),
  };
}

/** The status line's words for a list of `total` questions, as the server and the head's filter fill them. */
export const faqStatusWords = (total: number): StatusWords => ({
  all: faqSearchText.showingAll(total),
  some: faqSearchText.someMatch('{{shown}}', total, '{{query}}'),
  none: faqSearchText.noMatch('{{query}}'),
});

/** The polite announcement for the result count. */
export function resultMessage(shown: number, total: number, query: string): string {
  return statusLine(faqStatusWords(total), shown, query);
}
