import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { axeVariants, WCAG_TAGS } from '../support/axeVariants.ts';
import { E2E_METRICS_TOKEN } from '../support/server.ts';
import { submitStaffSignIn } from '../support/staffSession.ts';

// Real visitors' Web Vitals: the shell's beacon from a real page load reaches GET /metrics
// and the staff report at /staff/vitals, beside the lab figures of docs/lab-vitals.json.

/**
 * Presses a key (a trusted input: web-vitals settles LCP on it, whereas the synthetic hide
 * below is not trusted), then hides the page as switching tabs would, again until the
 * reporter (fetched after the load event, when idle) has sent `wanted`. Returns the route
 * and every metric name the beacons carried.
 */
async function beaconsUntil(page: Page, wanted: string[]): Promise<{ routes: string[]; names: string[] }> {
  const routes = new Set<string>();
  const names = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/vitals')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { route: string; metrics: { name: string }[] };
    routes.add(body.route);
    for (const metric of body.metrics) names.add(metric.name);
  });
  await expect(async () => {
    await page.keyboard.press('Shift');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    await expect.poll(() => wanted.filter((name) => !names.has(name)), { timeout: 1_000 }).toEqual([]);
  }).toPass({ timeout: 20_000 });
  return { routes: [...routes], names: [...names] };
}

/**
 * Seeds the counts the staff page shows with one beacon sent straight to the API (as
 * sendBeacon would: text/plain, same Origin), so the report tests need no real page load.
 */
async function seedBeacon(page: Page, baseURL: string | undefined, route: string) {
  const res = await page.request.post('/api/vitals', {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: new URL(baseURL ?? '').origin },
    data: JSON.stringify({
      route,
      metrics: [
        { name: 'LCP', value: 1400 },
        { name: 'FCP', value: 800 },
        { name: 'TTFB', value: 90 },
        { name: 'CLS', value: 0 },
      ],
    }),
  });
  expect(res.status()).toBe(204);
}

async function metricsText(page: Page): Promise<string> {
  const res = await page.request.get('/metrics', {
    headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

async function signInAtVitals(page: Page) {
  await page.goto('/staff/vitals');
  await expect(page.getByRole('heading', { level: 1, name: 'Web Vitals' })).toBeVisible();
  await submitStaffSignIn(page);
}

test.use({ colorScheme: 'light' });

test('a page load sends its Web Vitals by route pattern, cookie-free, and they show in /metrics', async ({
  page,
}) => {
  // The one test that waits for the real reporter (idle fetch, then beacons): room for a busy CI.
  test.setTimeout(60_000);
  await page.goto('/faqs?utm_source=private#shipping-services');
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  // The reporter is not part of the first paint's code: it is fetched after the load event.
  const response = page.waitForResponse((res) => res.url().endsWith('/api/vitals'));
  const sent = await beaconsUntil(page, ['TTFB', 'FCP', 'LCP']);
  // The route pattern only: no query string or fragment.
  expect(sent.routes).toEqual(['/faqs']);
  const answer = await response;
  expect(answer.status()).toBe(204);
  expect(await answer.headerValue('set-cookie')).toBeNull();

  const text = await metricsText(page);
  expect(text).toMatch(/^web_vitals_fcp_seconds_count\{route="\/faqs"\} [1-9]/m);
  expect(text).toMatch(/^web_vitals_lcp_seconds_count\{route="\/faqs"\} [1-9]/m);
  // And the live version of every app the server serves.
  for (const app of ['shell', 'marketing', 'forms', 'staff'])
    expect(text).toMatch(
      new RegExp(`^pod_app_live_version\\{app="${app}",version="dist",build="[^"]+"\\} 1$`, 'm'),
    );
});

test('staff see the field p75 and samples per page beside the lab figures at /staff/vitals', async ({
  page,
  baseURL,
}) => {
  await seedBeacon(page, baseURL, '/faqs');

  await signInAtVitals(page);
  const table = page.getByRole('table', { name: /75th percentile of real visits/ });
  await expect(table).toBeVisible();
  const fcp = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/faqs' }) })
    .filter({
      hasText: 'FCP',
    });
  await expect(fcp).toHaveCount(1);
  const cells = await fcp.getByRole('cell').allInnerTexts();
  // Metric, field p75, samples, lab (docs/lab-vitals.json has /faqs FCP).
  expect(cells[0]).toBe('FCP');
  expect(cells[1]).toMatch(/^[\d,]+ ms$/);
  expect(Number(cells[2]?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  expect(cells[3]).toMatch(/^[\d,]+ ms$/);
  await expect(page.getByText(/^Lab figures: npm run bench on /)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Refresh keeps the keyboard focus while it fetches (aria-disabled, not disabled).
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.focus();
  const refetched = page.waitForResponse((res) => res.url().endsWith('/api/vitals/summary'));
  await page.keyboard.press('Enter');
  await refetched;
  await expect(refresh).toHaveAttribute('aria-disabled', 'false');
  await expect(refresh).toBeFocused();

  // Reached from the leads inbox too.
  await page.goto('/staff/leads');
  await page.getByRole('link', { name: 'Web Vitals' }).click();
  await expect(page).toHaveURL(/\/staff\/vitals$/);
  await expect(page.getByRole('table', { name: /75th percentile/ })).toBeVisible();
});

test('signed out, /staff/vitals shows the sign-in card and the API refuses the report', async ({ page }) => {
  await page.goto('/staff/vitals');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await page.request.get('/api/vitals/summary')).status()).toBe(401);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/staff/vitals');
});

for (const variant of axeVariants) {
  test(`the signed-in report passes axe and does not scroll sideways, ${variant.name}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      colorScheme: variant.colorScheme,
      viewport: variant.viewport,
    });
    const page = await context.newPage();
    await seedBeacon(page, baseURL, '/why-us');
    await signInAtVitals(page);
    await expect(page.getByRole('table', { name: /75th percentile/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
    expect(summary, summary.join('\n')).toEqual([]);
    await context.close();
  });
}
