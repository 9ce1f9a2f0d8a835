// A search list's box (the FAQ's) answers each key in the same task, before the island is hydrated:
// inlined into the head of each page that has a search list (shell/src/inline/searchListEarly.ts),
// it listens on the document and acts only in a form marked as a search list (searchMarks.ts).
// It runs the island's engine over the page's own text and moves the items and groups into the
// order the server and the island give them, so the island comes alive over exactly this HTML.
// Once the island is hydrated (its mark on the form) it answers the box itself.
import { arrangeGroups } from './arrangeGroups.ts';
import { buildSearchIndex, type SearchIndex, search } from './searchEngine.ts';
import { SEARCH_MARKS } from './searchMarks.ts';
import { statusLine } from './statusLine.ts';

interface PageList {
  items: HTMLElement[];
  groups: HTMLElement[];
  /** Each group's items, by their index in `items`. */
  members: number[][];
  index: SearchIndex;
}

const marked = (name: string) => `[${name}]`;

/** The elements, in this order, where they stand now side by side. */
function placeInOrder(elements: readonly HTMLElement[]): void {
  const parent = elements[0]?.parentNode;
  if (!parent) return;
  let last = elements[0];
  for (const element of elements)
    if (last && last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) last = element;
  const after = last?.nextSibling ?? null;
  for (const element of elements) parent.insertBefore(element, after);
}

/** The elements marked `name` in `around`, in the page's order (their marks: a search may have moved them). */
const inPageOrder = (around: Element, name: string): HTMLElement[] =>
  [...around.querySelectorAll<HTMLElement>(marked(name))].sort(
    (a, b) => Number(a.getAttribute(name)) - Number(b.getAttribute(name)),
  );

/** The list around `form`, in the page's order (the index's). */
function readList(form: HTMLFormElement): PageList | undefined {
  let around = form.parentElement;
  while (around && !around.querySelector(marked(SEARCH_MARKS.item))) around = around.parentElement;
  if (!around) return undefined;
  const items = inPageOrder(around, SEARCH_MARKS.item);
  const groups = inPageOrder(around, SEARCH_MARKS.group);
  const texts = items.map((item) =>
    [...item.querySelectorAll(marked(SEARCH_MARKS.text))].map((part) => part.textContent).join('\n'),
  );
  const members = groups.map((group) => items.flatMap((item, at) => (group.contains(item) ? [at] : [])));
  return { items, groups, members, index: buildSearchIndex(texts) };
}

/** Starts answering every search list of `page` at each key until its island is hydrated. */
export function filterBeforeHydration(page: Document): void {
  const lists = new WeakMap<HTMLFormElement, PageList>();
  const formOf = (target: EventTarget | null): HTMLFormElement | null => {
    const form = target instanceof Element ? target.closest('form') : null;
    return form?.hasAttribute(SEARCH_MARKS.form) && !form.hasAttribute(SEARCH_MARKS.hydrated) ? form : null;
  };
  page.addEventListener('input', (event) => {
    const box = event.target;
    const form = formOf(box);
    if (!form || !(box instanceof HTMLInputElement)) return;
    const list = lists.get(form) ?? readList(form);
    if (!list) return;
    lists.set(form, list);
    const found = search(list.index, box.value)?.found;
    const arranged = arrangeGroups(list.members, found);
    for (const { group, hidden, items } of arranged) {
      const element = list.groups[group];
      if (element) element.hidden = hidden;
      const shown = items.flatMap(({ item, hidden: left }) => {
        const card = list.items[item];
        if (card) card.hidden = left;
        return card ?? [];
      });
      placeInOrder(shown);
    }
    placeInOrder(arranged.flatMap(({ group }) => list.groups[group] ?? []));
    const status = form.querySelector<HTMLElement>('[role=status]');
    const { all, some, none } = status?.dataset ?? {};
    if (status && all && some && none)
      status.textContent = statusLine({ all, some, none }, found?.length ?? list.items.length, box.value);
  });
  // The list already answers what the box holds: Enter keeps the page and the focus.
  page.addEventListener('submit', (event) => {
    if (formOf(event.target)) event.preventDefault();
  });
}
