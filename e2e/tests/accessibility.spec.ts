import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeVariants, WCAG_TAGS } from '../support/axeVariants.ts';
import { siteRoutes } from '../support/routes.ts';

for (const variant of axeVariants) {
  test.describe(`axe, ${variant.name}`, () => {
    test.use({ colorScheme: variant.colorScheme, viewport: variant.viewport });

    for (const route of siteRoutes) {
      test(route, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', variant.colorScheme);
        // Let lazy content and transitions settle so colours are final.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1200);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
        );
        expect(summary, summary.join('\n')).toEqual([]);
      });
    }
  });
}
