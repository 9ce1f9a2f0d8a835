import { type FilledListSeed, filledListElementId } from '@pod/deploy-format/filledLists';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHydrated } from '../prerender/useHydrated.ts';
import { useRenderingTemplates } from './FilledList.tsx';

/** The items (or failure) the server filled a filled list with, from the page; undefined if none. */
export function readLiveSeed<T>(source: string): FilledListSeed<T> | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(filledListElementId(source))?.textContent;
  if (!text) return undefined;
  try {
    const seed = JSON.parse(text) as unknown;
    if (seed && typeof seed === 'object' && 'failed' in seed && seed.failed === true) return { failed: true };
    if (seed && typeof seed === 'object' && 'items' in seed && Array.isArray(seed.items))
      return { items: seed.items as T[] };
  } catch {
    // A malformed seed is no seed: the list loads as on a page the server did not fill.
  }
  return undefined;
}

export interface FilledListState<T> {
  items: T[] | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * A filled list's query (the default query function GETs its key). While the page's server HTML
 * is hydrated, it starts from the items the server filled in, so hydration sees the same list
 * and nothing is fetched again; a page rendered in the browser fetches as usual. During the
 * build's template render nothing is loading.
 */
export function useFilledList<T>(source: string, queryKey: QueryKey): FilledListState<T> {
  const templating = useRenderingTemplates();
  const hydrated = useHydrated();
  // Read once, and only when hydrating: a later visit in place must not see an old page's items.
  const [seed] = useState(() => (hydrated ? undefined : readLiveSeed<T>(source)));
  const failedAtServer = seed !== undefined && 'failed' in seed;
  const query = useQuery<T[]>({
    queryKey,
    ...(seed && 'items' in seed ? { initialData: seed.items } : {}),
    // The server could not read it: hydrate what it showed, then ask again.
    enabled: !templating && !(failedAtServer && !hydrated),
  });
  if (templating) return { items: [], loading: false, failed: false };
  // Hydrating: what the server's HTML shows (its items, its failure text, or, from a server that
  // left the list unfilled, its loading text), with nothing loading, as the build rendered it.
  if (!hydrated)
    return {
      items: seed && 'items' in seed ? seed.items : undefined,
      loading: false,
      failed: failedAtServer,
    };
  return { items: query.data, loading: query.isLoading, failed: query.isError };
}
