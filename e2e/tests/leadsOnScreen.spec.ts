import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, field, postLead, signIn } from '../support/leadsInbox.ts';

// The leads inbox on a phone and on a desktop: it fits the window, each lead reads whole, and a
// new lead is told from a handled one at a glance.

test.use({ colorScheme: 'light' });

test('on a phone each lead is a card: no sideways scroll, the heading said once, addresses break between their parts', async ({
  page,
}) => {
  const lastName = `Wrap${Date.now()}`;
  await postLead(page, lastName, 'A long address should wrap between its parts, not mid-word.');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await field(page, 'Search name, e-mail, company or message').fill(lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  // Nothing wider than the screen: the page does not scroll sideways, nor does any part of it.
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // Elements sticking out past the right edge, and boxes that scroll sideways.
    outside: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName}.${element.className}`),
    scrolling: [...document.querySelectorAll('main *')]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          /auto|scroll/.test(getComputedStyle(element).overflowX),
      )
      .map((element) => element.tagName),
  }));
  expect(overflow).toEqual({ page: 0, outside: [], scrolling: [] });
  // Every field of the lead is visible with its label, in one column.
  const card = page.getByRole('table').locator('tbody tr').first();
  await expect(card.getByRole('cell', { name: /From/ })).toBeVisible();
  // The form and status choices wait behind one button, so they do not fill the first screen.
  const filters = page.getByRole('button', { name: 'Filters and export' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await filters.click();
  await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
  await expect(page.getByText('Leads, newest first')).toHaveCount(1);
  await expect(page.getByText('SMTP_URL')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** Page and parts wider than the window, and boxes that scroll sideways or cut their text. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName}.${element.className}`),
    cut: [...document.querySelectorAll('main table tbody th, main table tbody td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `${cell.tagName} ${(cell.textContent ?? '').slice(0, 30)}`),
  }));
}

for (const width of [375, 1280]) {
  test(`at ${width} px the inbox fits the window and tells new leads from handled ones at a glance`, async ({
    page,
  }) => {
    const stamp = Date.now();
    // A long name, address, company and message: what used to widen the table.
    const lastName = `Vanderberg-Montgomery${stamp}`;
    await postLead(
      page,
      lastName,
      'Hello, we are planning a run of 2,400 embroidered polos for a corporate event in March and would like a quote.',
    );
    await postLead(page, `Handled${stamp}`, 'Already answered.');
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await field(page, 'Search name, e-mail, company or message').fill(String(stamp));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await rows
      .filter({ hasText: `Handled${stamp}` })
      .getByRole('button', { name: /^Open message/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark handled' }).click();
    await expect(dialog.getByText('Status changed to Handled.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    expect(await sidewaysOverflow(page)).toEqual({ page: 0, outside: [], cut: [] });
    const fresh = rows.filter({ hasText: lastName });
    const handled = rows.filter({ hasText: `Handled${stamp}` });
    // Every column in view, the whole name on one line: no break inside a word.
    const notification = await fresh.getByText('Notifications off').boundingBox();
    expect((notification?.x ?? 0) + (notification?.width ?? 0)).toBeLessThanOrEqual(width);
    const name = fresh.getByRole('button', { name: `Open message from Edith ${lastName}` });
    const lineHeight = await name.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    const nameBox = await name.boundingBox();
    if (width === 1280) expect(nameBox?.height ?? 0).toBeLessThan(lineHeight * 2.5);
    // The status in words, and a badge of another shape and colour, not only a thin bar.
    const badge = (row: typeof fresh) => row.locator('td').first().locator('span').first();
    await expect(badge(fresh)).toHaveText(/New/);
    await expect(badge(handled)).toHaveText(/Handled/);
    const look = (row: typeof fresh) =>
      badge(row).evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.color}`;
      });
    expect(await look(fresh)).not.toBe(await look(handled));
    await expectNoAxeViolations(page);
  });
}
