import { readBootData } from '@pod/deploy-format/prerender';
import {
  DUE_EVENT,
  DUE_MARK,
  FAILED_MARK,
  HYDRATED_MARK,
  REACHING,
  RETRY_EVENT,
  VISIBLE_MARGIN,
} from '@pod/shared-ui/islandLife';
import { afterInputAnswered } from './starter/afterInputAnswered.ts';
import { afterLargestPaint, whenPaintedAndIdle } from './starter/afterPaint.ts';
import { focusAddressTarget } from './starter/focusAddressTarget.ts';
import { islandCodeFlight, PAGES_AHEAD } from './starter/islandCodeFlight.ts';
import { isNativeSubmitPress } from './starter/nativeSubmitPress.ts';

// Inlined into every page head (its imports bundled in by the build). The one scheduler of the
// page's islands (their life: @pod/shared-ui/islandLife): it marks each island due when it should
// come alive, and with the first one starts the shell's code (its entry, written in at build
// time), which hydrates each island as it is marked. Until then the page is plain HTML that
// works: a press does what the HTML says. Due:
//  - `load` islands: with the shell, after the load event, a painted frame and an idle moment;
//  - `visible`: within a screen of the viewport;
//  - `interaction`: once the visitor reaches for it and the screen has answered; at load when
//    the browser holds its data-hydrate-cookie or a live list in it was left unfilled;
//  - `idle`, and `interaction` ones not yet due: at the first idle moment once the shell runs
//    (waiting saves nothing more then).
// A page without islands never starts the shell; a page the server did not compose (dev
// servers: no boot data) starts it at once.
(() => {
  let started = false;
  let failed = false;
  const islands = () => [...document.querySelectorAll<HTMLElement>('[data-island-app]')];
  const whenIdle = (task: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 1000);
  const due = (island: HTMLElement) => {
    if (island.hasAttribute(DUE_MARK)) return;
    island.setAttribute(DUE_MARK, 'true');
    island.dispatchEvent(new Event(DUE_EVENT));
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    document.documentElement.removeAttribute(PAGES_AHEAD);
    for (const island of islands()) if (island.dataset.hydrate === 'load') due(island);
    const script = document.createElement('script');
    script.src = '__ENTRY__';
    script.onload = () =>
      whenIdle(() => {
        for (const island of islands()) if (island.dataset.hydrate !== 'visible') due(island);
      });
    // The shell's script did not arrive (offline, blocked): every island not live says so where
    // it stands (shared-ui's IslandFailure), and its Try again asks once more.
    script.onerror = () => {
      failed = true;
      script.remove();
      for (const island of islands())
        if (!island.hasAttribute(HYDRATED_MARK)) island.setAttribute(FAILED_MARK, 'true');
    };
    document.head.append(script);
  };
  document.addEventListener(RETRY_EVENT, () => {
    if (!failed) return;
    failed = false;
    started = false;
    start();
  });

  // Listened for from the first moment: a phone may be tapped long before the load event.
  const reached = new WeakSet<Element>();
  const onReach = (event: Event) => {
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    if (isNativeSubmitPress(event.target)) return;
    const island =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-island-app][data-hydrate="interaction"]')
        : null;
    if (!island || reached.has(island)) return;
    reached.add(island);
    afterInputAnswered(event.type, () => due(island));
  };
  for (const type of REACHING) document.addEventListener(type, onReach, { capture: true, passive: true });

  // What shows where an island is: its wrapper has no box (display: contents), so what it holds;
  // an island whose server HTML is empty, what follows it.
  const boxesOf = (island: HTMLElement): Element[] => {
    if (island.children.length > 0) return [...island.children];
    let node: Element | null = island;
    while (node && !node.nextElementSibling) node = node.parentElement;
    return node?.nextElementSibling ? [node.nextElementSibling] : [];
  };
  const whenNearScreen = (island: HTMLElement) => {
    const boxes = boxesOf(island);
    if (boxes.length === 0 || typeof IntersectionObserver !== 'function')
      return whenPaintedAndIdle(() => due(island));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        whenPaintedAndIdle(() => due(island));
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const box of boxes) observer.observe(box);
  };

  const onLoad = () => {
    if (!readBootData()?.prerendered) return start();
    // Read only for an island that asks: a page's first cookie read waits on the browser.
    let cookies: Set<string | undefined> | undefined;
    const hasCookie = (name: string) => {
      cookies ??= new Set(document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim()));
      return cookies.has(name);
    };
    let startNow = false;
    const woken: HTMLElement[] = [];
    for (const island of islands()) {
      const { hydrate, hydrateCookie } = island.dataset;
      if (hydrate === 'visible') whenNearScreen(island);
      else if (hydrate !== 'interaction') startNow = true;
      else if (
        island.querySelector('[data-pod-live-list], [data-pod-live-failed]') ||
        (hydrateCookie && hasCookie(hydrateCookie))
      )
        woken.push(island);
    }
    // A page with nothing to bring alive at load is live as it is.
    if (!startNow && woken.length === 0)
      document.querySelector('main [data-page-root]')?.setAttribute('data-hydrated', 'true');
    else
      whenPaintedAndIdle(() => {
        start();
        woken.forEach(due);
      });
  };

  // Real visitors' Web Vitals, on every page: the reporter's own small entry (written in after
  // the build; dev servers have none), once the largest paint has been shown.
  const vitals: string = '__VITALS__';
  const startVitals = () => {
    if (vitals.startsWith('__')) return;
    const script = document.createElement('script');
    script.src = vitals;
    document.head.append(script);
  };
  const flight = islandCodeFlight(() => started);
  const whenLoaded = () => {
    onLoad();
    afterLargestPaint(() => {
      startVitals();
      flight.ready();
    });
  };
  // A page loaded ahead (speculation rules) does its load-time work once the visitor comes to it.
  // In a task of its own after the load event: a page that loads before its first frame is laid
  // out in the load event's own task, which this work would lengthen.
  const whenShown = () => {
    if ((document as Document & { prerendering?: boolean }).prerendering)
      document.addEventListener('prerenderingchange', whenLoaded, { once: true });
    else whenLoaded();
  };
  if (document.readyState === 'complete') whenShown();
  else window.addEventListener('load', () => setTimeout(whenShown, 0), { once: true });

  focusAddressTarget();
})();
