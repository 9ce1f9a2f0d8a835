import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, field, postLead, sendLead, signIn } from '../support/leadsInbox.ts';
import { E2E_STAFF } from '../support/server.ts';

// The staff leads inbox at /staff/leads (upload remote), fed by the real /contact form: finding,
// opening and handling a lead, by mouse and by keyboard, and its axe checks.

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
  await postLead(page, lastName, 'Keyboard lead');
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
      await postLead(page, `Axe${colorScheme}${Date.now()}`, 'Axe check lead');
      await signIn(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      // Fonts in and transitions over, so contrast is read as shown. Not 'networkidle': the
      // sign-in post can leave a footer page's prefetch cancelled mid-flight, which Playwright
      // may count as a request forever in flight.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(600);
      await expectNoAxeViolations(page);
    });
  });
}

test('a lead link from the notification mail opens that lead (after sign-in)', async ({ page }) => {
  const lastName = `Link${Date.now()}`;
  await postLead(page, lastName, 'Deep link lead');
  await signIn(page);
  const res = await page.request.get(`/api/contacts?q=${lastName}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  await page.goto(`/staff/leads?lead=${items[0]?.id}`);
  await expect(page.getByRole('dialog', { name: `Edith ${lastName}` })).toBeVisible();
});
