import { expect, test } from '@playwright/test';
import type { CheckId, Verdict } from '../src/analysis/verdict.ts';
import { filecheckPageText } from '../src/content/filecheckPageText.ts';
import { resultTexts } from '../src/content/resultTexts.ts';
import { fileNames, RESULTS_WITHIN_MS, type SampleName, samplesBeforeAll } from './chosenSamples.ts';
import { checkFile, openHydrated, verdictOf } from './fileCheckPage.ts';

// What a file chosen or dropped on the file check shows, in real headless Chromium: each sample's
// verdicts and preview, an SVG checked as a vector, the dpi tag, a truncated file's error, the
// effective dpi as the print is resized, and the garment preview.

const files = samplesBeforeAll([
  'smallJpeg',
  'fullSizePng',
  'cmykJpeg',
  'whiteBackgroundPng',
  'taggedLowPng',
  'bannerWebp',
]);

const expectations: { sample: SampleName; verdicts: Partial<Record<CheckId, Verdict>> }[] = [
  { sample: 'smallJpeg', verdicts: { resolution: 'problem', background: 'warning', 'colour-mode': 'good' } },
  {
    sample: 'fullSizePng',
    verdicts: {
      resolution: 'good',
      'dpi-tag': 'good',
      background: 'good',
      'partial-transparency': 'good',
      'colour-mode': 'good',
      'aspect-ratio': 'good',
    },
  },
  { sample: 'cmykJpeg', verdicts: { 'colour-mode': 'warning', resolution: 'good' } },
  { sample: 'whiteBackgroundPng', verdicts: { background: 'warning', resolution: 'good' } },
  { sample: 'taggedLowPng', verdicts: { 'dpi-tag': 'good', resolution: 'good' } },
  { sample: 'bannerWebp', verdicts: { 'aspect-ratio': 'warning', background: 'good', resolution: 'good' } },
];

for (const { sample, verdicts } of expectations) {
  test(`${fileNames[sample]} shows its verdicts and its preview`, async ({ page }) => {
    await openHydrated(page);
    await checkFile(page, fileNames[sample], files[sample] as Buffer, RESULTS_WITHIN_MS);
    for (const [id, verdict] of Object.entries(verdicts)) {
      expect(await verdictOf(page, id as CheckId), id).toBe(verdict);
    }
    const design = page.getByTestId('preview-design');
    await expect(design).toHaveAttribute('href', /^blob:/);
    // The preview image really loaded in the page.
    const href = (await design.getAttribute('href')) ?? '';
    const loaded = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return image.naturalWidth > 0;
    }, href);
    expect(loaded).toBe(true);
  });
}

test('an SVG is checked as a vector: sharp at any size, its transparent background good', async ({
  page,
}) => {
  await openHydrated(page);
  const svg = Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500"><circle cx="200" cy="250" r="150" fill="#c81e28"/></svg>',
  );
  // Named .png on purpose: the bytes decide the type, not the name.
  await page
    .getByLabel(filecheckPageText.picker.label)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg });
  await expect(page.getByRole('heading', { level: 2, name: 'Results for logo.png' })).toBeVisible();
  await expect(page.getByText('SVG (vector)')).toBeVisible();
  expect(await verdictOf(page, 'resolution')).toBe('good');
  expect(await verdictOf(page, 'background')).toBe('good');
  await expect(page.getByTestId('preview-design')).toHaveAttribute('href', /^blob:/);
});

test('a file dropped on the box is checked like a chosen one', async ({ page }) => {
  await openHydrated(page);
  const zone = page.getByTestId('drop-zone');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect x="10" y="10" width="80" height="80" fill="#246"/></svg>';
    transfer.items.add(new File([svg], 'dropped.svg', { type: 'image/svg+xml' }));
    return transfer;
  });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('heading', { level: 2, name: 'Results for dropped.svg' })).toBeVisible();
});

test('the 72 dpi tag is named, and the pixels decide', async ({ page }) => {
  await openHydrated(page);
  await checkFile(page, fileNames.taggedLowPng, files.taggedLowPng as Buffer, RESULTS_WITHIN_MS);
  await expect(page.locator('[data-check="dpi-tag"]')).toContainText('Tag says 72 dpi');
  await expect(page.locator('[data-check="dpi-tag"]')).toContainText('300 dpi');
});

test('a truncated file gives a clear error, and the page keeps working', async ({ page }) => {
  await openHydrated(page);
  const whole = files.fullSizePng as Buffer;
  await page
    .getByLabel(filecheckPageText.picker.label)
    .setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: whole.subarray(0, whole.length >> 1) });
  await expect(page.getByRole('alert')).toContainText('ends before the image does');
  await checkFile(page, fileNames.smallJpeg, files.smallJpeg as Buffer, RESULTS_WITHIN_MS);
});

test('resizing the print updates the effective dpi and the verdict', async ({ page }) => {
  await openHydrated(page);
  await checkFile(page, fileNames.smallJpeg, files.smallJpeg as Buffer, RESULTS_WITHIN_MS);
  const output = page.getByTestId('print-size');
  // The art is the 300 px square in the middle, not the 600 px canvas: 24 dpi at 12.5 in.
  await expect(output).toContainText('12.5 in × 12.5 in at 24 dpi');
  const slider = page.getByLabel(resultTexts.printSize.widthLabel);
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(output).toContainText('1 in × 1 in at 300 dpi');
  expect(await verdictOf(page, 'resolution')).toBe('good');
});

test('a dark garment shows a JPEG on every product, in the chosen colour', async ({ page }) => {
  await openHydrated(page);
  await checkFile(page, fileNames.smallJpeg, files.smallJpeg as Buffer, RESULTS_WITHIN_MS);
  const preview = page.locator('svg[data-garment]');
  await page.getByRole('radio', { name: 'Black' }).check();
  await expect(preview).toHaveAttribute('data-colour', 'black');
  for (const garment of ['Hoodie', 'Baby bodysuit', 'Tote bag', 'Hat', 'T-shirt']) {
    await page.getByRole('radio', { name: garment }).check();
    await expect(preview).toHaveAccessibleName(new RegExp(garment, 'i'));
  }
});
