import { expect, type Page, test } from '@playwright/test';
import { holdScripts } from '../support/holdScripts.ts';
import { waitForLive, waitForShellLive } from '../support/live.ts';

// A server-composed page hydrates only its islands; the rest stays the server's HTML until a
// client-side navigation renders the next page whole.

// The Web Vitals reporter (its own small build, /vitals-build/) is every page's, after the load event.
const pageScripts = (requested: string[]) =>
  requested.filter((path) => path.endsWith('.js') && !path.startsWith('/vitals-build/'));

/**
 * Opens `path` at `width` and waits until it is live and the network is quiet; fails if it
 * ran any page script. Answers the paths of the scripts it asks for, then and from now on.
 */
async function openWithoutPageScripts(page: Page, path: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  // Scripts the page runs: the islands' code fetched ahead at idle (rel=prefetch) is not run.
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForLive(page);
  expect(pageScripts(requested)).toEqual([]);
  return requested;
}

test('a page without islands loads no script but the vitals reporter, and its header works', async ({
  page,
}) => {
  const requested = await openWithoutPageScripts(page, '/why-us', 375);
  const before = await page.locator('html').getAttribute('data-theme');
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  await page.getByRole('button', { name: /navigation menu/ }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }),
  ).toBeVisible();
  expect(pageScripts(requested)).toEqual([]);
});

test('a page whose only island waits to be near the screen loads no script until then', async ({ page }) => {
  const requested = await openWithoutPageScripts(page, '/privacy-policy', 1280);
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="BackToTop"]')).toHaveAttribute('data-island-hydrated', 'true');
  expect(requested.some((path) => path.startsWith('/remotes/marketing/'))).toBe(true);
});

test('static content is never run by React; only the islands are', async ({ page }) => {
  await page.goto('/faqs');
  await waitForLive(page);
  const reactOwned = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  expect(await reactOwned('main h1')).toBe(false);
  expect(await reactOwned('footer a')).toBe(false);
  expect(await reactOwned('header button')).toBe(false);
  // The search comes to life when the visitor reaches for it.
  expect(await reactOwned('main input[type="search"]')).toBe(false);
  await page.locator('main input[type="search"]').focus();
  await expect(page.locator('[data-island="FaqList"]')).toHaveAttribute('data-island-hydrated', 'true');
  expect(await reactOwned('main input[type="search"]')).toBe(true);
});

test('an island below the fold hydrates when it comes near the screen, and then works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms');
  await waitForLive(page);
  const backToTop = page.locator('[data-island="BackToTop"]');
  await expect(backToTop).not.toHaveAttribute('data-island-hydrated', 'true');
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await expect(backToTop).toHaveAttribute('data-island-hydrated', 'true');
  await page.getByRole('link', { name: 'Back to Top' }).click();
  await expect(page.locator('main h1')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** Marks the current document, so a test can tell an in-place navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('before the shell is live, a link press loads the next page from the server, and a hover or press starts no script', async ({
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

test('once the shell is live, a link in the static HTML navigates in place, and the next page renders whole', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForLive(page);
  // Back to Top wakes when it nears the screen: the shell is live from then on.
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellLive(page);
  await markDocument(page);
  // The footer is never hydrated: its links are the server's plain links.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page).toHaveURL('/faqs');
  await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  await expect(page.locator('main [data-page-root="marketing"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('route-announcer')).toHaveText(/Navigated to/);
  await expect(page.locator('main h1')).toBeFocused();
  // The page rendered in the browser is whole and live: its search answers.
  await page.getByRole('searchbox').fill('shipping');
  await expect(page.getByRole('status').filter({ hasText: /question/ })).toBeVisible();
  // Back to the first page, rendered by the browser this time; still the same document.
  await page.goBack();
  await expect(page).toHaveURL('/terms');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Frequently Asked Questions');
  expect(await sameDocument(page)).toBe(true);
});

test('once the shell is live, the code that shows pages in place runs at an idle moment, before any press', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/terms');
  await waitForLive(page);
  expect(asked.filter((path) => /\/page-area\.[0-9a-f]+\.js$/.test(path))).toEqual([]);
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellLive(page);
  await expect.poll(() => asked.filter((path) => /\/page-area\.[0-9a-f]+\.js$/.test(path)).length).toBe(1);
  await expect(page).toHaveURL('/terms');
});

test("once the shell is live, a finger on a link asks for the next page's code before its click", async ({
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
    await waitForLive(page);
    await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
    await waitForShellLive(page);
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
  await waitForShellLive(page);
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

test('text typed before the form is live is kept, and the form then sends', async ({ page }) => {
  const release = await holdScripts(page, /\/remotes\/forms\/.*\.js$/);
  await page.goto('/contact');
  const name = page.getByLabel(/name/i).first();
  await name.fill('Ada Lovelace');
  await expect(page.locator('[data-island="ContactForm"]')).not.toHaveAttribute(
    'data-island-hydrated',
    'true',
  );
  release();
  await expect(page.locator('[data-island="ContactForm"]')).toHaveAttribute('data-island-hydrated', 'true');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('button', { name: /send/i })).toBeEnabled();
});

test('a contents link on a page that is still server HTML moves focus to its section', async ({ page }) => {
  await page.goto('/terms');
  await waitForLive(page);
  const link = page
    .getByRole('navigation', { name: /contents/i })
    .getByRole('link')
    .nth(2);
  const target = ((await link.getAttribute('href')) ?? '').slice(1);
  await link.click();
  await expect(page.locator(`[id="${target}"]`)).toBeFocused();
});

test('the contact page loads no page script until the visitor reaches for the form', async ({ page }) => {
  const requested = await openWithoutPageScripts(page, '/contact', 375);
  const form = page.locator('[data-island="ContactForm"]');
  await expect(form).not.toHaveAttribute('data-island-hydrated', 'true');
  // It can send as it is (a plain HTML form), and says the other way to reach us.
  await expect(page.getByText('Prefer e-mail? You can also write to us at')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await page.getByRole('main').getByLabel('Email *', { exact: true }).focus();
  await expect(form).toHaveAttribute('data-island-hydrated', 'true');
  expect(requested.some((path) => path.startsWith('/remotes/forms/'))).toBe(true);
});

test("a link that pre-fills the contact form shows its message and wakes nothing: the form's code waits for the visitor", async ({
  page,
}) => {
  const requested = await openWithoutPageScripts(
    page,
    `/contact?message=${encodeURIComponent('About order 1042')}`,
    375,
  );
  const form = page.locator('[data-island="ContactForm"]');
  await expect(page.locator('textarea[name="message"]')).toHaveValue('About order 1042');
  await expect(form).not.toHaveAttribute('data-island-hydrated', 'true');
  expect(requested.some((path) => path.startsWith('/remotes/forms/'))).toBe(false);
  // Reaching for it brings it to life with the link's words still there.
  await page.getByRole('main').getByLabel('Email *', { exact: true }).focus();
  await expect(form).toHaveAttribute('data-island-hydrated', 'true');
  await expect(page.locator('textarea[name="message"]')).toHaveValue('About order 1042');
});
