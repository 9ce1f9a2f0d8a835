import { Key, remote } from 'webdriverio';
import type { EngineBrowser, EnginePage, NewPageOptions, Size, Target } from './engine.ts';
import { targetLabel } from './engine.ts';
import { readProbedErrors } from './errorProbe.ts';
import { type ProbeProxy, startErrorProbeProxy } from './errorProbeProxy.ts';
import { MINIBROWSER, startWebKitProcesses } from './webkitProcesses.ts';

// WebKit: WebKitGTK's MiniBrowser under Xvfb, driven by webdriverio through WebKitWebDriver
// (WebDriver classic: Debian's WebKitGTK has no BiDi). Classic reports no page errors, so every
// site origin is opened through an error-probe proxy (errorProbeProxy.ts).

const FIND_TIMEOUT = 20_000;

type Browser = WebdriverIO.Browser;
type Element = WebdriverIO.Element;

export interface WebKitOptions {
  baseURL: string;
  /** false: MiniBrowser runs no script of the page's own (WebDriver's scripts still run). */
  javaScript?: boolean;
  /** The port of the proxy in front of baseURL's origin (others: any free port). */
  proxyPort?: number;
}

export async function launchWebKit(options: WebKitOptions): Promise<EngineBrowser> {
  const processes = await startWebKitProcesses();
  const proxies = new Map<string, Promise<ProbeProxy>>();
  /** The same URL through the proxy of its origin. */
  const proxied = async (url: string): Promise<Proxied> => {
    const absolute = new URL(url, options.baseURL);
    if (!proxies.has(absolute.origin)) {
      const port = absolute.origin === new URL(options.baseURL).origin ? (options.proxyPort ?? 0) : 0;
      proxies.set(absolute.origin, startErrorProbeProxy(absolute.origin, port));
    }
    const proxy = await (proxies.get(absolute.origin) as Promise<ProbeProxy>);
    const path = `${absolute.pathname}${absolute.search}`;
    return { url: `${proxy.origin}${path}${absolute.hash}`, status: () => proxy.statusOf(path) ?? 0 };
  };
  const args = [
    '--automation',
    ...(options.javaScript === false ? ['--enable-javascript-markup=false'] : []),
  ];
  // One session (one MiniBrowser) for every page: starting MiniBrowser takes seconds, so a new
  // page reuses its window, and a closed page leaves no cookie behind (the site keeps no other
  // state in the browser; the HTTP cache stays warm unless a page asks for a cold one). A page
  // that could not be closed cleanly ends the session instead.
  let session: Browser | undefined;
  const endSession = async () => {
    await session?.deleteSession().catch(() => undefined);
    session = undefined;
  };
  return {
    engine: 'webkit',
    async newPage(size: Size, pageOptions: NewPageOptions = {}) {
      // Its cache can only be emptied with the session: a new MiniBrowser.
      if (pageOptions.coldCache) await endSession();
      session ??= await remote({
        hostname: '127.0.0.1',
        port: processes.driverPort,
        // Failures reach the specs as errors; its own log would only repeat them.
        logLevel: 'silent',
        capabilities: webkitCapabilities(args),
      });
      const current = session;
      await current.setWindowSize(size.width, size.height);
      return webkitPage(current, proxied, async () => {
        try {
          // Cookies are the host's, every port: one delete clears the site's and its proxies'.
          if (/^https?:/.test(await current.getUrl())) await current.deleteAllCookies();
          await current.url('about:blank');
        } catch {
          await endSession();
        }
      });
    },
    async close() {
      await endSession();
      for (const proxy of proxies.values()) await (await proxy).close();
      await processes.stop();
    },
  };
}

/**
 * No browserName: webdriverio then asks for no BiDi socket, which this driver refuses. Its
 * capability types know no `webkitgtk:` options, hence the cast.
 */
const webkitCapabilities = (args: string[]) =>
  ({ 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } }) as WebdriverIO.Capabilities;

interface Proxied {
  url: string;
  status(): number;
}

/** A name test as Playwright's exact one: the whole name, or a pattern found in it. */
const nameTest = (value: string | RegExp) => (name: string) =>
  typeof value === 'string' ? name === value : value.test(name);

