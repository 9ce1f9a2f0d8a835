import { cpSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SWITCH_SHOWN_WITHIN_MS } from '../support/deployCli.ts';
import { prepareFormsVersions, V1_HEADING, V2_HEADING } from '../support/formsBuilds.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const formsDist = join(repoRoot, 'remotes', 'forms', 'dist');
const shellIndex = join(repoRoot, 'shell', 'dist', 'index.html');

/**
 * Puts a forms build where `pnpm build` writes it, file times included, and waits until the
 * server's look at its dist folders comes round (it takes what it read as current a moment).
 */
async function placeFormsBuild(dist: string): Promise<void> {
  rmSync(formsDist, { recursive: true, force: true });
  cpSync(dist, formsDist, { recursive: true, preserveTimestamps: true });
  await new Promise((resolve) => setTimeout(resolve, SWITCH_SHOWN_WITHIN_MS.folder));
}

test('a rebuilt remote is served by the running shell without rebuilding the shell', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The forms remote built again from the current tree with its heading changed (v2), and the
  // build `pnpm build` made (v1): the same builds the deploy specs use, made once per run.
  const builds = prepareFormsVersions();
  await page.goto('/contact');
  await expect(page.locator('main h1')).toHaveText(V1_HEADING);
  const shellStamp = statSync(shellIndex).mtimeMs;
  const shellHtml = readFileSync(shellIndex, 'utf8');

  try {
    await placeFormsBuild(builds.v2);

    // The server composes the new build's fragment once it looks again: no restart, and
    // the page arrives with the new heading before any script runs.
    const raw = await (await request.get('/contact')).text();
    expect(raw).toContain(V2_HEADING);
    await page.goto('/contact');
    await expect(page.locator('main h1')).toHaveText(V2_HEADING);
    await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
    // The shell was not rebuilt: same file, same bundle.
    expect(statSync(shellIndex).mtimeMs).toBe(shellStamp);
    expect(readFileSync(shellIndex, 'utf8')).toBe(shellHtml);
  } finally {
    await placeFormsBuild(builds.v1);
  }
  await page.goto('/contact');
  await expect(page.locator('main h1')).toHaveText(V1_HEADING);
  expect(await (await request.get('/contact')).text()).not.toContain(V2_HEADING);
});
