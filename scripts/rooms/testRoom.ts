// `pnpm --filter @pod/<room> test`: the room's unit tests (its vitest project), then the
// production build of the whole site from the current tree, then the room's end-to-end specs
// (e2e/support/rooms.ts). Stops at the first failure. `npm test` still runs everything.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRoom, roomSpecs } from '../../e2e/support/rooms.ts';
import { ensureChromium } from '../ensureChromium.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const room = process.argv[2] ?? '';
if (!isRoom(room)) {
  console.error(`unknown room "${room}" (${Object.keys(roomSpecs).join(', ')})`);
  process.exit(2);
}

function step(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n=== ${room}: ${name} ===`);
  const result = spawnSync('pnpm', args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${room}: ${name} failed`);
    process.exit(result.status ?? 1);
  }
}

// The api room's tests run on both engines (projects api and api-postgres).
const projects = room === 'api' ? ['--project', 'api', '--project', 'api-postgres'] : ['--project', room];
step('unit tests', ['exec', 'vitest', 'run', ...projects]);
const chromium = ensureChromium();
step('production build (whole site)', ['run', 'build']);
step(
  'end-to-end tests',
  ['--filter', '@pod/e2e', 'exec', 'playwright', 'test', ...roomSpecs[room].map((spec) => `tests/${spec}`)],
  { ...process.env, CHROMIUM_PATH: chromium },
);
console.log(`\n${room}: all checks passed.`);
