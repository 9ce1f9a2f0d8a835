import { AppProviders } from '@pod/shared-ui';
import type { ReactNode } from 'react';
import { SiteLayout } from './layout/SiteLayout.tsx';

/**
 * The shell's tree inside a router. At build time (StaticRouter, one page) it is the layout
 * every page is composed into; in the browser only the dev servers render it whole (the
 * server-composed pages hydrate islands instead, boot/hydrateIslands.tsx).
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <SiteLayout>{children}</SiteLayout>
    </AppProviders>
  );
}
