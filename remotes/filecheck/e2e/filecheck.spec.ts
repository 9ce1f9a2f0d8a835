import { expect, test } from '@playwright/test';
import { axeOn } from '@pod/e2e/support/axeOn';
import { axeVariants, WCAG_TAGS } from '@pod/e2e/support/axeVariants';
import { filecheckPageText } from '../src/content/filecheckPageText.ts';
import { resultTexts } from '../src/content/resultTexts.ts';
import { fileNames, RESULTS_WITHIN_MS, samplesBeforeAll } from './chosenSamples.ts';
import { checkFile, openHydrated } from './fileCheckPage.ts';

// The file check against the whole site built from this tree, in real headless Chromium:
// prerendered, hydrated, the checks run in the page's worker, and the file never leaves; the
// page passes axe, and the site links to it. What a checked file shows: fileCheckResults.spec.ts.

const files = samplesBeforeAll(['smallJpeg', 'whiteBackgroundPng']);

test('/file-check arrives server-rendered with its guidance and rules table, and hydrates', async ({
  page,
}) => {
  const raw = await (await page.request.get('/file-check')).text();
  expect(raw).toContain('Check Your Print File');
  expect(raw).toContain(filecheckPageText.guidance.heading);
  expect(raw).toContain('300 dpi or more');
  expect(raw).toContain('under 150 dpi');
  expect(raw).toContain('12.5 × 16 inches');
  await openHydrated(page);
  await expect(page.locator('main h1')).toHaveText('Check Your Print File');
});

for (const width of [320, 375]) {
  test(`on a ${width} px phone the rules table reads whole: no cell cut, nothing to scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/file-check');
    const table = page.getByRole('table');
    await expect(table).toContainText('Resolution at print size');
    const fit = await table.evaluate((element) => {
      const page = document.documentElement;
      // The column names are read out, not shown (a phone's cells name their column themselves).
      const cut = [...element.querySelectorAll('tbody th, tbody td')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent);
      return {
        right: element.getBoundingClientRect().right,
        viewport: page.clientWidth,
        pageScrolls: page.scrollWidth > page.clientWidth,
        cut,
      };
    });
    expect(fit.right).toBeLessThanOrEqual(fit.viewport);
    expect(fit.pageScrolls).toBe(false);
    expect(fit.cut).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the guidance and rules read, and the picker says checking needs JavaScript', async ({ page }) => {
    await page.goto('/file-check');
    await expect(page.locator('main h1')).toHaveText('Check Your Print File');
    await expect(page.getByRole('table')).toContainText('Resolution at print size');
    // The field itself works before any script (a file chosen before the tool is hydrated is checked
    // once it is); without script the line under it says why nothing happens.
    await expect(page.getByText(filecheckPageText.picker.noScript)).toBeVisible();
  });
});

test('when the checker cannot start, the page says so instead of waiting forever', async ({ page }) => {
  await page.route(/analysis-worker\.[0-9a-f]+\.js$/, (route) => route.abort());
  await openHydrated(page);
  await page
    .getByLabel(filecheckPageText.picker.label)
    .setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: files.smallJpeg as Buffer });
  await expect(page.getByRole('alert')).toContainText('could not start');
});

test('no request carries the file: no upload, no body with its bytes', async ({ page }) => {
  const bodies: { url: string; type: string; body: Buffer | null }[] = [];
  page.on('request', (request) => {
    bodies.push({
      url: request.url(),
      type: request.headers()['content-type'] ?? '',
      body: request.postDataBuffer(),
    });
  });
  await openHydrated(page);
  const file = files.whiteBackgroundPng as Buffer;
  await checkFile(page, 'private-design.png', file, RESULTS_WITHIN_MS);
  // Also go on to the contact page with the summary: still nothing of the file is sent.
  await page.getByTestId('ask-about-design').click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  const probe = file.subarray(file.length >> 1, (file.length >> 1) + 64);
  for (const request of bodies) {
    expect(request.type, request.url).not.toContain('multipart/form-data');
    if (request.body) expect(request.body.includes(probe), request.url).toBe(false);
    if (request.body) expect(request.body.length, request.url).toBeLessThan(file.length);
  }
  expect(bodies.some((request) => request.url.includes('private-design'))).toBe(false);
});

test('"Ask us about this design" opens /contact with the summary in the message', async ({ page }) => {
  await openHydrated(page);
  await checkFile(page, fileNames.smallJpeg, files.smallJpeg as Buffer, RESULTS_WITHIN_MS);
  await page.getByRole('link', { name: resultTexts.ask.button }).click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  await expect(page.locator('main [data-page-root="forms"]')).toHaveAttribute('data-hydrated', 'true');
  const message = page.locator('textarea[name="message"]');
  await expect(message).toHaveValue(/File: small-600\.jpg \(JPEG, 600 × 600 px\)/);
  await expect(message).toHaveValue(/Resolution at your print size: Problem/);
});

for (const variant of axeVariants) {
  test.describe(`axe with results shown, ${variant.name}`, () => {
    test.use({ colorScheme: variant.colorScheme, viewport: variant.viewport });
    test('no violations', async ({ page }) => {
      await openHydrated(page);
      await checkFile(page, fileNames.smallJpeg, files.smallJpeg as Buffer, RESULTS_WITHIN_MS);
      const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
      expect(summary, summary.join('\n')).toEqual([]);
    });
  });
}

test('the FAQ answers on files and the Products page link here, in their server HTML', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const raw = await noScript.newPage();
  await raw.goto('/faqs');
  for (const id of ['file-formats', 'printable-areas', 'image-scaling', 'design-guidelines']) {
    await expect(
      raw.locator(`#${id}`).getByRole('link', { name: 'Check your print file' }),
      id,
    ).toHaveAttribute('href', '/file-check');
  }
  // In the page itself: the footer links here on every page.
  await raw.goto('/products');
  await expect(raw.getByRole('main').getByRole('link', { name: 'Check your print file' })).toHaveAttribute(
    'href',
    '/file-check',
  );
  await noScript.close();
  await page.goto('/products');
  await page.getByRole('main').getByRole('link', { name: 'Check your print file' }).click();
  await expect(page).toHaveURL('/file-check');
  await expect(page.locator('main h1')).toHaveText('Check Your Print File');
});
