import { expect, type Page, test } from '@playwright/test';
import { waitForHydrated, waitForShellAwake } from '../support/hydration.ts';
import { openWithoutPageScripts, pageScripts } from '../support/pageScripts.ts';

// Before the shell is awake a link loads the next page from the server; once it is awake, a link in
// the static HTML shows the next page in place, rendered whole, its code asked for ahead of the
// click. A staff page is never shown in place.

/** Marks the current document, so a test can tell an in-place navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('before the shell is awake, a link press loads the next page from the server, and a hover or press starts no script', async ({
  page,
}) => {
  const requested = await openWithoutPageScripts(page, '/why-us', 1280);
  await markDocument(page);
  const footerFaqs = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true });
  await footerFaqs.hover();
  await page.waitForTimeout(400);
  expect(pageScripts(requested)).toEqual([]);
  await footerFaqs.click();
  await expect(page).toHaveURL('/faqs');
  await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  expect(await sameDocument(page)).toBe(false);
});

test('once the shell is awake, a link in the static HTML navigates in place, and the next page renders whole', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForHydrated(page);
  // Back to Top wakes when it nears the screen: the shell is awake from then on.
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellAwake(page);
  await markDocument(page);
  // The footer is never hydrated: its links are the server's plain links.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page).toHaveURL('/faqs');
  await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  await expect(page.locator('main [data-page-root="marketing"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('route-announcer')).toHaveText(/Navigated to/);
  await expect(page.locator('main h1')).toBeFocused();
  // The page rendered in the browser is whole and hydrated: its search answers.
  await page.getByRole('searchbox').fill('shipping');
  await expect(page.getByRole('status').filter({ hasText: /question/ })).toBeVisible();
  // Back to the first page, rendered by the browser this time; still the same document.
  await page.goBack();
  await expect(page).toHaveURL('/terms');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Frequently Asked Questions');
  expect(await sameDocument(page)).toBe(true);
});

test('once the shell is awake, the code that shows pages in place runs at an idle moment, before any press', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/terms');
  await waitForHydrated(page);
  expect(asked.filter((path) => /\/page-area\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellAwake(page);
  await expect.poll(() => asked.filter((path) => /\/page-area\.[0-9a-f]+\.js$/.test(path)).length).toBe(1);
  await expect(page).toHaveURL('/terms');
});

test("once the shell is awake, a finger on a link asks for the next page's code before its click", async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  try {
    await page.goto('/terms');
    await waitForHydrated(page);
    await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
    await waitForShellAwake(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true });
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error('the footer link has no box');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await context.newCDPSession(page);
    const pageCode = page.waitForRequest(/__federation_expose_Faqs\./);
    const heads = page.waitForRequest(/__federation_expose_routeHeads\./);
    // The finger stays down: Chromium answers a touchStart only once the touch is over.
    const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await Promise.all([pageCode, heads]);
    await expect(page).toHaveURL('/terms');
    const up = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await Promise.all([down, up]);
    await expect(page).toHaveURL('/faqs');
    await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  } finally {
    await context.close();
  }
});

test('a staff page is never shown in place: a link to it loads it from the server, isolated from other sites', async ({
  page,
}) => {
  await page.goto('/terms');
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellAwake(page);
  await markDocument(page);
  // No public page links to a staff page; a link put there stands for one that someday might.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/upload';
    link.textContent = 'Staff upload';
    document.querySelector('main')?.prepend(link);
  });
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/upload');
  await page.getByRole('link', { name: 'Staff upload' }).click();
  expect((await answer).headers()['cross-origin-opener-policy']).toBe('same-origin');
  await expect(page).toHaveURL('/upload');
  expect(await sameDocument(page)).toBe(false);
});
