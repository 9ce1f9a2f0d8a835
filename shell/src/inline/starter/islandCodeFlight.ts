import { HYDRATED_MARK } from '@pod/shared-ui/islandLife';
import { bootData } from './bootData.ts';

// What the page's islands will need, fetched (not run) in one flight: the shell's own scripts
// (listed by the build, @pod/build-config's bootScriptsPlugin.ts), each island's remote entry
// and its chunks (boot data). Without it an island's first hydration waited on about nine
// requests one after another. It goes at the visitor's first sign of presence (a form is
// touched long before it is sent), or a few seconds later without one: not at once, since
// ~200 kB right after the largest paint reads to a lab's slow 4G as the page still loading
// (docs/islands-and-prerendering.md). Never when the visitor asked to save data.
const PRESENCE = ['touchstart', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'keydown', 'focusin'];
const FLIGHT_WITHOUT_PRESENCE_MS = 3000;
const bootScripts: string = '__BOOT_SCRIPTS__';

function prefetchIslandCode(): void {
  const islands = document.querySelectorAll<HTMLElement>(`[data-island-app]:not([${HYDRATED_MARK}])`);
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (islands.length === 0 || connection?.saveData) return;
  const urls = new Set(bootScripts.startsWith('__') ? [] : bootScripts.split(' '));
  for (const island of islands) {
    const entry = bootData()?.remotes?.[island.dataset.islandApp ?? ''];
    if (entry) urls.add(entry);
  }
  for (const url of bootData()?.islandScripts ?? []) urls.add(url);
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}

/** Listens for presence from now; `ready` (after the largest paint) lets the flight go. */
export function islandCodeFlight(shellStarted: () => boolean): { ready: () => void } {
  let present = false;
  let ready = false;
  let flown = false;
  const fly = () => {
    if (flown || shellStarted()) return;
    flown = true;
    prefetchIslandCode();
  };
  const onPresence = () => {
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
