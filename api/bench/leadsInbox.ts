// Benchmark (not a test): the staff inbox with 100,000 leads. Server time of the first
// page for each kind of filter (the API in-process, so no network is counted), the query
// plans behind them, and the streamed 100,000-row CSV export (time, bytes, memory).
//   pnpm --filter @pod/api run bench:leads
//   BENCH_LEADS=100000 BENCH_RUNS=50 node api/bench/leadsInbox.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql as rawSql } from 'kysely';
import { allMigrations } from '../src/allMigrations.ts';
import { upsertStaffAccount } from '../src/auth/staffAccounts.ts';
import { loadConfig } from '../src/config/loadConfig.ts';
import { createContactStore } from '../src/contacts/contactStore.ts';
import { createApp } from '../src/createApp.ts';
import { inTransaction } from '../src/db/inTransaction.ts';
import { openToolDatabase } from '../src/db/openToolDatabase.ts';
import { leadOutboxListener } from '../src/leads/leadsOutbox.ts';

const total = Number(process.env.BENCH_LEADS || 100_000);
const runs = Number(process.env.BENCH_RUNS || 50);
const dataDir = mkdtempSync(join(tmpdir(), 'pod-bench-leads-'));
// The embedded SQLite file: the inbox queries are the same text on PostgreSQL.
const { sql } = await openToolDatabase({ dataDir, databaseUrl: undefined }, allMigrations);
const staff = { username: 'bench.staff', password: 'bench staff password 1' };
await upsertStaffAccount(sql, staff.username, staff.password);

// The leads go in through the same store (lead + outbox row), all in one transaction.
const seedStarted = performance.now();
const companies = ['Acme Merch', 'Bright Tees', 'Campus Club', '', 'Delta Events', 'Echo Sports'];
await inTransaction(sql, async (tx) => {
  const store = createContactStore(tx, leadOutboxListener());
  for (let n = 0; n < total; n++) {
    await store.add(
      {
        firstName: `First${n}`,
        lastName: `Last${n % 997}`,
        email: `lead${n}@example.com`,
        company: companies[n % companies.length] || null,
        message: `Hello, we need ${n % 500} embroidered hoodies and DTF tees for our team. Reference ${n}.`,
      },
      n % 3 === 0 ? 'customer_service' : 'sales',
    );
  }
  // A realistic mix: most leads handled, some spam, the newest new.
  await tx
    .updateTable('contacts')
    .set((eb) => ({
      status: eb
        .case()
        .when(eb('rowid', '%', 10), '=', 0)
        .then('spam' as const)
        .else('handled' as const)
        .end(),
    }))
    .where('rowid', '<=', Math.floor(total * 0.95))
    .execute();
});
const seedSeconds = (performance.now() - seedStarted) / 1000;
await rawSql`ANALYZE`.execute(sql);

