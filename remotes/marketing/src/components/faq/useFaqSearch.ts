import { useCallback, useMemo, useRef, useState } from 'react';
import type { FaqEntry } from '../../content/faqs.ts';
import type { FaqSearchEngine, TextSegment } from './faqSearchEngine.ts';
import { filterFaqs } from './filterFaqs.ts';

export interface FaqSearchView {
  /** Entries to show, best match first. */
  shown: readonly FaqEntry[];
  /** Marks matched words, or undefined when nothing is to be marked. */
  highlight: ((text: string) => TextSegment[]) | undefined;
  /** Starts loading the search engine (call on focus); safe to call repeatedly. */
  prepare: () => void;
}

/**
 * The FAQ list for a query. The engine (MiniSearch + stemmer) is imported on first focus;
 * until it has arrived, the plain word-start filter answers, so typing is never ignored.
 * Render stays pure: the server and the first client render see the empty query.
 */
export function useFaqSearch(entries: readonly FaqEntry[], query: string): FaqSearchView {
  const [engine, setEngine] = useState<FaqSearchEngine>();
  const loading = useRef(false);

  const prepare = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // Named so its file (faq-search.<hash>.js) can be told from other lazy chunks (e2e).
    import(/* webpackChunkName: "faq-search" */ './faqSearchEngine.ts').then(
      ({ createFaqSearch }) => setEngine(createFaqSearch(entries)),
      () => {
        // Offline or a failed chunk: keep the plain filter, try again on next focus.
        loading.current = false;
      },
    );
  }, [entries]);

  const view = useMemo(() => {
    if (!query.trim()) return { shown: entries, highlight: undefined };
    if (!engine) return { shown: filterFaqs(entries, query), highlight: undefined };
    const result = engine.search(query);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const shown = result.ids.flatMap((id) => byId.get(id) ?? []);
    return { shown, highlight: result.highlight };
  }, [engine, entries, query]);

  return { ...view, prepare };
}
