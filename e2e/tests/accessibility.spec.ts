import { expect, test } from '@playwright/test';
import { axeOn, violationSummary } from '../support/axeOn.ts';
import { axeVariants, WCAG_TAGS } from '../support/axeVariants.ts';
import { siteRoutes } from '../support/routes.ts';
import { settleColours } from '../support/settledColours.ts';

// Every route, light and dark, desktop and 375 px: no axe violations (WCAG 2.2 AA), and no page
// error, console error or failed request on the way. At 375 px the visitor prefers reduced
// motion, so both the moving and the still slideshow are checked.

for (const variant of axeVariants) {
  test.describe(`axe, ${variant.name}`, () => {
    test.use({
      colorScheme: variant.colorScheme,
      viewport: variant.viewport,
      reducedMotion: variant.viewport.width < 768 ? 'reduce' : 'no-preference',
    });

    for (const route of siteRoutes) {
      test(route, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // Failed requests are reported below with their URL instead.
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
            errors.push(message.text());
          }
        });
        page.on('response', (response) => {
          // The unknown path's own 404 is the answer it should get.
          const isPage =
            response.request().isNavigationRequest() && response.request().frame() === page.mainFrame();
          if (response.status() >= 400 && !isPage) errors.push(`${response.status()} ${response.url()}`);
        });
        await page.goto(route);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
        await settleColours(page);
        const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
        const summary = violationSummary(results);
        expect(summary, summary.join('\n')).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

// The control: the checker run as every test above runs it finds what it should.
test('axe, run in the page, reports an unlabelled field and text below contrast', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Control</title><main><h1>Control</h1><input type="text">' +
      '<p style="color:#bbb;background:#fff">Faint words</p></main></html>',
  );
  const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id).sort()).toEqual(['color-contrast', 'label']);
});
