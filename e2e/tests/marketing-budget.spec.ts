import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Byte budget for the marketing remote's JavaScript on the home route, gzip level 9.
// Measured 2026-11-21 (remotes use the shell's federation runtime): 23,352 B both ways, of which
// remoteEntry.js 14,071, shared chunk 8,078, ./Home 1,203. Budgets sit ~7% above.
//  - MANIFEST: remoteEntry.js + the sync chunks mf-manifest.json lists for ./Home.
//  - LOADED: every script the browser actually fetches from /remotes/marketing/ on "/".
const MANIFEST_BUDGET_BYTES = 25_000;
const LOADED_BUDGET_BYTES = 25_000;

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../remotes/marketing/dist');
const gzipSize = (data: Buffer): number => gzipSync(data, { level: 9 }).length;

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

test('home JavaScript listed by mf-manifest.json stays within budget', () => {
  test.skip(
    !existsSync(join(dist, 'mf-manifest.json')),
    'remotes/marketing/dist is missing: run `pnpm build` first',
  );
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const home = manifest.exposes.find((expose) => expose.path === './Home');
  expect(home, './Home is exposed').toBeTruthy();
  const files = [manifest.metaData.remoteEntry.name, ...(home?.assets.js.sync ?? [])];
  const sizes = files.map((file) => ({ file, gzip: gzipSize(readFileSync(join(dist, file))) }));
  const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
  console.log(`marketing home JS (manifest): ${total} B gzip`, sizes);
  expect(total).toBeLessThanOrEqual(MANIFEST_BUDGET_BYTES);
});

test('home JavaScript the browser loads from the marketing remote stays within budget', async ({ page }) => {
  test.skip(
    !existsSync(join(dist, 'mf-manifest.json')),
    'remotes/marketing/dist is missing: run `pnpm build` first',
  );
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/remotes/marketing/') && /\.js(\?|$)/.test(url)) {
      scripts.push(response.body().then((body) => ({ url, gzip: gzipSize(body) })));
    }
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, entry) => sum + entry.gzip, 0);
  console.log(`marketing home JS (loaded): ${total} B gzip`, loaded);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOADED_BUDGET_BYTES);
});
