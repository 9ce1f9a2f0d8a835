// What Cross-Origin-Opener-Policy costs a visitor who arrives from another site (a search
// result, a marketplace), as opposed to what Lighthouse sees when it loads a page into a fresh
// about:blank tab. A throttled phone (4x CPU, slow 4G, 412 px) opens a page of another origin
// with a link into the site, presses it, and the site's page is recorded from the press: first
// paint, largest paint, and the long tasks of the new page's main thread until it is quiet.
// The same page is served twice through proxies in front of the site, with and without the
// header (whatever the site itself sends), taking turns run by run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '@pod/e2e/support/chromium';

export interface ArrivalFigures {
  /** From the press to the site's first paint. */
  fcpMs: number;
  /** From the press to the site's largest paint. */
  lcpMs: number;
  /** Sum of each long task's time over 50 ms, from the press until the page is quiet. */
  blockingMs: number;
  /** The longest single task. */
  longestTaskMs: number;
}

// Lighthouse's mobile slow 4G and its 4x CPU slowdown, applied to the real browser.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** A proxy in front of the site whose pages carry COOP (`withOpenerPolicy`) or not, whatever the site sends. */
async function siteProxy(origin: string, withOpenerPolicy: boolean): Promise<Server> {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${origin}${request.url ?? '/'}`, {
        headers: { accept: request.headers.accept ?? '*/*', cookie: request.headers.cookie ?? '' },
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of upstream.headers) {
        if (
          ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(
            name,
          )
        )
          continue;
        if (name === 'cross-origin-opener-policy') continue;
        headers[name] = value;
      }
      if (withOpenerPolicy) headers['cross-origin-opener-policy'] = 'same-origin';
      response.writeHead(upstream.status, headers);
      response.end(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The other site: one page with a link into ours. */
async function referringSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Results</title><a id="go" href="${target.replace(/"/g, '&quot;')}" style="display:block;padding:40px;font-size:24px">Print-on-demand apparel</a></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// Runs in every document before its own scripts: records long tasks and paints from the start.
const RECORDER = `(() => {
  const seen = (window.__arrival = { tasks: [], lcp: 0 });
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
})();`;

const port = (server: Server) => (server.address() as AddressInfo).port;

async function arriveOnce(page: Page, referrer: string, target: string): Promise<ArrivalFigures> {
  await page.goto(`${referrer}/?to=${encodeURIComponent(target)}`);
  const pressedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await Promise.all([page.waitForURL(target), page.click('#go')]);
  await page.waitForLoadState('load');
  // Quiet: what Lighthouse waits for too (a second of no long task), at most 10 s.
  await page.waitForFunction(
    () => {
      const tasks = (window as unknown as { __arrival: { tasks: number[][] } }).__arrival.tasks;
      const last = tasks.at(-1);
      return performance.now() - (last ? (last[0] ?? 0) + (last[1] ?? 0) : 0) > 1000;
    },
    undefined,
    { timeout: 10_000, polling: 200 },
  );
  const seen = await page.evaluate(() => {
    const arrival = (window as unknown as { __arrival: { tasks: [number, number][]; lcp: number } })
      .__arrival;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { origin: performance.timeOrigin, fcp, lcp: arrival.lcp, tasks: arrival.tasks };
  });
  // Times in the new document count from its time origin; the press came before it.
  const before = seen.origin - pressedAt;
  return {
    fcpMs: before + seen.fcp,
    lcpMs: before + seen.lcp,
    blockingMs: seen.tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longestTaskMs: Math.max(0, ...seen.tasks.map(([, duration]) => duration)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median figures per route, with and without COOP, `runs` each, taking turns. */
export async function coopArrivals(
  siteOrigin: string,
  routes: readonly string[],
  chromePath: string,
  { runs = 5 }: { runs?: number } = {},
): Promise<{ route: string; coop: ArrivalFigures; noCoop: ArrivalFigures }[]> {
  const withHeader = await siteProxy(siteOrigin, true);
  const withoutHeader = await siteProxy(siteOrigin, false);
  const referrer = await referringSite();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  const rows = [];
  try {
    for (const route of routes) {
      const figures = { coop: [] as ArrivalFigures[], noCoop: [] as ArrivalFigures[] };
      for (let run = 0; run < runs; run += 1) {
        for (const variant of ['coop', 'noCoop'] as const) {
          // A fresh profile each time: a first visit, as from a search result.
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            isMobile: true,
            hasTouch: true,
          });
          await context.addInitScript(RECORDER);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          const server = variant === 'coop' ? withHeader : withoutHeader;
          // The site at "localhost", the referrer at 127.0.0.1: two sites to the browser.
          figures[variant].push(
            await arriveOnce(
              page,
              `http://127.0.0.1:${port(referrer)}`,
              `http://localhost:${port(server)}${route}`,
            ),
          );
          await context.close();
        }
      }
      const pick = (list: ArrivalFigures[]): ArrivalFigures => ({
        fcpMs: median(list.map((f) => f.fcpMs)),
        lcpMs: median(list.map((f) => f.lcpMs)),
        blockingMs: median(list.map((f) => f.blockingMs)),
        longestTaskMs: median(list.map((f) => f.longestTaskMs)),
      });
      rows.push({ route, coop: pick(figures.coop), noCoop: pick(figures.noCoop) });
    }
  } finally {
    await browser.close();
    for (const server of [withHeader, withoutHeader, referrer]) server.close();
  }
  return rows;
}
