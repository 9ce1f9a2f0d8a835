// `pnpm dev`: every dev server with hot reload: the API on 3100, the shell and every remote
// found under remotes/ on the port its package.json names ("pod": { "devPort" }).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DEV_PORT, SHELL_DEV_PORT } from '@pod/build-config/appConfig';
import { findRemotes } from '@pod/build-config/findRemotes';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const apps = [
  {
    name: 'api',
    args: ['--filter', '@pod/api', 'run', 'dev'],
    env: {
      PORT: String(API_DEV_PORT),
      SERVE_SITE: 'false',
      PUBLIC_SITE_URL: `http://localhost:${SHELL_DEV_PORT}`,
    },
  },
  ...findRemotes(repoRoot).map((remote) => ({
    name: `${remote.name} :${remote.devPort}`,
    args: ['--filter', remote.packageName, 'run', 'dev'],
    env: {},
  })),
  { name: `shell :${SHELL_DEV_PORT}`, args: ['--filter', '@pod/shell', 'run', 'dev'], env: {} },
];

const children = apps.map((app) => {
  const child = spawn('pnpm', app.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...app.env },
  });
  const prefix = `[${app.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => console.log(`${prefix}exited (${code})`));
  return child;
});

console.log(`Dev servers starting: open http://localhost:${SHELL_DEV_PORT}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    process.exit(0);
  });
}
