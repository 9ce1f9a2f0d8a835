import { expect, test } from '@playwright/test';

// This remote's own end-to-end specs: `pnpm --filter @pod/filecheck test` runs them (and
// `npm test` runs every spec), against the whole site built from this tree.
test('/file-check arrives server-rendered and hydrates', async ({ page }) => {
  const raw = await (await page.request.get('/file-check')).text();
  expect(raw).toContain('Check Your Print File');
  await page.goto('/file-check');
  await expect(page.locator('main h1')).toHaveText('Check Your Print File');
  await expect(page.locator('main [data-page-root="filecheck"]')).toHaveAttribute('data-hydrated', 'true');
});
