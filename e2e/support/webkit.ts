import { writeFileSync } from 'node:fs';
import type { EngineBrowser, EnginePage, Key, NewPageOptions, Size, Target } from './engine.ts';
import { targetLabel } from './engine.ts';
import { readProbedErrors } from './errorProbe.ts';
import { type ProbeProxy, startErrorProbeProxy } from './errorProbeProxy.ts';
import { findInPage, serialTarget } from './pageFinder.ts';
import { type ElementRef, KEYS, WebDriverSession } from './webdriver.ts';
import { MINIBROWSER, startWebKitProcesses } from './webkitProcesses.ts';

// WebKit: WebKitGTK's MiniBrowser under Xvfb, driven by WebKitWebDriver over W3C WebDriver
// classic. That protocol reports no page errors, so every site origin is opened through an
// error-probe proxy (errorProbeProxy.ts).

const FIND_TIMEOUT = 20_000;

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
  let session: WebDriverSession | undefined;
  const endSession = async () => {
    await session?.delete().catch(() => undefined);
    session = undefined;
  };
  return {
    engine: 'webkit',
    async newPage(size: Size, pageOptions: NewPageOptions = {}) {
      // Its cache can only be emptied with the session: a new MiniBrowser.
      if (pageOptions.coldCache) await endSession();
      session ??= await WebDriverSession.create(processes.driverUrl, {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
      });
      const current = session;
      await current.setWindowSize(size.width, size.height);
      return webkitPage(current, proxied, async () => {
        try {
          // Cookies are the host's, every port: one delete clears the site's and its proxies'.
          if (/^https?:/.test(await current.currentUrl())) await current.deleteAllCookies();
          await current.navigate('about:blank');
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

interface Proxied {
  url: string;
  status(): number;
}

function webkitPage(
  session: WebDriverSession,
  proxied: (url: string) => Promise<Proxied>,
  close: () => Promise<void>,
): EnginePage {
  const run = <R>(fn: (...args: never[]) => unknown, args: unknown[]): Promise<R> =>
    session.execute(`return (${fn.toString()}).apply(null, arguments);`, args) as Promise<R>;
  /** Waits for the target, visible (or only present, for file inputs), and scrolls it into view. */
  const element = async (target: Target, mustBeVisible = true): Promise<ElementRef> => {
    const deadline = Date.now() + FIND_TIMEOUT;
    for (;;) {
      const found = await run<ElementRef | null>(findInPage, [serialTarget(target), mustBeVisible]);
      if (found) {
        await session.execute('arguments[0].scrollIntoView({ block: "center" });', [found]);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`webkit: no visible ${targetLabel(target)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    engine: 'webkit',
    resize: async (size) => {
      await session.setWindowSize(size.width, size.height);
    },
    goto: async (url) => {
      const target = await proxied(url);
      await session.navigate(target.url);
      return target.status();
    },
    url: () => session.currentUrl(),
    evaluate: async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> =>
      (await session
        .executeAsync(
          `const done = arguments[arguments.length - 1];
         Promise.resolve((${fn.toString()})(arguments[0])).then(
           (value) => done({ value }),
           (error) => done({ error: String(error && error.stack || error) }),
         );`,
          [arg ?? null],
        )
        .then((answer) => {
          const { value, error } = answer as { value: R; error?: string };
          if (error) throw new Error(`webkit: evaluate failed: ${error}`);
          return value;
        })) as R,
    click: async (target) => {
      await session.click(await element(target));
    },
    fill: async (target, text) => {
      const field = await element(target);
      await session.clear(field);
      await session.sendKeys(field, text);
    },
    press: async (target, key: Key) => {
      await session.sendKeys(await element(target), KEYS[key]);
    },
    chooseFile: async (target, path) => {
      await session.sendKeys(await element(target, false), path);
    },
    textOf: async (target) =>
      (await session.execute(
        `const el = (${findInPage.toString()})(arguments[0], true);
         if (!el) return null;
         if (el.localName === 'input' || el.localName === 'textarea') return el.value;
         return (el.textContent || '').replace(/\\s+/g, ' ').trim();`,
        [serialTarget(target)],
      )) as string | null,
    screenshot: async (file) => {
      writeFileSync(file, await session.screenshot());
    },
    pageErrors: () => run<string[]>(readProbedErrors, []),
    close,
  };
}
