import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { expectBaseHeaders } from '../../../test/support/securityHeaderChecks.ts';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.ts';

describe('security headers', () => {
  it('adds HSTS when served over HTTPS', async () => {
    const app = new Hono();
    app.use('*', securityHeaders({ https: true }));
    app.get('/', (c) => c.json({ ok: true }));
    const res = await app.request('/');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
    expectBaseHeaders(res);
  });

  it('gives HTML a policy that allows no inline or foreign script and no framing', async () => {
    const app = new Hono();
    app.use('*', securityHeaders({ https: false }));
    app.get('/', (c) => c.html('<!doctype html><title>t</title>'));
    const res = await app.request('/');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toBe(contentSecurityPolicy({ https: false }));
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it("allows only the page's own inline scripts, by the hashes the page handler hands over", async () => {
    const app = new Hono();
    app.use('*', securityHeaders({ https: false }));
    app.get('/', (c) => {
      c.set('inlineScriptHashes', ["'sha256-abc='"]);
      return c.html('<!doctype html><title>t</title>');
    });
    app.get('/other', (c) => c.html('<!doctype html><title>t</title>'));
    const scriptSrc = async (path: string) =>
      ((await app.request(path)).headers.get('Content-Security-Policy') ?? '')
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))
        ?.trim();
    expect(await scriptSrc('/')).toBe("script-src 'self' 'sha256-abc='");
    expect(await scriptSrc('/other')).toBe("script-src 'self'");
  });
});
