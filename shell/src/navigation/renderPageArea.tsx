import { type BootRoute, idPrefixFor } from '@pod/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportRecoverableError } from '../federation/reportRecoverableError.ts';
import { RouteFocus } from '../layout/RouteFocus.tsx';
import { SiteRoutes } from '../routes/SiteRoutes.tsx';
import { SiteRouter } from './SiteRouter.tsx';

/**
 * The page area rendered by the browser, whole, route by route: from the first client-side
 * navigation on. A chunk of its own, fetched at that navigation, so that a first load pays only
 * for its islands.
 */
export function renderPageArea(main: HTMLElement, routes: readonly BootRoute[]): void {
  main.replaceChildren();
  createRoot(main, {
    identifierPrefix: idPrefixFor('shell'),
    onRecoverableError: reportRecoverableError('shell'),
  }).render(
    <StrictMode>
      <SiteRouter>
        <SiteRoutes routes={routes} />
        {/* The navigation that brought this area in is announced too. */}
        <RouteFocus skipFirst={false} />
      </SiteRouter>
    </StrictMode>,
  );
}
