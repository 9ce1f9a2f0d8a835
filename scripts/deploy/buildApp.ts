import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repoRoot.ts';

/** The app's folder in this checkout: shell/ or remotes/<name>/. */
export const appFolder = (app: string): string =>
  app === 'shell' ? join(repoRoot, 'shell') : join(repoRoot, 'remotes', app);

/** Builds the app from the current tree (`rsbuild build` in its folder); returns its dist. */
export function buildApp(app: string): string {
  const folder = appFolder(app);
  console.log(`building ${app} …`);
  const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the ${app} build failed`);
  return join(folder, 'dist');
}
