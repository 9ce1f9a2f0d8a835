import type { RouteHead } from '@pod/contracts/routes';

/**
 * Cross-Origin-Opener-Policy of one page, or none. COOP cuts the handle a window of another
 * site keeps on a page it opened; only staff pages have something to guard (a signed-in
 * tool), so only a route whose head says `isolate` gets it, and always: however the page was
 * reached (a link, a typed address in a popup another site opened, a tool), a staff page never
 * shares a browsing context group with a foreign opener. Public pages go without: they show
 * nothing private, and measured, the header cost a page loaded into a fresh tab 150–300 ms of
 * blocking time (a browsing-context-group switch) while a visitor arriving from another site
 * paid nothing for it (docs/performance.md). The browser never shows a staff page in place
 * (the shell's starter and router load it from the server), so the header always applies.
 */
export function openerPolicy(head: RouteHead | undefined): string | undefined {
  return head?.isolate ? 'same-origin' : undefined;
}
