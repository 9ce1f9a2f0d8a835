// Standalone entry: this remote on its own dev server, inside the same providers
// the shell gives it, so the upload team can work without the rest of the site.
import { AppProviders, Container } from '@pod/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { standaloneRoutes } from './standaloneRoutes.tsx';

function StandaloneApp() {
  return (
    <BrowserRouter>
      <AppProviders>
        <nav aria-label="upload pages (standalone)">
          <Container>
            {standaloneRoutes.map((route) => (
              <Link key={route.path} to={route.path} style={{ marginRight: '1rem' }}>
                {route.path}
              </Link>
            ))}
          </Container>
        </nav>
        <main id="main-content">
          <Routes>
            {standaloneRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </main>
      </AppProviders>
    </BrowserRouter>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
