// Build-time entry (Node): the shell's layout, with a slot where the server puts a route's
// page, and the whole not-found screen. Never imports a remote and holds no list of pages:
// one layout serves any route a remote brings; the paths the header links to get their own,
// since their link is marked as the current page.

import { ANY_ROUTE, brandFontUrl, PAGE_REMOTE_SLOT, PAGE_SLOT } from '@pod/shared-ui';
import { renderToHtml } from '@pod/shared-ui/prerender';
import type { ReactElement } from 'react';
import { App } from './App.tsx';
import { PageContainer } from './federation/PageContainer.tsx';
import { headerLinks } from './layout/siteLinks.ts';
import { NotFound } from './pages/NotFound.tsx';

/** Any path that is not a header link renders the layout the same way. */
const ANY_ROUTE_PATH = '/pod-any-route';

function layout(path: string, page: ReactElement) {
  return renderToHtml(<App>{page}</App>, { app: 'shell', path });
}

const pageSlot = (path: string) => layout(path, <PageContainer remote={PAGE_REMOTE_SLOT} html={PAGE_SLOT} />);

export function prerender() {
  const layouts = Object.fromEntries([
    [ANY_ROUTE, pageSlot(ANY_ROUTE_PATH)],
    ...headerLinks.map((link) => [link.to, pageSlot(link.to)]),
  ]);
  return {
    kind: 'shell' as const,
    layouts,
    notFound: layout('/404', <NotFound />),
    // The one variable file carries every weight above the fold.
    preloadFonts: [brandFontUrl],
  };
}
