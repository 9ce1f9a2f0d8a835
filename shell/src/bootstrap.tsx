import { BrowserRouter } from '@pod/router';
import { idPrefixFor, readBootData } from '@pod/shared-ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { reportRecoverableError } from './federation/reportRecoverableError.ts';
import { SiteRoutes } from './routes/SiteRoutes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const tree = (
  <StrictMode>
    <BrowserRouter>
      <App>
        <SiteRoutes />
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
if (readBootData()?.prerendered) {
  hydrateRoot(container, tree, options);
} else {
  createRoot(container, options).render(tree);
}
