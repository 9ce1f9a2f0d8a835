import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { filecheckPageText } from '../src/content/filecheckPageText.ts';
import { resultTexts } from '../src/content/resultTexts.ts';

// When the check's code is asked for, and what a large file shows first: the check's code comes
// as the visitor reaches for the tool, before any file is chosen; a large file gets a first
// look, labelled as close and not exact, and then its exact figures in its place.

const isCheckCode = (path: string) => /\/analysis-worker\.[0-9a-f]+\.js$/.test(path);

/** Every path the page asks for, as it asks. */
function requestsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}

const chosenFiles = (page: Page) =>
  page.getByLabel(filecheckPageText.picker.label).evaluate((input: HTMLInputElement) => input.files?.length);

test('focus on the file picker asks for the check’s code before any file is chosen', async ({ page }) => {
  const asked = requestsOf(page);
  await page.goto('/file-check');
  await page.waitForLoadState('load');
  expect(asked.filter(isCheckCode)).toEqual([]);
  await page.getByLabel(filecheckPageText.picker.label).focus();
  await expect.poll(() => asked.some(isCheckCode)).toBe(true);
  expect(await chosenFiles(page)).toBe(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });
  test('a touch on the drop zone asks for the check’s code before any file is chosen', async ({ page }) => {
    const asked = requestsOf(page);
    await page.goto('/file-check');
    await page.waitForLoadState('load');
    expect(asked.filter(isCheckCode)).toEqual([]);
    // The box around the field, not the field: a tap on the field would open the file chooser.
    await page.getByTestId('drop-zone').tap({ position: { x: 8, y: 8 } });
    await expect.poll(() => asked.some(isCheckCode)).toBe(true);
    expect(await chosenFiles(page)).toBe(0);
  });
});

test('a large file shows a first look, said to be close, then its exact figures in its place', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // 4 megapixels, every one measured for the exact figures: a design in the middle of a white ground.
  const side = 2000;
  const design = await sharp({
    create: { width: 1000, height: 1000, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const buffer = await sharp({
    create: { width: side, height: side, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .composite([{ input: design, left: 500, top: 500 }])
    .png()
    .toBuffer();
  await page.goto('/file-check');
  await expect(page.locator('main [data-page-root="filecheck"]')).toHaveAttribute('data-hydrated', 'true');
  // What the results said, in the order they said it (each state is on screen for a moment only).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { figuresSeen?: string[] }).figuresSeen = seen;
    new MutationObserver(() => {
      const results = document.querySelector('[data-testid="check-results"]');
      if (!results?.querySelector('h2')?.textContent?.includes('large.png')) return;
      const shown = [
        results.getAttribute('data-figures'),
        results.querySelector('[data-testid="figures-status"]')?.textContent ?? '',
        results.querySelector('[data-check="resolution"] dt')?.textContent ?? '',
      ].join(' | ');
      if (seen.at(-1) !== shown) seen.push(shown);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // A small file first: the check's code, its worker and the results' code are then all in, so
  // what follows shows how a large file is answered, not how fast a busy machine fetched them (a
  // first look made before the results' code arrived is never shown, and rightly so).
  const picker = page.getByLabel(filecheckPageText.picker.label);
  const small = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: small });
  await expect(page.getByRole('heading', { level: 2, name: 'Results for small.png' })).toBeVisible({
    timeout: 30_000,
  });
  await picker.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer });
  await expect(page.getByRole('heading', { level: 2, name: 'Results for large.png' })).toBeVisible({
    timeout: 30_000,
  });
  const results = page.getByTestId('check-results');
  await expect(results).toHaveAttribute('data-figures', 'exact', { timeout: 30_000 });
  await expect(page.getByTestId('figures-status')).toHaveText(resultTexts.results.exactNow);
  const seen = await page.evaluate(() => (window as Window & { figuresSeen?: string[] }).figuresSeen ?? []);
  const text = resultTexts.results;
  expect(seen[0]).toBe(['first look', text.firstLook('500 × 500 px'), text.measuredFirstLook].join(' | '));
  expect(seen.at(-1)).toBe(['exact', text.exactNow, text.measuredLabel].join(' | '));
  // The exact figures, and what waits for them: lines and gaps, the fixes, the summary to send.
  await expect(page.locator('[data-check="resolution"] dd').first()).toContainText('1,000 × 1,000 px');
  await expect(page.getByTestId('details-status')).toHaveAttribute('data-details-width', /\d/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('fix-panel')).toBeVisible();
  await expect(page.getByTestId('ask-about-design')).toBeVisible();
});
