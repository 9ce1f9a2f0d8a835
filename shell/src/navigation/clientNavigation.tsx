import type { BootRoute } from '@pod/shared-ui';
import type { HydratingIslands } from '../boot/hydrateIslands.tsx';
import { loadPage } from '../federation/liveRemotes.ts';
import { takePlainLinkPresses } from './plainLinkPresses.ts';
import { loadRouteHeads } from './routeHead.ts';
import { siteHistory } from './siteHistory.ts';

// Named: its own file (static/js/async/page-area.*.js), which tests can tell apart.
const loadPageArea = () => import(/* webpackChunkName: "page-area" */ './renderPageArea.tsx');
const ignore = () => undefined;

/**
 * From the first load, where only islands are hydrated, to client-side navigation: a press on a
 * plain link to a page of the route table (plainLinkPresses.ts) moves the history, and at the first
 * move to another page the shell renders the page area itself, as a whole page, in <main>
 * (the page islands are unmounted first). The header (headerControls.ts) and the route
 * announcer's live region stay the server's.
 */
export function startClientNavigation(routes: readonly BootRoute[], pageIslands: HydratingIslands): void {
  const first = siteHistory.current().location;
  let takenOver = false;

  const takeOver = () => {
    takenOver = true;
    stopListening();
    const main = document.getElementById('main-content');
    if (!main) return;
    loadPageArea().then(
      ({ renderPageArea }) => {
        pageIslands.dispose();
        renderPageArea(main, routes);
      },
      // The shell's own chunk did not arrive: a fresh document from the server shows the page.
      () => window.location.reload(),
    );
  };
  // A staff page (isolate) shares no browsing context group with another site's window: its
  // Cross-Origin-Opener-Policy comes with the server's document, so a move to one from a page
  // loaded without it (a router link) loads it from the server instead of showing it in place.
  const isolated = (pathname: string) => routes.some((route) => route.path === pathname && route.isolate);
  const documentIsolated = isolated(first.pathname);
  siteHistory.listen(() => {
    const { location } = siteHistory.current();
    if (!documentIsolated && isolated(location.pathname)) window.location.reload();
  });
  const stopListening = siteHistory.listen(() => {
    const { location } = siteHistory.current();
    // A new query on the same page (the inbox's search) is the page's own business.
    if (!takenOver && location.pathname !== first.pathname) takeOver();
  });

  // Asked for at the press, not at its click: the page area's code, then the page's module and
  // its remote's heads came one after the other, each a round trip, after the click. Errors are
  // the move's to handle (RemotePage shows them), not the press's.
  const loadAhead = (route: BootRoute) => {
    loadPageArea().catch(ignore);
    loadPage(route.remote, route.module).catch(ignore);
    loadRouteHeads(route.remote).catch(ignore);
  };
  takePlainLinkPresses(
    routes,
    (target) => {
      const { pathname, search } = siteHistory.current().location;
      if (target === `${pathname}${search}`) siteHistory.replace(target);
      else siteHistory.push(target);
    },
    loadAhead,
  );
  // The page area's code runs at an idle moment once the first island has hydrated (never before it,
  // which the visitor is waiting for), not at the first move: run after the click it stood
  // ~80 ms (4x CPU) between the press and the next page.
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1000));
  pageIslands.firstHydrated.then(() => whenIdle(() => loadPageArea().catch(ignore)));
}
