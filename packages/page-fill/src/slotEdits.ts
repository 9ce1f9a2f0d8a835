// A slot is what a prerendered page holds where a request's value goes (the form's key, the
// signed-in staff member's name and id): letters the build chose, found once when the page was
// mapped. Each place gets the value escaped; inside an island's props, as a JSON string.
import { escapeHtml } from '@pod/contracts/escapeHtml';
import type { IslandProps, PageEdits } from './pageEdits.ts';

function replacedIn(value: unknown, slot: string, put: string): unknown {
  if (typeof value === 'string') return value.replaceAll(slot, put);
  if (Array.isArray(value)) return value.map((each) => replacedIn(each, slot, put));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, replacedIn(each, slot, put)]));
  return value;
}

/** `value` at every place of `slot` in the page: its text, its attributes and its islands' props. */
export function slotEdits(edits: PageEdits, slot: string, value: string): void {
  for (const place of edits.map.slots(slot)) {
    if ('inText' in place) {
      edits.replace(place.inText, place.inText + slot.length, escapeHtml(value));
      continue;
    }
    const { element, attribute } = place;
    if (attribute === 'data-props') {
      const props = edits.props(element);
      if (props) edits.setProps(element, replacedIn(props, slot, value) as IslandProps);
      continue;
    }
    const current = edits.attribute(element, attribute);
    if (current !== null) edits.setAttribute(element, attribute, current.replaceAll(slot, value));
  }
}
