// Remotes are found, not listed: every folder under remotes/ with a package.json is one.
// Its name comes from its package name (@pod/<name>), its dev server port from the package's
// "pod": { "devPort" } field. Builds, dev servers, budgets, the deploy tool and per-room tests
// all ask this module, so a new team's remote needs no edit outside its own folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRemoteName } from '@pod/contracts/routes';

export interface FoundRemote {
  /** The federation name and URL segment: /remotes/<name>/. */
  name: string;
  packageName: string;
  /** The remote's folder. */
  dir: string;
  devPort: number;
}

export { isRemoteName };

interface PodPackage {
  name?: string;
  pod?: { devPort?: unknown };
}

/** The remote in `dir` (a folder with a package.json named @pod/<name>). */
export function readRemote(dir: string): FoundRemote {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PodPackage;
  const name = pkg.name?.replace(/^@pod\//, '');
  if (!pkg.name?.startsWith('@pod/') || !isRemoteName(name))
    throw new Error(
      `${dir}/package.json: the name must be @pod/<name>, <name> lower-case letters and digits`,
    );
  const devPort = pkg.pod?.devPort;
  if (typeof devPort !== 'number' || !Number.isInteger(devPort))
    throw new Error(`${dir}/package.json: "pod": { "devPort": <number> } is missing`);
  return { name, packageName: pkg.name, dir, devPort };
}

/** Every remote under `<root>/remotes/`, sorted by name. */
export function findRemotes(root: string): FoundRemote[] {
  const folder = join(root, 'remotes');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'package.json')))
    .map((entry) => readRemote(join(folder, entry.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
}
