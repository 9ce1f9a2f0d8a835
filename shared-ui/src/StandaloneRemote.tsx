import type { RemoteRoute } from '@pod/contracts/routes';
import { BrowserRouter, Link, Route, Routes } from '@pod/router';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { Container } from './primitives/Section.tsx';

/**
 * A remote's standalone dev entry: its pages at their site paths, inside the same
 * providers the shell gives them, so a team can work without the rest of the site.
 */
export function renderStandaloneRemote(
  name: string,
  routes: readonly RemoteRoute[],
  pageOf: (page: string) => ComponentType,
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <nav aria-label={`${name} pages (standalone)`}>
            <Container>
              {routes.map((route) => (
                <Link key={route.path} to={route.path} style={{ marginRight: '1rem' }}>
                  {route.path}
                </Link>
              ))}
            </Container>
          </nav>
          <main id="main-content">
            <Routes>
              {routes.map((route) => {
                const Page = pageOf(route.page);
                return <Route key={route.path} path={route.path} element={<Page />} />;
              })}
            </Routes>
          </main>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
