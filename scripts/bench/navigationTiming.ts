// How long a press on a site link takes to show the next page, on a throttled phone: 4x CPU
// (Emulation.setCPUThrottlingRate), slow 4G like Lighthouse's mobile profile (150 ms RTT,
// 1.6 Mbps down; requests are small and not shaped), a 412x823 touch screen, on a
// warm site (every page visited once before: HTTP cache warm). Every page target gets the
// profile before it runs, prerendered pages included (cdpBrowser.ts). The network's shape is
// made by the proxy in front of the site (speculationProxy.ts), not by DevTools, under which
// Chromium refuses to prerender; NAV_NETWORK=devtools measures the DevTools way.
//
// The press is real input: a touch (Input.dispatchTouchEvent) held 90 ms, as a finger's tap is,
// on a header or footer link; Chromium makes the pointerdown and the click of it. The clock
// starts at the pointerdown's own timestamp (performance.timeOrigin + event.timeStamp, read in
// the page that is pressed) and stops when the next page's <h1> is painted, measured in the
// page that shows it: a probe in every document (before the page's own scripts) watches for
// an <h1> with new text, then, in the first animation frame after it is there (for a
// prerendered page: after its activation), posts a task; that task runs once the frame holding
// the heading has been handed to the compositor. Both clocks are the same wall clock
// (timeOrigin + now), so they compare across documents.
//
// The ways of navigating compared, all through the same pass-through proxy:
//  - "in place (today)": the pages as served; the shell shows the next page in place.
//  - "document": the same press with the page's own link handlers kept from it (a listener the
//    benchmark adds on window, capture phase, stops pointerover/pointerdown/click of links from
//    reaching the page's listeners; the browser then follows the link): a plain document load.
//    Chosen over a proxy that strips the starter (which would also stop hydration and change
//    the page pressed) and over a switch in the product (code shipped for a benchmark only).
//  - "prerender": as "document", with speculation rules in each page's head (their CSP hash in
//    the page's policy) prerendering site links at moderate eagerness (pointerdown on a phone,
//    a 200 ms hover with a mouse).
//  - "as served": the pages as served with no change, for after a change ships.
// Run alone on a built site: `pnpm bench:navigation` (NAV_RUNS, NAV_VARIANTS, NAV_ORIGIN; NAV_INPUT=mouse
// presses with a mouse instead of a finger; NAV_NETWORK=devtools|fast; NAV_DEBUG=1 logs each step).
import { fileURLToPath } from 'node:url';
import { benchSite } from './benchSite.ts';
import { CdpBrowser } from './cdpBrowser.ts';
import { blockInPlace, prerenderOnPress, probe } from './navigationProbes.ts';
import { type NavigationCell, type NavigationRun, navigationTable } from './navigationReport.ts';
import {
  type NavigationPair,
  type NavigationVariant,
  navigationPairs,
  navigationVariants,
  phoneProfile,
} from './navigationVariants.ts';
import { startSpeculationProxy } from './speculationProxy.ts';

interface Report {
  kind: 'press' | 'heading';
  path: string;
  at: number;
  text?: string;
  activationStart?: number;
  /** How the shown document came (PerformanceNavigationTiming.deliveryType: 'navigational-prefetch', 'cache', ''). */
  deliveryType?: string;
  /** The shown document's timeOrigin: another than the pressed page's means a page load. */
  origin?: number;
}

/**
 * Where the slow 4G is made: in the proxy (default: the same for every variant, and Chromium
 * still prerenders), by DevTools (NAV_NETWORK=devtools: no prerender), or nowhere (fast).
 */
const networkShaping: 'proxy' | 'devtools' | 'fast' =
  process.env.NAV_NETWORK === 'devtools' ? 'devtools' : process.env.NAV_NETWORK === 'fast' ? 'fast' : 'proxy';

