import type { RouteHead } from '@pod/contracts/routes';

/**
 * Cross-Origin-Opener-Policy of one page, or none. COOP cuts the handle a window of another
 * site keeps on a page it opened; only staff pages have something to guard (a signed-in
 * tool), so only a route whose head says `isolate` gets it. Public pages go without: they show
 * nothing private, and measured, the header cost a page loaded into a fresh tab 150–300 ms of
 * blocking time (a browsing-context-group switch) while a visitor arriving from another site
 * paid nothing for it (docs/performance.md). A navigation the visitor started themselves
 * (typed address, bookmark: Sec-Fetch-Site "none") has no opener to cut, so it goes without
 * too; any navigation a page started, from any site, gets the header.
 */
export function openerPolicy(head: RouteHead | undefined, fetchSite: string | undefined): string | undefined {
  if (!head?.isolate || fetchSite === 'none') return undefined;
  return 'same-origin';
}
