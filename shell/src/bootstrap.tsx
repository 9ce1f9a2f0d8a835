import { type BootRoute, findIslands, readBootData } from '@pod/shared-ui';
import { hydrateIslands } from './boot/hydrateIslands.tsx';
import { mountToasts } from './boot/mountToasts.tsx';
import { connectLiveRemotes } from './federation/liveRemotes.ts';
import './federation/providedSingletons.ts';
import { startClientNavigation } from './navigation/clientNavigation.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Read by tests and tools: whether the shell (started by shell/src/inline/startShell.ts) runs.
declare global {
  interface Window {
    /** The shell is live: its islands hydrate as they are due, and site links show pages in place. */
    podShellLive?: boolean;
  }
}

/**
 * A page the server composed: only the page's islands hydrate; everything else stays the
 * server's HTML until a client-side navigation renders the next page whole.
 */
function startIslands(root: HTMLElement, routes: readonly BootRoute[]): void {
  const pageRoot = root.querySelector<HTMLElement>('main [data-page-root]');
  const page = hydrateIslands(findIslands(root));
  startClientNavigation(routes, page);
  window.podShellLive = true;
  mountToasts();
  page.loaded.then((live) => {
    if (live) pageRoot?.setAttribute('data-hydrated', 'true');
  });
}

connectLiveRemotes().then((routes) => {
  if (readBootData()?.prerendered) startIslands(container, routes);
  // No server HTML (dev servers, or a page the server left to the browser): the shell renders
  // the whole site, its router handling every link.
  else
    import('./boot/renderWhole.tsx').then(({ renderWhole }) => {
      renderWhole(container, routes);
      window.podShellLive = true;
    });
});
