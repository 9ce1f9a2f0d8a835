import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second site server (`node api/src/main.ts`, as `npm start` runs it) on a free port, for
 * tests that need their own site root or deploy target. Resolves once it says it is ready.
 */
export function startSiteServer(env: Record<string, string>): Promise<RunningSite> {
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'api', 'src', 'main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PUBLIC_SITE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Site ready at (http:\/\/\S+)/.exec(output);
      if (!ready?.[1]) return;
      child.stdout?.off('data', onData);
      const url = ready[1].replace('localhost', '127.0.0.1');
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`site server exited (${code}) before it was ready:\n${output}`)),
    );
  });
}
