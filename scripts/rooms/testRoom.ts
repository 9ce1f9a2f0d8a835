// `pnpm --filter @pod/<room> test`: the room's unit tests (its vitest project), then the
// production build of the whole site from the current tree, then the room's end-to-end specs
// (e2e/support/rooms.ts). Stops at the first failure. `npm test` still runs everything.
// The room is the argument, or the package the command runs in (@pod/<room>).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { roomSpecs } from '@pod/e2e/support/rooms';
import { chromiumPackage, ensureDebianPackages, otherEnginePackages } from '../debianPackages.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageFile = join(process.cwd(), 'package.json');
const packageName = existsSync(packageFile)
  ? ((JSON.parse(readFileSync(packageFile, 'utf8')) as { name?: string }).name ?? '')
  : '';
const room = process.argv[2] ?? packageName.replace(/^@pod\//, '');
const rooms = roomSpecs();
const specs = rooms[room];
if (!specs) {
  console.error(`unknown room "${room}" (${Object.keys(rooms).join(', ')})`);
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
step('unit tests', ['exec', 'vitest', 'run', '--passWithNoTests', ...projects]);
// A room's *.engines.spec.ts run in Firefox and WebKit too (projects of e2e/playwright.config.ts).
const crossEngine = specs.some((spec) => spec.endsWith('.engines.spec.ts'));
ensureDebianPackages([chromiumPackage, ...(crossEngine ? otherEnginePackages : [])]);
const chromium = chromiumPackage.file;
step('production build (whole site)', ['run', 'build']);
if (specs.length > 0)
  step('end-to-end tests', ['--filter', '@pod/e2e', 'exec', 'playwright', 'test', ...specs], {
    ...process.env,
    CHROMIUM_PATH: chromium,
  });
console.log(`\n${room}: all checks passed.`);
