import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningSite {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the production server (as `npm start` does, minus the build) with a throwaway data folder. */
export async function startSite(
  repoRoot: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-site-'));
  const child = spawn(process.execPath, [join(repoRoot, 'api', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Site ready at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`site exited early (${code})`)));
  });
  return {
    origin: `http://localhost:${port}`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
