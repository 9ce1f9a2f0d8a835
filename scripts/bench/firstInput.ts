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
// Run alone on a built site: `pnpm bench:first-input` (FIRST_INPUT_RUNS, default 3; FIRST_INPUT_ORIGIN
// for a running site, else it starts one with a staff account for the sign-in).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '@pod/e2e/support/chromium';
import { phoneProfile } from './navigationVariants.ts';
import { startSpeculationProxy } from './speculationProxy.ts';

/** What the visitor did between the load event and the input. */
export type Before = 'nothing' | 'a scroll' | 'a tap on the field';

export interface FirstInputRow {
  island: string;
  input: string;
  before: Before;
  /** Medians over the runs, ms; null when the answer never came within the wait. */
  visible: number | null;
  useful: number | null;
  runs: number;
}

const STAFF = { username: 'bench.staff', password: 'bench password 1234' };
const WAIT_MS = 30_000;

interface Scenario {
  /** The input event whose time starts the clock. */
  startsOn: 'pointerdown' | 'keydown' | 'change';
  /**
   * From the first input, from the last key (a search answers the query typed in full), or from
   * the file chosen (a tap on the field that opened the chooser came before it).
   */
  clockFrom?: 'first input' | 'last key' | 'change';
  island: string;
  input: string;
  path: string;
  /** Does the input; the page's clock at the input is read from the event listener below. */
  act(page: Page): Promise<void>;
  /** Page-side tests, as function bodies returning a boolean. */
  visible: string;
  useful: string;
  /** A useful result that comes in two steps: the test of the second (a file's exact figures). */
  exact?: string;
  /**
   * Reaching for the island first, as a visitor does (a tap on a file field opens the chooser):
   * done half a second after load; the act it returns, a second later, is the input.
   */
  reach?: (page: Page) => Promise<(page: Page) => Promise<void>>;
}

