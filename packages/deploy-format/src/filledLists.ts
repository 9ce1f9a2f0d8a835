import { escapeHtml } from '@pod/contracts/escapeHtml';

// A filled list: a list of a prerendered page that shows live data (the public gallery). The
// app's build renders it as templates; at request time the server fills them with the list's
// items (plain string work: it never runs app code), and hands the page the same items so the
// island hydrates over exactly that HTML. A page with a filled list needs no script to be read.

/** A filled list as an app's build renders it (in prerender.json, per page). */
export interface FilledListTemplates {
  /** The API's public list that fills it, by name (the server knows the names it serves). */
  source: string;
  /** The exact HTML in the page (inside its island) that the filled list replaces: the loading text, marked `data-pod-filled-list`. */
  slot: string;
  /** The list with items, with ITEMS_SLOT where the items go. */
  list: string;
  /** One item: `{{field}}` stands for a field of the item, `{{field:date}}` for its UTC date. */
  item: string;
  /** The list without items. */
  empty: string;
  /** What shows when the server could not read the list. */
  failed: string;
  /** What an item's empty field reads as (an image without alt text), by field. */
  fallbacks: Record<string, string>;
}

/** Where a list's items go in `FilledListTemplates.list`. */
export const ITEMS_SLOT = '<!--pod-list-items-->';

/** Stands for an item's field in the build's render of one item. */
export const fieldToken = (field: string): string => `{{${field}}}`;

/** The field a token stands for, if `value` is one (a component showing a date asks for it). */
export const tokenField = (value: string): string | undefined => /^\{\{(\w+)\}\}$/.exec(value)?.[1];

/** Stands for the UTC date (YYYY-MM-DD) of an item's ISO timestamp field. */
export const dateToken = (field: string): string => `{{${field}:date}}`;

/** id of the <script type="application/json"> holding a filled list's items (or its failure). */
export const filledListElementId = (source: string): string => `pod-list-${source}`;

/** What that element holds: the items the HTML was filled with, or that reading them failed. */
export type FilledListSeed<T> = { items: T[] } | { failed: true };

/** One item's HTML: each token replaced by the item's value, escaped, in one pass. */
export function fillItem(template: string, item: object, fallbacks: Record<string, string>): string {
  return template.replace(/\{\{(\w+)(:date)?\}\}/g, (_token, field: string, date?: string) => {
    const raw = Object.hasOwn(item, field) ? (item as Record<string, unknown>)[field] : undefined;
    let value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    const fallback = Object.hasOwn(fallbacks, field) ? fallbacks[field] : undefined;
    if (value === '' && fallback !== undefined) value = fallback;
    if (date) value = value.slice(0, 10);
    return escapeHtml(value);
  });
}

/** The list's HTML for these items (undefined: they could not be read). */
export function filledListHtml(list: FilledListTemplates, items: readonly object[] | undefined): string {
  if (!items) return list.failed;
  if (items.length === 0) return list.empty;
  const filled = items.map((item) => fillItem(list.item, item, list.fallbacks)).join('');
  return list.list.replace(ITEMS_SLOT, () => filled);
}

/** JSON safe inside a <script> element (no `</script>`, no `<!--`). */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
