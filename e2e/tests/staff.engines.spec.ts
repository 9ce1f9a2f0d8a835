import { DESKTOP, type EnginePage, PHONE } from '../support/engine.ts';
import { countOf, expectPath, expectVisible, waitUntilHydrated } from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { fileOnDisk } from '../support/fileOnDisk.ts';
import { E2E_STAFF } from '../support/server.ts';
import { TINY_PNG } from '../support/staffSession.ts';

// The staff tools, in Firefox and WebKit: sign in and upload a production image; a lead sent
// through the contact form shows in the leads inbox.

async function signIn(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilHydrated(page);
  await page.fill({ label: 'Username' }, E2E_STAFF.username);
  await page.fill({ label: 'Password' }, E2E_STAFF.password);
  await page.click({ role: 'button', name: 'Sign in' });
}

test('staff signs in on /upload and uploads a PNG', async ({ open, engineName }) => {
  const name = `engine-${engineName}-${Date.now()}.png`;
  const page = await open(PHONE);
  await signIn(page, '/upload');
  await page.click({ role: 'button', name: 'Choose Image to Upload' });
  await expectVisible(page, { role: 'dialog', name: 'Upload a production image' });
  await page.chooseFile({ css: '[data-testid="upload-file-input"]' }, fileOnDisk(name, TINY_PNG));
  await expectVisible(page, { role: 'img', name: `Preview of ${name}` });
  await page.click({ role: 'button', name: 'Upload' });
  await expectVisible(page, { text: `Successfully uploaded: ${name}` }, 30_000);
  // The new card's thumbnail is served back and decodes.
  await expect
    .poll(() =>
      page.evaluate((file: string) => {
        const card = [...document.querySelectorAll('li')].find((li) => li.textContent?.includes(file));
        const img = card?.querySelector('img');
        return img ? img.complete && img.naturalWidth : 0;
      }, name),
    )
    .toBe(2);
  expect(await page.pageErrors()).toEqual([]);
});

test('a lead sent through /contact shows in the leads inbox', async ({ open, engineName }) => {
  const lastName = `Engine${engineName}${Date.now()}`;
  const page = await open(DESKTOP);
  await page.goto('/contact');
  await waitUntilHydrated(page);
  await page.fill({ label: 'First Name *' }, 'Edith');
  await page.fill({ label: 'Last Name *' }, lastName);
  await page.fill({ label: 'Email *' }, `${lastName.toLowerCase()}@example.com`);
  await page.fill({ label: 'Message *' }, 'Quote for 120 tees, please.');
  await page.click({ role: 'button', name: 'Send Message' });
  await expectVisible(page, { text: 'Message sent successfully!' });

  await signIn(page, '/staff/leads');
  await expectVisible(page, { css: 'table' });
  await page.fill({ label: 'Search name, e-mail, company or message' }, lastName);
  await page.click({ role: 'button', name: 'Search' });
  await expectPath(page, `/staff/leads?q=${lastName}`);
  await expect.poll(() => countOf(page, 'table tbody tr')).toBe(1);
  expect(await page.textOf({ css: 'table tbody tr' })).toContain('Quote for 120 tees, please.');
  expect(await page.pageErrors()).toEqual([]);
});
