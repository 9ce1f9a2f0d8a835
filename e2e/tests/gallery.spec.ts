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

test('the gallery is in the page before any script: a visitor runs none until reaching for the sign-in, and the island hydrates over it', async ({
  page,
  browser,
  request,
}) => {
  const name = `live-${Date.now()}.png`;
  const alt = 'Navy tee <b>&amp;</b> "logo"';
  // A browser holding the page before the upload must not be told it is still current.
  const before = await request.get('/upload');
  const held = before.headers().etag ?? '';
  expect((await request.get('/upload', { headers: { 'If-None-Match': held } })).status()).toBe(304);
  await signInToUpload(page);
  await uploadImage(page, name);
  const staffCard = page.getByRole('listitem').filter({ hasText: name });
  await staffCard.getByRole('button', { name: `Edit alt text of ${name}` }).click();
  await page.getByLabel('Describe the image for people who cannot see it').fill(alt);
  await page.keyboard.press('Enter');
  await expect(staffCard.getByRole('img', { name: alt })).toBeVisible();
  const after = await request.get('/upload', { headers: { 'If-None-Match': held } });
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain(name);

  // Without JavaScript: the card, its alt text as typed (escaped, not markup) and its date.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto('/upload');
  const card = reader.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('img', { name: alt })).toBeVisible();
  await expect(card.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(reader.locator('main b')).toHaveCount(0);
  await noScript.close();

  // A visitor: the page is whole and quiet; reaching for the sign-in form brings it to life,
  // over the server's nodes.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const scripts: string[] = [];
  const problems: string[] = [];
  guest.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  guest.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  guest.on('pageerror', (error) => problems.push(error.message));
  await guest.goto('/upload', { waitUntil: 'load' });
  const image = guest.getByRole('listitem').filter({ hasText: name }).getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await guest.waitForTimeout(1500);
  expect(
    scripts.filter((path) => !path.startsWith('/vitals-build/')),
    'no page script before the visitor reaches',
  ).toEqual([]);
  await image.evaluate((element) => {
    (window as unknown as { __serverImage: Element }).__serverImage = element;
  });
  await guest.getByLabel('Username').focus();
  await expect(guest.locator('[data-island="UploadTool"]')).toHaveAttribute('data-island-hydrated', 'true');
  expect(scripts.some((path) => path.startsWith('/remotes/staff/'))).toBe(true);
  const kept = await image.evaluate(
    (element) => element === (window as unknown as { __serverImage: Element }).__serverImage,
  );
  expect(kept, "the server's card is the one React kept").toBe(true);
  expect(problems).toEqual([]);
  await visitor.close();

  // Signed-in staff (the hint cookie) get the island at load, untouched.
  await page.goto('/upload');
  await expect(page.getByRole('button', { name: 'Choose Image to Upload' })).toBeVisible();
  await staffCard.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete image' })
    .click();
  await expect(staffCard).toHaveCount(0);
});
