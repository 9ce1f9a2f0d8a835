// After `pnpm build`: each app built alone (`pnpm build` in its folder, as its team builds and
// deploys it) must make the very app the site's one-run build made (the root rsbuild.config.ts).
// A plugin that sees another app's environments, or a step that runs in another order in the
// site build, shows here as a file that differs.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteApps } from '@pod/build-config/siteBuild';
import { distDifferences } from './distDifferences.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const copies = mkdtempSync(join(tmpdir(), 'site-build-'));
let failed = false;
try {
  for (const app of siteApps(repoRoot)) {
    const name = relative(repoRoot, app);
    const siteCopy = join(copies, basename(app));
    cpSync(join(app, 'dist'), siteCopy, { recursive: true });
    const started = Date.now();
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: app, encoding: 'utf8' });
    if (build.status !== 0) {
      console.error(`${name}: its own build failed\n${build.stdout}${build.stderr}`);
      failed = true;
      continue;
    }
    const differences = distDifferences(siteCopy, join(app, 'dist'));
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (differences.length === 0) console.log(`${name}: its own build (${took}) makes the same app`);
    else {
      failed = true;
      console.error(`${name}: its own build (${took}) differs from the site build's:`);
      for (const difference of differences) console.error(`  ${difference}`);
    }
  }
} finally {
  rmSync(copies, { recursive: true, force: true });
}
if (failed) process.exit(1);
