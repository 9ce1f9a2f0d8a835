// A page as everyone gets it, and a build file, carry the headers every answer carries in their
// own header object (the request id, the security headers with the right policy): each once,
// with the same values the middleware writes on any other answer, on a 200, a 304 and a 404.
import { builtSiteFixture } from '@pod/site-server/testing/builtSiteFixture';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/createApp.ts';
import { contentSecurityPolicy, NON_HTML_POLICY } from '../src/http/securityHeaders/securityHeaders.ts';
import { expectBaseHeaders } from './support/securityHeaderChecks.ts';
import { testConfig } from './support/testConfig.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function site() {
  t = await openTestDatabase();
  const app = createApp({
    config: testConfig({ DATA_DIR: t.dataDir, SITE_ROOT: builtSiteFixture() }),
    sql: t.sql,
    storage: null,
    serveSite: true,
  });
  return (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://localhost:3000${path}`, { headers: { Host: 'localhost:3000', ...headers } });
}

// The page's own policy: the fixture's template has no inline script, so no hash is allowed.
function expectEveryAnswerHeader(res: Response, policy = contentSecurityPolicy({ https: false })): void {
  expectBaseHeaders(res);
  expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
  expect(res.headers.get('Content-Security-Policy')).toBe(policy);
  expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
}

describe('a page as everyone gets it', () => {
  it('and a build file carry the request id and the security headers, once each, on a 200, a 304 and a 404', async () => {
    const ask = await site();
    const page = await ask('/contact');
    expect(page.status).toBe(200);
    expectEveryAnswerHeader(page);
    const again = await ask('/contact', { 'If-None-Match': page.headers.get('ETag') ?? '' });
    expect(again.status).toBe(304);
    expectEveryAnswerHeader(again);
    expect(again.headers.get('X-Request-Id')).not.toBe(page.headers.get('X-Request-Id'));
    const missing = await ask('/no-such-page');
    expect(missing.status).toBe(404);
    expectEveryAnswerHeader(missing);
    const file = await ask('/remotes/forms/remoteEntry.js');
    expect(file.status).toBe(200);
    expectEveryAnswerHeader(file, NON_HTML_POLICY);
    const fileAgain = await ask('/remotes/forms/remoteEntry.js', {
      'If-None-Match': file.headers.get('ETag') ?? '',
    });
    expect(fileAgain.status).toBe(304);
    expectEveryAnswerHeader(fileAgain, NON_HTML_POLICY);
    // Written once: a second copy would read "a, b" here.
    for (const res of [page, again, missing, file, fileAgain])
      for (const name of ['X-Frame-Options', 'X-Request-Id', 'Content-Security-Policy'])
        expect(res.headers.get(name)).not.toContain(',');
  });
});
