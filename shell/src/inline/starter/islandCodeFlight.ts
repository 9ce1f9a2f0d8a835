import { readBootData } from '@pod/deploy-format/prerender';
import { isNativeSubmitPress } from './nativeSubmitPress.ts';
import { WAITING_ISLAND } from './waitingIsland.ts';

// What the page's islands will need, fetched (not run) in one flight: the shell's own scripts
// (listed by the build, @pod/build-config's bootScriptsPlugin.ts), each island's remote entry
// and its chunks (boot data). Without it an island's first hydration waited on about nine
// requests one after another. It goes at the visitor's first sign of presence (a form is
// touched long before it is sent), or a few seconds later without one: not at once, since
// ~200 kB right after the largest paint reads to a lab's slow 4G as the page still loading
// (docs/islands-and-prerendering.md). Never when the visitor asked to save data.
const PRESENCE = ['touchstart', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'keydown', 'focusin'];
const FLIGHT_WITHOUT_PRESENCE_MS = 3000;
// With the flight, the page's own links and the footer's join the header's (shell/index.html's
// speculation rules match `main a`, `footer a` under this mark): a press on one loads a fetched page.
// Not once the shell starts: it shows those pages in place, so the mark goes then (startShell.ts)
// and Chromium drops what is still being fetched for it.
export const PAGES_AHEAD = 'data-pages-ahead';
const bootScripts: string = '__BOOT_SCRIPTS__';

function prefetchIslandCode(): HTMLLinkElement[] {
  const islands = document.querySelectorAll<HTMLElement>(WAITING_ISLAND);
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (islands.length === 0 || connection?.saveData) return [];
  const boot = readBootData();
  const urls = new Set(bootScripts.startsWith('__') ? [] : bootScripts.split(' '));
  for (const island of islands) {
    const entry = boot?.remotes?.[island.dataset.islandApp ?? ''];
    if (entry) urls.add(entry);
  }
  for (const url of boot?.islandScripts ?? []) urls.add(url);
  return [...urls].map((href) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
    return link;
  });
}

/** Listens for presence from now; `ready` (after the largest paint) lets the flight go. */
export function islandCodeFlight(shellStarted: () => boolean): { ready: () => void } {
  let present = false;
  let ready = false;
  let flown = false;
  let leaving = false;
  let links: HTMLLinkElement[] = [];
  const fly = () => {
    if (flown || leaving || shellStarted()) return;
    flown = true;
    document.documentElement.setAttribute(PAGES_AHEAD, '');
    links = prefetchIslandCode();
  };
  // A form posted by the browser leaves the page: what is still in flight is called off (a link
  // taken out stops its fetch), so the post and its answer have the connections and the downlink
  // to themselves. Back to this page from the back/forward cache, it goes again.
  window.addEventListener('submit', (event) => {
    if (event.defaultPrevented || (event.target as HTMLFormElement).method !== 'post') return;
    leaving = true;
    flown = false;
    document.documentElement.removeAttribute(PAGES_AHEAD);
    for (const link of links) link.remove();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    leaving = false;
    if (present && ready) fly();
  });
  const onPresence = (event: Event) => {
    if (isNativeSubmitPress(event.target)) return;
    present = true;
    for (const type of PRESENCE) document.removeEventListener(type, onPresence, true);
    if (ready) fly();
  };
  for (const type of PRESENCE) document.addEventListener(type, onPresence, { capture: true, passive: true });
  return {
    ready: () => {
      ready = true;
      if (present) fly();
      else setTimeout(fly, FLIGHT_WITHOUT_PRESENCE_MS);
    },
  };
}
