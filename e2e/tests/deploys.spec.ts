import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startBucketTarget } from '../support/bucketTarget.ts';
import { deployCli, deployKilledBeforeSwitch } from '../support/deployCli.ts';
import { siteRootWithoutForms } from '../support/deploySiteRoot.ts';
import { type FormsBuilds, prepareFormsBuilds, V1_HEADING, V2_HEADING } from '../support/formsBuilds.ts';
import { waitForShellAwake } from '../support/hydration.ts';
import { type RunningSite, startSiteServer } from '../support/siteServer.ts';
import { watchedPage } from '../support/watchedPage.ts';

// Versioned deploys of the forms remote, against real builds, a real site server
// and real deploy commands: to a folder (a site root, as `npm start` serves) and to a bucket
// on the embedded S3-compatible server. What a deploy refuses: deployRefusals.spec.ts.
test.describe.configure({ mode: 'serial' });

let builds: FormsBuilds;
test.beforeAll(() => {
  test.setTimeout(180_000);
  builds = prepareFormsBuilds();
});

async function expectContactPage(page: Page, heading: string): Promise<void> {
  await expect(page.locator('main h1')).toHaveText(heading);
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
}

const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');

/** Every route of the deployed remote arrives server-rendered: its heading and its boot data. */
async function expectPrerendered(page: Page, site: RunningSite, heading: string): Promise<void> {
  for (const [path, h1] of [
    ['/contact', heading],
    ['/contact-cs', 'Customer Service'],
  ] as const) {
    const raw = await (await page.request.get(`${site.url}${path}`)).text();
    expect(raw, path).toContain(`<h1 tabindex="-1">${h1}</h1>`);
    expect(bootOf(raw), path).toMatchObject({ path, prerendered: true, page: { remote: 'forms' } });
  }
}

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

/**
 * Client-side navigation to /contact-cs (a chunk the page has not loaded yet) and a real submit.
 * The visitor first reaches for the form: that starts the shell, and only an awake shell shows
 * pages in place (before, a link loads the newest page from the server).
 */
