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
