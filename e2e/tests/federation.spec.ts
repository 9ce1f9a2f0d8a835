import { expect, test } from '@playwright/test';
import { salesContact } from '@pod/forms/content/formsContent';
import { waitForShellAwake } from '../support/hydration.ts';
import { countReactRenderers, reactRendererCount } from '../support/reactRenderers.ts';

test('one React and one styled-components instance across the shell and all three remotes', async ({
  page,
}) => {
  await countReactRenderers(page);
  // A staff page is never shown in place, so the session starts there: the sign-in card, reached
  // for, starts the shell; from then on every site link is shown in place.
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Production Image Upload' })).toBeVisible();
  await page.getByRole('main').getByLabel('Username').focus();
  await waitForShellAwake(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // Visit a page from every other remote in the same page session (client-side navigation).
  for (const [link, path] of [
    ['Contact Us', '/contact'],
    ['Why Us', '/why-us'],
  ] as const) {
    await page.getByRole('banner').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.locator('main h1')).toBeVisible();
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page.locator('main h1')).toHaveText('Frequently Asked Questions');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  expect(await reactRendererCount(page)).toBe(1);
  // Each styled-components instance owns one <style data-styled> sheet.
  expect(await page.locator('style[data-styled]').count()).toBe(1);
  // And the share scope took each singleton from one provider only.
  const providers = await page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; from: string }>;
    type Scope = Record<string, Record<string, Versions>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scope> } })
      .__FEDERATION__.__SHARE__;
    const from: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const info of Object.values(versions)) {
          if (!info.loaded) continue;
          from[pkg] = [...new Set([...(from[pkg] ?? []), info.from])];
        }
      }
    }
    return from;
  });
  for (const pkg of [
    'react',
    'react-dom',
    'styled-components',
    '@tanstack/react-query',
    '@pod/shared-ui',
    '@pod/router',
  ]) {
    expect(providers[pkg], `${pkg} providers`).toHaveLength(1);
  }
});

test('a dead remote leaves header, footer and other routes working, with a retry', async ({ page }) => {
  let formsDown = true;
  await page.route('**/remotes/forms/**', (route) =>
    formsDown ? route.abort('connectionrefused') : route.continue(),
  );
  // First load: the page's server HTML stays readable although its JavaScript never arrives.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: salesContact.heading })).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Why Us' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes still work.
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);

  // Once the shell is awake (Back to Top, on /terms, wakes near the screen), a move to the dead
  // remote's page is in place: the fallback, then "Try again" loads the page in place once the
  // remote is back, through the federation runtime: the document is not reloaded (header and
  // footer never went away).
  await page.goto('/terms');
  await page.getByRole('link', { name: 'Back to Top' }).scrollIntoViewIfNeeded();
  await waitForShellAwake(page);
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  formsDown = false;
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: salesContact.heading })).toBeVisible();
  await expect(page.locator('main [data-page-root="forms"]')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('start-up survives every remote being offline', async ({ page }) => {
  await page.route('**/remotes/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The server's HTML of the page stays, and the shell's own parts with it.
  await expect(page.locator('main h1')).toBeVisible();
  // The head's scripts ran (the theme script's mark).
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  // Before the shell is awake a link loads the page from the server: readable without its code.
  await page.getByRole('banner').getByRole('link', { name: 'Why Us' }).click();
  await expect(page).toHaveURL('/why-us');
  await expect(page.locator('main h1')).toBeVisible();
  // Once the shell is awake (the FAQ search, reached for, starts it; its own code never comes), a
  // client-side move to another remote page shows the fallback, not a blank page.
  await page.goto('/faqs');
  await page.getByRole('searchbox').focus();
  await waitForShellAwake(page);
  await page.getByRole('banner').getByRole('link', { name: 'Why Us' }).click();
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
  // The shell's own screen still works.
  await page.goto('/definitely-missing');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
