import { type ComponentType, type CSSProperties, createContext, useContext } from 'react';
import { HYDRATE, HYDRATE_COOKIE, ID_PREFIX, ISLAND_APP, ISLAND_NAME, PROPS } from './islandLife.ts';

/**
 * When an island of a server-rendered page is brought to life in the browser (its whole life:
 * @pod/shared-ui/islandLife): `visible` when it comes near the screen, `interaction` when the
 * visitor reaches for it (a mouse over it, focus, a press, a file). A phone's first seconds then
 * run no script at all. Before it is hydrated its HTML works on its own: a form posts, a link loads.
 */
export type HydrateOn = 'visible' | 'interaction';

/** Props an island takes: they travel in the HTML as JSON, so plain data only. */
export type IslandProps = Record<string, string | number | boolean | null>;

/** What the build-time render records about each island of the page it renders. */
export interface CollectedIsland {
  name: string;
  // The island's own component and props, rendered on their own (see renderWithIslands).
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props type; they are checked where <Island> is written
  component: ComponentType<any>;
  props: IslandProps;
}

export interface IslandCollector {
  /** Records one island; answers the placeholder HTML and the attributes its wrapper carries. */
  add(island: CollectedIsland): { placeholder: string; app: string; idPrefix: string };
}

/** Set by the build-time render only: in the browser there is none, and islands render inline. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

// The wrapper adds no box: the island's own elements lay out as if it were not there.
const noBox: CSSProperties = { display: 'contents' };

interface Props<P extends IslandProps> {
  /** The file `src/islands/<name>.tsx` of the app: what the browser loads to hydrate it. */
  name: string;
  /** That file's default export (imported here, so a client-rendered page renders it inline). */
  component: ComponentType<P>;
  props?: P;
  hydrate?: HydrateOn;
  /**
   * `interaction` only: the name of a cookie that, when the browser holds it, makes the island
   * hydrate once the page has loaded, untouched (signed-in staff, who use the island at once).
   */
  hydrateWithCookie?: string;
}

/**
 * A part of a page that visitors can touch. In a page rendered at build time it is rendered on
 * its own (its own useId prefix) and marked, so that on the first load the browser hydrates only
 * the islands and leaves every other part as the server's HTML. A page rendered in the browser
 * (after a client-side navigation) renders it inline, as any component.
 */
export function Island<P extends IslandProps>({
  name,
  component: Component,
  props,
  hydrate = 'interaction',
  hydrateWithCookie,
}: Props<P>) {
  const collector = useContext(IslandCollectorContext);
  const data = (props ?? {}) as P;
  const marks = {
    [ISLAND_NAME]: name,
    [HYDRATE]: hydrate,
    ...(hydrate === 'interaction' && hydrateWithCookie ? { [HYDRATE_COOKIE]: hydrateWithCookie } : {}),
    style: noBox,
  };
  if (!collector) {
    return (
      <div {...marks}>
        <Component {...data} />
      </div>
    );
  }
  const { placeholder, app, idPrefix } = collector.add({ name, component: Component, props: data });
  return (
    <div
      {...marks}
      {...{ [ISLAND_APP]: app, [ID_PREFIX]: idPrefix, [PROPS]: JSON.stringify(data) }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own placeholder, replaced by the island's HTML
      dangerouslySetInnerHTML={{ __html: placeholder }}
    />
  );
}
