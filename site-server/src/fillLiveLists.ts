import {
  fillLiveList,
  type LiveListSeed,
  type LiveListTemplates,
  liveListElementId,
  scriptSafeJson,
} from '@pod/deploy-format/liveLists';
import type { LiveSources } from './liveSources.ts';

/** How long a page waits for a live list before it shows the list's failure text. */
export const LIVE_READ_TIMEOUT_MS = 800;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A composed page with its live lists filled in at request time: each list's slot replaced by
 * its items (or its "could not load" text when reading failed or the server has no such list),
 * and the same items handed to the page in the head, so its island hydrates over that HTML.
 */
export async function fillLiveLists(
  html: string,
  lists: readonly LiveListTemplates[],
  sources: LiveSources,
  onFailure: (source: string, error: unknown) => void,
  // A slow database must not hold the page: past this, the list says it could not load and the
  // island, woken at load, asks for it itself.
  timeoutMs = LIVE_READ_TIMEOUT_MS,
): Promise<string> {
  let filled = html;
  const seeds: string[] = [];
  for (const list of lists) {
    if (!filled.includes(list.slot)) continue;
    let items: readonly object[] | undefined;
    const read = Object.hasOwn(sources, list.source) ? sources[list.source] : undefined;
    try {
      if (!read) throw new Error(`the server has no live list "${list.source}"`);
      items = await withinTime(read(), timeoutMs);
    } catch (error) {
      onFailure(list.source, error);
      items = undefined;
    }
    const listHtml = fillLiveList(list, items);
    filled = filled.replace(list.slot, () => listHtml);
    const seed: LiveListSeed<unknown> = items ? { items: [...items] } : { failed: true };
    seeds.push(
      `<script type="application/json" id="${liveListElementId(list.source)}">${scriptSafeJson(seed)}</script>`,
    );
  }
  return seeds.length > 0 ? filled.replace('</head>', () => `${seeds.join('')}</head>`) : filled;
}
