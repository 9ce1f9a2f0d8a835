// For tests: built apps as their builds leave them (packages/build-config/prerenderPlugin.ts
// writes prerender.json last). Typed by the format itself, so a field the format gains or renames
// is changed here once, not in every test that builds a fake site. Tests that check how a reader
// takes a malformed file spread one of these into a plain record and break it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PublishedRoute } from '@pod/contracts/routes';
import {
  ANY_ROUTE,
  PAGE_REMOTE_SLOT,
  PAGE_SLOT,
  PRERENDER_FORMAT,
  type PrerenderedPage,
  type RemotePrerender,
  type ShellPrerender,
} from '../prerenderTypes.ts';
import type { SearchListTemplates } from '../searchLists.ts';

/** When every fake build was built. */
export const BUILT_AT = '2026-11-25T00:00:00Z';

/** A route as a remote's build publishes it, listed in the sitemap. */
export const publishedRoute = (path: string, module = './Page'): PublishedRoute => ({
  path,
  module,
  sitemap: true,
});

/** A page as a remote's prerender renders it: no CSS, islands or preloads unless given. */
export function prerenderedPage(
  module: string,
  html: string,
  fields: Partial<PrerenderedPage> = {},
): PrerenderedPage {
  return { module, html, css: '', islands: [], preload: { js: [], css: [] }, ...fields };
}

/** A remote's prerender.json: its entry content-addressed under static/js; no pages, routes or heads unless given. */
export function remotePrerender(
  remote: string,
  build: string,
  fields: Partial<RemotePrerender> = {},
): RemotePrerender {
  return {
    kind: 'remote',
    format: PRERENDER_FORMAT,
    remote,
    build,
    builtAt: BUILT_AT,
    entry: `/remotes/${remote}/static/js/remote-entry.${build}.js`,
    entryFile: `static/js/remote-entry.${build}.js`,
    pages: {},
    routes: [],
    heads: {},
    ...fields,
  };
}

/** A remote serving one route, /<page in lower case>, rendered by ./<page> and titled <page>. */
export function onePageRemote(remote: string, build: string, page: string): RemotePrerender {
  const path = `/${page.toLowerCase()}`;
  return remotePrerender(remote, build, {
    routes: [publishedRoute(path, `./${page}`)],
    heads: { [path]: { title: page } },
  });
}

/** The shell's prerender.json: one layout for every route, the page's slot in its <main>, and a 404. */
export function shellPrerender(fields: Partial<ShellPrerender> = {}): ShellPrerender {
  return {
    kind: 'shell',
    format: PRERENDER_FORMAT,
    build: 'shell1',
    builtAt: BUILT_AT,
    layouts: {
      [ANY_ROUTE]: {
        html: `<main><div data-page-root="${PAGE_REMOTE_SLOT}">${PAGE_SLOT}</div></main>`,
        css: '',
      },
    },
    notFound: { html: '<main><h1>404</h1></main>', css: '' },
    ...fields,
  };
}

/** What a remote's build leaves for the server: its prerender.json and the entry file it names. */
export function remoteDistFiles(prerender: RemotePrerender, entry = ''): Record<string, string> {
  return { [prerender.entryFile]: entry, 'prerender.json': JSON.stringify(prerender) };
}

/** Writes each file (a path under `folder`: its content), making its folders; returns `folder`. */
export function writeFiles(folder: string, files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

/** A search list of one question (`/faqs?q=` in small): for the engine's and the server's tests. */
export const oneQuestionSearchList: SearchListTemplates = {
  param: 'q',
  box: '<input name="q" value=""/>',
  status: '<p role="status">All 1</p>',
  words: { all: 'All 1', some: '{{shown}} match “{{query}}”', none: 'None match “{{query}}”' },
  items: [{ tag: '<article id="a">', text: 'Shipping abroad', group: 0 }],
  groups: ['<section>'],
};
