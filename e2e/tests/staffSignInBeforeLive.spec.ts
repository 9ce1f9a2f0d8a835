import { expect, test } from '@playwright/test';
import { submitStaffSignIn } from '../support/staffSession.ts';

// The staff pages' sign-in before any page script runs: it reads and works as ready, and the
// page's code comes only when the visitor reaches for the form.

test.use({ colorScheme: 'light' });

for (const path of ['/upload', '/staff/leads', '/staff/vitals']) {
  test(`${path}: a visitor runs no page script until reaching for the sign-in form, which looks ready all along, then signs in`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(scripts.filter((script) => !script.startsWith('/vitals-build/'))).toEqual([]);
    // Not yet live, but with scripts on it reads and acts as ready: the head's script enabled it.
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(signIn).toBeEnabled();
    await expect(page.getByText('Signing in needs JavaScript')).toBeHidden();
    await submitStaffSignIn(page);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Signed in, the page comes to life at load, untouched.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
}
