import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { copyOfDist } from '../support/appBuilds.ts';
import { deployCli, SWITCH_SHOWN_WITHIN_MS } from '../support/deployCli.ts';
import { siteRootWithoutForms } from '../support/deploySiteRoot.ts';
import {
  type FormsBuilds,
  INCOMPATIBLE_REACT,
  prepareFormsBuilds,
  V1_HEADING,
  V2_HEADING,
} from '../support/formsBuilds.ts';
import { startSiteServer } from '../support/siteServer.ts';

// What a deploy of the forms remote refuses, with real builds and real deploy commands: a build
// made with an incompatible react range, a build whose id leaves its folder, and a versions record
// tampered with to serve or delete a file outside its version.
test.describe.configure({ mode: 'serial' });

let builds: FormsBuilds;
test.beforeAll(() => {
  test.setTimeout(180_000);
  builds = prepareFormsBuilds();
});

function expectOk(result: { status: number | null; output: string }): string {
  expect(result.status, result.output).toBe(0);
  return result.output;
}

test('the contract check refuses a build made with an incompatible react range, naming both versions', async () => {
  const root = siteRootWithoutForms();
  expectOk(await deployCli('deploy', 'forms', ['--to', root, '--dist', builds.v1]));
  const refused = await deployCli('deploy', 'forms', ['--to', root, '--dist', builds.incompatible]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    `react: this build requires ${INCOMPATIBLE_REACT}, the live shell provides 19.3.1`,
  );
  expect(refused.output).toContain('--force');
  // Nothing was uploaded: still one version, the live one.
  const listed = expectOk(await deployCli('versions', 'forms', ['--to', root]));
  expect(listed.match(/LIVE/g)).toHaveLength(1);
  expect(listed.split('\n').filter((line) => /^\s+\d{8}T/.test(line))).toHaveLength(1);
});

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('a build whose id or file names leave its folder is refused before anything is written', async () => {
  const root = siteRootWithoutForms();
  const shellIndex = join(root, 'shell', 'dist', 'index.html');
  const before = sha(shellIndex);
  const tampered = copyOfDist(builds.v1);
  const prerender = JSON.parse(readFileSync(join(tampered, 'prerender.json'), 'utf8'));
  writeFileSync(
    join(tampered, 'prerender.json'),
    JSON.stringify({ ...prerender, build: '/../../../../shell/dist' }),
  );
  const refused = await deployCli('deploy', 'forms', ['--to', root, '--dist', tampered]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('is not a plain id; refused');
  expect(sha(shellIndex)).toBe(before);
  expect(existsSync(join(root, 'remotes', 'forms', 'versions.json'))).toBe(false);
});

test('a tampered versions record cannot serve or delete a file outside its version', async ({ page }) => {
  test.setTimeout(60_000);
  const root = siteRootWithoutForms();
  // As with npm start's defaults: the data folder inside the deploy folder.
  const dataDir = join(root, 'data');
  const site = await startSiteServer({ SITE_ROOT: root, DATA_DIR: dataDir });
  const outside = join(root, '..', `outside-${Date.now()}.txt`);
  writeFileSync(outside, "not the deploy tool's");
  try {
    expectOk(await deployCli('deploy', 'forms', ['--to', root, '--dist', builds.v1]));
    expect(await (await page.request.get(`${site.url}/contact`)).text()).toContain(V1_HEADING);
    const indexFile = join(root, 'remotes', 'forms', 'versions.json');
    const index = JSON.parse(readFileSync(indexFile, 'utf8'));
    const live = index.versions[0];
    const evil = {
      ...live,
      id: '20000101T000000000Z-0000000000aa',
      files: ['../../../../data/site.sqlite', `../../../../../${outside.split('/').at(-1)}`],
    };
    writeFileSync(indexFile, JSON.stringify({ versions: [evil, live] }));
    writeFileSync(join(root, 'remotes', 'forms', 'live.json'), JSON.stringify({ version: evil.id }));
    // Read by the server as a switch would be (it takes what it read as current a moment).
    await new Promise((resolve) => setTimeout(resolve, SWITCH_SHOWN_WITHIN_MS.folder));
    for (const path of [
      '/remotes/forms/..%2F..%2F..%2F..%2Fdata%2Fsite.sqlite',
      '/remotes/forms/static/..%2F..%2F..%2F..%2F..%2Fdata%2Fsite.sqlite',
    ]) {
      const response = await page.request.get(`${site.url}${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain('SQLite format');
    }
    // The server keeps serving the last good version; pruning to one version keeps both files.
    expect(await (await page.request.get(`${site.url}/contact`)).text()).toContain(V1_HEADING);
    writeFileSync(join(root, 'remotes', 'forms', 'live.json'), JSON.stringify({ version: live.id }));
    expectOk(await deployCli('deploy', 'forms', ['--to', root, '--dist', builds.v2, '--keep', '1']));
    expect(existsSync(join(dataDir, 'site.sqlite'))).toBe(true);
    expect(existsSync(outside)).toBe(true);
    expect(await (await page.request.get(`${site.url}/contact`)).text()).toContain(V2_HEADING);
  } finally {
    await site.stop();
  }
});
