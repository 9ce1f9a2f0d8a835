import { AppProviders } from '@pod/shared-ui';
import { type ReactNode, useEffect } from 'react';
import { SiteLayout } from './layout/SiteLayout.tsx';

/**
 * The shell's tree inside a router: the browser wraps it in BrowserRouter with the route
 * table as children; the build-time prerender wraps it in StaticRouter with one page.
 */
export function App({ children }: { children: ReactNode }) {
  // Runs once the whole shell tree has hydrated (or rendered): header and footer are live.
  useEffect(() => {
    document.documentElement.dataset.shellReady = 'true';
  }, []);
  return (
    <AppProviders>
      <SiteLayout>{children}</SiteLayout>
    </AppProviders>
  );
}
