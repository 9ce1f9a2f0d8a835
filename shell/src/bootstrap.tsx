import { type BootRoute, findIslands, readBootData } from '@pod/shared-ui';
import { PAGE_HYDRATED_MARK, PAGE_ROOT } from '@pod/shared-ui/islandLife';
import { hydrateIslands } from './boot/hydrateIslands.tsx';
import { connectLiveRemotes } from './federation/liveRemotes.ts';
import { mountToasts } from './layout/mountToasts.tsx';
import './federation/providedSingletons.ts';
import { startClientNavigation } from './navigation/clientNavigation.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * A page the server composed: only the page's islands hydrate; everything else stays the
 * server's HTML until a client-side navigation renders the next page whole.
 */
function startIslands(root: HTMLElement, routes: readonly BootRoute[]): void {
  const pageRoot = root.querySelector<HTMLElement>(PAGE_ROOT);
  const page = hydrateIslands(findIslands(root));
  startClientNavigation(routes, page);
  mountToasts();
  // An island woken at load (signed-in staff): the page is hydrated once it is.
  page.firstHydrated.then(() => pageRoot?.setAttribute(PAGE_HYDRATED_MARK, 'true'));
}

connectLiveRemotes().then((routes) => {
  if (readBootData()?.prerendered) startIslands(container, routes);
  // No server HTML (dev servers, or a page the server left to the browser): the shell renders
  // the whole site, its router handling every link.
  else import('./routes/renderWhole.tsx').then(({ renderWhole }) => renderWhole(container, routes));
});
