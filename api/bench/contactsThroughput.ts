// Benchmark (not a test): sustained POST /api/contacts throughput and latency against the real
// server process (`node api/src/main.ts`). The rate limit is lifted for the run.
//   BENCH_ENGINE=sqlite (default): one instance on a fresh SQLite file (WAL, synchronous=FULL).
//   BENCH_ENGINE=postgres BENCH_INSTANCES=1|2: one or two instances sharing one embedded
//   PostgreSQL (default settings: fsync on), the load split evenly over them.
//   pnpm --filter @pod/api run bench:contacts
//   BENCH_CONNECTIONS=10 BENCH_SECONDS=20 node api/bench/contactsThroughput.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { postgresClient } from '../src/db/postgres/postgresClient.ts';
import { sqliteClient } from '../src/db/sqlite/sqliteDialect.ts';
import { openSqliteFile, siteDatabasePath } from '../src/db/sqlite/sqliteFile.ts';
import { type RunningPostgres, startEmbeddedPostgres } from '../support/embeddedPostgres.ts';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess.ts';

const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const instances = engine === 'postgres' ? Math.max(1, Number(process.env.BENCH_INSTANCES || 1)) : 1;
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const seconds = Number(process.env.BENCH_SECONDS || 20);
const dataDirs = Array.from({ length: instances }, () => mkdtempSync(join(tmpdir(), 'pod-bench-')));

const postgres: RunningPostgres | null =
  engine === 'postgres' ? await startEmbeddedPostgres({ durable: true }) : null;
const servers: ServerProcess[] = await Promise.all(
  dataDirs.map(async (dataDir) =>
    startServerProcess({
      port: await freePort(),
      dataDir,
      env: {
        SERVE_SITE: 'false',
        CONTACTS_RATE_LIMIT_MAX: '0',
        SMTP_URL: '',
        ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: '' }),
      },
    }),
  ),
);

const body = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  company: 'Load Testing Inc.',
  message: 'We would like a quote for 250 embroidered hoodies and 500 DTF T-shirts, shipped in two batches.',
});

// One autocannon per instance, run together, as a load balancer spreading connections.
const results = await Promise.all(
  servers.map((server) =>
    autocannon({
      url: `${server.origin.replace('localhost', '127.0.0.1')}/api/contacts`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: Math.max(1, Math.round(connections / servers.length)),
      duration: seconds,
    }),
  ),
);
for (const server of servers) await server.stop();

const sql = postgres
  ? postgresClient({ connectionString: postgres.url, max: 1 }).sql
  : sqliteClient({ writer: openSqliteFile(siteDatabasePath(dataDirs[0] as string)) });
const counted = await sql
  .selectFrom('contacts')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirst();
const stored = counted?.n ?? 0;
await sql.destroy();
await postgres?.stop();
for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });

const sum = (pick: (result: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
// Percentiles over instances: the worse instance's figure (each run is the same length).
const worst = (pick: (result: Result) => number) => Math.max(...results.map(pick));
const acknowledged = sum((r) => r['2xx']);
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const where =
  engine === 'postgres'
    ? `${instances} instance(s), one embedded PostgreSQL (fsync on)`
    : '1 instance, SQLite file (WAL, synchronous=FULL)';
console.log(
  [
    `POST /api/contacts, ${connections} connections, ${seconds} s, Node ${process.version}, ${where}`,
    `machine: ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, data in ${tmpdir()}`,
    `throughput: ${sum((r) => r.requests.average).toFixed(0)} req/s average (${sum((r) => r.requests.total)} requests)`,
    `latency: p50 ${worst((r) => r.latency.p50)} ms, p99 ${worst((r) => r.latency.p99)} ms, max ${worst((r) => r.latency.max)} ms`,
    `answers: ${acknowledged} 2xx, ${sum((r) => r.non2xx)} non-2xx, ${sum((r) => r.errors)} errors, ${sum((r) => r.timeouts)} timeouts`,
    `rows stored: ${stored} (at least every 2xx; requests still open at the end may add a few)`,
  ].join('\n'),
);
if (sum((r) => r.non2xx) > 0 || sum((r) => r.errors) > 0 || stored < acknowledged) process.exitCode = 1;
