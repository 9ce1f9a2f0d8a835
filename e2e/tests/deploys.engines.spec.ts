import { join } from 'node:path';
import { deployCli } from '../support/deployCli.ts';
import { siteRootWithoutForms } from '../support/deploySiteRoot.ts';
import { DESKTOP, type EnginePage } from '../support/engine.ts';
import {
  expectPath,
  expectVisible,
  mainHeading,
  waitUntilHydrated,
  waitUntilShellAwake,
} from '../support/engineChecks.ts';
import { expect, test } from '../support/engineFixture.ts';
import { prepareFormsVersions, V1_HEADING, V2_HEADING } from '../support/formsBuilds.ts';
import { startSiteServer } from '../support/siteServer.ts';

// In Firefox and WebKit: the forms remote is deployed (v2) and rolled back while a page opened
// on v1 stays open. The open page keeps working on v1 (a route it had not loaded, a real send),
// a reload gets v2, and after the rollback v1 again. A site server of its own serves the deploy
// folder, as `npm start` with SITE_DEPLOY_TARGET would.

function expectDeployed(result: { status: number | null; output: string }): void {
  expect(result.status, result.output).toBe(0);
}

async function expectContact(page: EnginePage, heading: string): Promise<void> {
  await expect.poll(() => mainHeading(page)).toBe(heading);
  await waitUntilHydrated(page);
}

test('a remote deployed and rolled back while a page is open', async ({ open }) => {
  test.setTimeout(300_000);
  const builds = prepareFormsVersions();
  const root = siteRootWithoutForms();
  const site = await startSiteServer({ SITE_ROOT: root, DATA_DIR: join(root, 'data') });
  try {
    expectDeployed(await deployCli('deploy', 'forms', ['--to', root, '--dist', builds.v1]));
    const page = await open(DESKTOP);
    await page.goto(`${site.url}/contact`);
    await expectContact(page, V1_HEADING);
    // The visitor reaches for the form: the shell comes alive, and links show pages in place.
    await page.click({ label: 'First Name *' });
    await waitUntilShellAwake(page);

    expectDeployed(await deployCli('deploy', 'forms', ['--to', root, '--dist', builds.v2]));
    await page.click({ css: 'footer a[href="/contact-cs"]' });
    await expectPath(page, '/contact-cs');
    await expect.poll(() => mainHeading(page)).toBe('Customer Service');
    await page.fill({ label: 'First Name *' }, 'Ada');
    await page.fill({ label: 'Last Name *' }, 'Lovelace');
    await page.fill({ label: 'Email *' }, `engine-deploys-${Date.now()}@example.com`);
    await page.fill({ label: 'How can we help? *' }, 'The open page still sends after a deploy.');
    await page.click({ role: 'button', name: 'Contact Customer Service' });
    await expectVisible(page, { text: 'Customer Service request sent!' });
    await page.click({ css: 'footer a[href="/contact"]' });
    await expectContact(page, V1_HEADING);
    expect(await page.pageErrors(), 'the page opened before the deploy').toEqual([]);

    await page.goto(`${site.url}/contact`);
    await expectContact(page, V2_HEADING);
    expectDeployed(await deployCli('rollback', 'forms', ['--to', root]));
    await page.goto(`${site.url}/contact`);
    await expectContact(page, V1_HEADING);
    expect(await page.pageErrors()).toEqual([]);
  } finally {
    await site.stop();
  }
});
