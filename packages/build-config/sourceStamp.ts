// @pod/shared-ui and @pod/router are federation singletons: every remote runs with the shell's
// copy, and the contract checks compare their versions. @pod/contracts, the prerender part of
// @pod/deploy-format and @pod/faq-search run inside pages too (bundled into apps, and run or read
// by the server that serves them). So a version must change when that code does. Each package records a hash of its source next to its version ("pod": { "sourceHash" });
// a unit test fails when the source no longer matches, and `pnpm stamp-shared` records the new
// hash once the version has been raised.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StampedPackage {
  /** The package folder, relative to the repo. */
  folder: string;
  name: string;
  version: string;
  recorded: { version?: string; sourceHash?: string };
  sourceHash: string;
}

export const SHARED_PACKAGES = [
  'shared-ui',
  'packages/router',
  'packages/contracts',
  'packages/deploy-format',
  'packages/faq-search',
];

/**
 * Where only part of a package runs in the browser, the stamp covers that part: the deploy
 * tool's stores and layout never reach a page, so changing them needs no new version.
 */
const RUNTIME_FILES: Record<string, { files: string[]; exports: string[] }> = {
  'packages/deploy-format': {
    files: ['src/prerenderTypes.ts', 'src/filledLists.ts', 'src/searchLists.ts'],
    exports: ['./prerender', './filledLists', './searchLists'],
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of the package's source (its src/ folder, tests left out, or its runtime files) and its dependencies. */
export function readStamp(folder: string): StampedPackage {
  const dir = join(repoRoot, folder);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  const runtime = RUNTIME_FILES[folder];
  const files = runtime ? runtime.files.map((file) => join(dir, file)) : sourceFiles(join(dir, 'src'));
  const exports = runtime
    ? Object.fromEntries(runtime.exports.map((name) => [name, pkg.exports?.[name]]))
    : (pkg.exports ?? {});
  const dependencies = runtime ? {} : (pkg.dependencies ?? {});
  hash.update(JSON.stringify([dependencies, pkg.peerDependencies ?? {}, exports]));
  for (const file of files) {
    hash.update(relative(dir, file).split('\\').join('/'));
    hash.update(readFileSync(file));
  }
  return {
    folder,
    name: pkg.name,
    version: pkg.version,
    recorded: pkg.pod?.stamp ?? {},
    sourceHash: hash.digest('hex').slice(0, 16),
  };
}

/** Records the current source hash with the current version. Refuses when the version did not move. */
export function stamp(folder: string): string {
  const current = readStamp(folder);
  if (current.recorded.sourceHash === current.sourceHash)
    return `${current.name} ${current.version}: unchanged`;
  if (current.recorded.version === current.version)
    throw new Error(
      `${current.name}'s source changed but its version is still ${current.version}: raise "version" in ${folder}/package.json first (patch: a fix, minor: an addition, major: a breaking change)`,
    );
  const file = join(repoRoot, folder, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  pkg.pod = { ...pkg.pod, stamp: { version: current.version, sourceHash: current.sourceHash } };
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return `${current.name} ${current.version}: stamped ${current.sourceHash}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    for (const folder of SHARED_PACKAGES) console.log(stamp(folder));
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
}
