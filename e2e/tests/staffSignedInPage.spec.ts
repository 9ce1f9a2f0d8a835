import { expect, test } from '@playwright/test';
import { attributeMismatches, collectProblems } from '../support/hydrationProblems.ts';
import { E2E_STAFF } from '../support/server.ts';
import { submitStaffSignIn, uploadImage } from '../support/staffSession.ts';

// A staff page asked for with a live session comes back signed in: the server's HTML already
// shows the signed-in first screen (on /upload the upload card), so a sign-in is one page load,
// and the island later hydrates over that HTML, keeping it.

const signedInAs = `Signed in as ${E2E_STAFF.username}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signing in returns to /upload showing the upload card; Sign out returns it signed out', async ({
    page,
  }) => {
    await page.goto('/upload');
    await submitStaffSignIn(page);
    await expect(page).toHaveURL('/upload');
    await expect(page.getByRole('heading', { name: 'Upload New Image' })).toBeVisible();
    await expect(page.getByText(signedInAs)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Image to Upload' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    // The same page asked for again: for this browser only, never a shared cache.
    const again = await page.goto('/upload');
    expect(again?.headers()['cache-control']).toBe('private, no-cache');
    expect(again?.headers().vary).toContain('Cookie');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/upload#staff-sign-in-title');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByText(signedInAs)).toHaveCount(0);
  });

  test('a forged signed-in hint gets the page as everyone does', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'pod_signed_in', value: '1', url: baseURL ?? '' }]);
    const answer = await page.goto('/upload');
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload New Image' })).toHaveCount(0);
  });
});

// Before any script runs: whether the server's HTML shows the upload card, and its nodes.
const recordServerPage = () => {
  const marker = window as unknown as { __serverCard?: boolean; __serverNodes?: Element[] };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive' || marker.__serverNodes) return;
    marker.__serverCard = document.getElementById('upload-new-image-title') !== null;
    marker.__serverNodes = [...document.querySelectorAll('[data-island-app] *')];
  });
};

test('with JavaScript: the signed-in page hydrates without a mismatch, uploads and signs out', async ({
  page,
}) => {
  await page.goto('/upload');
  await submitStaffSignIn(page);
  await expect(page.getByRole('heading', { name: 'Upload New Image' })).toBeVisible();

  // The page as the server sends it to a signed-in browser.
  await page.addInitScript(recordServerPage);
  const problems = collectProblems(page);
  await page.goto('/upload');
  expect(await page.evaluate(() => (window as { __serverCard?: boolean }).__serverCard)).toBe(true);
  await expect(page.locator('[data-island="UploadTool"][data-island-hydrated]')).toHaveCount(1);
  // Staff tools that load once hydrated (featured photos) come after: every server node stays.
  await expect(page.getByRole('heading', { name: 'Featured on Home and Products' })).toBeVisible();
  const replaced = await page.evaluate(() =>
    ((window as { __serverNodes?: Element[] }).__serverNodes ?? [])
      .filter((node) => !node.isConnected)
      .map((node) => `<${node.tagName.toLowerCase()}> ${node.textContent?.slice(0, 40)}`),
  );
  expect(replaced, 'every server node of the island is kept').toEqual([]);
  expect(await page.evaluate(attributeMismatches)).toEqual([]);
  expect(problems, 'no hydration or console errors').toEqual([]);

  await uploadImage(page, 'e2e-signed-in-page.png');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText(signedInAs)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('with JavaScript: /staff/leads comes signed in (no sign-in card) and shows the inbox once hydrated', async ({
  page,
}) => {
  await page.goto('/staff/leads');
  await submitStaffSignIn(page);
  await expect(page.getByText(signedInAs)).toBeVisible();
  const problems = collectProblems(page);
  const html = await (await page.request.get('/staff/leads')).text();
  expect(html).toContain('Loading leads...');
  expect(html).not.toContain('name="password"');
  await page.goto('/staff/leads');
  await expect(page.getByText(signedInAs)).toBeVisible();
  await expect(page.locator('[data-island="LeadsGate"][data-island-hydrated]')).toHaveCount(1);
  expect(problems).toEqual([]);
});
