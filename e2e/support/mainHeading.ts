import type { Page } from '@playwright/test';

/** The page's own heading, the one in main. */
export const h1 = (page: Page) => page.locator('main h1');
