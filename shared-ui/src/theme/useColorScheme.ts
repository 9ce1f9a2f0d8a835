import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyScheme,
  type ColorScheme,
  currentScheme,
  readSavedScheme,
  subscribeScheme,
} from './colorScheme.ts';

/** Current theme plus a toggle that persists the choice. Follows OS changes until the user chooses. */
export function useColorScheme(): { scheme: ColorScheme; toggle: () => void } {
  const scheme = useSyncExternalStore(subscribeScheme, currentScheme, () => 'light' as const);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (!readSavedScheme()) applyScheme(event.matches ? 'dark' : 'light', false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => applyScheme(currentScheme() === 'dark' ? 'light' : 'dark', true), []);
  return { scheme, toggle };
}
