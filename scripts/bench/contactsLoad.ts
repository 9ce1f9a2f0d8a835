import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export interface LoadFigures {
  summary: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  acknowledged: number;
  stored: number;
}

/** Runs the forms team's throughput benchmark (api/bench/contactsThroughput.ts) and reads its figures. */
export function contactsLoad(repoRoot: string): LoadFigures {
  const result = spawnSync(process.execPath, [join(repoRoot, 'api', 'bench', 'contactsThroughput.ts')], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: process.env,
  });
  const out = result.stdout ?? '';
  if (result.status !== 0 && !out.includes('throughput')) {
    throw new Error(`contacts benchmark failed:\n${out}\n${result.stderr}`);
  }
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? Number.NaN);
  return {
    summary: out.trim(),
    requestsPerSecond: number(/throughput: (\d+(?:\.\d+)?) req\/s/),
    p50Ms: number(/p50 (\d+(?:\.\d+)?) ms/),
    p99Ms: number(/p99 (\d+(?:\.\d+)?) ms/),
    acknowledged: number(/answers: (\d+) 2xx/),
    stored: number(/rows stored: (\d+)/),
  };
}
