// Build time: what the server needs to answer `/faqs?q=` itself (per page in prerender.json),
// found in the page as the build rendered it. The server runs the FAQ's search engine
// (@pod/faq-search) over these texts, never this remote's code.

import type { SearchListTemplates } from '@pod/deploy-format/searchLists';
import { SEARCH_MARKS } from '@pod/faq-search/marks';
import { mapPage } from '@pod/page-fill/map';
import { searchListPlaces } from '@pod/page-fill/searchList';
import { faqs } from '../../content/faqs.ts';
import { faqTopics } from '../../content/faqTopics.ts';
import { faqStatusWords, faqsInPageOrder, searchTextOf } from './searchFaqs.ts';

function tagsMarked(html: string, name: string, mark: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(new RegExp(`<${name}\\b[^>]*\\s${mark}="\\d+"[^>]*>`, 'g'))) {
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
  const list: SearchListTemplates = {
    param: 'q',
    box: found(/<input\b[^>]*\sid="faq-search"[^>]*>/.exec(html)?.[0], 'box'),
    status: found(/<p\b[^>]*\sid="faq-search-status"[^>]*>[^<]*<\/p>/.exec(html)?.[0], 'status line'),
    words: faqStatusWords(faqs.length),
    items: faqsInPageOrder.map((entry) => ({
      tag: found(articles.get(entry.id), `question ${entry.id}`),
      text: searchTextOf(entry),
      group: faqTopics.findIndex((topic) => topic.questions.includes(entry.id)),
    })),
    groups: faqTopics.map((topic) => found(sections.get(topic.id), `topic ${topic.id}`)),
  };
  // The server moves the topics and questions into a search's order: they must stand side by side.
  if (!searchListPlaces(mapPage(html), list))
    throw new Error('/faqs: the topics or their questions do not stand side by side');
  return list;
}
