// Issue 10, points 5, 6, 8 and 14: trusted proxy hops, production host settings, the
// contact rate limiter's cost per request, and JSON-only sign-in, sign-out and presign.
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadCoreConfig } from '../src/config.ts';
import { isAllowedHost } from '../src/http/allowedHosts.ts';
import { rateLimit } from '../src/http/rateLimit.ts';
import { SharedCounters } from '../src/limits/sharedCounters.ts';
import { createHarness, validContact } from './contactsHarness.ts';
import { openTestDatabase } from './support/testDatabase.ts';
import { jsonRequest, SITE, STAFF, signIn, startHarness } from './uploadHarness.ts';

describe('TRUST_PROXY takes the address the trusted proxy appended (point 5)', () => {
  it('a client cannot dodge the limit by writing its own X-Forwarded-For entries', async () => {
    const h = await createHarness({ rateLimitMax: 2, trustProxyHops: 1 });
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
      await h.close();
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
  it('finds a client by key, not by scanning, with 50,000 clients counted', async () => {
    // The counts live in the database (shared by every instance): a request is one upsert by
    // primary key. Checked by the query plan and by behaviour, not by a clock.
    const database = await openTestDatabase();
    try {
      const now = Date.now();
      await database.sql.run(
        `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < 50000)
         INSERT INTO shared_counters (key, window_start, count, last_at)
         SELECT 'seeded-' || i, ${now}, 1, ${now} FROM seq`,
      );
      await database.sql.exec('ANALYZE');
      const lookup = "SELECT count FROM shared_counters WHERE key = 'contact:203.0.113.9'";
      const plan =
        database.dialect === 'sqlite'
          ? (await database.sql.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${lookup}`)).map(
              (row) => row.detail,
            )
          : (await database.sql.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${lookup}`)).map(
              (row) => row['QUERY PLAN'],
            );
      console.log(`limiter lookup with 50,000 clients: ${plan.join(' / ')}`);
      expect(plan.join('\n')).toMatch(
        database.dialect === 'sqlite' ? /SEARCH shared_counters USING INDEX/ : /Index (Only )?Scan/,
      );
      expect(plan.join('\n')).not.toMatch(/SCAN shared_counters|Seq Scan/);

      const counters = new SharedCounters(database.sql, 600_000);
      const limiter = rateLimit({ max: 2, counters, key: () => '203.0.113.9' });
      let passed = 0;
      const c = { header: () => undefined, json: (body: unknown, status: number) => ({ body, status }) };
      for (let i = 0; i < 3; i += 1)
        await limiter(c as unknown as Context, async () => {
          passed += 1;
        });
      expect(passed).toBe(2);
    } finally {
      await database.close();
    }
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
