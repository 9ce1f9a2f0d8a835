// The server's answer to a search list's query (`/faqs?q=shipping`): the page the build
// rendered, with what the engine finds for the query shown in its order and the rest hidden,
// the box holding the query and the status line true (string work by @pod/deploy-format's
// fillSearchList). The engine is the one the page's own scripts run, so the island comes alive
// over exactly this HTML. The composed page stays cached for every visitor; this answer is per
// query.
import { fillSearchList, type SearchListTemplates } from '@pod/deploy-format/searchLists';
import { arrangeGroups } from './arrangeGroups.ts';
import { buildSearchIndex, type SearchIndex, search } from './searchEngine.ts';
import { normaliseQuery } from './searchQuery.ts';
import { statusLine } from './statusLine.ts';

// One index per list as deployed (the server keeps a build's prerender data while it is live).
const indexes = new WeakMap<SearchListTemplates, SearchIndex>();
function indexOf(list: SearchListTemplates): SearchIndex {
  let index = indexes.get(list);
  if (!index) {
    index = buildSearchIndex(list.items.map((item) => item.text));
    indexes.set(list, index);
  }
  return index;
}

/** The page answering the query of `url`; a page without a list, or a blank query, as it is. */
export function answerSearchList(html: string, list: SearchListTemplates | undefined, url: string): string {
  if (!list) return html;
  // URLSearchParams never throws: a malformed escape reads as U+FFFD, not as a 500.
  const query = normaliseQuery(new URL(url).searchParams.get(list.param) ?? '');
  if (!query.trim()) return html;
  const found = search(indexOf(list), query)?.found ?? [];
  const groups = list.groups.map((_tag, group) =>
    list.items.flatMap((item, index) => (item.group === group ? [index] : [])),
  );
  return fillSearchList(html, list, {
    query,
    status: statusLine(list.words, found.length, query),
    groups: arrangeGroups(groups, found),
  });
}
