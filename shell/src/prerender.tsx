// Build-time entry (Node): the shell's layout for every route, with a slot where the server
// puts the route's page, and the whole not-found screen. Never imports a remote.

import { StaticRouter } from '@pod/router/server';
import { brandFontUrl, idPrefixFor, PAGE_SLOT } from '@pod/shared-ui';
import { renderToHtml } from '@pod/shared-ui/prerender';
import type { ReactElement } from 'react';
import { App } from './App.tsx';
import { PageContainer } from './federation/PageContainer.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { siteRoutes } from './routes/siteRoutes.ts';

function layout(path: string, page: ReactElement) {
  return renderToHtml(
    <StaticRouter location={path}>
      <App>{page}</App>
    </StaticRouter>,
    idPrefixFor('shell'),
  );
}

export function prerender() {
  const layouts = Object.fromEntries(
    siteRoutes.map((route) => [
      route.path,
      layout(route.path, <PageContainer remote={route.remote} html={PAGE_SLOT} />),
    ]),
  );
  return {
    kind: 'shell' as const,
    layouts,
    notFound: layout('/404', <NotFound />),
    // The one variable file carries every weight above the fold.
    preloadFonts: [brandFontUrl],
  };
}