const origin = 'http://localhost:3999';
const app = createApp({
  // Request logs would fill the report: only warnings and errors.
  config: loadConfig({ LOG_LEVEL: 'warn', ...process.env, DATA_DIR: dataDir }),
  sql,
  storage: null,
  serveSite: false,
});
const login = await app.request(`${origin}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin },
  body: JSON.stringify(staff),
});
const cookie = (login.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

async function serverMs(path: string): Promise<{ p50: number; p95: number; max: number; items: number }> {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const res = await app.request(`${origin}${path}`, { headers: { Cookie: cookie } });
    const body = (await res.json()) as { items: unknown[] };
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    items = body.items.length;
    if (i >= 3) times.push(elapsed); // the first runs warm statement caches
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: times[times.length - 1] ?? 0, items };
}

const cases: [string, string][] = [
  ['no filter', '/api/contacts'],
  ['form = sales', '/api/contacts?source=sales'],
  ['status = new (5% of rows)', '/api/contacts?status=new'],
  ['form + status = customer_service, spam', '/api/contacts?source=customer_service&status=spam'],
  ['search, common term ("hoodies")', '/api/contacts?q=hoodies'],
  ['search, one match ("lead4242@")', '/api/contacts?q=lead4242%40'],
  ['search, no match (full scan)', '/api/contacts?q=zzzz-no-such-text'],
  ['page 2 (cursor), no filter', ''],
];
const first = (await (
  await app.request(`${origin}/api/contacts`, { headers: { Cookie: cookie } })
).json()) as {
  nextCursor: string;
};
cases[cases.length - 1] = ['page 2 (cursor), no filter', `/api/contacts?cursor=${first.nextCursor}`];

const rows: string[] = [];
for (const [name, path] of cases) {
  const t = await serverMs(path);
  rows.push(
    `| ${name} | ${t.items} | ${t.p50.toFixed(2)} ms | ${t.p95.toFixed(2)} ms | ${t.max.toFixed(2)} ms |`,
  );
}

const planQueries: [string, string][] = [
  ['no filter', 'SELECT rowid FROM contacts ORDER BY rowid DESC LIMIT 51'],
  ['status', "SELECT rowid FROM contacts WHERE status = 'new' ORDER BY rowid DESC LIMIT 51"],
  [
    'form + status',
    "SELECT rowid FROM contacts WHERE source = 'sales' AND status = 'spam' ORDER BY rowid DESC LIMIT 51",
  ],
];
const plans: string[] = [];
for (const [name, query] of planQueries) {
  const detail = (await rawSql<{ detail: string }>`EXPLAIN QUERY PLAN ${rawSql.raw(query)}`.execute(sql)).rows
    .map((row) => row.detail)
    .join('; ');
  plans.push(`- ${name}: \`${detail}\``);
}

// The export: a full GC before each memory sample, so the figure is what the export keeps alive.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
gc();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
let heapPeak = 0;
let rssPeak = 0;
let bytes = 0;
let chunks = 0;
const exportStarted = performance.now();
const res = await app.request(`${origin}/api/contacts/export.csv`, { headers: { Cookie: cookie } });
const reader = (res.body as ReadableStream<Uint8Array>).getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  if (++chunks % 20 === 0) {
    gc();
    const memory = process.memoryUsage();
    heapPeak = Math.max(heapPeak, memory.heapUsed - heapBefore);
    rssPeak = Math.max(rssPeak, memory.rss - rssBefore);
  }
}
const exportSeconds = (performance.now() - exportStarted) / 1000;
const mb = (n: number) => `${(n / 1_048_576).toFixed(1)} MB`;

const report = `## Staff leads inbox with ${total.toLocaleString('en-US')} leads (\`pnpm --filter @pod/api run bench:leads\`)

Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} x ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}. The API in-process (Hono \`app.request\`): server time only, from request to parsed JSON, ${runs} runs each after 3 warm-up runs. Target: first page under 50 ms. Seeding ${total.toLocaleString('en-US')} leads with their outbox rows took ${seedSeconds.toFixed(1)} s.

| First page (50 leads) | Items | p50 | p95 | max |
|---|---|---|---|---|
${rows.join('\n')}

Query plans (indexes from migration \`0008-leads-status\`; every index ends in rowid, so each filter reads its first page in order and stops):
${plans.join('\n')}

Search is a substring match (one ASCII case-insensitive \`LIKE\` per column: full name, e-mail, company, message) walking rows newest first: a common term stops after 51 matches, a term that matches nothing reads every row, which is the slowest case above.

Export of all ${total.toLocaleString('en-US')} leads (\`GET /api/contacts/export.csv\`): ${bytes.toLocaleString('en-US')} bytes (${mb(bytes)}) in ${chunks} chunks, ${exportSeconds.toFixed(2)} s; live heap grew by at most ${mb(heapPeak)} and RSS by at most ${mb(rssPeak)} while streaming (sampled after a full GC every 20 chunks).
`;
console.log(report);
await sql.destroy();
rmSync(dataDir, { recursive: true, force: true });
