import { expect, test } from '@playwright/test';

// Products: each card's specs, and its way to the sales form.

test('products: each card states its specs and asks for pricing and a sample of that product on the sales form', async ({
  page,
}) => {
  await page.goto('/products');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'What ordering looks like' })).toBeVisible();
  await expect(main.getByText('From $1.50', { exact: false })).toBeVisible();
  const tees = main.getByRole('article', { name: 'T-Shirts' });
  await expect(tees.getByText('XS-5XL').first()).toBeVisible();
  await expect(tees.getByText('Tested for 50+ washes')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Design guidelines (PDF)' })).toHaveAttribute('href', /\.pdf$/);
  await expect(main.locator('[data-page-root="marketing"]')).toHaveAttribute('data-hydrated', 'true');
  await main.getByRole('link', { name: 'Get pricing & a sample: Baby & Toddler Apparel' }).click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  await expect(page.locator('main [data-page-root="forms"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('main').getByLabel('Message *', { exact: true })).toHaveValue(
    /pricing and a sample of your Baby & Toddler Apparel/,
  );
});

test('cards side by side end alike: buttons in line, each just under its card’s brands, the spare height between the parts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  const ends = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      // Rendered only near the viewport otherwise: measure every card as it will be seen.
      (article as HTMLElement).style.contentVisibility = 'visible';
      const button = article.querySelector('a[href^="/contact"]')?.getBoundingClientRect();
      const lists = article.querySelectorAll('ul');
      const brands = lists[lists.length - 1]?.getBoundingClientRect();
      if (!button || !brands) throw new Error('every card has its brands and a button');
      return { name: article.id, buttonTop: button.top + scrollY, gap: button.top - brands.bottom };
    }),
  );
  // Two columns: cards 1 and 2 share a row, 3 and 4 the next.
  for (const [left, right] of [
    [ends[0], ends[1]],
    [ends[2], ends[3]],
  ]) {
    if (!left || !right) throw new Error('four cards');
    expect(
      Math.abs(left.buttonTop - right.buttonTop),
      `${left.name} / ${right.name} buttons`,
    ).toBeLessThanOrEqual(1);
    expect(
      Math.abs(left.gap - right.gap),
      `${left.name} / ${right.name} gap over the button`,
    ).toBeLessThanOrEqual(2);
  }
});
