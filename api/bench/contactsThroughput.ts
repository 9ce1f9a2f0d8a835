// Benchmark (not a test): sustained POST /api/contacts throughput and latency against
// the real server process (`node api/src/main.ts`) with a fresh data folder, WAL and
// synchronous=FULL as in production. The rate limit is lifted for the run.
//   pnpm --filter @pod/api run bench:contacts
//   BENCH_CONNECTIONS=10 BENCH_SECONDS=20 node api/bench/contactsThroughput.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { siteDatabasePath } from '../src/db/openSiteDatabase.ts';
import { startServerProcess } from '../support/serverProcess.ts';

const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const seconds = Number(process.env.BENCH_SECONDS || 20);
const port = Number(process.env.BENCH_PORT || 3411);
const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-'));

const server = await startServerProcess({
  port,
  dataDir,
  env: { SERVE_SITE: 'false', CONTACTS_RATE_LIMIT_MAX: '0' },
});

const body = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  company: 'Load Testing Inc.',
  message: 'We would like a quote for 250 embroidered hoodies and 500 DTF T-shirts, shipped in two batches.',
});

const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/contacts`,
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
  body,
  connections,
  duration: seconds,
});

await server.stop();
const db = new Database(siteDatabasePath(dataDir), { readonly: true });
const stored = (db.prepare('SELECT COUNT(*) AS n FROM contacts').get() as { n: number }).n;
db.close();
rmSync(dataDir, { recursive: true, force: true });

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  [
    `POST /api/contacts, ${connections} connections, ${seconds} s, Node ${process.version}`,
    `machine: ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, data in ${tmpdir()}`,
    `throughput: ${result.requests.average.toFixed(0)} req/s average (${result.requests.total} requests)`,
    `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `answers: ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    `rows stored: ${stored} (at least every 2xx; requests still open at the end may add a few)`,
  ].join('\n'),
);
if (result.non2xx > 0 || result.errors > 0 || stored < result['2xx']) process.exitCode = 1;
