import { expect, test } from '@playwright/test';
import { signInToUpload, uploadImage } from '../support/staffSession.ts';

// Gallery management on /upload (staff): alt text and delete with a confirmation.

test.use({ colorScheme: 'light' });

test('staff gives an image alt text, then deletes it after confirming', async ({ page, request }) => {
  const name = `gallery-${Date.now()}.png`;
  await signInToUpload(page);
  await uploadImage(page, name);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(page.getByRole('link', { name: 'Leads inbox' })).toHaveAttribute('href', '/staff/leads');

  await card.getByRole('button', { name: `Edit alt text of ${name}` }).click();
  const altDialog = page.getByRole('dialog', { name: `Alt text: ${name}` });
  const input = altDialog.getByLabel('Describe the image for people who cannot see it');
  await expect(input).toBeFocused();
  await input.fill('Blue test swatch');
  await page.keyboard.press('Enter');
  await expect(altDialog).toBeHidden();
  await expect(card.getByRole('img', { name: 'Blue test swatch' })).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  const list = (await (await request.get('/api/product-images')).json()) as { filename: string }[];
  expect(list.some((image) => image.filename === name)).toBe(false);
});

test('visitors see no gallery controls', async ({ page }) => {
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Uploaded Images' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit alt text/ })).toHaveCount(0);
});
