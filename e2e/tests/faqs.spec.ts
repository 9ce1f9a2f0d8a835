import { expect, test } from '@playwright/test';

// FAQs: a link to one question lands on it although the page loads lazily, and the design
// guidelines it offers are a real PDF. (Searching the questions: faqSearch.spec.ts.)

test('/faqs#cancel-order lands on that card although the page loads lazily', async ({ page }) => {
  await page.goto('/faqs#cancel-order');
  const card = page.locator('#cancel-order');
  await expect(card).toBeVisible();
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(page.locator('article[id]')).toHaveCount(21);
});

test('the design guidelines PDF is a real download', async ({ page, request }) => {
  await page.goto('/faqs#design-guidelines');
  const link = page.getByRole('link', { name: 'Download the design guidelines (PDF)' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/remotes\/marketing\/static\/files\/design-guidelines\.[0-9a-f]+\.pdf$/);
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(1500);
});

/** How wide the search box's example text is, beside the room the box gives it (CSS px). */
async function placeholderFit(page: import('@playwright/test').Page) {
  return page.locator('#faq-search').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas to measure the text with');
    context.font = style.font;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });
}

for (const width of [320, 360, 375, 390, 1280]) {
  test(`the search box's example text shows whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/faqs');
    await page.evaluate(() => document.fonts.ready);
    const fit = await placeholderFit(page);
    expect(fit.text, `the example text needs ${fit.text} px, the box gives ${fit.room}`).toBeLessThanOrEqual(
      fit.room,
    );
  });
}

test('an answer’s next step and its download link stand apart, never read as one link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faqs#design-guidelines');
  const answer = page.locator('#design-guidelines');
  const action = answer.getByRole('link', { name: /Check your print file/ });
  const download = answer.getByRole('link', { name: 'Download the design guidelines (PDF)' });
  const [first, second] = [await action.boundingBox(), await download.boundingBox()];
  if (!first || !second) throw new Error('both links are on screen');
  const sameLine = Math.abs(first.y - second.y) < first.height / 2;
  // On one line, a gap of at least 1.5 rem between them; otherwise the second is on a line of its own.
  if (sameLine) expect(second.x - (first.x + first.width)).toBeGreaterThanOrEqual(24);
  else expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
});
