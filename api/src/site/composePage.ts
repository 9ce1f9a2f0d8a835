import {
  BOOT_ELEMENT_ID,
  type BootData,
  PAGE_SLOT,
  type RemotePrerender,
  type ShellPrerender,
} from '@pod/shared-ui/prerenderTypes';
import { escapeHtml } from './routeHead.ts';

export interface ComposeInput {
  /** The shell's built index.html (head, scripts, empty #root). */
  indexHtml: string;
  path: string;
  shell: ShellPrerender | undefined;
  /** For a known route: the prerender of the remote that owns it. Undefined for the 404 page. */
  remote: RemotePrerender | undefined;
  known: boolean;
}

export interface ComposedPage {
  /** index.html with #root filled, the page's CSS and the boot data in the head. */
  html: string;
  /** True when the page's HTML is in the document (false: the browser renders it). */
  prerendered: boolean;
}

// Text inside <style> or <script> must not be able to close the element.
const closeSafe = (text: string): string => text.replace(/<\//g, '<\\/');
const safeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const styleTag = (app: string, css: string): string =>
  css ? `<style data-prerendered="${escapeHtml(app)}">${closeSafe(css)}</style>` : '';

/**
 * Joins the shell's layout for this path with the remote's fragment for it. Only build
 * output is read: no app code runs on the server. When a part is missing (an app built
 * without prerender, a remote that lacks the route), the page is left to the browser to
 * render, exactly as before prerendering existed.
 */
export function composePage({ indexHtml, path, shell, remote, known }: ComposeInput): ComposedPage {
  let body: string | undefined;
  const styles: string[] = [];
  const boot: BootData = { path, prerendered: false };

  if (shell && known) {
    const layout = shell.layouts[path];
    const page = remote?.pages[path];
    if (layout && page && remote && layout.html.includes(PAGE_SLOT)) {
      body = layout.html.replace(PAGE_SLOT, () => page.html);
      styles.push(styleTag('shell', layout.css), styleTag(remote.remote, page.css));
      boot.page = { remote: remote.remote, entry: remote.entry, build: remote.build };
    }
  } else if (shell && !known) {
    body = shell.notFound.html;
    styles.push(styleTag('shell', shell.notFound.css));
  }
  if (body === undefined) {
    return { html: indexHtml, prerendered: false };
  }

  boot.prerendered = true;
  const head = [
    // Fonts first: the CSS below names them, and crossorigin matches the font fetch's CORS mode.
    ...(shell?.preloadFonts ?? []).map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...styles.filter(Boolean),
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${safeJson(boot)}</script>`,
  ].join('\n    ');
  const html = indexHtml
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`);
  return { html, prerendered: true };
}
