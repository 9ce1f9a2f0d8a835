import type { Page } from '@playwright/test';

/**
 * Holds back the scripts matching `pattern` until the returned function is called: the page
 * is then prerendered and painted but not yet hydrated, as on a slow phone.
 */
export async function holdScripts(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
