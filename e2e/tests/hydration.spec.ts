import { expect, type Page, test } from '@playwright/test';
import { attributeMismatches, collectProblems } from '../support/hydrationProblems.ts';
import { siteRoutes } from '../support/routes.ts';

// Records, before any script runs, the server's nodes: the page's <h1>, every island's elements
// and a static part of every region (header, page text, footer). Once every island is hydrated the
// test checks each is still the node on screen: hydrated (or never touched), not re-rendered.
const recordServerNodes = () => {
  const marker = window as unknown as { __serverH1?: Element | null; __serverNodes?: Element[] };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive' || marker.__serverNodes) return;
    marker.__serverH1 = document.querySelector('main h1');
    marker.__serverNodes = [
      ...document.querySelectorAll('[data-island-app] *'),
      ...document.querySelectorAll('main h1, main p, main h2, footer a, footer p'),
    ];
  });
};

async function expectEveryServerNodeKept(page: Page, path: string): Promise<void> {
  // Islands that wait for the visitor: reach for each (focus, as a Tab would).
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island-app][data-hydrate="interaction"]'))
      (island.firstElementChild ?? island).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('[data-island-app]:not([data-island-hydrated])')).toHaveCount(0);
  const replaced = await page.evaluate(() => {
    const marker = window as unknown as { __serverNodes?: Element[] };
    return (marker.__serverNodes ?? [])
      .filter((node) => !node.isConnected)
      .map((node) => `<${node.tagName.toLowerCase()}> ${node.textContent?.slice(0, 40)}`);
  });
  expect(replaced, `${path}: every server node of the islands and the static parts is kept`).toEqual([]);
}

async function expectHydrated(
  page: Page,
  path: string,
  problems: string[],
  ignore: (text: string) => boolean = () => false,
  // A signed-in hint swaps /upload's sign-in card once hydrated: a change of state, not a re-render.
  { keepsEveryNode = true }: { keepsEveryNode?: boolean } = {},
): Promise<void> {
  await page.goto(path);
  // The page arrived composed by the server (otherwise there is nothing to hydrate).
  const boot = JSON.parse((await page.locator('#pod-boot').textContent()) ?? '{}') as {
    prerendered?: boolean;
  };
  expect(boot.prerendered, `${path}: server-composed`).toBe(true);
  // The head's scripts ran (the theme script's mark).
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  const isRemotePage = !path.includes('does-not-exist');
  if (isRemotePage)
    await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  const same = await page.evaluate(() => {
    const marker = window as unknown as { __serverH1?: Element | null };
    return Boolean(marker.__serverH1) && marker.__serverH1 === document.querySelector('main h1');
  });
  expect(same, `${path}: the server's <h1> is still the node on screen`).toBe(true);
  // Bring the islands below the fold, the idle ones and those waiting to be reached to life too, then check every node.
  if (keepsEveryNode) await expectEveryServerNodeKept(page, path);
  expect(await page.evaluate(attributeMismatches), `${path}: attributes as the client renders them`).toEqual(
    [],
  );
  // The not-found page's own document answers 404, which Chromium logs as a failed resource.
  const unexpected = problems.filter(
    (text) => !ignore(text) && (isRemotePage || !text.startsWith('Failed to load resource')),
  );
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
      await page.addInitScript(recordServerNodes);
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
  await page.addInitScript(recordServerNodes);
  await context.addCookies([
    { name: 'pod-theme', value: 'dark', url: 'http://localhost' },
    { name: 'pod_signed_in', value: '1', url: 'http://localhost' },
  ]);
  const problems = collectProblems(page);
  // /auth/me answers 401 for this fake hint: the page settles on the sign-in card, quietly.
  problems.length = 0;
  for (const path of ['/', '/upload', '/contact']) {
    problems.length = 0;
    await expectHydrated(
      page,
      path,
      problems.filter((text) => !text.includes('401')),
      () => false,
      { keepsEveryNode: path !== '/upload' },
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  }
  await context.close();
});
