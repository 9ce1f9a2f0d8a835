// Build-time entry (Node): the shell's layout, with a slot where the server puts a route's
// page, and the whole not-found screen. Never imports a remote and holds no list of pages:
// one layout serves any route a remote brings; the paths the header or the footer links to get
// their own, since their link is marked as the current page (and never fetched ahead from it).

import { ANY_ROUTE, brandFontUrl, PAGE_REMOTE_SLOT, PAGE_SLOT } from '@pod/shared-ui';
import { renderToHtml } from '@pod/shared-ui/prerender';
import type { ReactElement } from 'react';
import { App } from './App.tsx';
import { PageContainer } from './federation/PageContainer.tsx';
import { markedLinkPaths } from './layout/siteLinks.ts';
import { NotFound } from './pages/NotFound.tsx';

/** Any path the layout links to nowhere renders it the same way. */
const ANY_ROUTE_PATH = '/pod-any-route';

function layout(path: string, page: ReactElement) {
  return renderToHtml(<App>{page}</App>, { app: 'shell', path });
}

const pageSlot = (path: string) => layout(path, <PageContainer remote={PAGE_REMOTE_SLOT} html={PAGE_SLOT} />);

export function prerender() {
  const layouts = Object.fromEntries([
    [ANY_ROUTE, pageSlot(ANY_ROUTE_PATH)],
    ...markedLinkPaths().map((path) => [path, pageSlot(path)]),
  ]);
  return {
    kind: 'shell' as const,
    layouts,
    notFound: layout('/404', <NotFound />),
    // The one variable file carries every weight above the fold.
    preloadFonts: [brandFontUrl],
  };
}
