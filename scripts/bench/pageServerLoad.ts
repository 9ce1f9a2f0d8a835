// Benchmark (not a test): how many page requests a second one page-server instance answers at 20
// connections, each path beside a bare Node server sending the same bytes from memory (the
// speed of its bytes), in turn, twice each; a revalidation (304) beside /api/health/live; and
// how many requests the server makes to a bucket deploy target per 1,000 page views once warm.
//   node scripts/bench/pageServerLoad.ts            (after `pnpm build`; starts its own servers)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 node scripts/bench/pageServerLoad.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedS3 } from '@pod/api/embeddedS3';
import { freePort, startServerProcess } from '@pod/api/support/serverProcess';
import { deployCli } from '@pod/e2e/support/deployCli';
import autocannon from 'autocannon';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const seconds = Number(process.env.BENCH_SECONDS || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const ENCODED = { 'Accept-Encoding': 'br, gzip' };

export interface LoadRow {
  path: string;
  siteRps: number;
  siteP99Ms: number;
  bareRps: number;
  ratio: number;
}

async function rate(url: string, headers: Record<string, string>): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 && !headers['If-None-Match'])
    throw new Error(`${url}: ${result.non2xx} answers not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** What the site sends for `path` (status, headers, bytes), to be sent again from memory. */
async function captured(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  const sent: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      sent[name] = value;
  });
  return { status: res.status, headers: sent, body };
}

// The bare server, in a process of its own as the site is: in the bench's own process it would
// share a thread with the load it is measured by.
const BARE_SERVER = `
const { readFileSync } = require('node:fs');
const { createServer } = require('node:http');
const page = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const body = Buffer.from(page.body, 'base64');
createServer((_req, res) => {
  res.writeHead(page.status, { ...page.headers, 'Content-Length': body.length });
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => console.log('ready'));
`;

/** A bare Node server that sends these bytes, whatever it is asked. */
async function bareServer(
  page: Awaited<ReturnType<typeof captured>>,
): Promise<{ url: string; stop: () => void }> {
  const file = join(mkdtempSync(join(tmpdir(), 'pod-bench-bare-')), 'page.json');
  writeFileSync(
    file,
    JSON.stringify({ status: page.status, headers: page.headers, body: page.body.toString('base64') }),
  );
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function pageRows(origin: string): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const path of ['/', '/products', '/contact']) {
    const page = await captured(`${origin}${path}`, ENCODED);
    const bare = await bareServer(page);
    const site: number[] = [];
    const bareRates: number[] = [];
    const p99s: number[] = [];
    for (let turn = 0; turn < 2; turn++) {
      const s = await rate(`${origin}${path}`, ENCODED);
      site.push(s.rps);
      p99s.push(s.p99);
      bareRates.push((await rate(bare.url, ENCODED)).rps);
    }
    bare.stop();
    const siteRps = Math.max(...site);
    const bareRps = Math.max(...bareRates);
    rows.push({ path, siteRps, siteP99Ms: Math.max(...p99s), bareRps, ratio: siteRps / bareRps });
  }
  // A revalidation: the browser already holds /products (no-cache, so it asks each time).
  const etag = (await fetch(`${origin}/products`, { headers: ENCODED })).headers.get('etag') ?? '';
  const revalidated = await rate(`${origin}/products`, { ...ENCODED, 'If-None-Match': etag });
  const live = await rate(`${origin}/api/health/live`, ENCODED);
  rows.push({
    path: '/products answered 304 (beside /api/health/live)',
    siteRps: revalidated.rps,
    siteP99Ms: revalidated.p99,
    bareRps: live.rps,
    ratio: revalidated.rps / live.rps,
  });
  return rows;
}

/** An HTTP proxy in front of the S3 server that counts the requests passing through it. */
async function countingProxy(target: URL) {
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers as IncomingHttpHeaders,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    count: () => count,
    reset: () => {
      count = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Storage requests the server makes per 1,000 page views, warm, with every app deployed to a bucket. */
async function bucketRequestsPerThousand(): Promise<number> {
  const s3 = await startEmbeddedS3({
    directory: mkdtempSync(join(tmpdir(), 'pod-bench-s3-')),
    bucket: 'pod-site',
    corsOrigins: ['http://127.0.0.1'],
  });
  const proxy = await countingProxy(new URL(s3.endpoint));
  const env = {
    S3_ENDPOINT: proxy.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_BUCKET: 'pod-site',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const to = 's3://pod-site/production';
  for (const app of ['shell', 'marketing', 'forms', 'staff', 'filecheck']) {
    const dist = join(repoRoot, app === 'shell' ? 'shell' : join('remotes', app), 'dist');
    const done = await deployCli('deploy', app, ['--to', to, '--dist', dist], env);
    if (done.status !== 0) throw new Error(`deploy ${app} failed:\n${done.output}`);
  }
  const site = await startServerProcess({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), 'pod-bench-bucket-')),
    env: { ...env, SITE_DEPLOY_TARGET: to },
  });
  try {
    const paths = ['/', '/products', '/contact', '/faqs'];
    for (const path of paths) await (await fetch(`${site.origin}${path}`)).arrayBuffer(); // warm
    proxy.reset();
    for (let view = 0; view < 1000; view++) {
      const res = await fetch(`${site.origin}${paths[view % paths.length]}`, { headers: ENCODED });
      await res.arrayBuffer();
    }
    return proxy.count();
  } finally {
    await site.stop();
    await proxy.close();
    await s3.close();
  }
}

export interface PageServerFigures {
  rows: LoadRow[];
  bucketRequestsPerThousandViews: number;
}

export async function measurePageServer(origin: string): Promise<PageServerFigures> {
  const rows = await pageRows(origin);
  return { rows, bucketRequestsPerThousandViews: await bucketRequestsPerThousand() };
}

export function pageServerTable(figures: PageServerFigures): string {
  const lines = [
    `| Path | Site, requests/s (p99) | Bare server of the same bytes | Ratio |`,
    `|---|---|---|---|`,
    ...figures.rows.map(
      (row) =>
        `| \`${row.path}\` | ${Math.round(row.siteRps)} (p99 ${row.siteP99Ms} ms) | ${Math.round(row.bareRps)} | ${row.ratio.toFixed(2)}× |`,
    ),
    '',
    `Storage requests per 1,000 page views, bucket target, warm: ${figures.bucketRequestsPerThousandViews}`,
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startServerProcess({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), 'pod-bench-pages-')),
  });
  try {
    console.log(`[bench] page server: ${connections} connections, ${seconds} s a turn, two turns a path`);
    console.log(pageServerTable(await measurePageServer(site.origin)));
  } finally {
    await site.stop();
  }
}