async function navigateAndSubmit(page: Page): Promise<void> {
  await field(page, 'First Name *').focus();
  await waitForShellAwake(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact CS' }).click();
  await expect(page).toHaveURL(/\/contact-cs$/);
  await expect(page.locator('main h1')).toHaveText('Customer Service');
  await field(page, 'First Name *').fill('Ada');
  await field(page, 'Last Name *').fill('Lovelace');
  await field(page, 'Email *').fill(`deploys-${Date.now()}@example.com`);
  await field(page, 'How can we help? *').fill('Order 77: the open page still sends after a deploy.');
  await page.getByRole('button', { name: 'Contact Customer Service' }).click();
  await expect(page.getByText('Customer Service request sent!', { exact: true })).toBeVisible();
  // And back to the page it was opened on: still the build it started with.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Sales' }).click();
  await expectContactPage(page, V1_HEADING);
}

function expectOk(result: { status: number | null; output: string }): string {
  expect(result.status, result.output).toBe(0);
  return result.output;
}

interface Target {
  name: string;
  setUp(): Promise<{ to: string; env: Record<string, string>; site: RunningSite; tearDown(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'a folder (the site root)',
    async setUp() {
      const root = siteRootWithoutForms();
      const site = await startSiteServer({ SITE_ROOT: root, DATA_DIR: join(root, 'data') });
      return { to: root, env: {}, site, tearDown: () => site.stop() };
    },
  },
  {
    name: 'a bucket on the embedded S3 server',
    setUp: () => startBucketTarget(siteRootWithoutForms()),
  },
];

for (const target of targets) {
  test(`deploy to ${target.name}: open pages keep working, new loads get v2, rollback brings v1 back, a killed deploy changes nothing`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { to, env, site, tearDown } = await target.setUp();
    try {
      expectOk(await deployCli('deploy', 'forms', ['--to', to, '--dist', builds.v1], env));
      const open = await watchedPage(browser);
      await expectPrerendered(open.page, site, V1_HEADING);
      await open.page.goto(`${site.url}/contact`);
      await expectContactPage(open.page, V1_HEADING);

      const deployed = expectOk(await deployCli('deploy', 'forms', ['--to', to, '--dist', builds.v2], env));
      expect(deployed).toContain('contract check: forms');
      // The page opened on v1 keeps working: it loads v1's chunks for a route it had not
      // visited, submits, and comes back, with no failed request.
      await navigateAndSubmit(open.page);
      expect(open.failures).toEqual([]);

      // A new load gets v2, server-rendered, with no restart of the server.
      const fresh = await watchedPage(browser);
      await expectPrerendered(fresh.page, site, V2_HEADING);
      await fresh.page.goto(`${site.url}/contact`);
      await expectContactPage(fresh.page, V2_HEADING);

      expectOk(await deployCli('rollback', 'forms', ['--to', to], env));
      await fresh.page.reload();
      await expectContactPage(fresh.page, V1_HEADING);
      const listed = expectOk(await deployCli('versions', 'forms', ['--to', to], env));
      const lines = listed.split('\n').filter((line) => /^\s+\d{8}T/.test(line));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('LIVE');
      expect(lines[1]).not.toContain('LIVE');

      // A deploy killed after uploading its files, before the switch: v1 still serves, whole.
      await deployKilledBeforeSwitch('forms', ['--to', to, '--dist', builds.v2], env);
      const after = await watchedPage(browser);
      await after.page.goto(`${site.url}/contact`);
      await expectContactPage(after.page, V1_HEADING);
      await navigateAndSubmit(after.page);
      expect(after.failures).toEqual([]);
      expect(fresh.failures).toEqual([]);
      expect(expectOk(await deployCli('versions', 'forms', ['--to', to], env))).toContain('incomplete');
    } finally {
      await tearDown();
    }
  });
}

test('with the bucket frozen, pages answer from the last good pointer within a second, and health says so once no read has answered for ten timeouts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { to, env, site, proxy, tearDown } = await startBucketTarget(siteRootWithoutForms());
  try {
    expectOk(await deployCli('deploy', 'forms', ['--to', to, '--dist', builds.v1], env));
    expect(await (await page.request.get(`${site.url}/contact`)).text()).toContain(V1_HEADING);
    proxy.freeze();
    for (const path of ['/contact', '/contact-cs', '/']) {
      const started = Date.now();
      const response = await page.request.get(`${site.url}${path}`, { timeout: 5000 });
      expect(Date.now() - started, path).toBeLessThan(1000);
      expect(response.status(), path).toBe(200);
    }
    expect(await (await page.request.get(`${site.url}/contact`)).text()).toContain(V1_HEADING);
    // The frozen bucket is this server's upload storage too (one S3_ENDPOINT), so health
    // answers 503 naming storage, and still reports the deploy target it could not read.
    // A read only late is no failure: the target counts as unreadable once no read has
    // answered for ten timeouts (SITE_TARGET_TIMEOUT_MS 500: 5 s), and health reads it itself.
    let healthResponse = await page.request.get(`${site.url}/api/health`);
    await expect
      .poll(
        async () => {
          healthResponse = await page.request.get(`${site.url}/api/health`);
          return (await healthResponse.json()).deployTarget;
        },
        { timeout: 15_000, intervals: [500] },
      )
      .toMatchObject({ unreadable: { forms: expect.any(String) } });
    expect(healthResponse.status()).toBe(503);
    expect(await healthResponse.json()).toMatchObject({
      error: { code: 'storage_unavailable' },
      database: 'ok',
      storage: 'unavailable',
      deployTarget: { unreadable: { forms: expect.any(String) } },
    });
    proxy.thaw();
  } finally {
    await tearDown();
  }
});
