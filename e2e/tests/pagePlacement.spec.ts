import { expect, test } from '@playwright/test';

// Where things sit on the marketing pages: Products in balanced rows, the FAQ questions box and
// the legal pages on a phone.

test.describe('products at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('four cards in two rows of two, then a call to action to /contact', async ({ page }) => {
    await page.goto('/products');
    const tops = await page
      .locator('main article[id]')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(2);
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBe(tops[3]);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('FAQ questions box at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('is as wide as the list and its e-mail buttons keep to one line', async ({ page }) => {
    await page.goto('/faqs');
    const box = await page.getByRole('region', { name: 'Still have questions?' }).boundingBox();
    const card = await page.locator('article[id]').first().boundingBox();
    if (!box || !card) throw new Error('FAQ page not rendered');
    expect(Math.round(box.width)).toBe(Math.round(card.width));
    for (const name of [/^Email sales/, /^Email support/]) {
      const button = await page.getByRole('link', { name }).boundingBox();
      expect(button?.height ?? 99).toBeLessThan(56);
    }
  });
});

test.describe('legal pages at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const route of ['/terms', '/privacy-policy']) {
    test(`${route} starts right under its page header`, async ({ page }) => {
      await page.goto(route);
      const subtitle = await page.locator('main header p').first().boundingBox();
      const contents = await page
        .locator('main section p, main nav[aria-labelledby="toc-heading"]')
        .first()
        .boundingBox();
      if (!subtitle || !contents) throw new Error('legal page not rendered');
      expect(contents.y - (subtitle.y + subtitle.height)).toBeLessThanOrEqual(48);
    });
  }
});
