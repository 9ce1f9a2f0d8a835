import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The marketing remote's JavaScript on the first load of the home route, gzip level 9, against
// the budget the marketing team keeps in remotes/marketing/package.json (also checked after every
// build by scripts/checkBudgets.ts). Only the page's islands load: the production photos at
// idle, and the slideshow once the visitor reaches for it.
//  - MANIFEST: remoteEntry.js + the sync chunks mf-manifest.json lists for the islands that
//    prerender.json names for "/".
//  - LOADED: every script the browser actually fetches from /remotes/marketing/ on "/".
const remoteDir = join(dirname(fileURLToPath(import.meta.url)), '../../remotes/marketing');
const { budget } = JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8')) as {
  budget: { initialJsGzip: number };
};
const MANIFEST_BUDGET_BYTES = budget.initialJsGzip;
// What loads includes the chunks fetched ahead at idle: those the islands' manifest entries name
// as theirs alone, one of which (a shared-components chunk, about 2.3 kB) the slideshow never runs.
const PREFETCHED_AHEAD_ALLOWANCE = 3_000;
const LOADED_BUDGET_BYTES = budget.initialJsGzip + PREFETCHED_AHEAD_ALLOWANCE;

// `npm test` builds before the e2e suite; a missing dist fails here rather than skipping.
const dist = join(remoteDir, 'dist');
const gzipSize = (data: Buffer): number => gzipSync(data, { level: 9 }).length;

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

test('home JavaScript listed by mf-manifest.json stays within budget', () => {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const prerender = JSON.parse(readFileSync(join(dist, 'prerender.json'), 'utf8')) as {
    pages: Record<string, { islands: string[] }>;
  };
  const islands = prerender.pages['/']?.islands ?? [];
  expect(islands, 'the home page has islands').toContain('Slideshow');
  const chunks = islands.flatMap((name) => {
    const exposed = manifest.exposes.find((expose) => expose.path === `./islands/${name}`);
    expect(exposed, `./islands/${name} is exposed`).toBeTruthy();
    return exposed?.assets.js.sync ?? [];
  });
  const files = [manifest.metaData.remoteEntry.name, ...new Set(chunks)];
  const sizes = files.map((file) => ({ file, gzip: gzipSize(readFileSync(join(dist, file))) }));
  const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
  console.log(`marketing home JS (manifest): ${total} B gzip`, sizes);
  expect(total).toBeLessThanOrEqual(MANIFEST_BUDGET_BYTES);
});

test('home JavaScript the browser loads from the marketing remote stays within budget', async ({ page }) => {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  // Each file once: a script run after it was fetched ahead (at idle) comes from the cache.
  const counted = new Set<string>();
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/remotes/marketing/') && /\.js(\?|$)/.test(url) && !counted.has(url)) {
      counted.add(url);
      scripts.push(response.body().then((body) => ({ url, gzip: gzipSize(body) })));
    }
  });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Pause slideshow' }).hover();
  await expect(page.locator('[data-island="Slideshow"]')).toHaveAttribute('data-island-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, entry) => sum + entry.gzip, 0);
  console.log(`marketing home JS (loaded): ${total} B gzip`, loaded);
  expect(loaded.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOADED_BUDGET_BYTES);
});
