#!/usr/bin/env node
// Entry point for `npm start`, `npm test`, `npm run dev` and `npm run bench`.
// Written for any Node >= 20 with npm: it provisions the pinned Node 24 and pnpm
// from the npm registry into toolchain/node_modules (git-ignored), installs the
// workspace from the frozen lockfile, then runs the named workspace script
// under the pinned toolchain.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const toolchainDir = join(root, 'toolchain');
const toolBin = join(toolchainDir, 'node_modules', '.bin');
const pinned = JSON.parse(readFileSync(join(toolchainDir, 'package.json'), 'utf8')).dependencies;

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function installedVersion(pkg) {
  const file = join(toolchainDir, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

function ensureToolchain() {
  const ready =
    installedVersion('node') === pinned.node &&
    installedVersion('pnpm') === pinned.pnpm &&
    existsSync(join(toolBin, 'node')) &&
    existsSync(join(toolBin, 'pnpm'));
  if (ready) return;
  console.log(`[toolchain] installing node@${pinned.node} and pnpm@${pinned.pnpm} from the npm registry`);
  // `npm install`, not `npm ci`: npm leaves pnpm's per-platform optional packages out of
  // the lockfile and then `npm ci` refuses it. The lockfile is still honoured.
  const status = run('npm', [
    'install',
    '--prefix',
    toolchainDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
  if (status !== 0) process.exit(status);
}

// Who started this wrapper (npm, a shell): when it is gone, the task must stop too (see below).
const parent = process.ppid;
const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/toolchain.mjs <workspace script> [args]');
  process.exit(2);
}

ensureToolchain();
const env = { ...process.env, PATH: `${toolBin}${delimiter}${process.env.PATH ?? ''}` };
// Keep pnpm from asking questions or touching anything outside the repo.
env.npm_config_update_notifier = 'false';
env.PNPM_HOME = join(toolchainDir, 'pnpm-home');

const installStatus = run(
  join(toolBin, 'pnpm'),
  ['install', '--frozen-lockfile', '--reporter=append-only'],
  env,
);
if (installStatus !== 0) process.exit(installStatus);
if (process.ppid !== parent) process.exit(1); // stopped while installing

// The task runs in its own process group; a signal to this wrapper (Ctrl+C, or
// `kill <pid>`) goes to the whole group, so the server under pnpm and sh gets it
// and shuts down cleanly.
const child = spawn(join(toolBin, 'pnpm'), ['run', script, ...rest], {
  cwd: root,
  stdio: 'inherit',
  env,
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  });
}
// `kill <pid>` of `npm start` ends npm without a signal to this wrapper: then this process is
// handed to another parent, and it stops the task the same way instead of leaving it running.
setInterval(() => {
  if (process.ppid === parent) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}, 500).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
