// Build-time only (Node): one React tree to HTML plus the CSS it needs, its islands rendered
// on their own so that the browser can hydrate each of them alone.

import { type FilledListTemplates, ITEMS_SLOT } from '@pod/deploy-format/filledLists';
import { idPrefixFor } from '@pod/deploy-format/prerender';
import { StaticRouter } from '@pod/router/server';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  type CollectedFilledList,
  FilledListCollectorContext,
  ITEMS_MARKER,
} from '../filledLists/FilledList.tsx';
import { type CollectedIsland, type IslandCollector, IslandCollectorContext } from '../islands/Island.tsx';

/**
 * styled-components' server sheet carries rehydration markers (`data-styled.g1[id=…]`) whose
 * group numbers collide between separately rendered apps. The CSS is served as a plain
 * <style> instead, so strip them and keep the rules.
 */
export function plainCss(styleTags: string): string {
  return styleTags
    .replace(/<style[^>]*>/g, '')
    .replace(/<\/style>/g, '')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\//g, '')
    .replace(/\n+/g, '\n')
    .trim();
}

/** Each island's React root gets a useId prefix of its own, the same here and in the browser. */
export const islandIdPrefix = (app: string, index: number): string => `${idPrefixFor(app)}i${index}-`;

const placeholderOf = (index: number): string => `<!--pod-island-${index}-->`;

/**
 * `element` (inside a router at `path`) to HTML and CSS. Every <Island> in it is rendered
 * again on its own, as the browser will hydrate it (a root of its own, its own useId prefix, the
 * same router), and its HTML put in its place. One style sheet collects the CSS of all of them.
 */
export function renderToHtml(
  element: ReactElement,
  { app, path }: { app: string; path: string },
): { html: string; css: string; islands: string[]; filledLists: FilledListTemplates[] } {
  const sheet = new ServerStyleSheet();
  const lists: CollectedFilledList[] = [];
  const listCollector = { add: (list: CollectedFilledList) => void lists.push(list) };
  const islands: CollectedIsland[] = [];
  const collector: IslandCollector = {
    add(island) {
      islands.push(island);
      const index = islands.length - 1;
      return { placeholder: placeholderOf(index), app, idPrefix: islandIdPrefix(app, index) };
    },
  };
  try {
    let html = renderToString(
      sheet.collectStyles(
        <FilledListCollectorContext value={listCollector}>
          <IslandCollectorContext value={collector}>
            <StaticRouter location={path}>{element}</StaticRouter>
          </IslandCollectorContext>
        </FilledListCollectorContext>,
      ),
      { identifierPrefix: idPrefixFor(app) },
    );
    islands.forEach(({ component: Component, props }, index) => {
      const island = renderToString(
        sheet.collectStyles(
          <FilledListCollectorContext value={listCollector}>
            <StaticRouter location={path}>
              <Component {...props} />
            </StaticRouter>
          </FilledListCollectorContext>,
        ),
        { identifierPrefix: islandIdPrefix(app, index) },
      );
      html = html.replace(placeholderOf(index), () => island);
    });
    // Each part of a filled list on its own, as the server will put it together.
    const part = (node: ReactElement): string =>
      renderToString(sheet.collectStyles(<StaticRouter location={path}>{node}</StaticRouter>));
    const itemsMarker = renderToStaticMarkup(ITEMS_MARKER);
    const filledLists = lists.map((list): FilledListTemplates => {
      const slot = part(list.slot);
      // The server finds the list's place by this exact HTML: fail the build, not the page.
      if (!html.includes(slot))
        throw new Error(`${path}: the filled list "${list.source}" is not in the page`);
      const item = part(list.item);
      // A component that reshaped a field (sliced, formatted) leaves a token the server cannot
      // fill: the visitor would see it. Fail the build instead.
      const broken = /\{\{(?!\w+(?::date)?\}\})[^<"]{0,40}/.exec(item);
      if (broken)
        throw new Error(
          `${path}: the filled list "${list.source}" shows a field other than as its token: ${broken[0]}`,
        );
      return {
        source: list.source,
        slot,
        list: part(list.list).replace(itemsMarker, ITEMS_SLOT),
        item,
        empty: part(list.empty),
        failed: part(list.failed),
        fallbacks: list.fallbacks,
      };
    });
    const sources = filledLists.map((list) => list.source);
    if (new Set(sources).size !== sources.length)
      throw new Error(`${path}: two filled lists of one source (${sources.join(', ')})`);
    return {
      html,
      css: plainCss(sheet.getStyleTags()),
      islands: islands.map((island) => island.name),
      filledLists,
    };
  } finally {
    sheet.seal();
  }
}
