import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildFormsWithPage, buildNewTeamRemote } from '../support/appBuilds.ts';
import { deployCli } from '../support/deployCli.ts';
import { linkedSiteRoot } from '../support/deploySiteRoot.ts';
import { waitForShellAwake } from '../support/hydration.ts';
import { type RunningSite, startSiteServer } from '../support/siteServer.ts';

// Teams ship pages alone: a route a newly deployed remote brings, or a page an existing remote
// adds, is served by a server that was already running, from a shell that was built before it
// existed. Real builds (in temporary copies), the real deploy command, a real server.
test.describe.configure({ mode: 'serial' });

const repoRoot = join(import.meta.dirname, '..', '..');
const trackedState = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }) + execFileSync('git', ['diff', '--stat'], { cwd: repoRoot, encoding: 'utf8' });

let before: string;
test.beforeAll(() => {
  before = trackedState();
});
test.afterAll(() => {
  // Building and deploying fixtures never touches a tracked file of the repository.
  expect(trackedState()).toBe(before);
});

function expectOk(result: { status: number | null; output: string }): string {
  expect(result.status, result.output).toBe(0);
  return result.output;
}

/** The route comes back in the raw HTML with its heading and boot data, and in the sitemap. */
async function expectServedByServer(
  site: RunningSite,
  page: Page,
  path: string,
  heading: string,
  remote: string,
) {
  const response = await page.request.get(`${site.url}${path}`);
  expect(response.status()).toBe(200);
  const raw = await response.text();
  expect(raw).toContain(`<h1 tabindex="-1">${heading}</h1>`);
  expect(raw).toContain(`data-page-root="${remote}"`);
  const boot = JSON.parse(
    /<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(raw)?.[1] ?? '{}',
  );
  expect(boot).toMatchObject({ path, prerendered: true, page: { remote } });
  expect(boot.routes).toContainEqual(expect.objectContaining({ path, remote }));
  const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
}

/** From /, a client-side navigation (no document load) renders the route from its remote. */
async function expectReachableFromHome(
  site: RunningSite,
  page: Page,
  path: string,
  heading: string,
  remote: string,
) {
  await page.goto(`${site.url}/`);
  await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
  // / runs no shell until the visitor reaches for something: the slideshow's control, focused,
  // starts it (a link press before then loads the page from the server instead).
  await page.getByRole('button', { name: /slideshow/ }).focus();
  await waitForShellAwake(page);
  await page.evaluate((target) => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1')).toHaveText(heading);
  await expect(page.locator(`main [data-page-root="${remote}"]`)).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
}

test('a new team builds its remote from the template and deploys it: its route is served, reachable and listed, with no shell rebuild or restart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dist = buildNewTeamRemote('quotes', '/quotes', 'Request a Quote');
  const root = linkedSiteRoot({ shell: true, remotes: ['marketing', 'forms', 'staff', 'filecheck'] });
  const site = await startSiteServer({ SITE_ROOT: root, DATA_DIR: join(root, 'data') });
  try {
    expect((await page.request.get(`${site.url}/quotes`)).status()).toBe(404);
    const deployed = expectOk(await deployCli('deploy', 'quotes', ['--to', root, '--dist', dist]));
    expect(deployed).toContain('contract check: quotes');
    await expectServedByServer(site, page, '/quotes', 'Request a Quote', 'quotes');
    await expectReachableFromHome(site, page, '/quotes', 'Request a Quote', 'quotes');
    // The rest of the site is as it was.
    expect((await page.request.get(`${site.url}/contact`)).status()).toBe(200);
  } finally {
    await site.stop();
  }
});

test('an existing team adds a page to its remote and deploys it alone: served, reachable and listed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dist = buildFormsWithPage('/contact-partners', 'ContactPartners', 'Partner Programme');
  const root = linkedSiteRoot({ shell: true, remotes: ['marketing', 'staff', 'filecheck'] });
  const site = await startSiteServer({ SITE_ROOT: root, DATA_DIR: join(root, 'data') });
  try {
    expect((await page.request.get(`${site.url}/contact-partners`)).status()).toBe(404);
    expectOk(await deployCli('deploy', 'forms', ['--to', root, '--dist', dist]));
    await expectServedByServer(site, page, '/contact-partners', 'Partner Programme', 'forms');
    await expectReachableFromHome(site, page, '/contact-partners', 'Partner Programme', 'forms');
    // Its other pages still come from the same deployed build.
    expect(await (await page.request.get(`${site.url}/contact-cs`)).text()).toContain('Customer Service');
  } finally {
    await site.stop();
  }
});

test('a remote claiming a route another live remote serves is refused at deploy time', async () => {
  test.setTimeout(120_000);
  const dist = buildNewTeamRemote('clash', '/faqs', 'Our Own FAQs');
  const root = linkedSiteRoot({ shell: true, remotes: ['marketing', 'forms', 'staff', 'filecheck'] });
  const refused = await deployCli('deploy', 'clash', ['--to', root, '--dist', dist]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    'route /faqs: marketing dist already serves it, and clash (this build) claims it too',
  );
});
