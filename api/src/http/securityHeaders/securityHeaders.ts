// The page server declares the context variable `inlineScriptHashes` it leaves for the policy.
import type {} from '@pod/site-server';
import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  https: boolean;
  /** Extra origins the browser may connect to (e.g. the object storage endpoint for uploads). */
  connectSrc?: () => readonly string[];
  /** Extra origins images may come from. */
  imgSrc?: () => readonly string[];
}

/**
 * Content-Security-Policy for HTML: no foreign script, no framing, and no inline script but
 * those the page itself carries, each allowed by its hash.
 */
export function contentSecurityPolicy(
  options: SecurityHeaderOptions,
  inlineScriptHashes: readonly string[] = [],
): string {
  const connect = ["'self'", ...(options.connectSrc?.() ?? [])].join(' ');
  const img = ["'self'", 'data:', 'blob:', ...(options.imgSrc?.() ?? [])].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    // styled-components and react-toastify inject <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    `connect-src ${connect}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of everything that is not HTML: nothing may load, nothing may frame it. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every response carries whatever its type; also written by the raw
 * answers below the app (http/errors/clientErrorResponse.ts). Cross-Origin-Opener-Policy is a
 * page's own (site-server/src/openerPolicy.ts).
 */
export function baseSecurityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
  if (https) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return headers;
}

/**
 * Headers on every response the server sends, API and static alike. Not hono/secure-headers:
 * the policy depends on the response's Content-Type, and clientErrorResponse needs the same list.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const base = Object.fromEntries(baseSecurityHeaders(options.https));
  // A page's hashes are one array per composed page (inlineScriptHashes.ts): its policy is
  // written once per page and per set of extra origins, not once per view.
  const policies = new WeakMap<readonly string[], { origins: string; policy: string }>();
  const NO_HASHES: readonly string[] = [];
  const htmlPolicy = (hashes: readonly string[] = NO_HASHES): string => {
    const origins = [...(options.connectSrc?.() ?? []), '|', ...(options.imgSrc?.() ?? [])].join(' ');
    const known = policies.get(hashes);
    if (known?.origins === origins) return known.policy;
    const policy = contentSecurityPolicy(options, hashes);
    policies.set(hashes, { origins, policy });
    return policy;
  };
  return async (c, next) => {
    // A page or file may carry these in its own header object (the page server's everyAnswerHeaders.ts).
    const carried = c.get('everyAnswerHeaders');
    c.set('everyAnswerHeaders', (hashes) => ({
      ...carried?.(hashes),
      ...base,
      'Content-Security-Policy': hashes === undefined ? NON_HTML_POLICY : htmlPolicy(hashes),
    }));
    await next();
    if (c.get('everyAnswerHeadersTaken')) return;
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(base)) headers.set(name, value);
    const type = headers.get('Content-Type') ?? '';
    // frame-ancestors applies to every document; the full policy matters for HTML.
    headers.set(
      'Content-Security-Policy',
      type.startsWith('text/html') ? htmlPolicy(c.get('inlineScriptHashes')) : NON_HTML_POLICY,
    );
  };
}
