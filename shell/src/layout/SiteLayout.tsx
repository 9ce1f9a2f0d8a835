import { Island } from '@pod/shared-ui';
import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteFocus } from './RouteFocus.tsx';
import { SkipLink } from './SkipLink.tsx';

/**
 * Header and route announcer are islands (src/islands/): on a server-composed page only they
 * hydrate; skip link and footer stay the server's HTML (plain links).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Island name="Header" component={Header} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Island name="RouteFocus" component={RouteFocus} />
    </>
  );
}
