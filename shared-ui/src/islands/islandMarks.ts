// The attributes an island's wrapper carries in server HTML (named in islandLife), read by the shell
// in the browser.
import type { HydrateOn, IslandProps } from './Island.tsx';
import { HYDRATE, ID_PREFIX, ISLAND, ISLAND_APP, ISLAND_NAME, PROPS } from './islandLife.ts';

export interface MarkedIsland {
  element: HTMLElement;
  /** 'shell' or the remote whose `src/islands/<name>.tsx` renders it. */
  app: string;
  name: string;
  hydrate: HydrateOn;
  props: IslandProps;
  idPrefix: string;
}

const HYDRATE_ON: readonly HydrateOn[] = ['visible', 'interaction'];

/** The islands of server HTML under `root`, in document order; a malformed mark is skipped. */
export function findIslands(root: ParentNode): MarkedIsland[] {
  const found: MarkedIsland[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_NAME}]${ISLAND}`)) {
    const [name, app, idPrefix, hydrate, props] = [ISLAND_NAME, ISLAND_APP, ID_PREFIX, HYDRATE, PROPS].map(
      (mark) => element.getAttribute(mark),
    );
    if (!name || !app || !idPrefix) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(props ?? '{}');
    } catch {
      continue;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) continue;
    found.push({
      element,
      app,
      name,
      idPrefix,
      hydrate: HYDRATE_ON.includes(hydrate as HydrateOn) ? (hydrate as HydrateOn) : 'interaction',
      props: parsed as IslandProps,
    });
  }
  return found;
}
