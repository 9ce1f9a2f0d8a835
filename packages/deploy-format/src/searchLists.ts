// A search list: a list of a prerendered page that a GET form filters (the FAQ, `/faqs?q=`).
// The app's build hands the server what it needs as data (per page in prerender.json): the
// exact tags to mark and the text of each item. At request time the server keeps the items the
// query keeps (prefixSearch.ts, the module the page's scripts use too), hides the others with
// `hidden`, puts the query in the box and the true count in the status line: string work only,
// no app code runs on the server.
import { keeps, queryStarts, type StatusWords, searchWords, statusLine } from './prefixSearch.ts';

/** Marks the app renders, read by the head's early script (and by the build that finds the tags). */
export const SEARCH_MARKS = {
  /** On the <form>: the list it filters is around it (the nearest ancestor holding items). */
  form: 'data-search-list',
  /** On an item: hidden when the query does not keep it. */
  item: 'data-search-item',
  /** On each element whose text the item is searched by (in order: joined by a line break). */
  text: 'data-search-text',
  /** On a group of items (a topic): hidden when it shows none. */
  group: 'data-search-group',
  /** Set by the island once live: from then on it answers the box itself. */
  live: 'data-search-live',
} as const;

/** The search list of a page as the build renders it (in prerender.json). */
export interface SearchListTemplates {
  /** The query parameter (`q`). */
  param: string;
  /** The box's exact tag in the page, holding `value=""`. */
  box: string;
  /** The status element's exact HTML in the page (its text: `words.all`). */
  status: string;
  words: StatusWords;
  /** Each item: its exact opening tag, the text it is searched by, its group's index. */
  items: { tag: string; text: string; group: number }[];
  /** Each group's exact opening tag. */
  groups: string[];
}

/** The longest query answered; the rest is ignored (an address can be long, a search is not). */
export const MAX_QUERY_LENGTH = 200;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A tag with `hidden` added (the attribute React writes for `hidden={true}`). */
const hiddenTag = (tag: string): string => tag.replace(/\s*\/?>$/, (end) => ` hidden=""${end.trim()}`);

function replaceOnce(html: string, find: string, put: string): string {
  const at = html.indexOf(find);
  return at < 0 ? html : html.slice(0, at) + put + html.slice(at + find.length);
}

/** The query as answered: cut to MAX_QUERY_LENGTH characters. */
export const answeredQuery = (query: string): string => [...query].slice(0, MAX_QUERY_LENGTH).join('');

/** The page with its search list answering `query` (a blank query leaves the page as it is). */
export function fillSearchList(html: string, list: SearchListTemplates, query: string): string {
  const asked = answeredQuery(query);
  if (!asked.trim()) return html;
  const starts = queryStarts(asked);
  const kept = list.items.map((item) => keeps(searchWords(item.text), starts));
  let filled = html;
  list.items.forEach((item, index) => {
    if (!kept[index]) filled = replaceOnce(filled, item.tag, hiddenTag(item.tag));
  });
  list.groups.forEach((group, index) => {
    if (!list.items.some((item, at) => item.group === index && kept[at]))
      filled = replaceOnce(filled, group, hiddenTag(group));
  });
  const shown = kept.filter(Boolean).length;
  filled = replaceOnce(
    filled,
    list.box,
    list.box.replace('value=""', () => `value="${escapeHtml(asked)}"`),
  );
  const open = list.status.slice(0, list.status.indexOf('>') + 1);
  const close = list.status.slice(list.status.lastIndexOf('</'));
  return replaceOnce(
    filled,
    list.status,
    `${open}${escapeHtml(statusLine(list.words, shown, asked))}${close}`,
  );
}
