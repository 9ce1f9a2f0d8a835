import {
  fillLiveList,
  type LiveList,
  type LiveListSeed,
  liveListElementId,
  scriptSafeJson,
} from '@pod/deploy-format/liveLists';
import type { LiveSources } from './liveSources.ts';

/**
 * A composed page with its live lists filled in at request time: each list's slot replaced by
 * its items (or its "could not load" text when reading failed or the server has no such list),
 * and the same items handed to the page in the head, so its island hydrates over that HTML.
 */
export async function fillLiveLists(
  html: string,
  lists: readonly LiveList[],
  sources: LiveSources,
  onFailure: (source: string, error: unknown) => void,
): Promise<string> {
  let filled = html;
  const seeds: string[] = [];
  for (const list of lists) {
    if (!filled.includes(list.slot)) continue;
    let items: readonly object[] | undefined;
    const read = Object.hasOwn(sources, list.source) ? sources[list.source] : undefined;
    try {
      if (!read) throw new Error(`the server has no live list "${list.source}"`);
      items = await read();
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
