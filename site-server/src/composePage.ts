import { escapeHtml } from '@pod/contracts/escapeHtml';
import { scriptSafeJson } from '@pod/deploy-format/filledLists';
import {
  ANY_ROUTE,
  BOOT_ELEMENT_ID,
  type BootData,
  type BootRoute,
  ONLY_WITH_ATTRIBUTE,
  PAGE_REMOTE_SLOT,
  PAGE_SLOT,
  type RemotePrerender,
  type ShellPrerender,
} from '@pod/deploy-format/prerender';

export interface ComposeInput {
  /** The shell's built index.html (head, scripts, empty #root). */
  indexHtml: string;
  path: string;
  shell: ShellPrerender | undefined;
  /** For a known route: the prerender of the remote that owns it. Undefined for the 404 page. */
  remote: RemotePrerender | undefined;
  known: boolean;
  /** The live route table and every remote's pinned entry: the browser routes with them. */
  routes: readonly BootRoute[];
  remotes: Record<string, string>;
}

export interface ComposedPage {
  /** index.html with #root filled, the page's CSS and the boot data in the head. */
  html: string;
  /** True when the page's HTML is in the document (false: the browser renders it). */
  prerendered: boolean;
}

// Text inside <style> or <script> must not be able to close the element.
const closeSafe = (text: string): string => text.replace(/<\//g, '<\\/');

const styleTag = (app: string, css: string): string =>
  css ? `<style data-prerendered="${escapeHtml(app)}">${closeSafe(css)}</style>` : '';

const ONLY_WITH_SCRIPT = new RegExp(
  `<script\\b[^>]*\\b${ONLY_WITH_ATTRIBUTE}="([^"]+)"[^>]*>[\\s\\S]*?</script>\\s*`,
  'g',
);

/** The head less each script marked for an element (ONLY_WITH_ATTRIBUTE) this page's body lacks. */
function withoutScriptsItLacks(html: string, body: string): string {
  return html.replace(ONLY_WITH_SCRIPT, (script, attribute: string) =>
    // A name that is not a plain attribute name keeps its script: dropping is only ever a saving.
    !/^[a-z][a-z0-9-]*$/.test(attribute) || new RegExp(`<[a-z][^>]*\\s${attribute}[\\s=>/]`, 'i').test(body)
      ? script
      : '',
  );
}

/**
 * Joins the shell's layout for this path (its own, or the one for any route) with the remote's
 * fragment for it, and hands the browser the live route table. Only build output is read: no
 * app code runs on the server. When a part is missing (a remote that lacks the route, a shell
 * of another prerender format), the page is left to the browser to render.
 */
export function composePage({
  indexHtml,
  path,
  shell,
  remote,
  known,
  routes,
  remotes,
}: ComposeInput): ComposedPage {
  let body: string | undefined;
  const styles: string[] = [];
  const boot: BootData = { path, prerendered: false, routes: [...routes], remotes };

  if (shell && known) {
    const layout = shell.layouts[path] ?? shell.layouts[ANY_ROUTE];
    const page = remote?.pages[path];
    if (layout && page && remote && layout.html.includes(PAGE_SLOT)) {
      body = layout.html
        .replaceAll(`"${PAGE_REMOTE_SLOT}"`, () => `"${escapeHtml(remote.remote)}"`)
        .replace(PAGE_SLOT, () => page.html);
      styles.push(styleTag('shell', layout.css), styleTag(remote.remote, page.css));
      boot.page = { remote: remote.remote, build: remote.build };
      if (page.islandScripts) boot.islandScripts = page.islandScripts;
    }
  } else if (shell && !known) {
    body = shell.notFound.html;
    styles.push(styleTag('shell', shell.notFound.css));
  }
  if (body !== undefined) boot.prerendered = true;

  const head = [
    // Fonts first: the CSS below names them, and crossorigin matches the font fetch's CORS mode.
    ...(body !== undefined ? (shell?.preloadFonts ?? []) : []).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...styles.filter(Boolean),
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`,
  ].join('\n    ');
  let html = indexHtml.replace('</head>', () => `    ${head}\n  </head>`);
  if (body !== undefined) {
    html = withoutScriptsItLacks(html, body);
    html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`);
  }
  return { html, prerendered: body !== undefined };
}
