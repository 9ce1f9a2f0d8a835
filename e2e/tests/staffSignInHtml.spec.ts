import { expect, test } from '@playwright/test';
import { axeOn } from '../support/axeOn.ts';
import { E2E_STAFF } from '../support/server.ts';

// JavaScript off: staff sign-in is a plain HTML form. The server signs in and returns to the
// staff page (303), or sends the page back with its message and the username kept.
test.use({ javaScriptEnabled: false });

test('staff sign-in works without JavaScript: a wrong password comes back, the right one returns to the page', async ({
  page,
  context,
}) => {
  await page.goto('/staff/leads');
  await page.getByLabel('Username').fill(E2E_STAFF.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The staff page again, as the answer to the post.
  await expect(page).toHaveURL('/staff/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads inbox');
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.locator('[data-error-summary]')).toContainText('Invalid username or password.');
  await expect(page.getByLabel('Username')).toHaveValue(E2E_STAFF.username);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/staff/leads');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'pod_session')?.httpOnly).toBe(true);
});

test.describe('the page the server answers a wrong password with', () => {
  // axe runs in the page: scripts on, the page's own code held back, so the press posts natively.
  test.use({ javaScriptEnabled: true });

  test('passes axe', async ({ page }) => {
    await page.route(/\/(static|remotes)\/.*\.js$/, (route) => route.abort());
    await page.goto('/upload');
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('[data-error-summary]')).toContainText('Invalid username or password.');
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  });
});
