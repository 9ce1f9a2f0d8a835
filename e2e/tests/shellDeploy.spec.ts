import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildShellWith } from '../support/appBuilds.ts';
import { deployCli } from '../support/deployCli.ts';
import { linkedSiteRoot } from '../support/deploySiteRoot.ts';
import { waitForShellAwake } from '../support/hydration.ts';
import { startSiteServer } from '../support/siteServer.ts';
import { watchedPage } from '../support/watchedPage.ts';

// The shell ships like a remote: versions side by side, one atomic pointer picked up on the
// next request, rollback, and a reverse contract check against every live remote. Real shell
// builds (in temporary copies), the real deploy command, a real server whose site root has no
// shell build of its own: the shell exists there only as deployed versions.
test.describe.configure({ mode: 'serial' });

const repoRoot = join(import.meta.dirname, '..', '..');
const V1_TAGLINE = 'Your trusted Print-on-Demand partner for profitable apparel sales.';
const V2_TAGLINE = 'Your trusted Print-on-Demand partner (shell v2).';

let v2: string;
let withoutReactQuery: string;
test.beforeAll(() => {
  test.setTimeout(240_000);
  v2 = buildShellWith({
    'src/layout/siteLinks.ts': (text) => text.replace(V1_TAGLINE, V2_TAGLINE),
    // The Web Vitals build changes too, so v1's file is one that only the kept versions hold.
    'src/vitals/vitalsEntry.ts': (text) => `${text}\nconsole.debug('Web Vitals reporter of shell v2');\n`,
  });
  // A shell whose package no longer lists @tanstack/react-query, so it does not provide it.
  withoutReactQuery = buildShellWith({
    'package.json': (text) => text.replace(/\n\s*"@tanstack\/react-query": "[^"]+",/, ''),
  });
});

function expectOk(result: { status: number | null; output: string }): string {
  expect(result.status, result.output).toBe(0);
  return result.output;
}

/** URL paths of a build's content-hashed files (any static/ folder, the sub-builds' too). */
function hashedFilesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((relative) => `/${relative.split(sep).join('/')}`)
    .filter((path) => /\/static\/.+\.[0-9a-f]{8,}\.(js|css)$/.test(path));
}

const tagline = (page: Page) =>
  page.getByRole('contentinfo').getByText(/Your trusted Print-on-Demand partner/);

test('a shell deployed while a page is open: the open page keeps working, new loads get it, rollback brings the old one back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const root = linkedSiteRoot({ shell: false, remotes: ['marketing', 'forms', 'staff', 'filecheck'] });
  const site = await startSiteServer({ SITE_ROOT: root, DATA_DIR: join(root, 'data') });
  try {
    expectOk(await deployCli('deploy', 'shell', ['--to', root, '--dist', join(repoRoot, 'shell', 'dist')]));
    const open = await watchedPage(browser);
    await open.page.goto(`${site.url}/contact`);
    await expect(open.page.locator('html')).toHaveClass(/\bjs\b/);
    await expect(tagline(open.page)).toHaveText(V1_TAGLINE);

    const deployed = expectOk(await deployCli('deploy', 'shell', ['--to', root, '--dist', v2]));
    expect(deployed).toMatch(
      /contract check: shell \S+ fits what is live .*forms dist.*marketing dist.*staff dist/,
    );

    // Whatever the open v1 page may still load lazily (its chunks, the Web Vitals build's chunks)
    // is still served, however late it asks.
    const v1Hashed = hashedFilesOf(join(repoRoot, 'shell', 'dist'));
    expect(v1Hashed.some((path) => path.startsWith('/vitals-build/static/'))).toBe(true);
    // Only files v2 lacks exercise the kept versions; v2's Web Vitals build differs from v1's.
    const v2Hashed = new Set(hashedFilesOf(v2));
    const onlyInV1 = v1Hashed.filter((path) => !v2Hashed.has(path));
    expect(onlyInV1.filter((path) => path.startsWith('/vitals-build/')).length).toBeGreaterThan(0);
    for (const path of v1Hashed) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
    }

    // The open v1 page navigates within its remote and to another remote, with no failed request:
    // in place once its shell is awake (the visitor reached for the form), on the v1 shell.
    await open.page.getByRole('main').getByLabel('First Name *', { exact: true }).focus();
    await waitForShellAwake(open.page);
    await open.page.getByRole('contentinfo').getByRole('link', { name: 'Contact CS' }).click();
    await expect(open.page.locator('main h1')).toHaveText('Customer Service');
    await open.page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(open.page.locator('main [data-page-root="marketing"]')).toHaveAttribute(
      'data-hydrated',
      'true',
    );
    await expect(tagline(open.page)).toHaveText(V1_TAGLINE);
    expect(open.failures).toEqual([]);

    // A new load gets v2, with no restart.
    const fresh = await watchedPage(browser);
    await fresh.page.goto(`${site.url}/contact`);
    await expect(tagline(fresh.page)).toHaveText(V2_TAGLINE);
    await expect(fresh.page.locator('main [data-page-root="forms"]')).toHaveAttribute(
      'data-hydrated',
      'true',
    );

    expectOk(await deployCli('rollback', 'shell', ['--to', root]));
    await fresh.page.reload();
    await expect(tagline(fresh.page)).toHaveText(V1_TAGLINE);
    await expect(fresh.page.locator('main [data-page-root="forms"]')).toHaveAttribute(
      'data-hydrated',
      'true',
    );
    expect(fresh.failures).toEqual([]);
    const listed = expectOk(await deployCli('versions', 'shell', ['--to', root]));
    expect(listed.split('\n').filter((line) => /^\s+\d{8}T/.test(line))).toHaveLength(2);
  } finally {
    await site.stop();
  }
});

test('a shell that drops a singleton the live remotes need is refused, naming the package and both versions', async () => {
  const root = linkedSiteRoot({ shell: false, remotes: ['marketing', 'forms', 'staff', 'filecheck'] });
  expectOk(await deployCli('deploy', 'shell', ['--to', root, '--dist', join(repoRoot, 'shell', 'dist')]));
  const refused = await deployCli('deploy', 'shell', ['--to', root, '--dist', withoutReactQuery]);
  expect(refused.status).toBe(1);
  expect(refused.output).toMatch(
    /@tanstack\/react-query: the live forms \(dist\) requires \^5\.\d+\.\d+, this shell does not provide it/,
  );
  expect(refused.output).toContain('--force');
  // Nothing changed: still the one version, live.
  const listed = expectOk(await deployCli('versions', 'shell', ['--to', root]));
  expect(listed.match(/LIVE/g)).toHaveLength(1);
  expect(listed.split('\n').filter((line) => /^\s+\d{8}T/.test(line))).toHaveLength(1);
});
