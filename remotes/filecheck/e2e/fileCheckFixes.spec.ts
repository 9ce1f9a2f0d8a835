import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeOn } from '@pod/e2e/support/axeOn';
import { axeVariants, WCAG_TAGS } from '@pod/e2e/support/axeVariants';
import sharp from 'sharp';
import { gapSample, lineSample, samples } from '../src/analysis/testing/sampleFiles.ts';
import { filecheckPageText } from '../src/content/filecheckPageText.ts';
import { fixTexts } from '../src/content/fixTexts.ts';
import { resultTexts } from '../src/content/resultTexts.ts';
import { checkFile, openHydrated, verdictOf } from './fileCheckPage.ts';

// The file check's one-click fixes, its line and gap checks and its SVG limits, in the built site
// in headless Chromium: each fix's PNG is downloaded and its pixels read back with sharp.

/** How long a chosen file's results may take to show, a step. */
const RESULTS_WITHIN_MS = 30_000;

/** Clicks a fix, waits for the fixed file's results, and downloads it: its name and bytes. */
async function fixAndDownload(page: Page, button: string | RegExp, fixedName: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Results for ${fixedName}` })).toBeVisible({
    timeout: 60_000,
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: fixTexts.download(fixedName) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fixedName);
  const bytes = await readFile(await download.path());
  const image = sharp(bytes);
  const meta = await image.metadata();
  expect(meta.format).toBe('png');
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0, a: data[i + 3] ?? 0 };
  };
  return { bytes, meta, data, width: info.width, height: info.height, pixel };
}

test('a white-background JPEG becomes a transparent PNG in one click; white inside the ring stays; nothing is uploaded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = await samples.ringJpeg();
  const bodies: { url: string; type: string; body: Buffer | null }[] = [];
  page.on('request', (request) =>
    bodies.push({
      url: request.url(),
      type: request.headers()['content-type'] ?? '',
      body: request.postDataBuffer(),
    }),
  );
  await openHydrated(page);
  await checkFile(page, 'ring.jpg', file, RESULTS_WITHIN_MS);
  expect(await verdictOf(page, 'background')).toBe('warning');
  const fixed = await fixAndDownload(page, fixTexts.removeBackground.button, 'ring-no-background.png');
  expect([fixed.width, fixed.height]).toEqual([1200, 1200]);
  expect(fixed.pixel(5, 5).a).toBe(0); // outside the ring: cleared
  expect(fixed.pixel(600, 600)).toMatchObject({ a: 255 }); // the white middle: kept
  expect(fixed.pixel(600, 600).r).toBeGreaterThan(240);
  expect(fixed.pixel(600, 275)).toMatchObject({ a: 255 }); // the red ring
  expect(fixed.pixel(600, 275).r).toBeGreaterThan(150);
  // Checked again at once: now a PNG with a transparent background, shown before and after.
  expect(await verdictOf(page, 'background')).toBe('good');
  await expect(page.getByText('PNG, 1,200 × 1,200 px')).toBeVisible();
  await expect(page.getByTestId('before-after')).toBeVisible();
  await expect(page.getByTestId('preview-before')).toHaveAttribute('href', /^blob:/);
  // Neither the visitor's file nor the fixed one travels: no body holds a slice of either.
  const probe = file.subarray(file.length >> 1, (file.length >> 1) + 64);
  const fixedProbe = fixed.bytes.subarray(fixed.bytes.length >> 1, (fixed.bytes.length >> 1) + 64);
  for (const request of bodies) {
    expect(request.type, request.url).not.toContain('multipart/form-data');
    if (!request.body) continue;
    expect(request.body.includes(probe), request.url).toBe(false);
    expect(request.body.includes(fixedProbe), request.url).toBe(false);
    expect(request.body.length, request.url).toBeLessThan(Math.min(file.length, fixed.bytes.length));
  }
  expect(bodies.some((request) => /ring/.test(request.url))).toBe(false);
});

test('trimming the empty margins gives the art alone: 1,875 × 1,875 px from a 3,750 × 4,800 canvas', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page);
  await checkFile(page, 'margins.png', await samples.marginsPng(), RESULTS_WITHIN_MS);
  expect(await verdictOf(page, 'margins')).toBe('warning');
  await expect(page.locator('[data-check="margins"]')).toContainText('inside a 3,750 × 4,800 px canvas');
  const fixed = await fixAndDownload(page, fixTexts.trim.button, 'margins-trimmed.png');
  expect([fixed.width, fixed.height]).toEqual([1875, 1875]);
  for (const [x, y] of [
    [0, 0],
    [1874, 0],
    [0, 1874],
    [1874, 1874],
  ] as const)
    expect(fixed.pixel(x, y).a, `${x},${y}`).toBe(255);
  expect(await verdictOf(page, 'margins')).toBe('good');
});

test('the soft-pixel fix makes every pixel fully opaque or clear at the chosen threshold', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page);
  await checkFile(page, 'glow.png', await samples.glowPng(), RESULTS_WITHIN_MS);
  expect(await verdictOf(page, 'partial-transparency')).toBe('warning');
  await page.getByLabel(fixTexts.threshold.label).fill('100');
  const fixed = await fixAndDownload(page, fixTexts.threshold.button, 'glow-solid-edges.png');
  let soft = 0;
  for (let i = 3; i < fixed.data.length; i += 4) if ((fixed.data[i] ?? 0) % 255 !== 0) soft++;
  expect(soft).toBe(0);
  expect(fixed.pixel(200, 200).a).toBe(255); // the half-opaque glow is above 100: solid
  expect(fixed.pixel(10, 10).a).toBe(0);
  expect(await verdictOf(page, 'partial-transparency')).toBe('good');
});

test('the DPI fix writes the tag that matches the chosen print width, pixels unchanged', async ({ page }) => {
  test.setTimeout(120_000);
  await openHydrated(page);
  await checkFile(page, 'full-size.png', await samples.fullSizePng(), RESULTS_WITHIN_MS);
  const fixed = await fixAndDownload(page, 'Write a 300 dpi tag', 'full-size-300dpi.png');
  expect(fixed.meta.density).toBe(300);
  expect([fixed.width, fixed.height]).toEqual([3750, 4800]);
  await expect(page.locator('[data-check="dpi-tag"]')).toContainText('Tag says 300 dpi (PNG pHYs)');
});

test('a 0.25 mm line is found at 12.5 in and shown on the preview; it is fine at 1 mm', async ({ page }) => {
  test.setTimeout(90_000);
  await openHydrated(page);
  await checkFile(page, 'thin-line.png', await lineSample(3), RESULTS_WITHIN_MS);
  const row = page.locator('[data-check="thin-lines"]');
  await expect(row).toContainText('the thinnest is about 0.25 mm (3 px)', { timeout: 30_000 });
  expect(await verdictOf(page, 'thin-lines')).toBe('warning');
  await page.getByLabel(resultTexts.problemAreas.toggle).check();
  await expect(page.getByTestId('problem-overlay')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('preview-design-overlay')).toHaveAttribute('href', /^blob:/);
  await checkFile(page, 'gap.png', await gapSample(3), RESULTS_WITHIN_MS);
  await expect(page.locator('[data-check="narrow-gaps"]')).toContainText('narrowest is about 0.25 mm', {
    timeout: 30_000,
  });
  await checkFile(page, 'wide-line.png', await lineSample(12), RESULTS_WITHIN_MS);
  await expect(page.locator('[data-check="thin-lines"] [data-verdict]')).toHaveAttribute(
    'data-verdict',
    'good',
    {
      timeout: 30_000,
    },
  );
});

test('an SVG hairline is measured at a print width its drawing can resolve, and said so when it cannot', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openHydrated(page);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="120" fill="#1d2b4f"/><rect x="200" y="120" width="1" height="260" fill="#1d2b4f"/></svg>',
  );
  await checkFile(page, 'hairline.svg', svg, RESULTS_WITHIN_MS);
  await expect(page.getByText(resultTexts.problemAreas.tooCoarse)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(resultTexts.printSize.widthLabel).fill('3');
  await expect(page.locator('[data-check="thin-lines"]')).toContainText('the thinnest is about 0.', {
    timeout: 30_000,
  });
  expect(await verdictOf(page, 'thin-lines')).toBe('warning');
});

/** Nested <use>: each level draws the one below ten times. */
function nestedUseSvg(depth: number): Buffer {
  let defs = '<g id="l0"><rect width="1" height="1"/></g>';
  for (let level = 1; level <= depth; level++)
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs>${defs}</defs><use href="#l${depth}"/></svg>`,
  );
}

