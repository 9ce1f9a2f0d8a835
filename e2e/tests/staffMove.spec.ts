import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { buildRemoteNamed } from '../support/appBuilds.ts';
import { deployCli } from '../support/deployCli.ts';
import { linkedSiteRoot } from '../support/deploySiteRoot.ts';
import { startSiteServer } from '../support/siteServer.ts';

// The staff remote was called `upload`. A target where `upload` is live moves to `staff` with
// one command (README: "Renaming a remote"), and the staff pages answer all along.

const STAFF_PATHS = ['/upload', '/staff/leads', '/staff/vitals'];
const staffDist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'remotes', 'staff', 'dist');

const bootRemote = (html: string): string | undefined =>
  JSON.parse(/<script type="application\/json" id="pod-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}')?.page
    ?.remote;

test('a folder target where upload is live moves to staff, its pages answering throughout', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const uploadDist = buildRemoteNamed('staff', 'upload');
  const root = linkedSiteRoot({ shell: true, remotes: ['marketing', 'forms', 'filecheck'] });
  for (const remote of ['upload', 'staff']) mkdirSync(join(root, 'remotes', remote), { recursive: true });
  const site = await startSiteServer({ SITE_ROOT: root, DATA_DIR: join(root, 'data') });
  const deploy = (remote: string, args: string[]) => deployCli('deploy', remote, ['--to', root, ...args]);
  try {
    const first = await deploy('upload', ['--dist', uploadDist]);
    expect(first.status, first.output).toBe(0);

    // Without --replaces the contract check refuses: both would claim the same routes.
    const refused = await deploy('staff', ['--dist', staffDist]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('deploy with --replaces upload');

    // Every staff page, asked again and again while the move runs: which remote answered, or the status.
    const seen: string[] = [];
    let moving = true;
    const watch = (async () => {
      while (moving) {
        for (const path of STAFF_PATHS) {
          const response = await page.request.get(`${site.url}${path}`);
          seen.push(response.ok() ? `${bootRemote(await response.text())}` : `${path} ${response.status()}`);
        }
      }
    })();
    const moved = await deploy('staff', ['--dist', staffDist, '--replaces', 'upload']);
    moving = false;
    await watch;
    expect(moved.status, moved.output).toBe(0);
    expect(moved.output).toContain('in place of upload');
    for (const path of STAFF_PATHS) {
      const response = await page.request.get(`${site.url}${path}`);
      seen.push(response.ok() ? `${bootRemote(await response.text())}` : `${path} ${response.status()}`);
    }
    // Each answer came from upload, then from staff; none failed.
    expect(seen.filter((answer) => answer !== 'upload' && answer !== 'staff')).toEqual([]);
    expect(seen[0]).toBe('upload');
    expect(seen.at(-1)).toBe('staff');
    expect(seen.lastIndexOf('upload')).toBeLessThan(seen.indexOf('staff'));

    // The page works in a browser, from the staff remote's files.
    await page.goto(`${site.url}/upload`);
    await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
    expect((await page.request.get(`${site.url}/remotes/staff/remoteEntry.js`)).status()).toBe(200);
  } finally {
    await site.stop();
  }
});
