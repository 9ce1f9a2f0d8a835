import { PHONE } from '../support/engine.ts';
import { expectPath, expectVisible, mainHeading } from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { expectedRoutes } from '../support/expectedRoutes.ts';

// Scripts off, in Firefox (javascript.enabled off for the browser: the context option is not
// honoured over BiDi) and WebKit (MiniBrowser's enable-javascript-markup off): every route reads,
// the header links work at a phone's width, and the forms say that sending needs JavaScript.

const scriptsRan = (page: { evaluate: <R>(fn: () => R) => Promise<R> }) =>
  page.evaluate(() => document.documentElement.dataset.theme !== undefined);

test('every route reads, with its header and footer, at a phone width', async ({ openWithoutScripts }) => {
  const page = await openWithoutScripts(PHONE);
  for (const route of expectedRoutes()) {
    expect(await page.goto(route.path), route.path).toBe(route.status);
    expect(await scriptsRan(page), `${route.path}: no script of the page ran`).toBe(false);
    expect(await mainHeading(page), route.path).toBe(route.heading);
    expect(
      await page.evaluate(() => !!document.querySelector('header') && !!document.querySelector('footer')),
    ).toBe(true);
    expect(
      await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth)),
      route.path,
    ).toBe(0);
  }
});

test('header links navigate with full page loads, and the form says sending needs JavaScript', async ({
  openWithoutScripts,
}) => {
  const page = await openWithoutScripts(PHONE);
  await page.goto('/');
  await page.click({ css: 'header a[href="/products"]' });
  await expectPath(page, '/products');
  await expect.poll(() => mainHeading(page)).toBe('Products');
  await page.goto('/contact');
  await expectVisible(page, { text: /Sending this form needs JavaScript/ });
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('main button[type="submit"]')].every(
        (b) => (b as HTMLButtonElement).disabled,
      ),
    ),
  ).toBe(true);
});
