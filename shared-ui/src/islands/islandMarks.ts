// The attributes an island's wrapper carries in server HTML, read by the shell in the browser.
import type { HydrateOn, IslandProps } from './Island.tsx';

export interface MarkedIsland {
  element: HTMLElement;
  /** 'shell' or the remote whose `src/islands/<name>.tsx` renders it. */
  app: string;
  name: string;
  hydrate: HydrateOn;
  /** `interaction` islands: hydrate at the latest this many ms after the page started loading. */
  hydrateBy?: number;
  /** `visible` islands: how many screens ahead of the viewport they come to life. */
  screensAhead?: number;
  props: IslandProps;
  idPrefix: string;
}

const HYDRATE_ON: readonly HydrateOn[] = ['load', 'visible', 'idle', 'interaction'];

/** The islands of server HTML under `root`, in document order; a malformed mark is skipped. */
export function findIslands(root: ParentNode): MarkedIsland[] {
  const found: MarkedIsland[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island][data-island-app]')) {
    const {
      island: name,
      islandApp: app,
      idPrefix,
      hydrate,
      hydrateBy,
      screensAhead,
      props,
    } = element.dataset;
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
      hydrate: HYDRATE_ON.includes(hydrate as HydrateOn) ? (hydrate as HydrateOn) : 'load',
      ...(hydrateBy && Number.isFinite(Number(hydrateBy)) ? { hydrateBy: Number(hydrateBy) } : {}),
      ...(screensAhead && Number(screensAhead) > 0 ? { screensAhead: Number(screensAhead) } : {}),
      props: parsed as IslandProps,
    });
  }
  return found;
}
