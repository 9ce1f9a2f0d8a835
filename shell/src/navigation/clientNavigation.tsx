import type { BootRoute } from '@pod/shared-ui';
import type { HydratingIslands } from '../boot/hydrateIslands.tsx';
import { siteHistory } from './siteHistory.ts';

const loadPageArea = () => import('./renderPageArea.tsx');

/** The same-origin page a click on `anchor` asks for, when the site can show it in place. */
export function inPlaceTarget(anchor: HTMLAnchorElement, known: ReadonlySet<string>): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // A #fragment is left to the browser, which scrolls to it (on this page or a fresh one).
  if (url.origin !== window.location.origin || url.hash || !known.has(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * From the first load, where only islands are live, to client-side navigation: a click on a
 * link of the server's HTML to a page of the route table moves the history, and at the first
 * move to another page the shell renders the page area itself, as a whole page, in <main>
 * (the page islands are unmounted first). The header (headerControls.js) and the route
 * announcer's live region stay the server's.
 */
export function startClientNavigation(routes: readonly BootRoute[], pageIslands: HydratingIslands): void {
  const known = new Set(routes.map((route) => route.path));
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
  const stopListening = siteHistory.listen(() => {
    const { location } = siteHistory.current();
    // A new query on the same page (the inbox's search) is the page's own business.
    if (!takenOver && location.pathname !== first.pathname) takeOver();
  });

  // Links inside an island are the router's own (they handle the click first). These are the
  // rest: the server's HTML of the footer, the page's text, the skip link.
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const target = inPlaceTarget(anchor, known);
    if (!target) return;
    event.preventDefault();
    const { pathname, search } = siteHistory.current().location;
    if (target === `${pathname}${search}`) siteHistory.replace(target);
    else siteHistory.push(target);
  });
}
