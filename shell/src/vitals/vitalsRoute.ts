import { BOOT_ELEMENT_ID } from '@pod/deploy-format/prerender';

/** Where the server counts a page no live route owns (it folds unknown routes the same way). */
const OTHER_ROUTE = '(other)';

/**
 * The route pattern of the page that was loaded, from the route table in the boot data: never
 * the address itself, so no query string, fragment or typed path travels with a beacon.
 */
export function vitalsRoute(pathname: string = location.pathname): string {
  let paths: string[] = [];
  try {
    const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as {
      routes?: { path?: unknown }[];
    } | null;
    paths = (boot?.routes ?? []).map((route) => route.path).filter((path) => typeof path === 'string');
  } catch {
    // No or unreadable boot data (dev servers): every page counts as OTHER_ROUTE.
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return paths.includes(path) ? path : OTHER_ROUTE;
}
