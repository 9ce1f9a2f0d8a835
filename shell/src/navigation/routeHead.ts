// After a client-side navigation the page's head comes from the same place the server's does:
// the route entries in its remote's src/routes.ts, whose heads the build exposes as
// "<remote>/routeHeads" (@pod/build-config, remoteExposes.ts). Pages declare no title of their own.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { applyPageMeta, type PageMeta } from '@pod/shared-ui';

type RouteHeadsModule = { heads?: Record<string, PageMeta> };

/** The remote's route heads module (the federation runtime fetches it once). */
export const loadRouteHeads = (remote: string) => loadRemote<RouteHeadsModule>(`${remote}/routeHeads`);

/** Sets the head the remote declares for `path`; keeps the page's own when its build has none. */
export async function applyRouteHead(remote: string, path: string): Promise<void> {
  let head: PageMeta | undefined;
  try {
    head = (await loadRouteHeads(remote))?.heads?.[path];
  } catch {
    // A build from before route heads were exposed: its page sets its own title.
  }
  // Only while its page is still the one shown (a quicker next navigation wins).
  if (head && window.location.pathname === path) applyPageMeta(head);
}
