import { expect, test } from '@playwright/test';
import { axeOn } from '@pod/e2e/support/axeOn';
import { axeVariants, WCAG_TAGS } from '@pod/e2e/support/axeVariants';
import { samples } from '../src/analysis/testing/sampleFiles.ts';
import type { CheckId, Verdict } from '../src/analysis/verdict.ts';
import { filecheckPageText } from '../src/content/filecheckPageText.ts';
import { resultTexts } from '../src/content/resultTexts.ts';
import { checkFile, openLive, verdictOf } from './fileCheckPage.ts';

// The file check against the whole site built from this tree, in real headless Chromium:
// prerendered, hydrated, the checks run in the page's worker, and the file never leaves.

/** How long a chosen file's results may take to show, a step. */
const RESULTS_WITHIN_MS = 20_000;

type SampleName = keyof typeof samples;
const files: Partial<Record<SampleName, Buffer>> = {};
const fileNames: Record<SampleName, string> = {
  smallJpeg: 'small-600.jpg',
  fullSizePng: 'full-size.png',
  marginsPng: 'margins.png',
  ringJpeg: 'ring.jpg',
  cmykJpeg: 'cmyk.jpg',
  whiteBackgroundPng: 'white-background.png',
  taggedLowPng: 'tagged-72dpi.png',
  glowPng: 'glow.png',
  bannerWebp: 'banner.webp',
};
test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const name of [
    'smallJpeg',
    'fullSizePng',
    'cmykJpeg',
    'whiteBackgroundPng',
    'taggedLowPng',
    'bannerWebp',
  ] as const) {
    files[name] = await samples[name]();
  }
});

test('/file-check arrives server-rendered with its guidance and rules table, and hydrates', async ({
  page,
}) => {
  const raw = await (await page.request.get('/file-check')).text();
  expect(raw).toContain('Check Your Print File');
  expect(raw).toContain(filecheckPageText.guidance.heading);
  expect(raw).toContain('300 dpi or more');
  expect(raw).toContain('under 150 dpi');
  expect(raw).toContain('12.5 × 16 inches');
  await openLive(page);
  await expect(page.locator('main h1')).toHaveText('Check Your Print File');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the guidance and rules read, and the picker says checking needs JavaScript', async ({ page }) => {
    await page.goto('/file-check');
    await expect(page.locator('main h1')).toHaveText('Check Your Print File');
    await expect(page.getByRole('table')).toContainText('Resolution at print size');
    // The field itself works before any script (a file chosen before the tool is live is checked
    // once it is); without script the line under it says why nothing happens.
    await expect(page.getByText(filecheckPageText.picker.noScript)).toBeVisible();
  });
});

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
    await openLive(page);
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
  await openLive(page);
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
  await openLive(page);
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

test('when the checker cannot start, the page says so instead of waiting forever', async ({ page }) => {
  await page.route(/analysis-worker\.[0-9a-f]+\.js$/, (route) => route.abort());
  await openLive(page);
  await page
    .getByLabel(filecheckPageText.picker.label)
    .setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: files.smallJpeg as Buffer });
  await expect(page.getByRole('alert')).toContainText('could not start');
});

test('the 72 dpi tag is named, and the pixels decide', async ({ page }) => {
  await openLive(page);
  await checkFile(page, fileNames.taggedLowPng, files.taggedLowPng as Buffer, RESULTS_WITHIN_MS);
  await expect(page.locator('[data-check="dpi-tag"]')).toContainText('Tag says 72 dpi');
  await expect(page.locator('[data-check="dpi-tag"]')).toContainText('300 dpi');
});

test('a truncated file gives a clear error, and the page keeps working', async ({ page }) => {
  await openLive(page);
  const whole = files.fullSizePng as Buffer;
  await page
    .getByLabel(filecheckPageText.picker.label)
    .setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: whole.subarray(0, whole.length >> 1) });
  await expect(page.getByRole('alert')).toContainText('ends before the image does');
  await checkFile(page, fileNames.smallJpeg, files.smallJpeg as Buffer, RESULTS_WITHIN_MS);
});

test('resizing the print updates the effective dpi and the verdict', async ({ page }) => {
  await openLive(page);
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
  await openLive(page);
  await checkFile(page, fileNames.smallJpeg, files.smallJpeg as Buffer, RESULTS_WITHIN_MS);
  const preview = page.locator('svg[data-garment]');
  await page.getByRole('radio', { name: 'Black' }).check();
  await expect(preview).toHaveAttribute('data-colour', 'black');
  for (const garment of ['Hoodie', 'Baby bodysuit', 'Tote bag', 'Hat', 'T-shirt']) {
    await page.getByRole('radio', { name: garment }).check();
    await expect(preview).toHaveAccessibleName(new RegExp(garment, 'i'));
  }
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
  await openLive(page);
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
  await openLive(page);
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
      await openLive(page);
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
  await raw.goto('/products');
  await expect(raw.getByRole('link', { name: 'Check your print file' })).toHaveAttribute(
    'href',
    '/file-check',
  );
  await noScript.close();
  await page.goto('/products');
  await page.getByRole('link', { name: 'Check your print file' }).click();
  await expect(page).toHaveURL('/file-check');
  await expect(page.locator('main h1')).toHaveText('Check Your Print File');
});
