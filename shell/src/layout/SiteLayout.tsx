import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';

/**
 * The shell's layout. On a server-composed page none of it hydrates: the header's buttons are
 * answered by shell/src/inline/headerControls.ts, links are plain links (the shell shows the next page in
 * place), and the announcer is a live region RouteFocus writes into after a navigation. The
 * announcer stays last: the page's head holds the first paint until it is parsed (index.html).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <RouteAnnouncer />
    </>
  );
}
