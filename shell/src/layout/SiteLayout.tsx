import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteFocus } from './RouteFocus.tsx';
import { SkipLink } from './SkipLink.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <RouteFocus />
    </>
  );
}
