import { useLocation } from '@pod/router';
import { useEffect, useRef } from 'react';
import { ROUTE_ANNOUNCER_ID } from './RouteAnnouncer.tsx';

// Pages load lazily, so wait (briefly) for the new page's <h1> to appear.
const HEADING_WAIT_MS = 5000;

const announce = (message: string): void => {
  const region = document.getElementById(ROUTE_ANNOUNCER_ID);
  if (region) region.textContent = message;
};

/**
 * On client-side navigation: move focus to the page heading and announce the new page in the
 * layout's live region (RouteAnnouncer). No DOM of its own. `skipFirst`: the first render is a
 * page load (nothing to announce); the page area rendered after a navigation announces at once.
 * When the URL has a #fragment the browser scrolls to that anchor instead of the top.
 */
export function RouteFocus({ skipFirst }: { skipFirst: boolean }) {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(skipFirst);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and hash are the triggers
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    let cancelled = false;
    const started = Date.now();
    const previousTitle = document.title;
    const tick = () => {
      if (cancelled) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      const ready = heading && (document.title !== previousTitle || Date.now() - started > 300);
      if (heading && ready) {
        if (!hash) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: true });
          window.scrollTo({ top: 0 });
        }
        announce(`Navigated to ${heading.textContent ?? document.title}`);
        return;
      }
      if (Date.now() - started < HEADING_WAIT_MS) window.setTimeout(tick, 50);
    };
    tick();
    return () => {
      cancelled = true;
    };
  }, [pathname, hash]);

  return null;
}