test('a hostile SVG (nested <use>) gets a clear verdict and the page stays responsive', async ({ page }) => {
  await openHydrated(page);
  await page
    .getByLabel(filecheckPageText.picker.label)
    .setInputFiles({ name: 'hostile.svg', mimeType: 'image/svg+xml', buffer: nestedUseSvg(16) });
  await expect(page.getByRole('alert')).toContainText('too complex to draw safely', { timeout: 10_000 });
  // The page answers at once: nothing is drawing it.
  const started = Date.now();
  await page.evaluate(() => 1 + 1);
  expect(Date.now() - started).toBeLessThan(2000);
  await checkFile(page, 'ring.jpg', await samples.ringJpeg(), RESULTS_WITHIN_MS);
});

for (const variant of axeVariants) {
  test.describe(`axe with the problem areas shown and a fix applied, ${variant.name}`, () => {
    test.use({ colorScheme: variant.colorScheme, viewport: variant.viewport });
    test('no violations', async ({ page }) => {
      test.setTimeout(90_000);
      await openHydrated(page);
      await checkFile(page, 'thin-line.png', await lineSample(3), RESULTS_WITHIN_MS);
      await expect(page.locator('[data-check="thin-lines"]')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: /Write a \d+ dpi tag/ }).click();
      await expect(page.getByTestId('fix-applied')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[data-check="thin-lines"]')).toBeVisible({ timeout: 30_000 });
      await page.getByLabel(resultTexts.problemAreas.toggle).check();
      await expect(page.getByTestId('problem-overlay')).toBeVisible();
      const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
      );
      expect(summary, summary.join('\n')).toEqual([]);
    });
  });
}
