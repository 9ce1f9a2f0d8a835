import { expect, type Page, test } from '@playwright/test';

// The legal pages' tables of contents: a link to every section, and each lands on it.

test('terms and privacy contents link to every section', async ({ page }) => {
  await page.goto('/terms');
  const termsToc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(termsToc).toHaveCount(20);
  await termsToc.filter({ hasText: 'Payment, Pricing and Taxes' }).click();
  await expect(page).toHaveURL('/terms#payment');
  await expect(page.locator('#payment')).toBeInViewport();
  await expect(page.getByText('Prices can change without notice.')).toBeInViewport();

  await page.goto('/privacy-policy#cookies');
  await expect(page.locator('#cookies')).toBeInViewport();
  const privacyToc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(privacyToc).toHaveCount(12);
  const hrefs = await privacyToc.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    [
      'scope',
      'agreement',
      'information-collect',
      'cookies',
      'children',
      'use',
      'disclosure',
      'choices',
      'security',
      'links',
      'changes',
      'contact',
    ].map((id) => `#${id}`),
  );
  for (const href of hrefs) await expect(page.locator(href ?? '')).toHaveCount(1);
  await expect(page.getByText('Effective date: October 24, 2023')).toBeVisible();
});

test('every e-mail address on the terms is a mailto link to that address', async ({ page }) => {
  await page.goto('/terms');
  const text = (await page.getByRole('main').locator('p, li, dd, address').allTextContents()).join('\n');
  const addresses = [...new Set(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])];
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses)
    await expect(page.getByRole('main').getByRole('link', { name: address }).first()).toHaveAttribute(
      'href',
      `mailto:${address}`,
    );
});

test('on a wide screen the terms’ contents stand beside the text, not in a full-width box above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/terms');
  const contents = await page.getByRole('navigation', { name: 'Contents' }).boundingBox();
  const firstSection = await page.locator('#terms-of-use').boundingBox();
  if (!contents || !firstSection) throw new Error('the contents and the first section are on the page');
  expect(contents.x + contents.width).toBeLessThanOrEqual(firstSection.x);
  expect(Math.abs(contents.y - firstSection.y)).toBeLessThanOrEqual(48);
});

/** The colour of the contents box's bottom-left corner, inside its border, left of the entries. */
async function bottomCornerColour(page: Page): Promise<[number, number, number]> {
  const box = await page.getByRole('navigation', { name: 'Contents' }).boundingBox();
  if (!box) throw new Error('the contents are on the page');
  const shot = await page.screenshot({
    clip: { x: box.x + 6, y: box.y + box.height - 10, width: 8, height: 6 },
  });
  return page.evaluate(async (base64) => {
    // Decoded here from the bytes (the page's connect-src refuses a data: fetch).
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(bitmap, 0, 0);
    const [r = 0, g = 0, b = 0] = context.getImageData(4, 3, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, shot.toString('base64'));
}

const difference = (a: readonly number[], b: readonly number[]) =>
  Math.max(...a.map((value, index) => Math.abs(value - (b[index] ?? 0))));

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a wide but short screen (${colorScheme}) the terms' contents box shades the edge it scrolls on, until its end`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/terms');
    // Down the page, where the box is held in view, its bottom edge on screen.
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect.poll(async () => (await contents.boundingBox())?.y).toBeLessThan(120);
    const surface = await contents.evaluate((nav) => {
      const probe = document.createElement('div');
      probe.style.color = 'var(--color-surface)';
      nav.append(probe);
      const [r, g, b] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
      probe.remove();
      return [r ?? 0, g ?? 0, b ?? 0];
    });
    // 20 entries are more than an 800 px screen shows: the box scrolls, and its bottom edge says so.
    expect(await contents.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
    expect(difference(await bottomCornerColour(page), surface)).toBeGreaterThan(12);
    await contents.evaluate((nav) => nav.scrollTo({ top: nav.scrollHeight, behavior: 'instant' }));
    expect(difference(await bottomCornerColour(page), surface)).toBeLessThanOrEqual(3);
  });
}
