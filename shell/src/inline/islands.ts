import { readBootData } from '@pod/deploy-format/prerender';
import * as life from '@pod/shared-ui/islandLife';

// An island's life before it is hydrated, in every page head: document listeners and two
// directives (the steps and every mark: @pod/shared-ui/islandLife). `visible`: due near the
// screen; `interaction`: due once reached, or at load when its cookie is held or a filled list in it
// was left unfilled. The first due island starts the shell's script ('__ENTRY__'), whose hydrator
// (shell/src/boot/hydrateIslands.tsx) hydrates each island marked due. Until then the page is
// plain HTML; this does only what HTML cannot. A form the browser posts leaves the page: from
// then nothing wakes and nothing is fetched, until Back shows it from the bfcache. Last, the
// address target gets focus.
(() => {
  const root = document.documentElement;
  // Every listener but the submit's hears an event on its way down, before the page's own.
  const on = (type: string, listener: (event: Event) => void) =>
    document.addEventListener(type, listener, true);
  const islands = (which = life.ISLAND) => [...document.querySelectorAll<HTMLElement>(which)];
  const waiting = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(life.WAITING_ISLAND) : null;
  const mode = (island: Element) => island.getAttribute(life.HYDRATE);
  let leaving = false;
  let lastKey = Number.NEGATIVE_INFINITY;
  // At an idle moment of a shown page (after the frame that answers an input), or once `wait` ms
  // have passed; never while typing, nor once the page is leaving. Every timer of the page's
  // life is this one.
  const idle = (task: () => void, wait?: number): void => {
    if (document.visibilityState === 'hidden')
      return void document.addEventListener('visibilitychange', () => idle(task, wait), { once: true });
    const run = () =>
      leaving ? undefined : Date.now() - lastKey < life.TYPING_PAUSE_MS ? idle(task) : task();
    if (wait === undefined && typeof requestIdleCallback === 'function')
      requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, wait ?? 50);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    root.removeAttribute(life.PAGES_AHEAD_MARK);
    const script = document.createElement('script');
    script.src = '__ENTRY__';
    // Once the shell runs, waiting saves nothing more: every island, at idle.
    script.onload = () =>
      idle(() => {
        for (const island of islands()) if (mode(island) === 'interaction') due(island);
      });
    script.onerror = () => {
      script.remove();
      started = false;
      for (const island of islands(life.WAITING_ISLAND)) island.setAttribute(life.FAILED_MARK, 'true');
    };
    document.head.append(script);
  };
  const due = (island: HTMLElement) => {
    if (island.hasAttribute(life.DUE_MARK)) return start();
    island.setAttribute(life.DUE_MARK, 'true');
    island.dispatchEvent(new Event(life.DUE_EVENT));
    start();
  };

  const reached = new Set<Element>();
  const onReach = (event: Event) => {
    const island = waiting(event.target);
    if (!island || mode(island) !== 'interaction' || reached.has(island)) return;
    reached.add(island);
    idle(() => due(island));
  };
  for (const type of life.REACHING) on(type, onReach);

  on('keydown', (event) => {
    lastKey = Date.now();
    // Enter on a checkbox shown as a button (the slideshow's Pause, read by the CSS) presses it.
    const box = event.target;
    if ((event as KeyboardEvent).key !== 'Enter' || !(box instanceof HTMLInputElement)) return;
    if (box.type !== 'checkbox' || box.getAttribute('role') !== 'button' || !waiting(box)) return;
    event.preventDefault();
    box.click();
  });
  // A file dropped before the island is hydrated goes into its file field (not opened by the browser).
  const fileField = (event: Event) =>
    waiting(event.target)?.querySelector<HTMLInputElement>('input[type="file"]');
  on('dragover', (event) => fileField(event) && event.preventDefault());
  on('drop', (event) => {
    const field = fileField(event);
    const files = (event as DragEvent).dataTransfer?.files;
    if (!field) return;
    event.preventDefault();
    if (!files?.length) return;
    field.files = files;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
  on('change', (event) => {
    const island = waiting(event.target);
    if (!island || (event.target as HTMLInputElement).type !== 'file') return;
    island.setAttribute(life.FILE_WAITING_MARK, 'true');
    idle(() => waiting(island) && island.setAttribute(life.FAILED_MARK, 'late'), life.FILE_WAIT_LATE_MS);
  });
  on('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${life.RETRY_BUTTON}]`) : null;
    const island = waiting(button);
    if (!button || !island) return;
    event.preventDefault();
    island.removeAttribute(life.FAILED_MARK);
    island.dispatchEvent(new Event(life.RETRY_EVENT, { bubbles: true }));
    start();
  });

  // A form the browser posts (bubbling: a form whose script keeps the page has prevented it).
  const labels = new Map<HTMLElement, string>();
  let prefetched: HTMLLinkElement[] = [];
  document.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    leaving = true;
    root.removeAttribute(life.PAGES_AHEAD_MARK);
    for (const link of prefetched.splice(0)) link.remove();
    const button = event.submitter;
    const pending = button?.getAttribute(life.PENDING_LABEL);
    const island = waiting(button ?? null);
    // Not once React owns it: the words would be a text React never rendered.
    if (!button || !pending || !island || island.hasAttribute(life.HYDRATING_MARK)) return;
    labels.set(button, button.textContent ?? '');
    button.textContent = pending;
    island.setAttribute(life.POSTED_MARK, 'true');
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    leaving = false;
    reached.clear();
    for (const [button, label] of labels) {
      button.textContent = label;
      const island = button.closest(`[${life.POSTED_MARK}]`);
      island?.removeAttribute(life.POSTED_MARK);
      if (island?.hasAttribute(life.DUE_MARK)) island.dispatchEvent(new Event(life.DUE_EVENT));
    }
    labels.clear();
    if (present) idle(fly);
  });

  // The islands' code fetched ahead (not run) in one flight at the first sign of presence once
  // loaded, never with Save-Data: the shell's scripts (the build's list), each island's remote
  // entry and its chunks (boot data). The page's and footer's links join the speculation rules.
  const bootScripts: string = '__BOOT_SCRIPTS__';
  let present = false;
  let loaded = false;
  const fly = () => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    const ahead = islands(life.WAITING_ISLAND);
    if (!loaded || leaving || prefetched.length > 0 || started || connection?.saveData || ahead.length === 0)
      return;
    root.setAttribute(life.PAGES_AHEAD_MARK, '');
    const boot = readBootData();
    const urls = new Set(bootScripts.startsWith('__') ? [] : bootScripts.split(' '));
    for (const island of ahead) urls.add(boot?.remotes?.[island.getAttribute(life.ISLAND_APP) ?? ''] ?? '');
    for (const url of boot?.islandScripts ?? []) urls.add(url);
    urls.delete('');
    prefetched = [...urls].map((href) => {
      const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href });
      link.setAttribute('fetchpriority', 'low');
      return document.head.appendChild(link);
    });
  };
  const onPresence = () => {
    if (!present) idle(fly);
    present = true;
  };
  for (const type of life.PRESENCE) on(type, onPresence);

  // What shows of an island: what it holds (its wrapper has no box), else what follows it.
  const boxesOf = (island: HTMLElement): Element[] => {
    if (island.children.length > 0) return [...island.children];
    let node: Element | null = island;
    while (node && !node.nextElementSibling) node = node.parentElement;
    return node?.nextElementSibling ? [node.nextElementSibling] : [];
  };
  const whenNearScreen = (island: HTMLElement) => {
    const boxes = boxesOf(island);
    if (boxes.length === 0) return due(island);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        idle(() => due(island));
      },
      { rootMargin: life.VISIBLE_MARGIN },
    );
    for (const box of boxes) observer.observe(box);
  };

  // Once the largest paint has been shown (an entry comes only then) and the page is idle: the Web
  // Vitals reporter's entry and the flight. Requested just after load, the reporter went out
  // before the first frame was shown in half of Lighthouse's runs and counted against LCP
  // (docs/performance.md). Without a sign of presence the flight waits a few seconds more:
  // ~200 kB right after the paint read to a lab's simulated slow 4G as the page still loading.
  const afterLargestPaint = () => {
    const vitals: string = '__VITALS__';
    if (!vitals.startsWith('__'))
      document.head.append(Object.assign(document.createElement('script'), { src: vitals }));
    loaded = true;
    if (present) fly();
    else idle(fly, 3000);
  };
  // Loaded and idle (a page loaded ahead, once shown): the directives that look at the page.
  const atLoad = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) afterLargestPaint();
    else {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        idle(afterLargestPaint);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    if (!readBootData()?.prerendered) return start();
    // A cookie read only for an island that asks: a page's first one waits on the browser.
    const hasCookie = (name: string | null) =>
      !!name && document.cookie.split(';').some((pair) => pair.split('=')[0]?.trim() === name);
    const atOnce = islands().filter((island) =>
      mode(island) === 'visible'
        ? void whenNearScreen(island)
        : island.querySelector(life.UNFILLED_LIST) || hasCookie(island.getAttribute(life.HYDRATE_COOKIE)),
    );
    atOnce.forEach(due);
    // A page with nothing to hydrate at load is as hydrated as it gets.
    if (atOnce.length === 0)
      document.querySelector(life.PAGE_ROOT)?.setAttribute(life.PAGE_HYDRATED_MARK, 'true');
  };
  const whenLoaded = () =>
    (document as Document & { prerendering?: boolean }).prerendering
      ? document.addEventListener('prerenderingchange', () => idle(atLoad), { once: true })
      : idle(atLoad);
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });

  // A deep link (/faqs#cancel-order) or an in-page anchor: the browser scrolls to the target; focus
  // moves there too, so that Tab and a screen reader go on from it. "#top" (Back to Top) is the top
  // of the page: its heading. At the first parse, and at each in-page move.
  const focusTarget = () => {
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // A malformed escape (#%E0) names no element.
    }
    if (location.hash === '#top') target = document.querySelector<HTMLElement>('main h1') ?? target;
    if (!target || target.contains(document.activeElement)) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', focusTarget, { once: true });
  else focusTarget();
  window.addEventListener('hashchange', focusTarget);
})();
