// Build-time only (Node): a remote renders each page it owns, as the browser will hydrate it.

import { StaticRouter } from '@pod/router/server';
import type { ReactElement } from 'react';
import { idPrefixFor } from './prerenderTypes.ts';
import { renderToHtml } from './renderToHtml.tsx';

export interface PageToPrerender {
  path: string;
  /** The exposed module that renders this path, e.g. "./Contact". */
  module: string;
  element: ReactElement;
}

export interface RenderedPage {
  path: string;
  module: string;
  html: string;
  css: string;
}

export function prerenderPages(remote: string, pages: readonly PageToPrerender[]): RenderedPage[] {
  return pages.map(({ path, module, element }) => {
    const tree = (
      <StaticRouter key={path} location={path}>
        {element}
      </StaticRouter>
    );
    return { path, module, ...renderToHtml(tree, idPrefixFor(remote)) };
  });
}
