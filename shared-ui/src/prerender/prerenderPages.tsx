// Build-time only (Node): a remote renders each page it owns, as the browser will hydrate it.

import type { LiveListTemplates } from '@pod/deploy-format/liveLists';
import type { ReactElement } from 'react';
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
  islands: string[];
  liveLists: LiveListTemplates[];
}

export function prerenderPages(remote: string, pages: readonly PageToPrerender[]): RenderedPage[] {
  return pages.map(({ path, module, element }) => ({
    path,
    module,
    ...renderToHtml(element, { app: remote, path }),
  }));
}
