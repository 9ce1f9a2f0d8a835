import { cloneElement, createContext, type ReactElement, type ReactNode, useContext } from 'react';

/** What a build-time render records of each filled list it meets (renderToHtml renders them). */
export interface CollectedFilledList {
  source: string;
  /** What the page holds where the list goes: the loading text, marked (see slotOf). */
  slot: ReactElement;
  /** The list with ITEMS_MARKER where its items go. */
  list: ReactElement;
  /** One item, rendered from the template item (every field its token). */
  item: ReactElement;
  empty: ReactElement;
  failed: ReactElement;
  fallbacks: Record<string, string>;
}

export interface FilledListCollector {
  add(list: CollectedFilledList): void;
}

/** Set by the build-time render only: in the browser there is none, and the list renders its items. */
export const FilledListCollectorContext = createContext<FilledListCollector | null>(null);

/** True while the build renders a page's filled lists as templates (no data is loading then). */
export const useRenderingTemplates = (): boolean => useContext(FilledListCollectorContext) !== null;

/** Stands where the items go in the build's render of the list; its HTML becomes ITEMS_SLOT. */
export const ITEMS_MARKER = <template data-pod-list-items="" />;

/**
 * The loading text, marked with the list's source: the slot the server replaces with the filled
 * list. A server that does not fill it (older than the build) leaves a page that says it is
 * loading; the head script then wakes the island at load (the mark tells it), which hydrates the
 * same text and fetches the list. The failure text is marked too, for the same wake-up.
 */
const slotOf = (loading: ReactElement, source: string): ReactElement =>
  cloneElement(loading as ReactElement<Record<string, unknown>>, { 'data-pod-filled-list': source });
const failureOf = (failure: ReactElement, source: string): ReactElement =>
  cloneElement(failure as ReactElement<Record<string, unknown>>, { 'data-pod-list-failed': source });

interface Props<T> {
  /** The API's public list the server fills it from (api/src/gallery/listSources.ts): a-z, 0-9, -. */
  source: string;
  /** The items; undefined while loading. */
  items: readonly T[] | undefined;
  /** Reading the items failed. */
  failed: boolean;
  /** An item whose every shown field is its token (fieldToken, dateToken): the item template. */
  template: T;
  /** What an empty field reads as, by field (the server applies it as the component would). */
  fallbacks?: Record<string, string>;
  list: (items: ReactNode) => ReactElement;
  item: (item: T) => ReactElement;
  empty: ReactElement;
  /** A single element (it is marked as the list's place); so is `failure`. */
  loading: ReactElement;
  failure: ReactElement;
}

/**
 * A list a prerendered page shows with live data. The build renders it as templates and the
 * server fills them at request time, so the page is whole before any script runs; in the browser
 * it renders its items (useFilledList hands it the ones the server filled in, for hydration).
 * Its items must not call useId: each is rendered on its own by the build.
 */
export function FilledList<T>({
  source,
  items,
  failed,
  template,
  fallbacks = {},
  list,
  item,
  empty,
  loading,
  failure,
}: Props<T>) {
  const collector = useContext(FilledListCollectorContext);
  const slot = slotOf(loading, source);
  if (collector) {
    collector.add({
      source,
      slot,
      list: list(ITEMS_MARKER),
      item: item(template),
      empty,
      failed: failureOf(failure, source),
      fallbacks,
    });
    return slot;
  }
  if (failed) return failureOf(failure, source);
  if (!items) return slot;
  if (items.length === 0) return empty;
  return list(items.map(item));
}
