import { type ComponentType, type CSSProperties, createContext, useContext } from 'react';

/**
 * When an island of a server-rendered page is brought to life in the browser:
 * `load` as soon as the page's code runs, `visible` when it comes near the screen, `idle` when
 * the browser has nothing else to do, `interaction` when the visitor reaches for it (a pointer
 * resting on it or pressing it, a touch, focus, a key). An island that reads fine as server
 * HTML and only answers input waits for `interaction`: a phone's first seconds then run no
 * script at all. Before it is live its HTML works on its own: a form posts, a link loads.
 */
export type HydrateOn = 'load' | 'visible' | 'idle' | 'interaction';

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
   * @deprecated Ignored since 1.22.0 (kept so a remote built against an earlier version still
   * compiles): no island used it; an `interaction` island comes alive when reached or once the
   * shell runs.
   */
  hydrateBy?: number;
  /**
   * @deprecated Ignored since 1.21.0 (kept so a remote built against an earlier version still
   * compiles): a field a link fills is filled by the server (data-query-fill), so nothing needs
   * waking for it.
   */
  hydrateWithQuery?: string;
  /**
   * `interaction` only: the name of a cookie that, when the browser holds it, makes the island
   * hydrate once the page has loaded, untouched (signed-in staff, who use the island at once).
   */
  hydrateWithCookie?: string;
  /**
   * @deprecated Ignored since 1.22.0 (kept so a remote built against an earlier version still
   * compiles): no island used it; a `visible` island comes to life a screen ahead of the viewport.
   */
  screensAhead?: number;
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
  hydrate = 'load',
  hydrateWithCookie,
}: Props<P>) {
  const collector = useContext(IslandCollectorContext);
  const data = (props ?? {}) as P;
  const marks = {
    'data-island': name,
    'data-hydrate': hydrate,
    ...(hydrate === 'interaction' && hydrateWithCookie ? { 'data-hydrate-cookie': hydrateWithCookie } : {}),
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
      data-island-app={app}
      data-id-prefix={idPrefix}
      data-props={JSON.stringify(data)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own placeholder, replaced by the island's HTML
      dangerouslySetInnerHTML={{ __html: placeholder }}
    />
  );
}
