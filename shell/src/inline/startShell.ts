import {
  FAILED_MARK,
  HYDRATED_MARK,
  REACHED_MARK,
  REACHING,
  RETRY_EVENT,
  visibleMargin,
} from '@pod/shared-ui/islandLife';
import { afterInputAnswered } from '../boot/afterInputAnswered.ts';

// Inlined into every page head (its imports bundled in by the build). Starts the shell's code (its entry, written in at build time)
// only when the page needs it:
//  - a page with islands to hydrate at load or idle: after the load event, a painted frame and
//    an idle moment, so nothing of the first (or largest) paint waits on, or competes with, a
//    script (a background tab: when first shown); islands hydrated "when visible" only: when
//    one comes within a screen of the viewport; islands hydrated "on interaction": when the
//    visitor first reaches for one (pointer resting or pressing, touch, focus, key), or at the
//    island's latest moment (data-hydrate-by, ms after the page started), whichever is first,
//    or after load as a "load" island when the address carries its data-hydrate-query or the
//    browser holds its data-hydrate-cookie, or a live list in it was left unfilled;
//  - a page without islands: never (it is live as it is; its links load the next page);
//  - a page the server did not compose (dev servers, no boot data): at once.
(() => {
  let started = false;
  let failed = false;
  // The shell's own script failed (offline, blocked): every island not live yet says so where it
  // stands (shared-ui's IslandFailure), and its Try again (beforeLive.ts) asks for it once more.
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = '__ENTRY__';
    script.onerror = () => {
      failed = true;
      script.remove();
      for (const island of document.querySelectorAll(`[data-island-app]:not([${HYDRATED_MARK}])`))
        island.setAttribute(FAILED_MARK, 'true');
    };
    document.head.append(script);
  };
  document.addEventListener(RETRY_EVENT, () => {
    if (!failed) return;
    failed = false;
    started = false;
    start();
  });
  // After a painted frame, then the first idle moment (at most a second later): the largest
  // paint is done by then, and no request of ours competes with it.
  const whenPaintedAndIdle = (task: () => void): void => {
    if (document.visibilityState === 'hidden') {
      document.addEventListener('visibilitychange', () => whenPaintedAndIdle(task), { once: true });
      return;
    }
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
        else task();
      }, 0),
    );
  };
  const afterPaint = () => whenPaintedAndIdle(start);
  // The server's boot data (route table), read once the document has it, then kept.
  type Boot = {
    prerendered?: boolean;
    routes?: { path: string; isolate?: boolean }[];
    remotes?: Record<string, string>;
    islandScripts?: string[];
  } | null;
  let boot: Boot | undefined;
  const bootData = (): Boot => {
    if (boot !== undefined) return boot;
    const element = document.getElementById('pod-boot');
    if (!element) return null;
    try {
      boot = JSON.parse(element.textContent || 'null') as Boot;
    } catch {
      boot = null;
    }
    return boot;
  };
  const whenNearScreen = (islands: HTMLElement[]) => {
    // The island's own boxes (its wrapper has none); an empty island: what follows it.
    const boxes = islands.flatMap((island) => {
      if (island.children.length > 0) return [...island.children];
      let node: Element | null = island;
      while (node && !node.nextElementSibling) node = node.parentElement;
      const after = node?.nextElementSibling;
      return after ? [after] : [];
    });
    if (boxes.length === 0 || typeof IntersectionObserver !== 'function') return afterPaint();
    // A screen ahead, or the farthest an island asks for (data-screens-ahead).
    const screens = Math.max(1, ...islands.map((island) => Number(island.dataset.screensAhead) || 1));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        afterPaint();
      },
      { rootMargin: visibleMargin(screens) },
    );
    for (const box of boxes) observer.observe(box);
  };
  // An "on interaction" island the visitor reaches for: marked, so that the shell hydrates it
  // first thing (shell/src/boot/whenToHydrate.ts), and the shell started now, not after load.
  // Listened for from the first moment: a phone may be tapped long before the load event.
  const onReach = (event: Event) => {
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    const island =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-island-app][data-hydrate="interaction"]')
        : null;
    if (!island) return;
    island.setAttribute(REACHED_MARK, 'true');
    // Once the screen has shown the input's answer: the shell's script and the island's
    // hydration are long tasks on a slow phone (afterInputAnswered.ts).
    if (!started && !answering) answering = afterInputAnswered(event.type, start);
  };
  let answering: (() => void) | undefined;
  for (const type of REACHING) document.addEventListener(type, onReach, { capture: true, passive: true });
  const onLoad = () => {
    if (!bootData()?.prerendered) return start();
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island-app]')];
    // An "on interaction" island whose query parameter the address carries (a pre-filled form):
    // reached now, so it hydrates as a "load" island would.
    const query = new URLSearchParams(location.search);
    // Read only for an island that asks: a page's first read of document.cookie waits on the
    // browser (several milliseconds at load on a slow phone).
    let cookies: Set<string | undefined> | undefined;
    const hasCookie = (name: string) => {
      cookies ??= new Set(document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim()));
      return cookies.has(name);
    };
    for (const island of islands) {
      if (island.dataset.hydrate !== 'interaction') continue;
      const { hydrateQuery, hydrateCookie } = island.dataset;
      // A live list the server left saying "loading" (a server older than the build) or could
      // not read: the island fetches it once live, so wake it at load (shared-ui's LiveList).
      const unfilled = island.querySelector('[data-pod-live-list], [data-pod-live-failed]') !== null;
      if (
        unfilled ||
        (hydrateQuery && query.has(hydrateQuery)) ||
        (hydrateCookie && hasCookie(hydrateCookie))
      )
        island.setAttribute(REACHED_MARK, 'true');
    }
    const deferred = (island: HTMLElement) =>
      (island.dataset.hydrate === 'visible' || island.dataset.hydrate === 'interaction') &&
      !island.hasAttribute(REACHED_MARK);
    // The page's "load" and "idle" islands are live once the shell has run; a page with only
    // deferred islands (or none) is live as it is.
    const page = document.querySelector('main [data-page-root]');
    if (islands.every(deferred)) page?.setAttribute('data-hydrated', 'true');
    if (!islands.every(deferred)) return afterPaint();
    const nearScreen = islands.filter((island) => island.dataset.hydrate === 'visible');
    if (nearScreen.length > 0) whenNearScreen(nearScreen);
    // The earliest "at the latest" of the page's interaction islands.
    const latest = Math.min(
      ...islands.map((island) => Number(island.dataset.hydrateBy) || Number.POSITIVE_INFINITY),
    );
    if (Number.isFinite(latest)) setTimeout(start, Math.max(0, latest - performance.now()));
  };
  // Real visitors' Web Vitals, on every page: the reporter's own small entry (written in after
  // the build; dev servers have none), requested after load once the page's largest paint has
  // been shown, at the first idle moment. Not merely after a frame: a frame is shown on screen a
  // moment after the main thread paints it, and a request sent in between competes with the very
  // paint it is there to measure. Without largest-paint entries (older browsers), or when none
  // comes (a page loaded out of sight), a few seconds after load will do.
  const vitalsScript: string = '__VITALS__';
  const startVitals = () => {
    if (vitalsScript.startsWith('__')) return;
    const script = document.createElement('script');
    script.src = vitalsScript;
    document.head.append(script);
  };
  const afterLargestPaint = (task: () => void): void => {
    let observer: PerformanceObserver | undefined;
    let cap: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(cap);
      whenPaintedAndIdle(task);
    };
    if (
      typeof PerformanceObserver !== 'function' ||
      !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      go();
      return;
    }
    cap = setTimeout(go, 3000);
    observer = new PerformanceObserver(go);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  // What the page's islands will need, fetched (not run) in one flight: the shell's own scripts
  // (listed by the build, @pod/build-config's bootScriptsPlugin.ts), each island's remote entry
  // and its chunks (boot data). Without it the first press or key waited on about nine requests
  // one after another. Not when the visitor asked to save data.
  const bootScripts: string = '__BOOT_SCRIPTS__';
  const prefetchIslandCode = () => {
    const islands = document.querySelectorAll<HTMLElement>(`[data-island-app]:not([${HYDRATED_MARK}])`);
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (started || islands.length === 0 || connection?.saveData) return;
    const boot = bootData();
    const urls = new Set(bootScripts.startsWith('__') ? [] : bootScripts.split(' '));
    for (const island of islands) {
      const entry = boot?.remotes?.[island.dataset.islandApp ?? ''];
      if (entry) urls.add(entry);
    }
    for (const url of boot?.islandScripts ?? []) urls.add(url);
    for (const href of urls) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.setAttribute('fetchpriority', 'low');
      document.head.append(link);
    }
  };
  // When the flight goes: once the page is shown and idle, at the visitor's first sign of
  // presence (a touch, a press, a key, focus, a scroll, a mouse moving; a form is touched long
  // before it is sent), or without one, a few seconds later. Not at once: ~200 kB right after the
  // largest paint reads to the lab's simulated slow 4G as the page still loading (Lighthouse put
  // its LCP at 1.2x the static floor's and its blocking time at 100-500 ms; docs/islands-and-prerendering.md).
  const PRESENCE = ['touchstart', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'keydown', 'focusin'];
  const FLIGHT_WITHOUT_PRESENCE_MS = 3000;
  let present = false;
  let flightReady = false;
  let flown = false;
  const fly = () => {
    if (flown) return;
    flown = true;
    prefetchIslandCode();
  };
  const onPresence = () => {
    present = true;
    for (const type of PRESENCE) document.removeEventListener(type, onPresence, true);
    if (flightReady) fly();
  };
  for (const type of PRESENCE) document.addEventListener(type, onPresence, { capture: true, passive: true });
  const flightWhenPresent = () => {
    flightReady = true;
    if (present) return fly();
    setTimeout(fly, FLIGHT_WITHOUT_PRESENCE_MS);
  };
  const whenLoaded = () => {
    onLoad();
    afterLargestPaint(() => {
      startVitals();
      flightWhenPresent();
    });
  };
  // In a task of its own after the load event: a page that loads before its first frame (a warm
  // or fast one) is laid out in the load event's own task, right after its listeners, and this
  // work would lengthen that task (2.5-5 ms on this project's 2-core test machine, unthrottled; several times that on a slow phone).
  // A page loaded ahead (speculation rules) does its load-time work once the visitor comes to it:
  // a page never shown starts no shell, fetches no island code and reports no vitals.
  const whenShown = () => {
    if ((document as Document & { prerendering?: boolean }).prerendering)
      document.addEventListener('prerenderingchange', whenLoaded, { once: true });
    else whenLoaded();
  };
  if (document.readyState === 'complete') whenShown();
  else window.addEventListener('load', () => setTimeout(whenShown, 0), { once: true });

  // A deep link (/faqs#cancel-order) or an in-page anchor: the browser scrolls to the target;
  // move keyboard focus there too, so that Tab and a screen reader go on from it.
  const focusTarget = () => {
    let target: HTMLElement | null = null;
    try {
      target =
        location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    } catch {
      target = null;
    }
    // "#top" (Back to Top before its island is live) is the top of the page: its heading.
    if (location.hash === '#top') target ??= document.querySelector<HTMLElement>('main h1');
    if (!target || target.contains(document.activeElement)) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', focusTarget, { once: true });
  else focusTarget();
  // The same for a contents link on a page that is still the server's HTML.
  window.addEventListener('hashchange', focusTarget);

  // The page of the site a link asks for, when the shell can show it in place: same origin, a
  // page of the route table that is not isolated (a staff page must come from the server, with
  // its Cross-Origin-Opener-Policy), no #fragment (the browser scrolls to it), no new tab or
  // download. Else null: the browser follows the link.
  const siteTarget = (target: EventTarget | null): URL | null => {
    const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
      return null;
    const url = new URL(anchor.href, location.href);
    const route = (bootData()?.routes ?? []).find((each) => each.path === url.pathname);
    if (url.origin !== location.origin || url.hash || !route || route.isolate) return null;
    return url;
  };

  // The one listener for presses on plain links (the server's HTML, and plain links in pages the
  // shell renders; an island's router links handle their own presses first). Once the shell is
  // live it shows the page in place (window.podNavigate). Before, the browser loads the page:
  // the server's page is complete, and on a slow phone a document arrives sooner than the
  // shell's chain of scripts would (measured: docs/navigation.md).
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!window.podShellLive || typeof window.podNavigate !== 'function') return;
    const url = siteTarget(event.target);
    if (!url) return;
    event.preventDefault();
    window.podNavigate(`${url.pathname}${url.search}`);
  });
})();
