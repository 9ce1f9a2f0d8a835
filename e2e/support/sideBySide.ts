// Which Chromium specs `npm test` runs two at a time (E2E_SIDE_BY_SIDE=true, e2e/package.json's
// `test`), before the rest, which run one at a time on a machine left to them. A spec is listed
// here only if it reads the served site and changes nothing another spec sees (no stored
// contact, upload, featured photo, deploy, sign-in failure or metric another spec counts), and
// nothing it checks is a duration or a count of frames, which a busy neighbour would move.
// Playwright still gives each spec file one worker, so tests within a file keep their order.
export const sideBySideSpecs = [
  'e2e/tests/accessibility.spec.ts',
  'e2e/tests/backToTop.spec.ts',
  'e2e/tests/brandFont.spec.ts',
  'e2e/tests/faqSearch.spec.ts',
  'e2e/tests/faqs.spec.ts',
  'e2e/tests/federation.spec.ts',
  'e2e/tests/hardening.spec.ts',
  'e2e/tests/heroLayout.spec.ts',
  'e2e/tests/home.spec.ts',
  'e2e/tests/hydration.spec.ts',
  'e2e/tests/integration.spec.ts',
  'e2e/tests/keyboard.spec.ts',
  'e2e/tests/layout.spec.ts',
  'e2e/tests/legalContents.spec.ts',
  'e2e/tests/marketing-a11y.spec.ts',
  'e2e/tests/marketing-budget.spec.ts',
  'e2e/tests/marketing-head.spec.ts',
  'e2e/tests/marketingNavigation.spec.ts',
  'e2e/tests/nearViewport.spec.ts',
  'e2e/tests/noJavaScript.spec.ts',
  'e2e/tests/notFound.spec.ts',
  'e2e/tests/pagePlacement.spec.ts',
  'e2e/tests/products.spec.ts',
  'e2e/tests/rawHtml.spec.ts',
  'e2e/tests/serverHead.spec.ts',
  'e2e/tests/shell.spec.ts',
  'e2e/tests/staticFiles.spec.ts',
  // Not fileCheckFixes.spec.ts: it times a fix (under 2 s).
  'remotes/filecheck/e2e/filecheck.spec.ts',
  'remotes/filecheck/e2e/fileCheckFirstLook.spec.ts',
].map((path) => `**/${path}`);
