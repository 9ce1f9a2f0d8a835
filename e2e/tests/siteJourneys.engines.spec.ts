import { PHONE } from '../support/engine.ts';
import { expectPath, expectVisible, mainHeading, waitUntilHydrated } from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';

// The shell's scripted parts, in Firefox and WebKit: the phone menu and the theme switch.

const menuShown = (page: { evaluate: <R>(fn: () => R) => Promise<R> }) =>
  page.evaluate(() => {
    const toggle = document.querySelector('header button[aria-expanded]');
    const list = document.querySelector('nav[aria-label="Main"] ul');
    return {
      expanded: toggle?.getAttribute('aria-expanded') ?? null,
      listVisible: list ? list.checkVisibility({ visibilityProperty: true }) : false,
    };
  });

test('the phone menu opens, closes, and closes again when a link is chosen', async ({ open }) => {
  const page = await open(PHONE);
  await page.goto('/');
  await waitUntilHydrated(page);
  const toggle = { role: 'button', name: /navigation menu/ } as const;
  expect(await menuShown(page)).toEqual({ expanded: 'false', listVisible: false });
  await page.click(toggle);
  await expect.poll(() => menuShown(page)).toEqual({ expanded: 'true', listVisible: true });
  await page.click(toggle);
  await expect.poll(() => menuShown(page)).toEqual({ expanded: 'false', listVisible: false });
  await page.click(toggle);
  await page.click({ css: 'nav[aria-label="Main"] a[href="/integration"]' });
  await expectPath(page, '/integration');
  await expect.poll(() => mainHeading(page)).toBe('Integration Options');
  await expect.poll(() => menuShown(page)).toEqual({ expanded: 'false', listVisible: false });
  expect(await page.pageErrors()).toEqual([]);
});

const theme = (page: { evaluate: <R>(fn: () => R) => Promise<R> }) =>
  page.evaluate(() => document.documentElement.dataset.theme ?? null);

test('the theme switch changes the theme, and the choice outlives a reload', async ({ open }) => {
  const page = await open(PHONE);
  await page.goto('/');
  await waitUntilHydrated(page);
  const before = await theme(page);
  expect(['light', 'dark']).toContain(before);
  const other = before === 'light' ? 'dark' : 'light';
  await page.click({ role: 'button', name: `Switch to ${other} theme` });
  await expect.poll(() => theme(page)).toBe(other);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/faqs');
  await expect.poll(() => theme(page)).toBe(other);
  await waitUntilHydrated(page);
  await expectVisible(page, { role: 'button', name: `Switch to ${before} theme` });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  expect(await page.pageErrors()).toEqual([]);
});
