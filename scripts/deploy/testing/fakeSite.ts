// For tests of the deploy tool: small fake builds (only the files the tool reads, in the shapes
// the real builds write), a folder target made of them, and the deploy commands run as a team
// runs them (node scripts/deploy/<command>.ts), so exit codes and messages are the real ones.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  publishedRoute,
  remoteDistFiles,
  remotePrerender,
  shellPrerender,
  writeFiles,
} from '@pod/deploy-format/testing';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const shared = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
];
const manifest = (name: string) => ({ metaData: { name, pluginVersion: '2.9.2' }, shared });

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
  return writeFiles(folder, {
    'index.html': '<!doctype html><div id="root"></div>',
    'mf-manifest.json': JSON.stringify(manifest('shell')),
    'prerender.json': JSON.stringify(shellPrerender({ build })),
  });
}

/** A built remote with these routes; `build` (a plain id) makes each build's version id unique. */
export function fakeRemoteDist(
  folder: string,
  remote: string,
  routes: readonly string[],
  build: string,
): string {
  const prerender = remotePrerender(remote, build, { routes: routes.map((path) => publishedRoute(path)) });
  return writeFiles(folder, {
    ...remoteDistFiles(prerender, `/* ${remote} ${build} */`),
    'remoteEntry.js': `/* ${remote} ${build} */`,
    'mf-manifest.json': JSON.stringify(manifest(remote)),
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
