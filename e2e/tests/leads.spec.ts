import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_STAFF } from '../support/server.ts';
import { submitStaffSignIn } from '../support/staffSession.ts';

// The staff leads inbox at /staff/leads (upload remote), fed by the real /contact form.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

/** Sends a sales lead through the public form, as a visitor would. */
async function sendLead(page: Page, lastName: string, message: string) {
  await page.goto('/contact');
  await field(page, 'First Name *').fill('Edith');
  await field(page, 'Last Name *').fill(lastName);
  await field(page, 'Email *').fill(`${lastName.toLowerCase()}@example.com`);
  await field(page, 'Company').fill('=HYPERLINK("http://evil.example")');
  await field(page, 'Message *').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
}

async function signIn(page: Page) {
  await page.goto('/staff/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads inbox' })).toBeVisible();
  await submitStaffSignIn(page);
  await expect(page.getByRole('table')).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

test.use({ colorScheme: 'light' });

test('signed out: the sign-in card, no leads; the page is noindex and not in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/staff/leads');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText('The leads inbox is for staff.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('banner').getByRole('link', { name: /leads/i })).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/staff/leads');
  const api = await request.get('/api/contacts');
  expect(api.status()).toBe(401);
});

test('staff finds a lead just sent, opens it, marks it handled, filters and exports', async ({ page }) => {
  const lastName = `Clarke${Date.now()}`;
  const message = `Quote for 120 tees, please.\nSecond line <b>not bold</b>`;
  await sendLead(page, lastName, message);
  await signIn(page);
  await expect(page.getByText('E-mail notifications are off', { exact: false })).toBeVisible();

  await field(page, 'Search name, e-mail, company or message').fill(lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText('Sales');
  await expect(row).toContainText('Quote for 120 tees, please.');
  await expect(row).not.toContainText('Second line');
  await expect(row).toContainText('New');
  await expect(row).toContainText('Notifications off');
  await expect(row.getByRole('link', { name: `${lastName.toLowerCase()}@example.com` })).toHaveAttribute(
    'href',
    `mailto:${lastName.toLowerCase()}@example.com`,
  );

  await row.getByRole('button', { name: `Open message from Edith ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edith ${lastName}` });
  await expect(dialog).toBeVisible();
  // Whole message, line breaks kept, markup shown as text.
  await expect(dialog.getByText('Second line <b>not bold</b>', { exact: false })).toBeVisible();
  await expect(dialog.locator('b')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${lastName.toLowerCase()}@example\\.com\\?subject=Re%3A`),
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(dialog.getByText('Status changed to Handled.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Handled');

  await page.getByLabel('Status', { exact: true }).selectOption('new');
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('handled');
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Form', { exact: true }).selectOption('customer_service');
  await expect(page.getByText('No leads match these filters.')).toBeVisible();
  await page.getByLabel('Form', { exact: true }).selectOption('sales');
  await expect(rows).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  // Every cell is quoted, so no spreadsheet locale can split one into a formula.
  expect(lines[0]).toContain('"Received (UTC)","Form","Status"');
  expect(csv).toContain(`,"Sales","handled","Edith","${lastName}",`);
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(csv).toContain('"Quote for 120 tees, please.\nSecond line <b>not bold</b>"');
});

test('keyboard only: sign in, search, open a lead, change status, close back to the row', async ({
  page,
}) => {
  const lastName = `Keys${Date.now()}`;
  await sendLead(page, lastName, 'Keyboard lead');
  await page.goto('/staff/leads');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(E2E_STAFF.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_STAFF.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table')).toBeVisible();

  const search = field(page, 'Search name, e-mail, company or message');
  await search.focus();
  await page.keyboard.type(lastName);
  await page.keyboard.press('Enter');
  const open = page.getByRole('button', { name: `Open message from Edith ${lastName}` });
  await expect(open).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  for (let i = 0; i < 20; i++) {
    if (await open.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(open).toBeFocused();
  const outline = await open.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Edith ${lastName}` });
  await expect(dialog).toBeVisible();
  const spam = dialog.getByRole('button', { name: 'Mark as spam' });
  for (let i = 0; i < 10; i++) {
    if (await spam.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(spam).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Status changed to Spam.')).toBeVisible();
  await expect(spam).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Spam');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme}`, () => {
    test.use({ colorScheme });
    test(`the signed-in inbox has no violations (${colorScheme})`, async ({ page }) => {
      await sendLead(page, `Axe${colorScheme}${Date.now()}`, 'Axe check lead');
      await signIn(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      await expectNoAxeViolations(page);
    });
  });
}

test('a lead link from the notification mail opens that lead (after sign-in)', async ({ page }) => {
  const lastName = `Link${Date.now()}`;
  await sendLead(page, lastName, 'Deep link lead');
  await signIn(page);
  const res = await page.request.get(`/api/contacts?q=${lastName}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  await page.goto(`/staff/leads?lead=${items[0]?.id}`);
  await expect(page.getByRole('dialog', { name: `Edith ${lastName}` })).toBeVisible();
});

test('on a phone each lead is a card: no sideways scroll, the heading said once, addresses break between their parts', async ({
  page,
}) => {
  const lastName = `Wrap${Date.now()}`;
  await sendLead(page, lastName, 'A long address should wrap between its parts, not mid-word.');
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
    await sendLead(
      page,
      lastName,
      'Hello, we are planning a run of 2,400 embroidered polos for a corporate event in March and would like a quote.',
    );
    await sendLead(page, `Handled${stamp}`, 'Already answered.');
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
