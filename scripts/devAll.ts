// `pnpm dev`: every dev server with hot reload (shell 3000, remotes 3001-3003, API 3100).
import { spawn } from 'node:child_process';

const apps = [
  {
    name: 'api',
    args: ['--filter', '@pod/api', 'run', 'dev'],
    env: { PORT: '3100', SERVE_SITE: 'false', PUBLIC_SITE_URL: 'http://localhost:3000' },
  },
  { name: 'marketing', args: ['--filter', '@pod/marketing', 'run', 'dev'], env: {} },
  { name: 'forms', args: ['--filter', '@pod/forms', 'run', 'dev'], env: {} },
  { name: 'upload', args: ['--filter', '@pod/upload', 'run', 'dev'], env: {} },
  { name: 'shell', args: ['--filter', '@pod/shell', 'run', 'dev'], env: {} },
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

console.log('Dev servers starting: open http://localhost:3000');
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
