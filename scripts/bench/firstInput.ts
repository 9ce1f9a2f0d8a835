// What a phone visitor's first press or key gets, island by island: the time from the input to
// a visible answer (the pending words, "Searching…", a paused slideshow) and to the useful
// result (the message sent, the list filtered, the verdict). Phone profile as the navigation
// bench (navigationVariants.ts): 4x CPU (DevTools), slow 4G made by the proxy (150 ms RTT,
// 1.6 Mbps down), 412x823 touch, empty cache; each input 1.5 s after the load event, as a
// visitor who starts at once: twice, once with nothing before it (the worst case: the islands'
// code is fetched ahead at the first sign of presence, so here at the input itself) and once
// after a scroll half a second after load (a reader). Both clocks are the pages' own (the input
// event's timeStamp and performance.now() in the first animation frame the answer is in, each
// from its document's timeOrigin, so an answer on the next page, after a form's post, is timed
// too), so the figure is what the screen showed, not what the driver saw.
//
// This file runs and times them; the inputs are in firstInputScenarios.ts, the page-side clocks in
// firstInputClocks.ts.
//
// Run alone on a built site: `pnpm bench:first-input` (FIRST_INPUT_RUNS, default 3; FIRST_INPUT_ORIGIN
// for a running site, else it starts one with a staff account for the sign-in).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '@pod/e2e/support/chromium';
import { type AnswerClocks, readAnswerClocks, recordAnswerClocks } from './firstInputClocks.ts';
import { type Before, befores, type Scenario, STAFF, scenarios } from './firstInputScenarios.ts';
import { phoneProfile } from './navigationVariants.ts';
import { startSpeculationProxy } from './speculationProxy.ts';

export interface FirstInputRow {
  island: string;
  input: string;
  before: Before;
  /** Medians over the runs, ms; null when the answer never came within the wait. */
  visible: number | null;
  useful: number | null;
  runs: number;
}

const WAIT_MS = 30_000;

