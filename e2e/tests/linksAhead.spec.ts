import { type CDPSession, chromium, expect, type Page, test } from '@playwright/test';
import { headerLinks } from '@pod/shell/siteLinks';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { gotoWithShellAwake } from '../support/hydration.ts';

// What the pages ask the browser to load ahead of a press (their speculation rules), for whom,
// and that a page left for another is kept whole for Back (the back/forward cache).

interface SpeculationRule {
  eagerness?: string;
}
interface SpeculationRules {
  prefetch?: SpeculationRule[];
  prerender?: SpeculationRule[];
}

/** The rules of the page as served: its one `<script type="speculationrules">`, or none. */
function rulesIn(html: string): SpeculationRules | undefined {
  const found = /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html);
  return found?.[1] ? (JSON.parse(found[1]) as SpeculationRules) : undefined;
}

/** Paths Chromium holds a speculation for, by action (Prefetch, Prerender), as the page stands. */
async function watchSpeculations(page: Page): Promise<{ paths: (action: string) => string[] }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let sources: { key: { action: string; url: string } }[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    sources = event.preloadingAttemptSources;
  });
  await cdp.send('Preload.enable');
  return {
    paths: (action) =>
      [...new Set(sources.filter((source) => source.key.action === action).map((source) => source.key.url))]
        .map((url) => {
          const address = new URL(url);
          return `${address.pathname}${address.search}`;
        })
        .sort(),
  };
}

/** Site pages linked from the elements `selector` finds, less the page itself. */
const linksOf = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLAnchorElement>(selector)]
        .filter((link) => link.origin === location.origin && !link.hasAttribute('aria-current'))
        .map((link) => link.pathname)
        .filter((path) => path !== location.pathname)
        .filter((path, index, all) => all.indexOf(path) === index)
        .sort(),
    selector,
  );

test.describe('links loaded ahead of a press', () => {
  test("every page fetches its header's links' documents at once, and prerenders none", async ({
    request,
  }) => {
    for (const path of ['/', '/why-us', '/faqs', '/contact']) {
      const rules = rulesIn(await (await request.get(path)).text());
      expect(
        rules?.prefetch?.map((rule) => rule.eagerness),
        path,
      ).toEqual(['immediate']);
      expect(rules?.prerender, path).toBeUndefined();
    }
  });

  test("at load fetches ahead the header's links, not the page's own, the footer's or the page itself", async ({
    page,
  }) => {
    const speculations = await watchSpeculations(page);
    await page.goto('/');
    const expected = await linksOf(page, 'header nav a');
    for (const { to } of headerLinks) if (to !== '/') expect(expected).toContain(to);
    await expect.poll(() => speculations.paths('Prefetch')).toEqual(expected);
    // A link of the page's own (one to /faqs, a footer page, added to <main>) waits for the
    // visitor (the next test), as the footer's do (the page itself is never fetched): with the page's links
    // fetched at load, Home's largest paint read 1.31x its static floor's in the outside tool,
    // against 1.14x with the header's alone.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/faqs';
      link.textContent = 'FAQs';
      document.querySelector('main')?.append(link);
    });
    await page.waitForTimeout(500);
    const prefetched = speculations.paths('Prefetch');
    for (const path of ['/', '/faqs', '/terms', '/privacy-policy']) expect(prefetched).not.toContain(path);
  });

  test("on a phone, once the visitor shows up after the first paint, the page's own links and the footer's are fetched too", async ({
    page,
  }) => {
    // At 375 px the header's links are in the closed menu, which Chromium's rules pass over: the
    // footer's are the same pages and four more.
    await page.setViewportSize({ width: 375, height: 740 });
    const speculations = await watchSpeculations(page);
    await page.goto('/');
    expect(await linksOf(page, 'main a')).toEqual(['/contact', '/file-check', '/why-us']);
    const own = await linksOf(page, 'main a, footer a');
    for (const path of [
      '/contact',
      '/contact-cs',
      '/faqs',
      '/file-check',
      '/privacy-policy',
      '/products',
      '/terms',
      '/why-us',
    ])
      expect(own).toContain(path);
    await page.waitForTimeout(500);
    expect(speculations.paths('Prefetch')).toEqual([]);
    // Scrolling is a sign of presence the starter waits for (a touch or a pointer on the hero's
    // slideshow would also reach for that island and start the shell, which moves in place).
    await page.mouse.wheel(0, 200);
    await expect.poll(() => speculations.paths('Prefetch')).toEqual(own);
    expect(await page.locator('html').getAttribute('data-pages-ahead')).toBe('');
  });

  test('never speculates a staff page, the API or a link with a query, wherever the link is', async ({
    page,
  }) => {
    const speculations = await watchSpeculations(page);
    await page.goto('/why-us');
    const never = ['/staff/leads', '/staff', '/upload', '/api/contacts', '/faqs?q=dtf'];
    await page.evaluate((paths) => {
      for (const place of [document.querySelector('header nav'), document.querySelector('main')])
        for (const path of [...paths, '/privacy-policy']) {
          const link = document.createElement('a');
          link.href = path;
          link.textContent = path;
          place?.append(link);
        }
    }, never);
    // The page link added beside them is fetched ahead: the rules did see the new links.
    await expect.poll(() => speculations.paths('Prefetch')).toContain('/privacy-policy');
    // Rest on each (a moderate prerender would start), then check nothing was speculated for them.
    for (const path of never) await page.locator(`main a[href="${path}"]`).hover();
    await page.waitForTimeout(500);
    for (const action of ['Prefetch', 'Prerender'])
      for (const path of never) expect(speculations.paths(action), `${action} ${path}`).not.toContain(path);
  });
});

