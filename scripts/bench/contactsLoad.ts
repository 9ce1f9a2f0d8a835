import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export interface LoadFigures {
  /** Which engine and how many API instances, e.g. "PostgreSQL, 2 instances". */
  label: string;
  summary: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  acknowledged: number;
  stored: number;
}

/** The variants `npm run bench` compares: the embedded default and PostgreSQL scaled out. */
export const loadVariants = [
  { label: 'SQLite file, 1 instance', env: { BENCH_ENGINE: 'sqlite' } },
  { label: 'PostgreSQL, 1 instance', env: { BENCH_ENGINE: 'postgres', BENCH_INSTANCES: '1' } },
  { label: 'PostgreSQL, 2 instances', env: { BENCH_ENGINE: 'postgres', BENCH_INSTANCES: '2' } },
] as const;

/** Runs the throughput benchmark (api/bench/contactsThroughput.ts) once and reads its figures. */
export function contactsLoad(repoRoot: string, variant: (typeof loadVariants)[number]): LoadFigures {
  const result = spawnSync(process.execPath, [join(repoRoot, 'api', 'bench', 'contactsThroughput.ts')], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...variant.env },
  });
  const out = result.stdout ?? '';
  if (result.status !== 0 && !out.includes('throughput')) {
    throw new Error(`contacts benchmark failed:\n${out}\n${result.stderr}`);
  }
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? Number.NaN);
  return {
    label: variant.label,
    summary: out.trim(),
    requestsPerSecond: number(/throughput: (\d+(?:\.\d+)?) req\/s/),
    p50Ms: number(/p50 (\d+(?:\.\d+)?) ms/),
    p99Ms: number(/p99 (\d+(?:\.\d+)?) ms/),
    acknowledged: number(/answers: (\d+) 2xx/),
    stored: number(/rows stored: (\d+)/),
  };
}
