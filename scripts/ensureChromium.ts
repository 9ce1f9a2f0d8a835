// Makes sure Debian's Chromium is there for the end-to-end tests: installs it with
// apt-get when running as root, otherwise stops with instructions.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `\nChromium is missing (${path}). The end-to-end tests use Debian's Chromium.\n` +
        'Install it as root:  apt-get update && apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium binary.\n',
    );
    process.exit(1);
  }
  console.log('[test] installing Chromium with apt-get');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error('apt-get failed; install chromium by hand: apt-get install -y chromium');
      process.exit(1);
    }
  }
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
  return path;
}