const debug = process.env.NAV_DEBUG ? (...args: unknown[]) => console.log('[nav]', ...args) : () => {};
const pressWith = process.env.NAV_INPUT === 'mouse' ? 'mouse' : 'touch';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureVariant(
  chromePath: string,
  siteOrigin: string,
  variant: NavigationVariant,
  runs: number,
): Promise<NavigationCell[]> {
  // No rules while the cache is warmed: the warm-up's own loads (browser-initiated, so never an
  // activation) would spend each prerender, and Chromium then starts no more for the run.
  let warming = true;
  const rules = variant.speculationRules;
  const proxy = await startSpeculationProxy(siteOrigin, {
    speculationRules:
      rules === undefined
        ? undefined
        : (path) => (warming ? undefined : typeof rules === 'function' ? rules(path) : rules),
    dropHeaders: variant.dropHeaders,
    withoutPageRules: variant.withoutPageRules,
    ...(networkShaping === 'proxy'
      ? {
          shape: {
            latencyMs: phoneProfile.latencyMs,
            downloadBytesPerSecond: phoneProfile.downloadBytesPerSecond,
          },
        }
      : {}),
  });
  const browser = await CdpBrowser.launch(chromePath);
  const reports: (Report & { sessionId: string })[] = [];
  // Why Chromium did not prerender, when it did not (Preload domain).
  const prerenderStatuses = new Set<string>();
  // Paths Chromium has prerendered and holds ready, since the last page load.
  const prerendered = new Set<string>();
  browser.on((message) => {
    if (message.method === 'Preload.prerenderStatusUpdated') {
      const status = String(message.params?.prerenderStatus ?? message.params?.status ?? '');
      if (status) prerenderStatuses.add(status);
      debug('prerender', JSON.stringify(message.params));
      const key = message.params?.key as { url?: string } | undefined;
      if (message.params?.status === 'Ready' && key?.url) prerendered.add(new URL(key.url).pathname);
    }
    if (message.method === 'Preload.prefetchStatusUpdated') {
      const status = `prefetch ${String(message.params?.status ?? '')} ${String(message.params?.prefetchStatus ?? '')}`;
      prerenderStatuses.add(status.trim());
      debug('prefetch', JSON.stringify(message.params));
    }
    if (message.method !== 'Runtime.bindingCalled' || message.params?.name !== '__navReport') return;
    reports.push({
      ...(JSON.parse(String(message.params.payload)) as Report),
      sessionId: String(message.sessionId),
    });
  });
  try {
    await browser.attachToPages(async (session) => {
      // Written in order and not awaited one by one: the page is held until they are all sent,
      // and the session applies them in order before it runs. A prerendered page held before its
      // first navigation has no renderer yet, and commands such as Emulation.* or Network.enable
      // do not answer until it is let go.
      const commands: [string, Record<string, unknown>][] = [];
      // Chromium does not prerender while DevTools emulates network conditions
      // (PrerenderingDisabledByDevTools): by default the proxy is the slow network instead.
      if (networkShaping === 'devtools')
        commands.push(
          ['Network.enable', {}],
          [
            'Network.emulateNetworkConditions',
            {
              offline: false,
              latency: phoneProfile.latencyMs,
              downloadThroughput: phoneProfile.downloadBytesPerSecond,
              uploadThroughput: phoneProfile.uploadBytesPerSecond,
            },
          ],
        );
      commands.push(
        ['Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown }],
        [
          'Emulation.setDeviceMetricsOverride',
          {
            width: phoneProfile.width,
            height: phoneProfile.height,
            deviceScaleFactor: phoneProfile.deviceScaleFactor,
            mobile: true,
          },
        ],
        ['Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }],
        ['Runtime.enable', {}],
        ['Runtime.addBinding', { name: '__navReport' }],
        ['Page.enable', {}],
        // Always: the pages' own rules speculate too, and their statuses say why a speculation was not used.
        ['Preload.enable', {}],
        ['Page.addScriptToEvaluateOnNewDocument', { source: probe }],
        ...(variant.prerenderOnPress
          ? [
              ['Page.addScriptToEvaluateOnNewDocument', { source: prerenderOnPress }] as [
                string,
                Record<string, unknown>,
              ],
            ]
          : []),
        ...(variant.blockInPlace
          ? [
              ['Page.addScriptToEvaluateOnNewDocument', { source: blockInPlace }] as [
                string,
                Record<string, unknown>,
              ],
            ]
          : []),
      );
      for (const [method, params] of commands)
        void browser.send(method, params, session).catch((error) => debug(method, String(error)));
    });
    // The one tab is the window's own (about:blank, attached above): a second tab would leave
    // this one hidden, and a hidden page neither paints nor answers input.
    const tab = async () => {
      for (let i = 0; i < 100; i++) {
        const page = [...browser.pages.values()].find((candidate) => candidate.subtype !== 'prerender');
        if (page) return page.sessionId;
        await sleep(50);
      }
      throw new Error('no page target');
    };
    const load = async (path: string) => {
      prerendered.clear();
      const session = await tab();
      debug('load', path, session);
      await browser.send('Page.navigate', { url: `${proxy.origin}${path}` }, session);
      for (let i = 0; i < 300; i++) {
        const state = await browser.evaluate<string>(await tab(), 'document.readyState').catch(() => '');
        if (state === 'complete') break;
        await sleep(100);
      }
      // Islands hydrate after the load event, a frame and an idle moment: let the page settle.
      await sleep(2500);
    };
    // Warm the HTTP cache (and learn each page's heading).
    const headings = new Map<string, string>();
    for (const path of new Set(navigationPairs.flatMap((pair) => [pair.from, pair.to]))) {
      reports.length = 0;
      await load(path);
      const heading = reports.find((report) => report.kind === 'heading' && report.path === path);
      if (heading?.text) headings.set(path, heading.text);
    }
    warming = false;
    const cells: NavigationCell[] = [];
    for (const pair of navigationPairs) {
      const cell: NavigationCell = { ...pair, variant: variant.name, runs: [] };
      for (let run = 0; run < runs; run++) cell.runs.push(await navigateOnce(pair));
      cells.push(cell);
      console.log(`[bench:navigation] ${variant.name}: ${navigationTable([cell]).split('\n')[2]}`);
    }
    if (prerenderStatuses.size > 0)
      console.log(
        `[bench:navigation] ${variant.name}: Chromium's speculation statuses: ${[...prerenderStatuses].join(', ')}`,
      );
    for (const cell of cells) cell.prerenderStatuses = [...prerenderStatuses];
    return cells;

    async function navigateOnce({ from, to, via }: NavigationPair): Promise<NavigationRun> {
      await load(from);
      const session = await tab();
      if (via === 'menu') {
        const button = await browser.evaluate<{ x: number; y: number } | null>(
          session,
          `(() => {
            const box = document.querySelector('header [data-menu-toggle]')?.getBoundingClientRect();
            return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
          })()`,
        );
        if (!button) throw new Error(`no menu button on ${from}`);
        await tap(session, button);
        await sleep(500);
      }
      const links =
        via === 'menu' ? `header nav a[href="${to}"]` : `header a[href="${to}"], footer a[href="${to}"]`;
      const link = await browser.evaluate<{ x: number; y: number } | null>(
        session,
        `(() => {
          const links = [...document.querySelectorAll('${links}')];
          const link = links.find((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden');
          if (!link) return null;
          link.scrollIntoView({ block: 'center' });
          const box = link.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        })()`,
      );
      if (!link) throw new Error(`no visible ${via ?? 'header or footer'} link to ${to} on ${from}`);
      debug('link', link);
      await sleep(500);
      for (let i = 0; variant.pressWhenPrerendered && !prerendered.has(to) && i < 100; i++) await sleep(100);
      const pressedOrigin = await browser.evaluate<number>(session, 'performance.timeOrigin');
      reports.length = 0;
      if (pressWith === 'mouse') {
        const mouse = { ...link, button: 'left', clickCount: 1 };
        await browser.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...link }, session);
        await browser.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse }, session);
        await sleep(90);
        await browser.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse }, session);
      } else await tap(session, link);
      debug('tapped');
      const expected = headings.get(to);
      debug('pressed', from, to, link);
      for (let i = 0; i < 150; i++) {
        const press = reports.find((report) => report.kind === 'press' && report.path === from);
        const shown = reports.find(
          (report) =>
            report.kind === 'heading' && report.path === to && (!expected || report.text === expected),
        );
        if (i % 20 === 19) debug('waiting', JSON.stringify(reports));
        if (press && shown) {
          // Where a page load's time went: the press to the next document's start, then to the heading.
          if (shown.origin !== pressedOrigin)
            debug(
              'split',
              from,
              to,
              'press->document',
              Math.round((shown.origin ?? 0) - press.at),
              'document->heading',
              Math.round(shown.at - (shown.origin ?? 0)),
            );
          return {
            ms: shown.at - press.at,
            prerendered: (shown.activationStart ?? 0) > 0,
            ...(shown.origin === pressedOrigin
              ? { inPlace: true }
              : { deliveryType: shown.deliveryType ?? '' }),
          };
        }
        await sleep(100);
      }
      return { ms: undefined, prerendered: false };
    }

    /** A finger's tap: a touch held 90 ms. */
    async function tap(session: string, point: { x: number; y: number }) {
      // Chromium answers a touchStart only once the touch sequence is over: not awaited alone.
      const touchStart = browser.send(
        'Input.dispatchTouchEvent',
        { type: 'touchStart', touchPoints: [point] },
        session,
      );
      await sleep(90);
      const touchEnd = browser.send(
        'Input.dispatchTouchEvent',
        { type: 'touchEnd', touchPoints: [] },
        session,
      );
      await Promise.all([touchStart, touchEnd]).catch(() => {});
    }
  } finally {
    await browser.close();
    await proxy.stop();
  }
}

