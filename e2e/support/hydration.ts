import { expect, type Page } from '@playwright/test';

// Prerendered pages are readable and painted before their JavaScript runs (the header's controls
// work from the first paint). The page root is marked hydrated once the head's load-time work
// found nothing to wake (most pages), or once the first island it woke has hydrated; specs that
// need the page as it stands then wait for that mark.
export async function waitForHydrated(page: Page): Promise<void> {
  const pageRoot = page.locator('main [data-page-root]');
  if ((await pageRoot.count()) > 0) await expect(pageRoot).toHaveAttribute('data-hydrated', 'true');
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydrated(page);
}

/**
 * Waits until the shell runs the page, as a visitor sees it: an island it hydrated, or one whose
 * code could not come showing its Try again (only the shell hydrates islands, or says that it
 * could not). From then on site links are shown in place.
 */
export async function waitForShellAwake(page: Page): Promise<void> {
  await expect(page.locator('[data-island-hydrated], [data-island-failed]').first()).toBeAttached();
}

/**
 * Opens /terms and wakes the shell there (its Back to Top wakes near the screen): from then
 * on site links are shown in place. Before, a link press loads the next page from the server.
 */
export async function gotoWithShellAwake(page: Page): Promise<void> {
  await gotoHydrated(page, '/terms');
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellAwake(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}
