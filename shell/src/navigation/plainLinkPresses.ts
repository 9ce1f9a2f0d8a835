import type { BootRoute } from '@pod/shared-ui';

// The page a link asks for, when the shell can show it in place: same origin, a page of the route
// table that is not isolated (a staff page must come from the server, with its
// Cross-Origin-Opener-Policy), no #fragment (the browser scrolls to it), no new tab or download.
function siteTarget(
  target: EventTarget | null,
  routes: readonly BootRoute[],
): { url: URL; route: BootRoute } | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  const route = routes.find((each) => each.path === url.pathname);
  if (url.origin !== location.origin || url.hash || !route || route.isolate) return null;
  return { url, route };
}

/**
 * From the moment the shell is awake, the one listener for presses on plain links (the server's
 * HTML: header, footer, the page's text; an island's router links handle their own first): it
 * shows the page in place. Until then nothing listens and the browser loads the page: on a slow
 * phone a document arrives sooner than the shell's chain of scripts would (docs/navigation.md),
 * and no page carries this code in its head.
 */
export function takePlainLinkPresses(
  routes: readonly BootRoute[],
  navigate: (path: string) => void,
  pressStarted: (route: BootRoute) => void = () => undefined,
): void {
  // A press begins (a finger down, a button down) before its click: on a touch ~90 ms. What the
  // move will load can be asked for from then (clientNavigation.tsx).
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = siteTarget(event.target, routes);
      if (target && target.route.path !== location.pathname) pressStarted(target.route);
    },
    { capture: true, passive: true },
  );
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = siteTarget(event.target, routes);
    if (!target) return;
    event.preventDefault();
    navigate(`${target.url.pathname}${target.url.search}`);
  });
}
