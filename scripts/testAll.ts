// `npm test`: every check, in order of cost, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { chromiumPackage, ensureDebianPackages, javaPackage, otherEnginePackages } from './debianPackages.ts';

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

step('lint and format (biome)', 'pnpm', ['exec', 'biome', 'ci', '.']);
step('typecheck (tsc)', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']);
// `test:unit` gives vitest a worker per core (--maxWorkers=100%). Its default leaves one free, which
// on a 2-core machine (CI's) runs every file in one worker; the API's files wait on sockets, child
// servers and databases as much as they compute, so two take the suite from ~450 s to ~270 s
// there. On the command line, as only there does it reach every project of the workspace.
step('unit tests (vitest)', 'pnpm', ['run', 'test:unit']);
// Every browser the end-to-end tests drive, and Java for the HTML checker, installed up front
// (one apt-get update at most).
ensureDebianPackages([chromiumPackage, javaPackage, ...otherEnginePackages]);
const chromium = chromiumPackage.file;
step('production build', 'pnpm', ['run', 'build']);
// The site build (the root rsbuild.config.ts) against each app's own: the same bytes, so what a
// team builds and deploys alone is what the site's tests ran.
step('each app built alone makes the same app', 'node', ['scripts/sameApps/checkAppBuilds.ts']);
step('byte budgets (gzip, per app)', 'node', ['scripts/checkBudgets.ts']);
step('end-to-end tests (playwright, headless chromium)', 'pnpm', ['--filter', '@pod/e2e', 'run', 'test'], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
// Every route and journey again in the engines most phone visitors not on Chrome use.
step('cross-engine tests (playwright, Firefox ESR over BiDi)', 'pnpm', [
  '--filter',
  '@pod/e2e',
  'run',
  'test:firefox',
]);
step('cross-engine tests (WebKitGTK over WebDriver, Xvfb)', 'pnpm', [
  '--filter',
  '@pod/e2e',
  'run',
  'test:webkit',
]);
console.log('\nAll checks passed.');
