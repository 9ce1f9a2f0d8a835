// Build-time only (Node): a remote renders each page it owns, as the browser will hydrate it.

import type { RenderedPage } from '@pod/deploy-format/prerender';
import type { ReactElement } from 'react';
import { renderToHtml } from './renderToHtml.tsx';

export interface PageToPrerender {
  path: string;
  /** The exposed module that renders this path, e.g. "./Contact". */
  module: string;
  element: ReactElement;
}

export function prerenderPages(remote: string, pages: readonly PageToPrerender[]): RenderedPage[] {
  return pages.map(({ path, module, element }) => ({
    path,
    module,
    ...renderToHtml(element, { app: remote, path }),
  }));
}
