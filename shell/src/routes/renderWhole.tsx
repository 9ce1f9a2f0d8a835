import { type BootRoute, idPrefixFor } from '@pod/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App.tsx';
import { reportRecoverableError } from '../federation/reportRecoverableError.ts';
import { RouteFocus } from '../layout/RouteFocus.tsx';
import { SiteRouter } from '../navigation/SiteRouter.tsx';
import { SiteRoutes } from './SiteRoutes.tsx';

/** A page without server HTML (the dev servers): the shell renders the whole site. */
export function renderWhole(root: HTMLElement, routes: readonly BootRoute[]): void {
  createRoot(root, {
    identifierPrefix: idPrefixFor('shell'),
    onRecoverableError: reportRecoverableError('shell'),
  }).render(
    <StrictMode>
      <SiteRouter>
        <App>
          <SiteRoutes routes={routes} />
        </App>
        <RouteFocus skipFirst />
      </SiteRouter>
    </StrictMode>,
  );
}
