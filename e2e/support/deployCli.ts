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
 * How soon a switch (a deploy or a rollback) shows on every running instance, as
 * docs/teams-and-deploys.md promises: each instance takes what it read of the target as current
 * for a moment (SITE_RECHECK_MS) rather than asking storage at each page view.
 */
export const SWITCH_SHOWN_WITHIN_MS = { folder: 1_000, bucket: 5_000 };

/**
 * Runs a deploy command (deploy, rollback, versions) for a remote, as its package script does.
 * A deploy or rollback that switched resolves once the switch is promised to show (the
 * window above, by the kind of target `--to` names): what a test loads next is what a visitor
 * would get then. Asynchronous on purpose: the embedded S3 server of a test runs in the test's
 * own process.
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
  const to = args[args.indexOf('--to') + 1] ?? '';
  const window = to.startsWith('s3://') ? SWITCH_SHOWN_WITHIN_MS.bucket : SWITCH_SHOWN_WITHIN_MS.folder;
  return new Promise((resolve) =>
    child.once('close', (status) => {
      const switched = status === 0 && command !== 'versions';
      setTimeout(() => resolve({ status, output }), switched ? window : 0);
    }),
  );
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
