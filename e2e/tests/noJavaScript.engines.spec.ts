import { siteDatabasePath } from '@pod/api/sqliteFile';
import Database from 'better-sqlite3';
import { PHONE } from '../support/engine.ts';
import { expectPath, expectVisible, mainHeading } from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { expectedRoutes } from '../support/expectedRoutes.ts';
import { e2eDataDir } from '../support/server.ts';

// Scripts off, in Firefox (javascript.enabled off for the browser: the context option is not
// honoured over BiDi) and WebKit (MiniBrowser's enable-javascript-markup off): every route reads,
// the header links work at a phone's width, and a contact form sends as plain HTML (the server
// answers a problem with the page again, and a sent message with its success page).

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

test('header links navigate with full page loads, and the contact form sends as plain HTML', async ({
  openWithoutScripts,
  engineName,
}) => {
  const page = await openWithoutScripts(PHONE);
  await page.goto('/');
  await page.click({ css: 'header a[href="/products"]' });
  await expectPath(page, '/products');
  await expect.poll(() => mainHeading(page)).toBe('Products');
  await page.goto('/contact');
  // Sent with a field missing: the page again, the value kept, the summary and the message.
  await page.fill({ label: 'Last Name *' }, 'Hopper');
  await page.click({ role: 'button', name: 'Send Message' });
  await expectVisible(page, { text: 'There is a problem' });
  await expectVisible(page, { text: 'First Name: Required' });
  expect(await page.evaluate(() => document.title.startsWith('Error: '))).toBe(true);
  expect(
    await page.evaluate(() => (document.querySelector('input[name="lastName"]') as HTMLInputElement).value),
  ).toBe('Hopper');
  const email = `nojs-engine-${engineName}-${Date.now()}@example.com`;
  await page.fill({ label: 'First Name *' }, 'Grace');
  await page.fill({ label: 'Email *' }, email);
  await page.fill({ label: 'Message *' }, `Sent without scripts from ${engineName}.`);
  await page.click({ role: 'button', name: 'Send Message' });
  await expectPath(page, '/contact/sent');
  await expect.poll(() => mainHeading(page)).toBe('Message sent successfully!');
  await expect.poll(() => storedCount(email)).toBe(1);
});

function storedCount(email: string): number {
  const db = new Database(siteDatabasePath(e2eDataDir()), { fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM contacts WHERE email = ?').get(email) as { n: number }).n;
  } finally {
    db.close();
  }
}
