import { expect, test } from '@playwright/test';
import {
  checkedPages,
  colorSchemes,
  openCheckedPage,
  signInStaff,
  themeCookie,
} from '../support/checkedPages.ts';
import { codeSnifferErrors, equalAccessViolations, findingLines } from '../support/inPageCheckers.ts';
import { settleColours } from '../support/settledColours.ts';

// Every page the site serves (every route, the 404, a search, each no-script answer, staff signed
// in), in both themes, loaded once: no violation from IBM Equal Access and no WCAG 2 AA error
// from HTML_CodeSniffer, both run in the page as it stands once loaded. axe runs on the same
// routes in accessibility.spec.ts.

// The checkers are injected as inline scripts, which the site's policy would refuse.
test.use({ bypassCSP: true });

for (const theme of colorSchemes) {
  test.describe(`in-page checkers, ${theme}`, () => {
    test.use({ colorScheme: theme });

    for (const checked of checkedPages()) {
      test(checked.name, async ({ page, context, baseURL }) => {
        test.setTimeout(60_000);
        const origin = baseURL ?? '';
        await context.addCookies([themeCookie(theme, origin)]);
        if (checked.signedIn) await signInStaff(context.request, origin);
        await openCheckedPage(page, checked);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await settleColours(page);
        const ibm = findingLines(await equalAccessViolations(page));
        const htmlcs = findingLines(await codeSnifferErrors(page));
        expect.soft(ibm, `IBM Equal Access:\n${ibm.join('\n')}`).toEqual([]);
        expect.soft(htmlcs, `HTML_CodeSniffer:\n${htmlcs.join('\n')}`).toEqual([]);
      });
    }
  });
}

// The control: each checker, run as every test above runs it, finds what it should.
test('the in-page checkers report an unlabelled field and an image without a text alternative', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Control</title><main><h1>Control</h1>' +
      '<input type="text"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>',
  );
  const ibm = (await equalAccessViolations(page)).map((finding) => finding.rule);
  expect(ibm).toEqual(expect.arrayContaining(['input_label_exists', 'img_alt_valid']));
  const htmlcs = (await codeSnifferErrors(page)).map((finding) => finding.rule);
  expect(htmlcs.some((rule) => rule.includes('H37'))).toBe(true);
  expect(htmlcs.some((rule) => rule.includes('F68') || rule.includes('H44') || rule.includes('H91'))).toBe(
    true,
  );
});
