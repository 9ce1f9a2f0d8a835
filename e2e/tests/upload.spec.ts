import { expect, type Page, test } from '@playwright/test';
import { axeOn } from '../support/axeOn.ts';
import { E2E_PORT, E2E_STAFF } from '../support/server.ts';
import { submitStaffSignIn, TINY_PNG } from '../support/staffSession.ts';

const SUCCESS_LIGHT = 'rgb(23, 105, 47)'; // --color-success, light theme
const DANGER_LIGHT = 'rgb(180, 35, 24)'; // --color-danger, light theme
/** What visitors hear for a photo staff did not describe (the Home strip says the same). */
const PROMISED_ALT = 'A decorated garment on our production floor';

async function signIn(page: Page) {
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Image Upload' })).toBeVisible();
  await submitStaffSignIn(page);
  await expect(page.getByRole('button', { name: 'Choose Image to Upload' })).toBeVisible();
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Signed out, GET /api/auth/me answers 401 by design (spec §7's null-on-401 variant);
    // Chromium logs every 4xx resource as a console error.
    if (message.location().url.endsWith('/api/auth/me')) return;
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.use({ colorScheme: 'light' });

test('signed out: the page shows the sign-in card, and a wrong password one generic message', async ({
  page,
}) => {
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Image Upload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Uploaded Images' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Image to Upload' })).toHaveCount(0);
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Said by the hydrated card (an alert) or, pressed before it was hydrated, by the page the server sends back.
  await expect(page.getByRole('main').getByText('Invalid username or password.')).toBeVisible();
});

test('staff signs in and uploads a PNG through the dialog', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page);
  const choose = page.getByRole('button', { name: 'Choose Image to Upload' });
  await choose.click();
  const dialog = page.getByRole('dialog', { name: 'Upload a production image' });
  await expect(dialog).toBeVisible();

  await page
    .getByTestId('upload-file-input')
    .setInputFiles({ name: 'e2e-shirt.png', mimeType: 'image/png', buffer: TINY_PNG });
  const preview = dialog.getByRole('img', { name: 'Preview of e2e-shirt.png' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // The dialog asks what the photo shows, with an example and what an empty answer means.
  const alt = dialog.getByLabel('Alt text: what the photo shows');
  await expect(alt).toBeVisible();
  await alt.fill('Navy test shirt with a white chest print');

  const results = await axeOn(page).include('dialog').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  const presign = page.waitForRequest((request) => request.url().endsWith('/api/objects/upload'));
  const put = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('X-Amz-Signature'),
  );
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  expect((await presign).postDataJSON()).toEqual({
    filename: 'e2e-shirt.png',
    contentType: 'image/png',
    size: TINY_PNG.length,
  });
  expect((await put).status()).toBe(200);

  const status = page.getByText('Successfully uploaded: e2e-shirt.png');
  await expect(status).toBeVisible();
  await expect(status).toHaveCSS('color', SUCCESS_LIGHT);
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();

  const card = page.getByRole('listitem').filter({ hasText: 'e2e-shirt.png' }).first();
  await expect(card).toBeVisible();
  const thumbnail = card.getByRole('img', { name: 'Navy test shirt with a white chest print' });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  const src = await thumbnail.getAttribute('src');
  expect(src).toMatch(/^\/api\/product-images\/[0-9a-f-]{36}\/file$/);
  const file = await page.request.get(src ?? '');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-type']).toBe('image/png');
  expect(errors).toEqual([]);
});

test('an undescribed upload gets the phrase both alt-text hints promise, never its file name', async ({
  page,
}) => {
  const name = `IMG_${Date.now()}.png`;
  await signIn(page);
  await page.getByRole('button', { name: 'Choose Image to Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a production image' });
  await page
    .getByTestId('upload-file-input')
    .setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
  const alt = dialog.getByLabel('Alt text: what the photo shows');
  await expect(alt).toHaveAccessibleDescription(new RegExp(`visitors hear "${PROMISED_ALT}"`));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`Successfully uploaded: ${name}`)).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('img', { name: PROMISED_ALT, exact: true })).toBeVisible();

  // The gallery's own alt-text dialog makes the same promise.
  await card.getByRole('button', { name: `Edit alt text of ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Alt text: ${name}` });
  await expect(edit.getByText(`visitors hear "${PROMISED_ALT}"`, { exact: false })).toBeVisible();
  await expect(edit.getByText('use the file name', { exact: false })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('a failed upload shows the red failure line', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/product-images', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Choose Image to Upload' }).click();
  await page
    .getByTestId('upload-file-input')
    .setInputFiles({ name: 'fail.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click();
  const status = page.getByText('Upload failed. Please try again.');
  await expect(status).toBeVisible();
  await expect(status).toHaveCSS('color', DANGER_LIGHT);
  await expect(page.getByRole('listitem').filter({ hasText: 'fail.png' })).toHaveCount(0);
});

test('the client refuses a non-image before asking the server', async ({ page }) => {
  await signIn(page);
  let asked = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/objects/upload')) asked = true;
  });
  await page.getByRole('button', { name: 'Choose Image to Upload' }).click();
  const dialog = page.getByRole('dialog');
  await page
    .getByTestId('upload-file-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(dialog.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image.');
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  expect(asked).toBe(false);
});

test('keyboard only: open the dialog, drop a file, Escape closes and focus returns', async ({ page }) => {
  await signIn(page);
  const choose = page.getByRole('button', { name: 'Choose Image to Upload' });
  await expect(choose).toBeFocused(); // focus moves here after signing in
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload a production image' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Browse files' })).toBeFocused();

  // Focus stays inside the modal dialog while tabbing.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }

  // Drag and drop a file onto the drop zone.
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, TINY_PNG.toString('base64'));
  await page.getByTestId('upload-drop-zone').dispatchEvent('drop', { dataTransfer });
  await expect(dialog.getByRole('img', { name: 'Preview of dropped.png' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();
});

test('a signed-out visitor cannot get an upload URL', async ({ page }) => {
  await page.goto('/upload');
  const res = await page.request.post('/api/objects/upload', {
    data: { filename: 'a.png', contentType: 'image/png', size: 10 },
    headers: { Origin: `http://localhost:${E2E_PORT}` },
  });
  expect(res.status()).toBe(401);
});

test.describe('dark theme, 375 px', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 375, height: 740 } });

  test('the signed-in page and the open dialog pass axe (WCAG 2.2 AA)', async ({ page }) => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Uploaded Images' })).toBeVisible();
    await expect(page.getByText('Loading images...')).toHaveCount(0);
    await page.waitForTimeout(500); // let theme transitions settle so colours are final
    const pageResults = await axeOn(page).withTags(tags).analyze();
    expect(pageResults.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
    await page.getByRole('button', { name: 'Choose Image to Upload' }).click();
    await page
      .getByTestId('upload-file-input')
      .setInputFiles({ name: 'dark.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: 'Preview of dark.png' })).toBeVisible();
    const dialogResults = await axeOn(page).withTags(tags).include('dialog').analyze();
    expect(dialogResults.violations.map((v) => v.id)).toEqual([]);
  });
});
