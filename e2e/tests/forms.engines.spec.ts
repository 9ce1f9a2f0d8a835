import { siteDatabasePath } from '@pod/api/sqliteFile';
import Database from 'better-sqlite3';
import { PHONE } from '../support/engine.ts';
import { expectVisible, waitUntilHydrated } from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { e2eDataDir } from '../support/server.ts';

// Both contact forms send, in Firefox and WebKit, at a phone's width: the visitor sees the
// success message and the test server stores the message.

const forms = [
  {
    path: '/contact',
    messageLabel: 'Message *',
    submit: 'Send Message',
    success: 'Message sent successfully!',
  },
  {
    path: '/contact-cs',
    messageLabel: 'How can we help? *',
    submit: 'Contact Customer Service',
    success: 'Customer Service request sent!',
  },
] as const;

function storedMessages(email: string): { message: string }[] {
  const db = new Database(siteDatabasePath(e2eDataDir()), { fileMustExist: true });
  try {
    return db.prepare('SELECT message FROM contacts WHERE email = ?').all(email) as { message: string }[];
  } finally {
    db.close();
  }
}

for (const form of forms) {
  test(`${form.path} sends and the message is stored`, async ({ open, engineName }) => {
    const email = `engine-${engineName}-${form.path.slice(1)}-${Date.now()}@example.com`;
    const page = await open(PHONE);
    await page.goto(form.path);
    await waitUntilHydrated(page);
    await page.fill({ label: 'First Name *' }, 'Grace');
    await page.fill({ label: 'Last Name *' }, 'Hopper');
    await page.fill({ label: 'Email *' }, email);
    await page.fill({ label: form.messageLabel }, `Sent from ${engineName}.`);
    await page.click({ role: 'button', name: form.submit });
    await expectVisible(page, { text: form.success });
    await expect.poll(() => storedMessages(email)).toEqual([{ message: `Sent from ${engineName}.` }]);
    expect(await page.pageErrors()).toEqual([]);
  });
}
