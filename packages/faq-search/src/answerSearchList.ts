// The server's answer to a search list's query (`/faqs?q=shipping`): what the engine finds for
// the query, in its order, the rest hidden, the box holding the query and the status line true.
// The engine is the one the page's own scripts run, so the island hydrates over exactly the
// page the server writes from this (@pod/page-fill's searchListEdits). No HTML here.
import type { SearchListAnswer, SearchListTemplates } from '@pod/deploy-format/searchLists';
import { arrangeGroups } from './arrangeGroups.ts';
import { buildSearchIndex, type SearchIndex, search } from './searchEngine.ts';
import { normaliseQuery } from './searchQuery.ts';
import { statusLine } from './statusLine.ts';

// One index per list as deployed (the server keeps a build's prerender data while it is deployed).
const indexes = new WeakMap<SearchListTemplates, SearchIndex>();
function indexOf(list: SearchListTemplates): SearchIndex {
  let index = indexes.get(list);
  if (!index) {
    index = buildSearchIndex(list.items.map((item) => item.text));
    indexes.set(list, index);
  }
  return index;
}

/** The list's answer to the address's query; undefined for a blank query (the page as built). */
export function searchListAnswer(
  list: SearchListTemplates,
  params: URLSearchParams,
): SearchListAnswer | undefined {
  // URLSearchParams never throws: a malformed escape reads as U+FFFD, not as a 500.
  const query = normaliseQuery(params.get(list.param) ?? '');
  if (!query.trim()) return undefined;
  const found = search(indexOf(list), query)?.found ?? [];
  const groups = list.groups.map((_tag, group) =>
    list.items.flatMap((item, index) => (item.group === group ? [index] : [])),
  );
  return { query, status: statusLine(list.words, found.length, query), groups: arrangeGroups(groups, found) };
}