/** An XPath string literal (the texts the specs look for carry no double quote). */
function xpathLiteral(text: string): string {
  if (text.includes('"')) throw new Error(`webkit: no double quotes in a text target: ${text}`);
  return `"${text}"`;
}

/**
 * The target's candidates, through webdriverio's selectors: a role's elements (its `[role=…]`
 * selector, from the ARIA element-role table) kept by the accessible name WebKit computes; a
 * field by its label (its `aria/` selector); a text, the innermost elements whose text it is.
 */
async function candidates(browser: Browser, target: Target): Promise<Element[]> {
  if ('css' in target) return [...(await browser.$$(target.css))];
  if ('role' in target) {
    const named = nameTest(target.name);
    const all = [...(await browser.$$(`[role=${target.role}]`))];
    // An element outside the accessibility tree (hidden, display: none) has no name: WebKit
    // answers its computed label with an error.
    const labels = await Promise.all(all.map((el) => el.getComputedLabel().catch(() => null)));
    return all.filter((_, index) => labels[index] != null && named(labels[index]));
  }
  if ('label' in target) {
    const all = [...(await browser.$$(`aria/${target.label}`))];
    const tags = await Promise.all(all.map((el) => el.getTagName()));
    return all.filter((_, index) => ['input', 'textarea', 'select'].includes(tags[index] ?? ''));
  }
  const text = xpathLiteral(target.text);
  return [
    ...(await browser.$$(`//body//*[normalize-space() = ${text}][not(.//*[normalize-space() = ${text}])]`)),
  ];
}

type Wanted = 'present' | 'visible' | 'enabled';

/**
 * The first candidate as wanted, or null: only present (hidden file inputs), visible, or visible
 * and enabled (what a click waits for, as Playwright's does: a click on a disabled button is
 * silently nothing in WebDriver).
 */
async function find(browser: Browser, target: Target, wanted: Wanted): Promise<Element | null> {
  for (const el of await candidates(browser, target)) {
    if (wanted === 'present') return el;
    if (!(await el.isDisplayed())) continue;
    if (wanted === 'visible' || (await el.isEnabled())) return el;
  }
  return null;
}

function webkitPage(
  browser: Browser,
  proxied: (url: string) => Promise<Proxied>,
  close: () => Promise<void>,
): EnginePage {
  /** Waits for the target as wanted (see find), and scrolls it into view. */
  const element = async (target: Target, wanted: Wanted = 'visible'): Promise<Element> => {
    const el = await browser.waitUntil(() => find(browser, target, wanted), {
      timeout: FIND_TIMEOUT,
      interval: 100,
      timeoutMsg: `webkit: no ${wanted} ${targetLabel(target)}`,
    });
    await browser.execute((node) => node.scrollIntoView({ block: 'center' }), el);
    return el;
  };
  return {
    engine: 'webkit',
    resize: async (size) => {
      await browser.setWindowSize(size.width, size.height);
    },
    goto: async (url) => {
      const target = await proxied(url);
      await browser.url(target.url);
      return target.status();
    },
    url: () => browser.getUrl(),
    // W3C Execute Script waits for a returned promise, and a throw comes back as an error.
    evaluate: async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> =>
      (await browser.execute(`return (${fn.toString()}).apply(null, arguments);`, arg ?? null)) as R,
    click: async (target) => {
      await (await element(target, 'enabled')).click();
    },
    fill: async (target, text) => {
      await (await element(target)).setValue(text);
    },
    press: async (target, key) => {
      await (await element(target)).addValue(Key[key]);
    },
    chooseFile: async (target, path) => {
      await (await element(target, 'present')).addValue(path);
    },
    // A target replaced between the find and the read (a re-render) reads as not there yet.
    textOf: async (target) => {
      const el = await find(browser, target, 'visible').catch(() => null);
      if (!el) return null;
      return browser
        .execute(
          (node) =>
            node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement
              ? node.value
              : (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
          el,
        )
        .catch(() => null);
    },
    screenshot: async (file) => {
      await browser.saveScreenshot(file);
    },
    pageErrors: () => browser.execute(readProbedErrors),
    close,
  };
}