test.describe('a visitor saving data (Save-Data: on)', () => {
  test('gets every page without speculation rules, and each page says it varies by Save-Data', async ({
    request,
  }) => {
    for (const path of ['/', '/why-us', '/contact']) {
      const saving = await request.get(path, { headers: { 'Save-Data': 'on' } });
      expect(saving.status()).toBe(200);
      expect(await saving.text(), path).not.toContain('speculationrules');
      expect(saving.headers().vary, path).toMatch(/\bSave-Data\b/i);
      const plain = await request.get(path);
      expect(rulesIn(await plain.text()), path).toBeDefined();
      expect(plain.headers().vary, path).toMatch(/\bSave-Data\b/i);
    }
  });

  test('has nothing fetched ahead in the browser', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await context.newPage();
    const speculations = await watchSpeculations(page);
    await page.goto('/why-us');
    await page.waitForTimeout(1000);
    expect(speculations.paths('Prefetch')).toEqual([]);
    expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
    await context.close();
  });
});

// Playwright launches Chromium with --disable-back-forward-cache (one of its default switches):
// these tests start their own Chromium without that one switch, so Back can restore a page.
test.describe('Back to a page left by a page load', () => {
  async function withBackForwardCache(baseURL: string | undefined, run: (page: Page) => Promise<void>) {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const context = await browser.newContext({ baseURL });
      await run(await context.newPage());
    } finally {
      await browser.close();
    }
  }

  /** Leaves the page by a page load to `next`, goes Back, and checks the page came back whole. */
  async function backAfterLeaving(page: Page, next: string) {
    const cdp = await page.context().newCDPSession(page);
    const notCached: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => {
      for (const reason of event.notRestoredExplanations) notCached.push(reason.reason);
    });
    await cdp.send('Page.enable');
    await page.evaluate(() => {
      (window as { leftAt?: string }).leftAt = location.pathname;
      addEventListener('pageshow', (event) => {
        (window as { restored?: boolean }).restored = event.persisted;
      });
    });
    await page.goto(next);
    await page.goBack({ waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as { restored?: boolean }).restored), {
        message: `restored from the back/forward cache (not: ${notCached.join(', ')})`,
      })
      .toBe(true);
    // The same document, its state kept: no page load ran.
    expect(await page.evaluate(() => (window as { leftAt?: string }).leftAt)).toBeTruthy();
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('navigate');
  }

  test('a page whose shell has not started is restored from the back/forward cache', async ({ baseURL }) => {
    await withBackForwardCache(baseURL, async (page) => {
      await page.goto('/why-us');
      await backAfterLeaving(page, '/terms');
    });
  });

  test('a page whose shell is awake is restored from the back/forward cache', async ({ baseURL }) => {
    await withBackForwardCache(baseURL, async (page) => {
      await gotoWithShellAwake(page);
      await backAfterLeaving(page, '/faqs');
    });
  });
});
