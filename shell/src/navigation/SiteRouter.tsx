import { Router } from '@pod/router';
import { type ComponentProps, type ReactNode, useSyncExternalStore } from 'react';
import { siteHistory } from './siteHistory.ts';

// react-router types the navigation type as its own enum, whose values are these strings.
type NavigationType = ComponentProps<typeof Router>['navigationType'];

/** A router for one React root, bound to the page's one history (siteHistory). */
export function SiteRouter({ children }: { children: ReactNode }) {
  // While hydrating, the server rendered this same location: the current one serves as both.
  const { location, action } = useSyncExternalStore(
    siteHistory.listen,
    siteHistory.current,
    siteHistory.current,
  );
  return (
    <Router location={location} navigationType={action as NavigationType} navigator={siteHistory}>
      {children}
    </Router>
  );
}
