import { spawnSync } from 'node:child_process';
import { repoRoot } from './repoRoot.ts';

/** The checkout's short commit, "+dirty" with uncommitted changes, "unknown" outside git. */
export function gitCommit(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return `${head.stdout.trim()}${status.stdout.trim() ? '+dirty' : ''}`;
}
