import type { RemoteRoute } from '@pod/contracts/routes';
import { BrowserRouter, Link, Route, Routes, useNavigate } from '@pod/router';
import { type ComponentType, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders.tsx';
import { Container } from './primitives/Section.tsx';

/** Replaces the current entry with `path` (the standalone page's / opens the first page). */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return null;
}

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
              {/* The dev server opens at /: show the first page there, not an empty page. */}
              {routes[0] && !routes.some((route) => route.path === '/') && (
                <Route path="/" element={<GoTo path={routes[0].path} />} />
              )}
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
