import type { MiddlewareHandler } from 'hono';
import { sitePathRedirect } from './sitePathRedirect.ts';

// RFC 3986 §2.3: escaping these changes nothing a URL means, only how it is spelled.
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The path with every escaped unreserved character written plainly (`/%73taff` → `/staff`);
 * other escapes (`%2F`, `%20`, …) stay as sent. The same string when there is nothing to change.
 */
export function plainSpelling(rawPath: string): string {
  return rawPath.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escaped;
  });
}

/**
 * GET/HEAD of a path that spells an unreserved character as an escape get a 301 to the plain
 * spelling. The router decodes escapes, so `/%73taff/leads` would be the staff page under a
 * second name that path rules outside the server (the speculation rules' `/staff/*`, a proxy's
 * or a CDN's) do not match; redirected, every rule sees one spelling.
 */
export function plainSpellingOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // No escape anywhere in the address: nothing to spell plainly (most requests).
    if (!c.req.url.includes('%')) return next();
    const url = new URL(c.req.url);
    const plain = plainSpelling(url.pathname);
    if (plain === url.pathname) return next();
    return c.redirect(sitePathRedirect(plain, url.search), 301);
  };
}
