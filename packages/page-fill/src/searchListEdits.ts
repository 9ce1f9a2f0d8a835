// A search list (the FAQ, `/faqs?q=`) answering a query: the groups and items in the order the
// search's engine gives (@pod/faq-search decides; this only writes), those left out `hidden`,
// the query in the box and the status line's text. The app's build names each element by its
// exact start tag (prerender.json's searchList); a page whose list is not as those say is left
// as built (every item, an empty box: what a blank search shows).
import { escapeHtml } from '@pod/contracts/escapeHtml';
import type { SearchListAnswer, SearchListTemplates } from '@pod/deploy-format/searchLists';
import { fillPage } from './fillPage.ts';
import type { PageEdits } from './pageEdits.ts';
import type { MappedElement, PageMap } from './pageMap.ts';

/** Where the list's groups and items stand, each by its index in the templates. */
export interface SearchListPlaces {
  groups: MappedElement[];
  items: MappedElement[];
}

/** The elements, when each was found and they stand side by side. */
function sideBySide(found: readonly (MappedElement | undefined)[]): MappedElement[] | undefined {
  const elements = found.filter((each) => each !== undefined);
  if (elements.length !== found.length || elements.length === 0) return undefined;
  return elements.every((each, at) => at === 0 || each.start === elements[at - 1]?.end)
    ? elements
    : undefined;
}

/** The list's places in the page, or undefined when it is not as its templates say. */
export function searchListPlaces(map: PageMap, list: SearchListTemplates): SearchListPlaces | undefined {
  const groups = sideBySide(list.groups.map((tag) => map.withStartTag(tag)[0]));
  if (!groups) return undefined;
  const items: MappedElement[] = [];
  for (const [group, element] of groups.entries()) {
    const inGroup = list.items.flatMap((item, index) => (item.group === group ? [index] : []));
    const found = sideBySide(
      inGroup.map((index) =>
        map
          .withStartTag(list.items[index]?.tag ?? '')
          .find((each) => each.start > element.start && each.end <= element.end),
      ),
    );
    if (!found) return undefined;
    found.forEach((each, at) => {
      items[inGroup[at] ?? 0] = each;
    });
  }
  return items.filter(Boolean).length === list.items.length ? { groups, items } : undefined;
}

/** The text of `element`, with ` hidden=""` in its start tag when asked (as React writes it). */
function shown(html: string, element: MappedElement, from: number, to: number, hidden: boolean): string {
  if (!hidden || from !== element.start) return html.slice(from, to);
  return `${html.slice(from, element.attributeAt)} hidden=""${html.slice(element.attributeAt, to)}`;
}

export function searchListEdits(edits: PageEdits, list: SearchListTemplates, answer: SearchListAnswer): void {
  const { map } = edits;
  const places = searchListPlaces(map, list);
  const first = places?.groups[0];
  const last = places?.groups.at(-1);
  if (!places || !first || !last) return;
  const { html } = map;
  const groups = answer.groups.map(({ group, hidden, items }) => {
    const element = places.groups[group];
    const inGroup = items.flatMap(({ item }) => places.items[item] ?? []);
    if (!element || inGroup.length === 0 || inGroup.length !== items.length) return '';
    const itemsStart = Math.min(...inGroup.map((each) => each.start));
    const itemsEnd = Math.max(...inGroup.map((each) => each.end));
    const body = inGroup.map((each, at) =>
      shown(html, each, each.start, each.end, items[at]?.hidden ?? false),
    );
    return (
      shown(html, element, element.start, itemsStart, hidden) +
      body.join('') +
      html.slice(itemsEnd, element.end)
    );
  });
  edits.replace(first.start, last.end, groups.join(''));
  const box = map.withStartTag(list.box)[0];
  if (box) edits.setAttribute(box, 'value', answer.query);
  const statusTag = list.status.slice(0, list.status.indexOf('>') + 1);
  const status = map.withStartTag(statusTag).find((each) => html.slice(each.start, each.end) === list.status);
  if (status) edits.replaceContent(status, escapeHtml(answer.status));
}

/** `html` with its search list answering: for a page read once (a test). */
export const fillSearchList = (html: string, list: SearchListTemplates, answer: SearchListAnswer): string =>
  fillPage(html, (edits) => searchListEdits(edits, list, answer));
