// Benchmark (not a test): how many page requests a second one page-server instance answers at 20
// connections, each path beside a bare Node server sending the same bytes from memory (the
// speed of its bytes), in turn, twice each; a revalidation (304) beside /api/health/live; the
// server's own CPU time per request, site and bare (what a spike costs whatever drives it); and
// how many requests the server makes to a bucket deploy target per 1,000 page views once warm.
// The load is undici's, its bodies read and dropped undecoded: autocannon decodes every body
// to a string, which for a brotli page cost it more than the server it was measuring.
//   node scripts/bench/pageServerLoad.ts            (after `pnpm build`; starts its own servers)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 node scripts/bench/pageServerLoad.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedS3 } from '@pod/api/embeddedS3';
import { freePort, startServerProcess } from '@pod/api/support/serverProcess';
import { deployCli } from '@pod/e2e/support/deployCli';
import { Pool } from 'undici';

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
  /** The server process's CPU time (user + system) per request, in µs; undefined off Linux. */
  siteCpuUs?: number | undefined;
  bareCpuUs?: number | undefined;
}

/** A process's CPU time so far, in µs (Linux: /proc/<pid>/stat), or undefined where it cannot be read. */
function cpuMicros(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Rate {
  rps: number;
  p99: number;
  /** The server's CPU µs per request answered. */
  cpuUs: number | undefined;
}

/**
 * `connections` keep-alive connections, each with one request in flight at a time, for
 * `seconds`; bodies are read to the end and dropped, never decoded.
 */
async function rate(url: string, headers: Record<string, string>, server: ChildProcess): Promise<Rate> {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const turn = async (ms: number) => {
    const latencies: number[] = [];
    let unexpected = 0;
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          const { statusCode, body } = await pool.request({
            path: pathname + search,
            method: 'GET',
            headers,
          });
          await body.dump({ limit: 64 * 1024 * 1024 });
          latencies.push(performance.now() - started);
          if (statusCode !== 200 && statusCode !== 304) unexpected++;
        }
      }),
    );
    if (unexpected > 0) throw new Error(`${url}: ${unexpected} answers neither 200 nor 304`);
    return latencies;
  };
  try {
    await turn(500); // connections open, the page composed and kept
    const before = cpuMicros(server.pid);
    const latencies = await turn(seconds * 1000);
    const after = cpuMicros(server.pid);
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
    return {
      rps: latencies.length / seconds,
      p99: Math.round(p99 * 10) / 10,
      cpuUs: before === undefined || after === undefined ? undefined : (after - before) / latencies.length,
    };
  } finally {
    await pool.close();
  }
}

/** What the site sends for `path` (status, headers, bytes as sent: still compressed), to be sent again from memory. */
function captured(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const sent: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (
            typeof value === 'string' &&
            !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)
          )
            sent[name] = value;
        resolve({ status: res.statusCode ?? 0, headers: sent, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
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
): Promise<{ url: string; process: ChildProcess; stop: () => void }> {
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
  return { url: `http://127.0.0.1:${port}`, process: child, stop: () => child.kill() };
}

/** The better of two turns (the machine's noise only ever slows a turn down). */
const best = (turns: readonly Rate[]): Rate => turns.reduce((a, b) => (b.rps > a.rps ? b : a));

async function pageRows(origin: string, server: ChildProcess): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const path of ['/', '/products', '/contact']) {
    const page = await captured(`${origin}${path}`, ENCODED);
    const bare = await bareServer(page);
    const site: Rate[] = [];
    const bareRates: Rate[] = [];
    for (let turn = 0; turn < 2; turn++) {
      site.push(await rate(`${origin}${path}`, ENCODED, server));
      bareRates.push(await rate(bare.url, ENCODED, bare.process));
    }
    bare.stop();
    const s = best(site);
    const b = best(bareRates);
    rows.push({
      path,
      siteRps: s.rps,
      siteP99Ms: Math.max(...site.map((turn) => turn.p99)),
      bareRps: b.rps,
      ratio: s.rps / b.rps,
      siteCpuUs: s.cpuUs,
      bareCpuUs: b.cpuUs,
    });
  }
  // A revalidation: the browser already holds /products (no-cache, so it asks each time).
  const etag = (await fetch(`${origin}/products`, { headers: ENCODED })).headers.get('etag') ?? '';
  const revalidated = best([
    await rate(`${origin}/products`, { ...ENCODED, 'If-None-Match': etag }, server),
    await rate(`${origin}/products`, { ...ENCODED, 'If-None-Match': etag }, server),
  ]);
  const live = best([
    await rate(`${origin}/api/health/live`, ENCODED, server),
    await rate(`${origin}/api/health/live`, ENCODED, server),
  ]);
  rows.push({
    path: '/products answered 304 (beside /api/health/live)',
    siteRps: revalidated.rps,
    siteP99Ms: revalidated.p99,
    bareRps: live.rps,
    ratio: revalidated.rps / live.rps,
    siteCpuUs: revalidated.cpuUs,
    bareCpuUs: live.cpuUs,
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

export async function measurePageServer(origin: string, server: ChildProcess): Promise<PageServerFigures> {
  const rows = await pageRows(origin, server);
  return { rows, bucketRequestsPerThousandViews: await bucketRequestsPerThousand() };
}

const micros = (value: number | undefined): string => (value === undefined ? '—' : `${Math.round(value)} µs`);

export function pageServerTable(figures: PageServerFigures): string {
  const lines = [
    `| Path | Site, requests/s (p99) | Bare server of the same bytes | Ratio | Server CPU per request, site / bare |`,
    `|---|---|---|---|---|`,
    ...figures.rows.map(
      (row) =>
        `| \`${row.path}\` | ${Math.round(row.siteRps)} (p99 ${row.siteP99Ms} ms) | ${Math.round(row.bareRps)} | ${row.ratio.toFixed(2)}× | ${micros(row.siteCpuUs)} / ${micros(row.bareCpuUs)} |`,
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
    console.log(pageServerTable(await measurePageServer(site.origin, site.child)));
  } finally {
    await site.stop();
  }
}
