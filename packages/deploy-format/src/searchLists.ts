// A search list: a list of a prerendered page that a GET form filters (the FAQ, `/faqs?q=`).
// The app's build hands the server what it needs as data (per page in prerender.json): the
// exact tags of the list's items and groups, the text of each item, the box and the status
// line. At request time the server's search (the app's own engine, @pod/faq-search) decides
// what is found and in what order; this writes that answer into the page: the items and groups
// in that order, the others `hidden`, the query in the box and the status line. String work
// only, no app code runs here.

/** The search list of a page as the build renders it (in prerender.json). */
export interface SearchListTemplates {
  /** The query parameter (`q`). */
  param: string;
  /** The box's exact tag in the page, holding `value=""`. */
  box: string;
  /** The status element's exact HTML in the page (its text: `words.all`). */
  status: string;
  /** The status line's words: `all`, `some` with `{{shown}}` and `{{query}}`, `none` with `{{query}}`. */
  words: { all: string; some: string; none: string };
  /**
   * Each item in the page's order: its exact opening tag, the text it is searched by (its
   * heading, a line break, its body), its group's index. A group's items stand side by side.
   */
  items: { tag: string; text: string; group: number }[];
  /** Each group's exact opening tag, in the page's order; the groups stand side by side. */
  groups: string[];
}

/** A group as a search shows it: its items in order, those not found hidden. */
export interface ArrangedGroup {
  group: number;
  hidden: boolean;
  items: { item: number; hidden: boolean }[];
}

/** A search's answer to write into the page. */
export interface SearchListAnswer {
  /** What the box holds. */
  query: string;
  /** The status line's text. */
  status: string;
  /** Every group, in the order shown. */
  groups: readonly ArrangedGroup[];
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A tag with `hidden` added (the attribute React writes for `hidden={true}`). */
const hiddenTag = (tag: string): string => tag.replace(/\s*\/?>$/, (end) => ` hidden=""${end.trim()}`);

function replaceOnce(html: string, find: string, put: string): string {
  const at = html.indexOf(find);
  return at < 0 ? html : html.slice(0, at) + put + html.slice(at + find.length);
}

interface Span {
  start: number;
  end: number;
}

/** Where the element opened by `tag` stands in the page: up to its closing tag (it holds none of its own name). */
function spanOf(html: string, tag: string, from = 0): Span | undefined {
  const start = html.indexOf(tag, from);
  const name = /^<([a-z][a-z0-9-]*)/.exec(tag)?.[1];
  if (start < 0 || !name) return undefined;
  const close = `</${name}>`;
  const end = html.indexOf(close, start);
  return end < 0 ? undefined : { start, end: end + close.length };
}

/** The spans, when every one was found and they stand side by side. */
function sideBySide(spans: readonly (Span | undefined)[]): Span[] | undefined {
  const found = spans.filter((span) => span !== undefined);
  if (found.length !== spans.length || found.length === 0) return undefined;
  return found.every((span, at) => at === 0 || span.start === found[at - 1]?.end) ? found : undefined;
}

interface ListSpans {
  /** Each group's span, by its index. */
  groups: Span[];
  /** Each item's span, by its index. */
  items: Span[];
}

/** Where each group and item stands in the page, or undefined when the list is not as the format says. */
export function searchListSpans(html: string, list: SearchListTemplates): ListSpans | undefined {
  const groups = sideBySide(list.groups.map((tag) => spanOf(html, tag)));
  if (!groups) return undefined;
  const items: Span[] = [];
  for (const [group, span] of groups.entries()) {
    const inGroup = list.items.flatMap((item, index) => (item.group === group ? [index] : []));
    const spans = sideBySide(inGroup.map((index) => spanOf(html, list.items[index]?.tag ?? '', span.start)));
    if (!spans || spans.some((item) => item.end > span.end)) return undefined;
    spans.forEach((item, at) => {
      items[inGroup[at] ?? 0] = item;
    });
  }
  return items.length === list.items.length ? { groups, items } : undefined;
}

/** The element at `span` with `hidden` added to its opening tag when asked. */
const element = (html: string, span: Span, hidden: boolean): string => {
  const text = html.slice(span.start, span.end);
  if (!hidden) return text;
  const open = text.slice(0, text.indexOf('>') + 1);
  return hiddenTag(open) + text.slice(open.length);
};

/**
 * The page with its search list answering: groups and items in the answer's order, those left
 * out hidden, the query in the box, the status line's text. A page whose list is not as its
 * templates say is left as built (every item, an empty box: what a blank search shows).
 */
export function fillSearchList(html: string, list: SearchListTemplates, answer: SearchListAnswer): string {
  const spans = searchListSpans(html, list);
  const first = spans?.groups[0];
  const last = spans?.groups.at(-1);
  if (!spans || !first || !last) return html;
  const groups = answer.groups.map(({ group, hidden, items }) => {
    const span = spans.groups[group];
    const inGroup = items.map(({ item }) => spans.items[item]);
    const starts = inGroup.map((item) => item?.start ?? 0);
    const ends = inGroup.map((item) => item?.end ?? 0);
    if (!span || inGroup.length === 0) return '';
    const opening = { start: span.start, end: Math.min(...starts) };
    const closing = html.slice(Math.max(...ends), span.end);
    const body = items.map(({ hidden: left }, at) => element(html, inGroup[at] ?? span, left)).join('');
    return element(html, opening, hidden) + body + closing;
  });
  const listed = html.slice(0, first.start) + groups.join('') + html.slice(last.end);
  const boxed = replaceOnce(
    listed,
    list.box,
    list.box.replace('value=""', () => `value="${escapeHtml(answer.query)}"`),
  );
  const open = list.status.slice(0, list.status.indexOf('>') + 1);
  const close = list.status.slice(list.status.lastIndexOf('</'));
  return replaceOnce(boxed, list.status, `${open}${escapeHtml(answer.status)}${close}`);
}
