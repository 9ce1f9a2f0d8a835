// Security headers and the same-origin rule, as the contact endpoints see them.
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { sameOriginOnly } from '../src/http/sameOrigin.ts';
import { contentSecurityPolicy, securityHeaders } from '../src/http/securityHeaders.ts';
import { type ContactsHarness, createHarness, validContact } from './contactsHarness.ts';

let h: ContactsHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

function expectBaseHeaders(res: Response): void {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  it('are on every contacts answer: 201, 400, 403, 405, 413, 415, 429 and unknown API paths', async () => {
    h = await createHarness({ rateLimitMax: 1, bodyLimitBytes: 1024 });
    const answers = [
      await h.post('/api/contacts', validContact),
      await h.post('/api/contacts', validContact),
    ];
    await h.close();
    h = await createHarness({ bodyLimitBytes: 1024 });
    answers.push(
      await h.post('/api/contacts', { ...validContact, email: 'x' }),
      await h.post('/api/contacts', validContact, { Origin: 'https://evil.example' }),
      await h.app.request('/api/contacts', { method: 'DELETE' }),
      await h.post('/api/contacts', { ...validContact, message: 'x'.repeat(2000) }),
      await h.post('/api/contacts', 'a=b', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      await h.app.request('/api/nothing-here'),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 429, 400, 403, 405, 413, 415, 404]);
    for (const res of answers) {
      expectBaseHeaders(res);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

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
});

describe('same-origin rule for state-changing requests', () => {
  it('accepts the own origin, same-origin fetch metadata and non-browser clients', async () => {
    h = await createHarness();
    const own = await h.post('/api/contacts', validContact);
    const sameOrigin = await h.post('/api/contacts', validContact, { 'Sec-Fetch-Site': 'same-origin' });
    const noOrigin = await h.app.request('/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact),
    });
    expect([own.status, sameOrigin.status, noOrigin.status]).toEqual([201, 201, 201]);
  });

  it('refuses look-alike origins', async () => {
    h = await createHarness();
    for (const origin of [
      'http://localhost.evil.example',
      'http://evil.localhost',
      'http://localhost:8080',
      'null',
    ]) {
      const res = await h.post('/api/contacts', validContact, { Origin: origin });
      expect(res.status, origin).toBe(403);
    }
    expect(await h.rows()).toEqual([]);
  });

  it('accepts https from the browser when a TLS proxy forwards plain http to the server', async () => {
    h = await createHarness();
    const res = await h.post('/api/contacts', validContact, { Origin: 'https://localhost' });
    expect(res.status).toBe(201);
  });

  it('with PUBLIC_SITE_URL set, accepts exactly the listed origins', async () => {
    const app = new Hono();
    app.use('/api/*', sameOriginOnly('https://shop.example, https://www.shop.example/'));
    app.post('/api/x', (c) => c.json({ ok: true }, 201));
    const post = (origin: string) =>
      app.request('https://shop.example/api/x', { method: 'POST', headers: { Origin: origin } });
    expect((await post('https://shop.example')).status).toBe(201);
    expect((await post('https://www.shop.example')).status).toBe(201);
    expect((await post('http://shop.example')).status).toBe(403);
    expect((await post('https://evil.example')).status).toBe(403);
  });
});
