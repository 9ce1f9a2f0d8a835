import type { Browser, Page } from '@playwright/test';

/** A page that records every failed request and script error, to assert "keeps working". */
export async function watchedPage(browser: Browser): Promise<{ page: Page; failures: string[] }> {
  const page = await browser.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  return { page, failures };
}
