import { fillSearchList, type SearchListTemplates } from '@pod/deploy-format/searchLists';

/**
 * A page's search list answering the query of the address (`/faqs?q=shipping`): the matches
 * shown, the rest hidden, the box holding the query and the status line true, by the build's
 * templates (string work; the prefix engine is the module the page's own scripts use). A page
 * without one, or an address without the parameter, is left as it is. The composed page stays
 * cached for every visitor; this answer is per query, so its validator follows its own bytes.
 */
export function answerSearchList(html: string, list: SearchListTemplates | undefined, url: string): string {
  if (!list) return html;
  // URLSearchParams never throws: a malformed escape reads as U+FFFD, not as a 500.
  const query = new URL(url).searchParams.get(list.param);
  return query ? fillSearchList(html, list, query) : html;
}
