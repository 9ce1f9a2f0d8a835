import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const formsSrc = join(repoRoot, 'remotes', 'forms', 'src');
const shellIndex = join(repoRoot, 'shell', 'dist', 'index.html');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

function buildForms(): void {
  execFileSync('pnpm', ['--filter', '@pod/forms', 'run', 'build'], { cwd: repoRoot, stdio: 'pipe' });
}

test('a rebuilt remote is served by the running shell without rebuilding the shell', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/contact');
  const heading = page.locator('main h1');
  await expect(heading).toBeVisible();
  const original = (await heading.textContent())?.trim() ?? '';
  expect(original.length).toBeGreaterThan(0);

  // Find the literal heading text in the forms remote's source and change it.
  const file = sourceFiles(formsSrc).find((candidate) => readFileSync(candidate, 'utf8').includes(original));
  expect(file, `a forms source file containing "${original}"`).toBeTruthy();
  const path = file as string;
  const before = readFileSync(path, 'utf8');
  const changed = `${original} (redeployed)`;
  const shellStamp = statSync(shellIndex).mtimeMs;
  const shellHtml = readFileSync(shellIndex, 'utf8');

  try {
    writeFileSync(path, before.replaceAll(original, changed));
    buildForms();

    // The server composes the new build's fragment on the next request: no restart, and
    // the page arrives with the new heading before any script runs.
    const raw = await (await request.get('/contact')).text();
    expect(raw).toContain(changed);
    await page.goto('/contact');
    await expect(page.locator('main h1')).toHaveText(changed);
    await expect(page.locator('main [data-page-root]')).toHaveAttribute('data-hydrated', 'true');
    // The shell was not rebuilt: same file, same bundle.
    expect(statSync(shellIndex).mtimeMs).toBe(shellStamp);
    expect(readFileSync(shellIndex, 'utf8')).toBe(shellHtml);
  } finally {
    writeFileSync(path, before);
    buildForms();
  }
  await page.goto('/contact');
  await expect(page.locator('main h1')).toHaveText(original);
  expect(await (await request.get('/contact')).text()).not.toContain(changed);
});
