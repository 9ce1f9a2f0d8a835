import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBucketTarget } from '../../api/src/site/deploys/deployTarget.ts';
import type { ShellContract } from './contractCheck.ts';
import { shellContract } from './federationContracts.ts';
import { repoRoot } from './repoRoot.ts';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The shell's dist folder to check against: --shell, else the target's own shell/dist (a
 * folder target is a site root), else — for a bucket, whose pages a server composes with
 * the shell on its own disk — this checkout's shell/dist.
 */
export function liveShellFolder(to: string, explicit: string | undefined): string {
  if (explicit) return explicit;
  const inTarget = join(to, 'shell', 'dist');
  if (!parseBucketTarget(to) && existsSync(join(inTarget, 'mf-manifest.json'))) return inTarget;
  return join(repoRoot, 'shell', 'dist');
}

export function readShellContract(folder: string, remote: string): ShellContract {
  const manifest = join(folder, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`no shell build at ${folder} (mf-manifest.json missing)`);
  const routes = join(folder, 'site-routes.json');
  return shellContract(remote, readJson(manifest), existsSync(routes) ? readJson(routes) : []);
}
