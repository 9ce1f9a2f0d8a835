// After a client-side navigation the page's head comes from the same place the server's does:
// the route entry in its remote's src/routes.ts (exposed as "<remote>/routes"). Pages declare
// no title of their own.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RouteHead } from '@pod/contracts/routes';
import { siteConfig } from '@pod/contracts/siteConfig';

type RoutesModule = { routes?: readonly RemoteRoute[] };

/** The head a remote declares for `path`; undefined when its build exposes no route list. */
export async function loadRouteHead(remote: string, path: string): Promise<RouteHead | undefined> {
  try {
    const module = await loadRemote<RoutesModule>(`${remote}/routes`);
    return module?.routes?.find((route) => route.path === path)?.head;
  } catch {
    // A build from before route lists were exposed: its page sets its own title.
    return undefined;
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Makes the document's head say what the server would send for this route. */
export function applyRouteHead(head: RouteHead, path: string): void {
  document.title = head.title;
  const description = head.description ?? '';
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', head.ogTitle ?? head.title);
  setMeta('property', 'og:description', head.ogDescription ?? description);
  setMeta('name', 'robots', head.robots);
  const url = `${siteConfig.siteUrl || window.location.origin}${path}`;
  setMeta('property', 'og:url', url);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = url;
}
