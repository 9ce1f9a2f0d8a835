import type { RouteHead } from '@pod/contracts/routes';

/**
 * Cross-Origin-Opener-Policy of one page, or none. COOP cuts the handle a window of another
 * site keeps on a page it opened; only staff pages have something to guard (a signed-in
 * tool), so only a route whose head says `isolate` gets it. Public pages go without: they show
 * nothing private, and measured, the header cost a page loaded into a fresh tab 150–300 ms of
 * blocking time (a browsing-context-group switch) while a visitor arriving from another site
 * paid nothing for it (docs/performance.md). Any navigation a page started, from any site
 * (Sec-Fetch-Site cross-site, same-site, same-origin), gets the header. One the visitor started
 * themselves (typed address, bookmark: "none") has no opener to cut, so it goes without; so does
 * a request that does not say (no Sec-Fetch-Site): not a browser a page could have opened it in,
 * since every browser that honours COOP also sends fetch metadata, bar Safari 15.2–16.3, long
 * out of support (a proxy or a tool fetching the page, as a measuring one does, says nothing).
 */
export function openerPolicy(head: RouteHead | undefined, fetchSite: string | undefined): string | undefined {
  if (!head?.isolate) return undefined;
  return fetchSite === 'cross-site' || fetchSite === 'same-site' || fetchSite === 'same-origin'
    ? 'same-origin'
    : undefined;
}
