import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  https: boolean;
  /** Extra origins the browser may connect to (e.g. the object storage endpoint for uploads). */
  connectSrc?: () => readonly string[];
  /** Extra origins images may come from. */
  imgSrc?: () => readonly string[];
}

/** Content-Security-Policy for HTML: no inline or foreign script, no framing. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const connect = ["'self'", ...(options.connectSrc?.() ?? [])].join(' ');
  const img = ["'self'", 'data:', 'blob:', ...(options.imgSrc?.() ?? [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
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

/** Headers on every response the server sends, API and static alike. */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (options.https) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    const type = headers.get('Content-Type') ?? '';
    // frame-ancestors applies to every document; the full policy matters for HTML.
    headers.set(
      'Content-Security-Policy',
      type.startsWith('text/html')
        ? contentSecurityPolicy(options)
        : "default-src 'none'; frame-ancestors 'none'",
    );
  };
}
