// `npm test`: every check, in order of cost, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensureChromium.ts';

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
step('unit tests (vitest)', 'pnpm', ['exec', 'vitest', 'run']);
const chromium = ensureChromium();
step('production build', 'pnpm', ['run', 'build']);
step('byte budgets (gzip, per app)', 'node', ['scripts/checkBudgets.ts']);
step('end-to-end tests (playwright, headless chromium)', 'pnpm', ['--filter', '@pod/e2e', 'run', 'test'], {
  ...process.env,
  CHROMIUM_PATH: chromium,
});
console.log('\nAll checks passed.');
