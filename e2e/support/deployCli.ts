import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = (command: string) => join(repoRoot, 'scripts', 'deploy', `${command}.ts`);

export interface CliResult {
  status: number | null;
  output: string;
}

/**
 * Runs a deploy command (deploy, rollback, versions) for a remote, as its package script does.
 * Asynchronous on purpose: the embedded S3 server of a test runs in the test's own process.
 */
export function deployCli(
  command: 'deploy' | 'rollback' | 'versions',
  remote: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, [script(command), remote, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

/**
 * Starts a deploy that stops after uploading its files, before the switch (the test seam in
 * scripts/deploy/testPause.ts), and kills it there with SIGKILL: a deploy dying halfway.
 */
export function deployKilledBeforeSwitch(
  remote: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const child = spawn(process.execPath, [script('deploy'), remote, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, POD_DEPLOY_PAUSE_BEFORE_SWITCH: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('paused before the switch')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve(output) : reject(new Error(`deploy was not killed halfway:\n${output}`)),
    );
  });
}
