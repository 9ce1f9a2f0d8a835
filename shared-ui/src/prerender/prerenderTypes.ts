// The contract between each app's build-time prerender, the server that composes
// pages from it, and the shell that hydrates them. Plain data, read by all three.

/** Where the shell's layout leaves room for a page; the server puts the fragment there. */
export const PAGE_SLOT = '<!--pod-page-slot-->';

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
  /** Scripts and stylesheets the page needs first, as URLs (preload hints). */
  preload: { js: string[]; css: string[] };
}

/** dist/prerender.json of a remote: written last by its build, so it always names files that exist. */
export interface RemotePrerender {
  kind: 'remote';
  remote: string;
  /** Build id (hash of the remote entry): the HTML and the JavaScript of one build travel together. */
  build: string;
  builtAt: string;
  /** Content-addressed copy of remoteEntry.js for this build, as a URL. */
  entry: string;
  /** The same file, relative to the remote's dist (the server checks it is there). */
  entryFile: string;
  pages: Record<string, PrerenderedPage>;
  /** The route heads the remote published (title, description, og…), if any. */
  heads?: Record<string, unknown>;
}

/** The shell's layout (header, footer, skip link) rendered for one path. */
export interface PrerenderedLayout {
  html: string;
  css: string;
}

/** dist/prerender.json of the shell. */
export interface ShellPrerender {
  kind: 'shell';
  builtAt: string;
  /** Layout per known route, with PAGE_SLOT where the page goes. */
  layouts: Record<string, PrerenderedLayout>;
  /** The whole not-found screen inside the layout (no slot). */
  notFound: PrerenderedLayout;
  /** Font files (URLs) the first paint uses: the server preloads them. Older builds lack it. */
  preloadFonts?: string[];
}

/** What the server tells the browser about the page it composed. */
export interface BootData {
  /** The route whose fragment is in the HTML, if any (the shell hydrates instead of rendering). */
  path: string;
  /** True when #root holds server HTML to hydrate. */
  prerendered: boolean;
  /** The remote whose fragment is in the page, and the entry of the build it came from. */
  page?: { remote: string; entry: string; build: string };
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
