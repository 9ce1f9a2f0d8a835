import { expect, type Page, test } from '@playwright/test';
import { siteRoutes } from '../support/routes.ts';

// Records the server-rendered <h1> as soon as the parser creates it, before any script runs,
// so the test can tell a hydrated heading (same node) from a re-rendered one (new node).
const recordServerHeading = () => {
  const marker = window as unknown as { __serverH1?: Element | null };
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('main h1');
    if (heading && !marker.__serverH1) {
      marker.__serverH1 = heading;
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|#418|#423|#425/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function expectHydrated(page: Page, path: string, problems: string[]): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');
  const isRemotePage = !path.includes('does-not-exist');
  if (isRemotePage)
    await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  const same = await page.evaluate(() => {
    const marker = window as unknown as { __serverH1?: Element | null };
    return Boolean(marker.__serverH1) && marker.__serverH1 === document.querySelector('main h1');
  });
  expect(same, `${path}: the server's <h1> is still the node on screen`).toBe(true);
  // The not-found page's own document answers 404, which Chromium logs as a failed resource.
  const unexpected = problems.filter((text) => isRemotePage || !text.startsWith('Failed to load resource'));
  expect(unexpected, `${path}: no hydration or console errors`).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`every route hydrates without a mismatch (${scheme}, ${viewport.width}px)`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ colorScheme: scheme, viewport });
      const page = await context.newPage();
      await page.addInitScript(recordServerHeading);
      const problems = collectProblems(page);
      for (const path of siteRoutes) {
        problems.length = 0;
        await expectHydrated(page, path, problems);
      }
      await context.close();
    });
  }
}

test('a saved theme choice and a signed-in hint hydrate without a mismatch', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('pod-theme', 'dark'));
  await page.addInitScript(recordServerHeading);
  await context.addCookies([{ name: 'pod_signed_in', value: '1', url: 'http://localhost' }]);
  const problems = collectProblems(page);
  // /auth/me answers 401 for this fake hint: the page settles on the sign-in card, quietly.
  problems.length = 0;
  for (const path of ['/', '/upload', '/contact']) {
    problems.length = 0;
    await expectHydrated(
      page,
      path,
      problems.filter((text) => !text.includes('401')),
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  }
  await context.close();
});
