import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { siteRoutes } from '../support/routes.ts';

const REQUIRED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectSecurityHeaders(headers: Record<string, string>, label: string) {
  for (const [name, value] of Object.entries(REQUIRED_HEADERS)) {
    expect(headers[name], `${label}: ${name}`).toBe(value);
  }
  expect(headers['content-security-policy'], `${label}: CSP`).toContain("frame-ancestors 'none'");
}

test('every kind of response carries the security headers', async ({ request }) => {
  const home = await request.get('/');
  const html = await home.text();
  // The entry is requested by the inline starter (shell/src/inline/islands.ts), not by a <script src>.
  const entry = /\.src\s*=\s*["'](\/static\/js\/index\.[^"']+)["']/.exec(html)?.[1] ?? '';
  const urls = [
    '/',
    '/faqs',
    '/no-such-page',
    entry,
    '/remotes/marketing/mf-manifest.json',
    '/remotes/marketing/remoteEntry.js',
    '/remotes/forms/no-such-file.js',
    '/robots.txt',
    '/sitemap.xml',
    '/api/product-images',
    '/api/auth/me',
    '/api/no-such-endpoint',
  ];
  for (const url of urls) {
    const response = await request.get(url);
    expectSecurityHeaders(response.headers(), url);
  }
  const post = await request.post('/api/contacts', {
    data: 'not json',
    headers: { 'content-type': 'text/plain' },
  });
  expect(post.status()).toBe(415);
  expectSecurityHeaders(post.headers(), 'POST /api/contacts (415)');
});

test('HTML pages allow no inline script but their own, each by its hash: CSP and markup', async ({
  request,
}) => {
  for (const route of siteRoutes) {
    const response = await request.get(route);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = (/script-src ([^;]+)/.exec(csp)?.[1] ?? '').split(' ');
    expect(scriptSrc[0], route).toBe("'self'");
    expect(scriptSrc, route).not.toContain("'unsafe-inline'");
    expect(csp, route).not.toContain('unsafe-eval');
    expect(csp, route).toContain("object-src 'none'");
    const html = await response.text();
    // Every <script> loads a file, is a JSON data block (never executed), or is inline code
    // whose exact hash the policy names: the shell's head scripts and its speculation rules,
    // and nothing else. The search list's early filter comes only with a page that has one.
    const inline: string[] = [];
    for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc="/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
      inline.push(code);
      const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      expect(scriptSrc, `${route}: inline script allowed by its hash`).toContain(hash);
    }
    const hasSearchList = /<form\b[^>]*\sdata-search-list[\s=>]/.test(html);
    expect(inline, route).toHaveLength(hasSearchList ? 5 : 4);
    expect(
      inline.some((code) => code.includes('data-search-hydrated')),
      route,
    ).toBe(hasSearchList);
    expect(inline.join('\n'), route).toContain('"prefetch"');
    expect(inline.join('\n'), route).toContain('prefers-color-scheme: dark');
    expect(inline.join('\n'), route).toContain('data-menu-toggle');
    expect(scriptSrc, route).toHaveLength(1 + inline.length);
  }
});

test('no CSP violations while browsing', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const route of ['/', '/faqs', '/contact', '/upload']) {
    await page.goto(route);
    await expect(page.locator('main h1')).toBeVisible();
  }
  expect(violations).toEqual([]);
});
