import { useLocation } from '@pod/router';
import { useEffect, useRef, useState } from 'react';

// Pages load lazily, so wait (briefly) for the new page's <h1> to appear.
const HEADING_WAIT_MS = 5000;

/**
 * On client-side navigation: move focus to the page heading and announce the
 * new page in a polite live region. Skipped on the first load, and when the URL
 * has a #fragment (the browser scrolls to that anchor instead).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const [message, setMessage] = useState('');
  const firstRender = useRef(true);

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
        setMessage(`Navigated to ${heading.textContent ?? document.title}`);
        return;
      }
      if (Date.now() - started < HEADING_WAIT_MS) window.setTimeout(tick, 50);
    };
    tick();
    return () => {
      cancelled = true;
    };
  }, [pathname, hash]);

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {message}
    </div>
  );
}
