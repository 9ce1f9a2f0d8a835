import { BrowserRouter } from '@pod/router';
import { type BootRoute, idPrefixFor, readBootData } from '@pod/shared-ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectLiveRemotes } from './federation/liveRemotes.ts';
import { reportRecoverableError } from './federation/reportRecoverableError.ts';
import './federation/providedSingletons.ts';
import { SiteRoutes } from './routes/SiteRoutes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function start(routes: readonly BootRoute[]): void {
  const tree = (
    <StrictMode>
      <BrowserRouter>
        <App>
          <SiteRoutes routes={routes} />
        </App>
      </BrowserRouter>
    </StrictMode>
  );
  const options = {
    identifierPrefix: idPrefixFor('shell'),
    onRecoverableError: reportRecoverableError('shell'),
  };
  // The server composed this page (layout + the route's fragment): adopt its HTML. Without
  // boot data (dev servers) there is nothing to hydrate.
  if (container && readBootData()?.prerendered) {
    hydrateRoot(container, tree, options);
  } else if (container) {
    createRoot(container, options).render(tree);
  }
}

connectLiveRemotes().then(start);
