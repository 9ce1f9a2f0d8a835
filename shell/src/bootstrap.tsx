import { type BootRoute, findIslands, idPrefixFor, readBootData } from '@pod/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { hydrateIslands } from './boot/hydrateIslands.tsx';
import { connectLiveRemotes } from './federation/liveRemotes.ts';
import { reportRecoverableError } from './federation/reportRecoverableError.ts';
import './federation/providedSingletons.ts';
import { mountToasts } from './boot/mountToasts.tsx';
import { startClientNavigation } from './navigation/clientNavigation.tsx';
import { SiteRouter } from './navigation/SiteRouter.tsx';
import { SiteRoutes } from './routes/SiteRoutes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * A page the server composed: only its islands hydrate (the header's, the route announcer's,
 * then the page's own); everything else stays the server's HTML until a client-side navigation
 * renders the next page whole.
 */
function startIslands(root: HTMLElement, routes: readonly BootRoute[]): void {
  const pageRoot = root.querySelector<HTMLElement>('main [data-page-root]');
  const all = findIslands(root);
  const shell = hydrateIslands(all.filter((island) => island.app === 'shell'));
  const page = hydrateIslands(all.filter((island) => island.app !== 'shell'));
  startClientNavigation(routes, page);
  mountToasts();
  shell.loaded.then(() => {
    document.documentElement.dataset.shellReady = 'true';
  });
  page.loaded.then((live) => {
    if (live) pageRoot?.setAttribute('data-hydrated', 'true');
  });
}

/** No server HTML (dev servers): the shell renders the whole site. */
function renderWhole(root: HTMLElement, routes: readonly BootRoute[]): void {
  createRoot(root, {
    identifierPrefix: idPrefixFor('shell'),
    onRecoverableError: reportRecoverableError('shell'),
  }).render(
    <StrictMode>
      <SiteRouter>
        <App>
          <SiteRoutes routes={routes} />
        </App>
      </SiteRouter>
    </StrictMode>,
  );
}

connectLiveRemotes().then((routes) => {
  if (readBootData()?.prerendered) startIslands(container, routes);
  else renderWhole(container, routes);
});
