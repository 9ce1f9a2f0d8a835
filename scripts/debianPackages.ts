// Makes sure the Debian packages the end-to-end tests drive are installed: when running as
// root, one `apt-get update` and one `apt-get install` for whatever is missing; otherwise
// stops with the command to run. Nothing is downloaded from anywhere but Debian's mirrors.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianPackage {
  /** The apt package name. */
  name: string;
  /** A file the package installs: present means installed. */
  file: string;
}

export const chromiumPackage: DebianPackage = {
  name: 'chromium',
  file: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
};

/** Java for the Nu HTML Checker (the npm registry's vnu-jar), which the end-to-end tests run on every page. */
export const javaPackage: DebianPackage = { name: 'default-jre-headless', file: '/usr/bin/java' };

/** Firefox ESR (driven over WebDriver BiDi), WebKitGTK's WebDriver with its MiniBrowser, and Xvfb for it. */
export const otherEnginePackages: DebianPackage[] = [
  { name: 'firefox-esr', file: '/usr/bin/firefox-esr' },
  { name: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver' },
  { name: 'xvfb', file: '/usr/bin/Xvfb' },
];

function apt(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

export function ensureDebianPackages(packages: DebianPackage[]): void {
  const missing = packages.filter((pkg) => !existsSync(pkg.file));
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name).join(' ');
  const byHand = `apt-get update && apt-get install -y ${names}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `\nMissing for the end-to-end tests: ${missing.map((pkg) => `${pkg.name} (${pkg.file})`).join(', ')}.\n` +
        `Install as root:  ${byHand}\n`,
    );
    process.exit(1);
  }
  console.log(`[test] installing ${names} with apt-get`);
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...missing.map((pkg) => pkg.name)])) {
    console.error(`apt-get failed; install by hand: ${byHand}`);
    process.exit(1);
  }
  const stillMissing = missing.filter((pkg) => !existsSync(pkg.file));
  if (stillMissing.length > 0) {
    console.error(`apt-get finished but ${stillMissing.map((pkg) => pkg.file).join(', ')} is still missing.`);
    process.exit(1);
  }
}
