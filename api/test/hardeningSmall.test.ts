// Issue 10, points 5, 6, 8 and 14: trusted proxy hops, production host settings, the
// contact rate limiter's cost per request, and JSON-only sign-in, sign-out and presign.
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadCoreConfig } from '../src/config.ts';
import { isAllowedHost } from '../src/http/allowedHosts.ts';
import { rateLimit } from '../src/http/rateLimit.ts';
import { createHarness, validContact } from './contactsHarness.ts';
import { jsonRequest, SITE, STAFF, signIn, startHarness } from './uploadHarness.ts';

describe('TRUST_PROXY takes the address the trusted proxy appended (point 5)', () => {
  it('a client cannot dodge the limit by writing its own X-Forwarded-For entries', async () => {
    const h = createHarness({ rateLimitMax: 2, trustProxyHops: 1 });
    try {
      // The proxy appends the real client (198.51.100.9) after whatever the client sent.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await h.post('/api/contacts', validContact, {
          'X-Forwarded-For': `10.0.${i}.1, 198.51.100.9`,
        });
        statuses.push(res.status);
      }
      console.log(`spoofed X-Forwarded-For, limit 2: ${statuses.join(',')}`);
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
    } finally {
      h.close();
    }
  });

  it('TRUST_PROXY=2 counts two proxies from the right; bad values refuse to start', () => {
    expect(loadCoreConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadCoreConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadCoreConfig({}).trustProxyHops).toBe(0);
    expect(() => loadCoreConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('production host settings (point 6, config part)', () => {
  it('refuses to start in production without PUBLIC_SITE_URL or ALLOWED_HOSTS', () => {
    expect(() => loadCoreConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_SITE_URL/);
    expect(
      loadCoreConfig({ NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.example.com/' }).siteOrigins,
    ).toEqual(['https://www.example.com']);
    const listed = loadCoreConfig({ NODE_ENV: 'production', ALLOWED_HOSTS: 'www.example.com, Example.com' });
    expect(listed.allowedHosts).toEqual(['www.example.com', 'example.com']);
    expect(isAllowedHost(listed.allowedHosts, 'WWW.example.com')).toBe(true);
    expect(isAllowedHost(listed.allowedHosts, 'evil.example')).toBe(false);
    // npm start on a laptop: nothing to set.
    expect(loadCoreConfig({}).allowedHosts).toBe('any');
    expect(() => loadCoreConfig({ PUBLIC_SITE_URL: 'https://example.com/shop' })).toThrow(/origin only/);
  });
});

describe('contact rate limiter cost (point 8)', () => {
  it('stays O(1) per request with 50,000 clients tracked', async () => {
    let n = 0;
    const limiter = rateLimit({ max: 10, windowMs: 600_000, key: () => `client-${n++}`, maxClients: 50_000 });
    const next = async () => {};
    const c = {} as Context;
    for (let i = 0; i < 50_000; i += 1) await limiter(c, next);
    // CPU time of this process (not wall-clock, so a busy machine does not matter):
    // scanning every tracked client per new one costs seconds here, O(1) costs milliseconds.
    const before = process.cpuUsage();
    for (let i = 0; i < 50_000; i += 1) await limiter(c, next);
    const cpuMs = (process.cpuUsage(before).user + process.cpuUsage(before).system) / 1000;
    console.log(`50,000 new clients on a full table: ${cpuMs.toFixed(0)} ms CPU`);
    expect(cpuMs).toBeLessThan(2000);
  }, 120_000);
});

describe('JSON only for sign-in, sign-out and presign (point 14)', () => {
  it('refuses text/plain and form bodies with 415', async () => {
    const h = await startHarness();
    try {
      const cookie = await signIn(h.app);
      const send = (path: string, contentType: string, body: string) =>
        h.app.request(`${SITE}${path}`, {
          method: 'POST',
          headers: { Origin: SITE, 'Content-Type': contentType, Cookie: cookie },
          body,
        });
      const credentials = JSON.stringify(STAFF);
      const statuses = [
        (await send('/api/auth/login', 'text/plain', credentials)).status,
        (await send('/api/auth/login', 'application/x-www-form-urlencoded', 'username=a&password=b')).status,
        (await send('/api/objects/upload', 'text/plain', '{"contentType":"image/png","size":10}')).status,
        (await send('/api/auth/logout', 'text/plain', '')).status,
        (await send('/api/auth/logout', 'multipart/form-data; boundary=x', '--x--')).status,
      ];
      console.log(`non-JSON bodies: ${statuses.join(',')}`);
      expect(statuses).toEqual([415, 415, 415, 415, 415]);
      // Still signed in: the refused sign-out did nothing. A body-less sign-out works.
      expect((await jsonRequest(h.app, 'GET', '/api/auth/me', undefined, cookie)).status).toBe(200);
      expect((await jsonRequest(h.app, 'POST', '/api/auth/logout', undefined, cookie)).status).toBe(204);
    } finally {
      await h.close();
    }
  });
});
