// A search list's box (the FAQ's) filters the server's list at each key, in the same frame,
// before the island is live: inlined into the head of each page that has a search list (the
// server drops it from the others: ONLY_WITH_ATTRIBUTE), it listens on the document and acts
// only in a form marked as a search list (@pod/deploy-format/searchLists). The prefix engine is
// the one module the island and the server's `?q=` answer use, so the island comes alive over
// exactly this HTML. Once the island is live (its mark on the form) it answers the box itself.
import { keeps, queryStarts, searchWords, statusLine } from '@pod/deploy-format/prefixSearch';
import { SEARCH_MARKS } from '@pod/deploy-format/searchLists';

(() => {
  const marked = (name: string) => `[${name}]`;
  const words = new WeakMap<Element, string[]>();
  const formOf = (target: EventTarget | null): HTMLFormElement | null => {
    const form = target instanceof Element ? target.closest('form') : null;
    return form?.hasAttribute(SEARCH_MARKS.form) && !form.hasAttribute(SEARCH_MARKS.live) ? form : null;
  };
  document.addEventListener('input', (event) => {
    const box = event.target;
    const form = formOf(box);
    // The list: the nearest part of the page around the form that holds its items.
    let list = form?.parentElement;
    while (list && !list.querySelector(marked(SEARCH_MARKS.item))) list = list.parentElement;
    if (!form || !list || !(box instanceof HTMLInputElement)) return;
    const starts = queryStarts(box.value);
    let shown = 0;
    for (const item of list.querySelectorAll<HTMLElement>(marked(SEARCH_MARKS.item))) {
      let itemWords = words.get(item);
      if (!itemWords) {
        const parts = [...item.querySelectorAll(marked(SEARCH_MARKS.text))].map((part) => part.textContent);
        itemWords = searchWords(parts.join('\n'));
        words.set(item, itemWords);
      }
      item.hidden = !keeps(itemWords, starts);
      if (!item.hidden) shown += 1;
    }
    for (const group of list.querySelectorAll<HTMLElement>(marked(SEARCH_MARKS.group)))
      group.hidden = !group.querySelector(`${marked(SEARCH_MARKS.item)}:not([hidden])`);
    const status = form.querySelector<HTMLElement>('[role=status]');
    const { all, some, none } = status?.dataset ?? {};
    if (status && all && some && none) status.textContent = statusLine({ all, some, none }, shown, box.value);
  });
  // The list already answers what the box holds: Enter keeps the page and the focus.
  document.addEventListener('submit', (event) => {
    if (formOf(event.target)) event.preventDefault();
  });
})();