// By default: today's way, a document load and speculation rules. "prerender without COOP" waits
// until Chromium prerenders under this bench at all; "as served" is for after a change ships.
const defaultVariants = navigationVariants.filter((variant) =>
  ['in place (today)', 'document', 'prerender'].includes(variant.name),
);

/** The variants named (by default the three above), each in a fresh browser, `runs` presses per cell. */
export async function measureNavigations(
  chromePath: string,
  siteOrigin: string,
  { runs = 5, variants = defaultVariants } = {},
): Promise<NavigationCell[]> {
  const cells: NavigationCell[] = [];
  for (const variant of variants)
    cells.push(...(await measureVariant(chromePath, siteOrigin, variant, runs)));
  return cells;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ensureChromium } = await import('../ensureChromium.ts');
  const chromePath = ensureChromium();
  const names = process.env.NAV_VARIANTS?.split(',').map((name) => name.trim());
  const variants = names
    ? navigationVariants.filter((variant) => names.includes(variant.name))
    : defaultVariants;
  const runs = Number(process.env.NAV_RUNS || 5);
  const { origin, stop } = await benchSite(process.env.NAV_ORIGIN, 'nav-bench');
  try {
    const cells = await measureNavigations(chromePath, origin, { runs, variants });
    console.log(`\n${navigationTable(cells)}`);
  } finally {
    await stop();
  }
}