/** One run of one scenario in a fresh context (empty cache): [visible, useful, exact] in ms, or null. */
async function runOnce(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
  scenario: Scenario,
  before: Before,
): Promise<[number | null, number | null, number | null]> {
  const context = await browser.newContext({
    viewport: { width: phoneProfile.width, height: phoneProfile.height },
    deviceScaleFactor: phoneProfile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
    await recordAnswerClocks(page, scenario, WAIT_MS);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('pageerror', (error) => failed.push(`page error ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(`console ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      failed.push(`${request.failure()?.errorText} ${new URL(request.url()).pathname}`),
    );
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load' });
    let act = scenario.act;
    if (before === 'a scroll') {
      await page.waitForTimeout(500);
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(1000);
    } else if (before === 'a tap on the field' && scenario.reach) {
      await page.waitForTimeout(500);
      act = await scenario.reach(page);
      await page.waitForTimeout(1000);
    } else await page.waitForTimeout(1500);
    try {
      await act(page);
    } catch (error) {
      console.log(
        `[first input] ${scenario.island}: the input could not be made (${String(error).split('\n')[0]})`,
      );
      return [null, null, null];
    }
    // Read back until the useful answer is in (a post's next page may be loading meanwhile).
    const clocks = () => readAnswerClocks(page);
    const deadline = Date.now() + WAIT_MS;
    let read = await clocks();
    const done = (clocks: AnswerClocks | null) =>
      clocks?.useful != null && (!scenario.exact || clocks.exact != null);
    while (!done(read) && Date.now() < deadline) {
      await page.waitForTimeout(100);
      read = (await clocks()) ?? read;
    }
    const visibleAt = read?.visible ?? null;
    const usefulAt = read?.useful ?? null;
    if (usefulAt === null) {
      // Say what the page showed instead, so a missing figure can be told from a slow one.
      const shown = await page.evaluate(
        () =>
          [...document.querySelectorAll('[data-island]')]
            .map((island) => `[${[...island.attributes].map((a) => a.name).join(' ')}]`)
            // biome-ignore lint/performance/useDomNodeTextContent: the words shown, as a visitor read them
            .join(' ') + (document.querySelector('main')?.innerText ?? ''),
      );
      console.log(
        `[first input] ${scenario.island}: no useful result in ${WAIT_MS / 1000} s; failed requests: ${failed.join(', ') || 'none'}; the page read: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`,
      );
    }
    const clock = { 'first input': read?.first, 'last key': read?.lastKey, change: read?.change };
    const inputAt = clock[scenario.clockFrom ?? 'first input'] ?? null;
    if (inputAt === null) return [null, null, null];
    const since = (at: number | null | undefined) => (at == null ? null : at - inputAt);
    return [since(visibleAt), since(usefulAt), since(read?.exact)];
  } finally {
    await context.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length < values.length / 2 || known.length === 0) return null;
  return Math.round(known[Math.floor(known.length / 2)] ?? 0);
};

export async function measureFirstInputs(
  chromePath: string,
  siteOrigin: string,
  runs: number,
): Promise<FirstInputRow[]> {
  const proxy = await startSpeculationProxy(siteOrigin, {
    shape: { latencyMs: phoneProfile.latencyMs, downloadBytesPerSecond: phoneProfile.downloadBytesPerSecond },
  });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  const rows: FirstInputRow[] = [];
  try {
    // FIRST_INPUT_ONLY=faq (a word of the island's name) measures one island alone.
    const only = process.env.FIRST_INPUT_ONLY?.toLowerCase();
    for (const scenario of scenarios.filter((s) => !only || s.island.toLowerCase().includes(only)))
      for (const before of befores(scenario)) {
        const visible: (number | null)[] = [];
        const useful: (number | null)[] = [];
        const exact: (number | null)[] = [];
        for (let run = 0; run < runs; run++) {
          const [seen, done, final] = await runOnce(browser, proxy.origin, scenario, before);
          visible.push(seen);
          useful.push(done);
          exact.push(final);
        }
        const row = {
          island: scenario.island,
          input: scenario.input,
          before,
          visible: median(visible),
          useful: median(useful),
          runs,
        };
        console.log(
          `[first input] ${row.island}, ${row.input}, after ${before}: visible ${row.visible ?? '–'} ms, useful ${row.useful ?? '–'} ms (${visible.join(', ')} / ${useful.join(', ')})`,
        );
        rows.push(row);
        if (!scenario.exact) continue;
        // The second step of the useful result, as a row of its own: the same visible answer.
        const second = { ...row, input: `${scenario.input}: exact figures`, useful: median(exact) };
        console.log(
          `[first input] ${second.island}, ${second.input}, after ${before}: useful ${second.useful ?? '–'} ms (${exact.join(', ')})`,
        );
        rows.push(second);
      }
  } finally {
    await browser.close();
    await proxy.stop();
  }
  return rows;
}

/** The rows as a Markdown table. */
export function firstInputTable(rows: readonly FirstInputRow[]): string {
  const ms = (value: number | null) => (value === null ? 'never (30 s)' : `${value} ms`);
  return [
    '| Island | First input | Before it | Visible answer | Useful result |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) => `| ${row.island} | ${row.input} | ${row.before} | ${ms(row.visible)} | ${ms(row.useful)} |`,
    ),
  ].join('\n');
}

export type { Before };
export { STAFF as BENCH_STAFF };

// Run alone: `pnpm bench:first-input` after `pnpm build`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startServerProcess } = await import('@pod/api/support/serverProcess');
  const { ensureChromium } = await import('../ensureChromium.ts');
  const runs = Number(process.env.FIRST_INPUT_RUNS || 3);
  let origin = process.env.FIRST_INPUT_ORIGIN;
  const site = origin
    ? undefined
    : await startServerProcess({
        port: 3450,
        dataDir: mkdtempSync(join(tmpdir(), 'pod-first-input-')),
        env: { STAFF_USERNAME: STAFF.username, STAFF_PASSWORD: STAFF.password },
      });
  origin ??= site?.origin ?? '';
  try {
    console.log(firstInputTable(await measureFirstInputs(ensureChromium(), origin, runs)));
  } finally {
    await site?.stop();
  }
}
