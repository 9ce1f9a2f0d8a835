import type { Browser, Page, Request } from '@playwright/test';

// How each engine names a request cancelled by the browser (Chromium, Firefox, WebKit).
const ABORTED = /ERR_ABORTED|NS_BINDING_ABORTED|cancelled/i;

/**
 * A page that records every failed request and script error, to assert "keeps working".
 * A request the page abandoned by navigating is not a failure: a reload while the page's code
 * is being fetched ahead cancels those fetches, and the document that wanted them is gone.
 * The old document can still start one while the next is on its way, so "abandoned" means
 * cancelled while a navigation was pending or after the document it came from was replaced.
 */
export async function watchedPage(browser: Browser): Promise<{ page: Page; failures: string[] }> {
  const page = await browser.newPage();
  const failures: string[] = [];
  let documents = 0;
  let navigating = false;
  const documentOf = new WeakMap<Request, number>();
  page.on('request', (request) => {
    documentOf.set(request, documents);
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating = true;
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    documents += 1;
    navigating = false;
  });
  page.on('pageerror', (error) => failures.push(`error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'no reason';
    const abandoned = navigating || (documentOf.get(request) ?? documents) < documents;
    if (abandoned && ABORTED.test(reason)) return;
    failures.push(`failed ${request.url()} (${reason})`);
  });
  return { page, failures };
}
