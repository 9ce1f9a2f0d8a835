// The contract between each app's build-time prerender, the server that composes
// pages from it, and the shell that hydrates them. Plain data, read by all three.
import type { PublishedRoute, RouteHead } from '@pod/contracts/routes';
import type { FilledListTemplates } from './filledLists.ts';
import type { SearchListTemplates } from './searchLists.ts';

/**
 * The version of this contract. The shell's and every remote's prerender.json carry it; the
 * server composes only builds of the same format, and a shell of another format is refused
 * at deploy time. Raise it when a field below changes meaning.
 */
export const PRERENDER_FORMAT = 3; // 3: pages mark their islands, and only islands hydrate

/** Where the shell's layout leaves room for a page; the server puts the fragment there. */
export const PAGE_SLOT = '<!--pod-page-slot-->';

/**
 * On a shell head script that only a page holding some element needs (the FAQ's early filter):
 * its value names that element's attribute, and a composed page without one is sent without
 * the script. Every byte of the head comes before the first paint, and a page just over the
 * first TCP window (~14 kB) waits a whole round trip more for its last bytes.
 */
export const ONLY_WITH_ATTRIBUTE = 'data-only-with';

/** Stands for the page's remote name in a layout; the server writes the real one. */
export const PAGE_REMOTE_SLOT = 'pod-page-remote-slot';

/** The layouts key of the layout used for any route without one of its own. */
export const ANY_ROUTE = '*';

/** id of the <script type="application/json"> block carrying BootData. */
export const BOOT_ELEMENT_ID = 'pod-boot';

/** Each React root gets its own useId prefix, the same on the server and in the browser. */
export const idPrefixFor = (app: string): string => `${app}-`;

/** One route as a remote rendered it at build time. */
export interface PrerenderedPage {
  /** Exposed module that renders it, e.g. "./Contact". */
  module: string;
  html: string;
  /** Plain CSS the HTML needs (styled-components server sheet, rehydration markers removed). */
  css: string;
  /** The islands in the HTML, by name (`src/islands/<name>.tsx`, exposed as "./islands/<name>"). */
  islands: string[];
  /** Scripts and stylesheets the page needs first, as URLs (preload hints). */
  preload: { js: string[]; css: string[] };
  /** Lists the server fills with live data at request time (filledLists.ts). Older builds lack it. */
  filledLists?: FilledListTemplates[];
  /** The list a GET form filters, answered by the server for `?<param>=` (searchLists.ts). Older builds lack it. */
  searchList?: SearchListTemplates;
  /** Scripts the page's islands run (URLs), fetched at idle after load. Older builds lack it. */
  islandScripts?: string[];
}

/** One page as a remote's prerender bundle renders it, before the build writes it out. */
export interface RenderedPage {
  path: string;
  module: string;
  html: string;
  css: string;
  islands: string[];
  filledLists: FilledListTemplates[];
  /** Added by the app's own prerender step where a page has one. */
  searchList?: SearchListTemplates;
}

/** What a remote's prerender bundle hands the build, which turns it into its prerender.json. */
export interface RemotePrerenderResult {
  pages: RenderedPage[];
  routes: PublishedRoute[];
  heads: Record<string, RouteHead>;
}

/** dist/prerender.json of a remote: written last by its build, so it always names files that exist. */
export interface RemotePrerender {
  kind: 'remote';
  format: number;
  remote: string;
  /** Build id (hash of the remote entry): the HTML and the JavaScript of one build travel together. */
  build: string;
  builtAt: string;
  /** Content-addressed copy of remoteEntry.js for this build, as a URL. */
  entry: string;
  /** The same file, relative to the remote's dist (the server checks it is there). */
  entryFile: string;
  pages: Record<string, PrerenderedPage>;
  /** The routes this build serves, from the remote's own route list. */
  routes: PublishedRoute[];
  /** The head of each route (title, description, og…). */
  heads: Record<string, RouteHead>;
}

/** The shell's layout (header, footer, skip link) rendered for one path. */
export interface PrerenderedLayout {
  html: string;
  css: string;
}

/** dist/prerender.json of the shell. */
export interface ShellPrerender {
  kind: 'shell';
  format: number;
  /** Build id (hash of the build's index.html). */
  build: string;
  builtAt: string;
  /**
   * The layout with PAGE_SLOT where the page goes and PAGE_REMOTE_SLOT as its remote's name:
   * under ANY_ROUTE for every route, and under the paths the shell's own links point at (their
   * link is marked as the current page).
   */
  layouts: Record<string, PrerenderedLayout>;
  /** The whole not-found screen inside the layout (no slot). */
  notFound: PrerenderedLayout;
  /** Font files (URLs) the first paint uses: the server preloads them. Older builds lack it. */
  preloadFonts?: string[];
}

/** One route of the live site, as the shell routes it. */
export interface BootRoute {
  path: string;
  remote: string;
  /** The exposed module rendering it, e.g. "./Contact". */
  module: string;
  /** A page that must come from the server (its head says isolate): never shown in place. */
  isolate?: boolean;
}

/** What the server tells the browser about the page it composed and the live site. */
export interface BootData {
  /** The route whose fragment is in the HTML, if any (the shell hydrates instead of rendering). */
  path: string;
  /** True when #root holds server HTML to hydrate. */
  prerendered: boolean;
  /** The remote whose fragment is in the page, and the build it came from. */
  page?: { remote: string; build: string };
  /** The route table, made from the live version of every remote. */
  routes: BootRoute[];
  /** Every live remote's pinned entry (content-addressed remoteEntry), by remote name. */
  remotes: Record<string, string>;
  /** The page's islands' scripts (PrerenderedPage.islandScripts), for the starter to fetch at idle. */
  islandScripts?: string[];
}

/** Reads the boot data block; undefined when the page was not composed by the server (dev servers). */
export function readBootData(): BootData | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return undefined;
  }
}
