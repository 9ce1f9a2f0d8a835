// Build time: what the server needs to answer `/faqs?q=` itself (per page in prerender.json),
// found in the page as the build rendered it. The server never runs this remote's code.
import { SEARCH_MARKS, type SearchListTemplates } from '@pod/deploy-format/searchLists';
import { faqs } from '../../content/faqs.ts';
import { faqTopics } from '../../content/faqTopics.ts';
import { faqStatusWords, searchTextOf } from './filterFaqs.ts';

function tagsMarked(html: string, name: string, mark: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(new RegExp(`<${name}\\b[^>]*\\s${mark}=""[^>]*>`, 'g'))) {
    const key = /\s(?:id|aria-labelledby)="([^"]+)"/.exec(tag)?.[1];
    if (key) tags.set(key, tag);
  }
  return tags;
}

function found(tag: string | undefined, what: string): string {
  if (!tag) throw new Error(`/faqs: the search's ${what} is not in the prerendered page`);
  return tag;
}

/** The FAQ search list of the /faqs page whose HTML is `html`. */
export function faqSearchList(html: string): SearchListTemplates {
  const articles = tagsMarked(html, 'article', SEARCH_MARKS.item);
  const sections = tagsMarked(html, 'section', SEARCH_MARKS.group);
  const groups = faqTopics.map((topic) => found(sections.get(topic.id), `topic ${topic.id}`));
  return {
    param: 'q',
    box: found(/<input\b[^>]*\sid="faq-search"[^>]*>/.exec(html)?.[0], 'box'),
    status: found(/<p\b[^>]*\sid="faq-search-status"[^>]*>[^<]*<\/p>/.exec(html)?.[0], 'status line'),
    words: faqStatusWords(faqs.length),
    items: faqs.map((entry) => ({
      tag: found(articles.get(entry.id), `question ${entry.id}`),
      text: searchTextOf(entry),
      group: faqTopics.findIndex((topic) => topic.questions.includes(entry.id)),
    })),
    groups,
  };
}
