import { bootData } from './bootData.ts';

// The page a link asks for, when the shell can show it in place: same origin, a page of the route
// table that is not isolated (a staff page must come from the server, with its
// Cross-Origin-Opener-Policy), no #fragment (the browser scrolls to it), no new tab or download.
function siteTarget(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  const route = (bootData()?.routes ?? []).find((each) => each.path === url.pathname);
  if (url.origin !== location.origin || url.hash || !route || route.isolate) return null;
  return url;
}

/**
 * The one listener for presses on plain links (the server's HTML; an island's router links handle
 * their own first). Once the shell is live it shows the page in place (window.podNavigate).
 * Before, the browser loads the page: on a slow phone a document arrives sooner than the shell's
 * chain of scripts would (docs/navigation.md).
 */
export function handPlainLinksToShell(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!window.podShellLive || typeof window.podNavigate !== 'function') return;
    const url = siteTarget(event.target);
    if (!url) return;
    event.preventDefault();
    window.podNavigate(`${url.pathname}${url.search}`);
  });
}
