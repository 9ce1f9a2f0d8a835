import { useLocation } from '@pod/router';
import { useEffect } from 'react';
import { scrollToAndFocus } from './scrollToTarget.ts';

/**
 * Pages load lazily, after the browser has already tried (and failed) to find the
 * #fragment, so once the page has rendered, scroll to the fragment's element ourselves.
 * Also runs when the fragment changes (table-of-contents links).
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    // One frame so layout (and images with reserved space) is in place first.
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (target) scrollToAndFocus(target, 'auto'); // landing on an anchor: jump, do not animate
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, ready]);
}
