import { expect, type Page } from '@playwright/test';

// Prerendered pages are readable and painted before their JavaScript runs; buttons that only the
// app can answer (menu toggle, theme switch, forms) do nothing until the shell and the page have
// hydrated. Specs that press such controls right after loading wait for both marks first.
export async function waitForLive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');
  const pageRoot = page.locator('main [data-page-root]');
  if ((await pageRoot.count()) > 0) await expect(pageRoot).toHaveAttribute('data-hydrated', 'true');
}

export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForLive(page);
}
