// The file check with a 50-megapixel PNG against the built site (run `pnpm build` first):
// time from choosing the file to the verdicts, to the line-and-gap figures, and for each one-click
// fix (from the click to the fixed file's verdicts: the fix, its PNG and the new check), with the
// longest main-thread task in each step (PerformanceObserver 'longtask', which reports every task
// over 50 ms). The background removal runs on the same design as a 50-megapixel white JPEG.
// Figures, not a test:
//   pnpm --filter @pod/filecheck run bench
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const port = Number(process.env.BENCH_PORT || 3410);
const runs = Number(process.env.BENCH_RUNS || 3);
const WIDTH = 8660;
const HEIGHT = 5774; // 50.0 megapixels

/** A transparent canvas with a soft-edged gradient disc: real work for the PNG decoder. */
async function makeLargeFiles(png: string, jpeg: string): Promise<void> {
  const rgba = Buffer.alloc(WIDTH * HEIGHT * 4);
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const radius = Math.min(WIDTH, HEIGHT) * 0.45;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d > radius) continue;
      const i = (y * WIDTH + x) * 4;
      rgba[i] = (x * 255) / WIDTH;
      rgba[i + 1] = (y * 255) / HEIGHT;
      rgba[i + 2] = ((x ^ y) & 0xff) / 2 + 64;
      rgba[i + 3] = d > radius - 40 ? Math.round(((radius - d) / 40) * 255) : 255;
    }
  }
  await sharp(rgba, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toFile(png);
  await sharp(rgba, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toFile(jpeg);
}

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site did not start on ${url}`);
}

const work = mkdtempSync(join(tmpdir(), 'filecheck-bench-'));
const file = join(work, 'design-50mp.png');
const jpegFile = join(work, 'white-50mp.jpg');
console.log(`[bench] making a ${WIDTH} × ${HEIGHT} PNG and JPEG…`);
await makeLargeFiles(file, jpegFile);
const bytes = statSync(file).size;
const jpegBytes = statSync(jpegFile).size;

const server = spawn('node', ['api/src/main.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, PUBLIC_SITE_URL: '' },
  stdio: 'ignore',
});
const base = `http://localhost:${port}`;
/** Each step's figures, one entry a run. */
const steps = new Map<string, { ms: number; longestTaskMs: number; longTasks: number }[]>();
const record = (name: string, ms: number, tasks: number[]) => {
  const runs = steps.get(name) ?? [];
  runs.push({ ms, longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length });
  steps.set(name, runs);
  console.log(
    `[bench] ${name}: ${Math.round(ms)} ms, longest main-thread task ${
      tasks.length ? `${Math.round(Math.max(...tasks))} ms` : 'under 50 ms (no long task)'
    }`,
  );
};

type BenchWindow = { bench: { start: number; verdict: number; tasks: number[] } };

/** A hydrated /file-check with the long-task observer on, checked against a deliberate 80 ms task. */
async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/file-check`);
  await page.waitForSelector('main [data-page-root="filecheck"][data-hydrated="true"]');
  await page.evaluate(() => {
    const state = { start: 0, verdict: 0, tasks: [] as number[] };
    (window as unknown as BenchWindow).bench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    document.querySelector('input[type="file"]')?.addEventListener('change', () => {
      state.start = performance.now();
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="check-results"]')) {
          state.verdict = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  // The observer must see a long task when there is one: block the main thread for 80 ms.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // From a timer: a task of the page's own, as the page's code would run.
        setTimeout(() => {
          const until = performance.now() + 80;
          while (performance.now() < until) {
            // busy on purpose
          }
          resolve();
        }, 0);
      }),
  );
  await page.waitForTimeout(300);
  const calibrated = await page.evaluate(() => {
    const state = (window as unknown as BenchWindow).bench;
    const seen = state.tasks.some((duration) => duration >= 75);
    state.tasks.length = 0;
    return seen;
  });
  if (!calibrated) throw new Error('the longtask observer did not report a deliberate 80 ms task');
  return page;
}

/** The long tasks since the last call, after any trailing task has landed. */
async function takeTasks(page: Page): Promise<number[]> {
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const state = (window as unknown as BenchWindow).bench;
    return state.tasks.splice(0, state.tasks.length);
  });
}

/** Chooses a file: time to the verdicts (in the page) and to the line-and-gap figures. */
async function checkStep(page: Page, path: string, label: string): Promise<void> {
  const started = performance.now();
  // A path, so the file reaches the page the way a chosen file does (not through the protocol).
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.waitForSelector('[data-testid="check-results"]', { timeout: 120_000 });
  const downscaled = await page.getByText('scaled down to').count();
  if (!downscaled) throw new Error('the page did not say the image was analysed downscaled');
  const state = await page.evaluate(() => (window as unknown as BenchWindow).bench);
  await page.waitForSelector('[data-testid="details-status"][data-details-width]', { timeout: 120_000 });
  const detailsMs = performance.now() - started;
  const tasks = await takeTasks(page);
  record(`${label}: verdict`, state.verdict - state.start, tasks);
  record(`${label}: lines and gaps measured`, detailsMs, []);
}

/** One fix: from the click to the fixed file's verdicts (fix, PNG, new check). */
async function fixStep(page: Page, button: RegExp, fixedName: RegExp, label: string): Promise<void> {
  const started = performance.now();
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('heading', { level: 2, name: fixedName }).waitFor({ timeout: 300_000 });
  const ms = performance.now() - started;
  record(label, ms, await takeTasks(page));
}

try {
  await waitForServer(`${base}/file-check`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  for (let run = 0; run < runs; run++) {
    console.log(`[bench] run ${run + 1} of ${runs}`);
    const page = await openPage(browser);
    await checkStep(page, file, 'PNG');
    await fixStep(page, /Write a \d+ dpi tag/, /-\d+dpi\.png$/, 'PNG: fix, write the DPI tag');
    await fixStep(
      page,
      /Make soft pixels solid or clear/,
      /-solid-edges\.png$/,
      'PNG: fix, soft pixels solid or clear',
    );
    await fixStep(page, /Trim the empty margins/, /-trimmed\.png$/, 'PNG: fix, trim the margins');
    await page.close();
    const jpegPage = await openPage(browser);
    await checkStep(jpegPage, jpegFile, 'JPEG');
    await fixStep(
      jpegPage,
      /Remove the background/,
      /-no-background\.png$/,
      'JPEG: fix, remove the background',
    );
    await jpegPage.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rows = [...steps].map(([name, figures]) => {
  const longest = Math.max(...figures.map((f) => f.longestTaskMs));
  const longTasks = figures.reduce((sum, f) => sum + f.longTasks, 0);
  return `| ${name} | ${figures.length} | ${Math.round(median(figures.map((f) => f.ms)))} ms | ${
    longest ? `${Math.round(longest)} ms` : 'under 50 ms (none reported)'
  } | ${longTasks} |`;
});
console.log(`
Files: PNG ${WIDTH} × ${HEIGHT} (50.0 MP), alpha, ${(bytes / 1e6).toFixed(1)} MB; the same design as a white-background JPEG, ${(jpegBytes / 1e6).toFixed(1)} MB.

| Step | Runs | Time (median) | Longest main-thread task (all runs) | Long tasks (> 50 ms) |
|---|---|---|---|---|
${rows.join('\n')}`);
