import type { RouteHead } from '@pod/contracts/routes';

/**
 * Cross-Origin-Opener-Policy of one page, or none. COOP cuts the handle a window of another
 * site keeps on a page it opened; only staff pages have something to guard (a signed-in
 * tool), so only a route whose head says `isolate` gets it. Public pages go without: they show
 * nothing private, and measured, the header cost a page loaded into a fresh tab 150–300 ms of
 * blocking time (a browsing-context-group switch) while a visitor arriving from another site
 * paid nothing for it (docs/performance.md). Any navigation a page may have started gets the
 * header: Sec-Fetch-Site cross-site, same-site, same-origin, or a value this code does not know.
 * One the visitor started themselves (typed address, bookmark: "none") has no opener to cut, so
 * it goes without (`unsafe-none`, the browser's default); so does a request that does not say (no Sec-Fetch-Site): a tool or a proxy
 * fetching the page (as the outside measure's does), or a browser older than fetch metadata
 * (Firefox before 90, Safari before 16.4, all out of support), whose staff pages then lose this
 * one layer; their session cookie is still SameSite and HttpOnly.
 */
export function openerPolicy(head: RouteHead | undefined, fetchSite: string | undefined): string | undefined {
  if (!head?.isolate) return undefined;
  // Said outright, not left out: a page the browser holds is revalidated (a 304), and a 304
  // that leaves a header out leaves the stored copy's header in place, isolated or not.
  if (fetchSite === undefined || fetchSite === 'none') return 'unsafe-none';
  return 'same-origin';
}
