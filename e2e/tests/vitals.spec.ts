import { expect, type Page, test } from '@playwright/test';
import { axeOn, violationSummary } from '../support/axeOn.ts';
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
    // web-vitals settles LCP when the page is next idle after the key, or at a hide. A hide in the
    // same moment can settle it before its observer has delivered the buffered entry, and LCP is
    // then never reported (web-vitals 6 reads no pending records then): hide after that idle.
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2_000 })));
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
async function seedBeacon(
  page: Page,
  baseURL: string | undefined,
  route: string,
  values: Record<string, number> = { LCP: 1400, FCP: 800, TTFB: 90, CLS: 0 },
) {
  const res = await page.request.post('/api/vitals', {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: new URL(baseURL ?? '').origin },
    data: JSON.stringify({
      route,
      metrics: Object.entries(values).map(([name, value]) => ({ name, value })),
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
  const reporter = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/vitals-build/'));
  await page.goto('/faqs?utm_source=private#shipping-services');
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  // The reporter starts its measurements a task apart once it runs: a key or hide before its LCP
  // observer has its buffered entry settles LCP with nothing to report. Start once they all run.
  await reporter;
  for (let moment = 0; moment < 2; moment++)
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2_000 })));
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
  // One group of rows per page, headed by the page; a metric's row: its figure, rating, samples, lab.
  const faqs = table
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: '/faqs', exact: true }) });
  const fcp = faqs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'FCP' }) });
  await expect(fcp).toHaveCount(1);
  const cells = await fcp.getByRole('cell').allInnerTexts();
  // Field p75, rating, samples, lab (docs/lab-vitals.json has /faqs FCP).
  expect(cells[0]).toMatch(/^[\d,]+ ms$/);
  expect(cells[1]).toMatch(/Good$/);
  expect(Number(cells[2]?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
  expect(cells[3]).toMatch(/[\d,]+ ms$/);
  await expect(page.getByText(/^Lab: test loads of each page on /)).toBeVisible();
  await expect(page.getByText(/npm|bench|\.json/)).toHaveCount(0);
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

test('each figure is rated in words against the published thresholds, and unknown pages come last', async ({
  page,
  baseURL,
}) => {
  // The p75 of these samples is their bucket's: LCP 3,250 ms needs improvement, INP 700 ms is
  // poor, CLS 0.02 good (thresholds: LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25).
  // Thirty visits, so what other tests' page loads sent to this page cannot move its p75.
  for (let i = 0; i < 30; i++)
    await seedBeacon(page, baseURL, '/privacy-policy', { LCP: 3250, INP: 700, CLS: 0.02 });
  await seedBeacon(page, baseURL, '/no-such-page-at-all', { LCP: 900 });
  await signInAtVitals(page);
  const table = page.getByRole('table', { name: /75th percentile of real visits/ });
  const group = table
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: '/privacy-policy', exact: true }) });
  const rating = (metric: string) =>
    group
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: metric }) })
      .getByRole('cell')
      .nth(1);
  await expect(rating('LCP')).toHaveText(/Needs improvement/);
  await expect(rating('INP')).toHaveText(/Poor/);
  await expect(rating('CLS')).toHaveText(/Good/);
  // Not by colour alone: the shapes differ too, and the words are there for everyone.
  const shapes = await Promise.all(
    ['LCP', 'INP', 'CLS'].map((metric) => rating(metric).locator('[aria-hidden="true"]').textContent()),
  );
  expect(new Set(shapes).size).toBe(3);
  // The thresholds behind the ratings are on the page.
  const key = page.getByRole('region', { name: 'What the ratings mean' });
  for (const figure of ['up to 2.5 s', 'over 4 s', 'up to 200 ms', 'over 500 ms', 'up to 0.1', 'over 0.25'])
    await expect(key.getByText(figure, { exact: true }).first()).toBeVisible();
  // Pages in path order, the pages not found last.
  const pages = await table.locator('tbody th[scope="rowgroup"]').allInnerTexts();
  expect(pages.at(-1)).toBe('Other (pages not found)');
  expect(pages.slice(0, -1)).toEqual([...pages.slice(0, -1)].sort());
  // Number headers line up with their numbers: both right-aligned, in tabular figures.
  const p75Header = await table.getByRole('columnheader', { name: 'Field p75' }).boundingBox();
  const p75Cell = await rating('LCP').locator('xpath=preceding-sibling::td[1]').boundingBox();
  expect(
    Math.abs((p75Header?.x ?? 0) + (p75Header?.width ?? 0) - (p75Cell?.x ?? 0) - (p75Cell?.width ?? 0)),
  ).toBeLessThan(2);
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
    // The caption reads across the table, not squeezed into a column.
    const caption = await page.locator('caption').boundingBox();
    const table = await page.getByRole('table', { name: /75th percentile/ }).boundingBox();
    expect(caption?.width ?? 0).toBeGreaterThan((table?.width ?? 0) * 0.9);
    const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
    const summary = violationSummary(results);
    expect(summary, summary.join('\n')).toEqual([]);
    await context.close();
  });
}
