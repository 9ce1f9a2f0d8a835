// For tests of the deploy tool: small fake builds (only the files the tool reads, in the shapes
// the real builds write), a folder target made of them, and the deploy commands run as a team
// runs them (node scripts/deploy/<command>.ts), so exit codes and messages are the real ones.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDER_FORMAT } from '@pod/deploy-format/prerender';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const shared = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
];
const manifest = (name: string) => ({ metaData: { name, pluginVersion: '2.9.2' }, shared });

function write(folder: string, files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

const folders: string[] = [];

/** A temporary folder, removed by removeScratch() (call it in afterAll or afterEach). */
export function scratch(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

export function removeScratch(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** A built shell that has a layout for any route. */
export function fakeShellDist(folder: string, build = 'shell01'): string {
  return write(folder, {
    'index.html': '<!doctype html><div id="root"></div>',
    'mf-manifest.json': JSON.stringify(manifest('shell')),
    'prerender.json': JSON.stringify({
      kind: 'shell',
      format: PRERENDER_FORMAT,
      build,
      layouts: { '*': {} },
    }),
  });
}

/** A built remote with these routes; `build` (a plain id) makes each build's version id unique. */
export function fakeRemoteDist(
  folder: string,
  remote: string,
  routes: readonly string[],
  build: string,
): string {
  return write(folder, {
    [`static/js/remote-entry.${build}.js`]: `/* ${remote} ${build} */`,
    'remoteEntry.js': `/* ${remote} ${build} */`,
    'mf-manifest.json': JSON.stringify(manifest(remote)),
    'prerender.json': JSON.stringify({
      kind: 'remote',
      format: PRERENDER_FORMAT,
      remote,
      build,
      builtAt: '2026-11-25T00:00:00Z',
      entry: `/remotes/${remote}/static/js/remote-entry.${build}.js`,
      entryFile: `static/js/remote-entry.${build}.js`,
      pages: {},
      routes: routes.map((path) => ({ path, module: './Page', sitemap: true })),
      heads: {},
    }),
  });
}

export interface CliResult {
  status: number | null;
  output: string;
}

/** Runs `node scripts/deploy/<command>.ts <app> …args` from the repository root. */
export function deployCli(
  command: 'deploy' | 'rollback' | 'versions',
  app: string,
  args: string[],
): CliResult {
  const result = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts', 'deploy', `${command}.ts`), app, ...args],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, POD_DEPLOY_PAUSE_BEFORE_SWITCH: '' },
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A JSON file of the target, or undefined when it has none. */
export function readTargetJson(target: string, key: string): unknown {
  try {
    return JSON.parse(readFileSync(join(target, key), 'utf8'));
  } catch {
    return undefined;
  }
}