/** A 2000x2000 RGB PNG: a design on a white ground (a square of colour in the middle). */
function png2000(): Buffer {
  const size = 2000;
  const row = Buffer.alloc(1 + size * 3, 255);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const line = Buffer.from(row);
    line[0] = 0;
    if (y > 500 && y < 1500) for (let x = 500; x < 1500; x++) line.set([200, 40, 90], 1 + x * 3);
    rows.push(line);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Words shown: an element's own text (not its children's: "▶ Play slideshow" has the icon in a
// span of its own) holds them, and the element is drawn.
const visibleText = (words: string) =>
  `[...document.querySelectorAll('main *')].some((el) => [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.includes(${JSON.stringify(words)})) && el.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().width > 1)`;

const scenarios: Scenario[] = [
  {
    startsOn: 'pointerdown',
    island: 'Contact form',
    input: 'Send (fields filled)',
    path: '/contact',
    async act(page) {
      const main = page.getByRole('main');
      // Filled as autofill does, without waking the form: the press is the first input.
      await page.evaluate(() => {
        const set = (label: string, value: string) => {
          const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
          const input = field?.htmlFor
            ? (document.getElementById(field.htmlFor) as HTMLInputElement | null)
            : null;
          if (input) input.value = value;
        };
        set('First Name', 'Ada');
        set('Last Name', 'Lovelace');
        set('Email', 'ada@example.com');
        set('Message', 'Hoodies, 200 of them.');
      });
      await main.locator('button[type="submit"]').tap();
    },
    // Before the form is live the browser posts it and the next page says it; once live, the toast.
    visible: `return ${visibleText('Sending...')} || document.body.innerText.includes('Message sent successfully!');`,
    useful: `return document.body.innerText.includes('Message sent successfully!');`,
  },
  {
    startsOn: 'keydown',
    clockFrom: 'last key',
    island: 'FAQ search',
    input: '"shipping" typed (from the last key)',
    path: '/faqs',
    async act(page) {
      await page.getByRole('searchbox').pressSequentially('shipping', { delay: 120 });
    },
    // The list and its status line change in the same task, by the head's early filter or the island.
    visible: `return (document.getElementById('faq-search-status')?.textContent ?? '').includes('match');`,
    useful: `return (document.getElementById('faq-search-status')?.textContent ?? '').includes('“shipping”');`,
  },
  {
    startsOn: 'change',
    clockFrom: 'change',
    island: 'File check',
    input: 'a 2000x2000 PNG chosen',
    path: '/file-check',
    async act(page) {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'design.png', mimeType: 'image/png', buffer: png2000() });
    },
    async reach(page) {
      const opened = page.waitForEvent('filechooser');
      await page.locator('input[type="file"]').tap();
      const chooser = await opened;
      return async () => {
        await chooser.setFiles({ name: 'design.png', mimeType: 'image/png', buffer: png2000() });
      };
    },
    visible: `return ${visibleText('Reading your file')} || ${visibleText('Checking design.png')} || ${visibleText('Results for design.png')};`,
    // The first verdict: a large file's first look (labelled as such) or its exact figures.
    useful: `return ${visibleText('Results for design.png')};`,
    exact: `return ${visibleText('Results for design.png')} && document.querySelector('[data-figures="exact"]') !== null;`,
  },
  {
    startsOn: 'pointerdown',
    island: 'Home slideshow',
    input: 'Pause',
    path: '/',
    async act(page) {
      // The control is the checkbox over the pill (exposed as a button), not the words under it.
      await page.getByRole('button', { name: 'Pause slideshow' }).tap();
    },
    visible: `return ${visibleText('Play slideshow')};`,
    useful: `return ${visibleText('Play slideshow')};`,
  },
  {
    startsOn: 'pointerdown',
    island: 'Staff sign-in',
    input: 'Sign in (autofilled)',
    path: '/upload',
    async act(page) {
      await page.locator('main input[name="username"]').fill(STAFF.username);
      await page.locator('main input[name="password"]').fill(STAFF.password);
      await page.getByRole('main').locator('button[type="submit"]').tap();
    },
    // Before the card is live the browser posts it and /upload comes back signed in.
    visible: `return ${visibleText('Signing in...')} || ${visibleText('Upload New Image')};`,
    useful: `return ${visibleText('Upload New Image')};`,
  },
];

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
    // Every document of the run (the next page after a form's post too) records, in the tab's
    // sessionStorage, the first input's time, the last key's, and the first frame each answer is
    // on screen in, all from its timeOrigin. Watched, not polled every frame: a test run in each
    // animation frame keeps the page from ever being idle, and islands that wake at an idle moment
    // then never wake (at 4x CPU). The test runs on each change to the page and each input, and
    // every 100 ms besides (a checkbox's state is no mutation), once the input has been made.
    await page.addInitScript(
      ({ visible, useful, exact, waitMs }) => {
        const store = sessionStorage;
        const now = () => String(performance.timeOrigin + performance.now());
        for (const type of ['pointerdown', 'keydown', 'change', 'click'])
          addEventListener(
            type,
            (event) => {
              const at = String(performance.timeOrigin + event.timeStamp);
              if (!store.getItem('bench:first')) store.setItem('bench:first', at);
              if (type === 'keydown') store.setItem('bench:lastKey', at);
              if (type === 'change' && !store.getItem('bench:change')) store.setItem('bench:change', at);
            },
            { capture: true },
          );
        const watch = (key: string, source: string) => {
          if (store.getItem(key)) return;
          const test = new Function(source) as () => boolean;
          let seen = false;
          const passes = () => {
            try {
              return test();
            } catch {
              return false;
            }
          };
          const check = () => {
            if (seen || !store.getItem('bench:first') || !passes()) return;
            seen = true;
            requestAnimationFrame(() => {
              if (!store.getItem(key)) store.setItem(key, now());
              stop();
            });
          };
          const observer = new MutationObserver(check);
          const timer = setInterval(check, 100);
          const limit = setTimeout(() => stop(), waitMs);
          const inputs = ['input', 'change', 'click', 'keydown'];
          function stop() {
            observer.disconnect();
            clearInterval(timer);
            clearTimeout(limit);
            for (const type of inputs) removeEventListener(type, check, true);
          }
          observer.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          for (const type of inputs) addEventListener(type, check, true);
          check();
        };
        watch('bench:visible', visible);
        watch('bench:useful', useful);
        if (exact) watch('bench:exact', exact);
      },
      { visible: scenario.visible, useful: scenario.useful, exact: scenario.exact, waitMs: WAIT_MS },
    );
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
    type Clocks = Record<'first' | 'lastKey' | 'change' | 'visible' | 'useful' | 'exact', number | null>;
    const clocks = async (): Promise<Clocks | null> =>
      page
        .evaluate(() => {
          const read = (key: string) => {
            const value = sessionStorage.getItem(`bench:${key}`);
            return value === null ? null : Number(value);
          };
          return {
            first: read('first'),
            lastKey: read('lastKey'),
            change: read('change'),
            visible: read('visible'),
            useful: read('useful'),
            exact: read('exact'),
          };
        })
        .catch(() => null);
    const deadline = Date.now() + WAIT_MS;
    let read = await clocks();
    const done = (clocks: Clocks | null) =>
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

/** Every scenario with nothing before it and after a scroll; one that reaches first, after a tap too. */
const befores = (scenario: Scenario): Before[] =>
  scenario.reach ? ['nothing', 'a scroll', 'a tap on the field'] : ['nothing', 'a scroll'];

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
