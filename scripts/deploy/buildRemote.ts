import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repoRoot.ts';

/** Builds the remote from the current tree (`rsbuild build` in its folder); returns its dist. */
export function buildRemote(remote: string): string {
  const folder = join(repoRoot, 'remotes', remote);
  console.log(`building ${remote} …`);
  const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the ${remote} build failed`);
  return join(folder, 'dist');
}
