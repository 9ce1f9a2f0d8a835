import type { FilledListTemplates } from '@pod/deploy-format/filledLists';
import type { ReadLists } from '@pod/page-fill/filledLists';
import type { ListSources } from './listSources.ts';

/** How long a page waits for a filled list before it shows the list's failure text. */
export const LIST_READ_TIMEOUT_MS = 800;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The items of each list a page shows, read from the API's public lists (undefined where
 * reading failed, or the server has no such list: the page then shows the list's "could not
 * load" text).
 */
export async function readFilledLists(
  lists: readonly FilledListTemplates[],
  sources: ListSources,
  onFailure: (source: string, error: unknown) => void,
  // A slow database must not hold the page: past this, the list says it could not load and the
  // island, woken at load, asks for it itself.
  timeoutMs = LIST_READ_TIMEOUT_MS,
): Promise<ReadLists> {
  const read = new Map<string, readonly object[] | undefined>();
  for (const list of lists) {
    const source = Object.hasOwn(sources, list.source) ? sources[list.source] : undefined;
    try {
      if (!source) throw new Error(`the server has no filled list "${list.source}"`);
      const items = source();
      // Kept items need no wait and no timer; only a read is raced against the timeout.
      read.set(list.source, items instanceof Promise ? await withinTime(items, timeoutMs) : items);
    } catch (error) {
      onFailure(list.source, error);
      read.set(list.source, undefined);
    }
  }
  return read;
}
