import { useSyncExternalStore } from 'react';
import { type ColorScheme, currentScheme } from './colorScheme.ts';

// The theme lives in <html data-theme>, which more than one script sets (the head's inline
// scripts, applyScheme): watch the attribute itself.
function subscribeToThemeAttribute(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The current theme, for a tree rendered in the browser. The switch itself, the saved choice and
 * following the OS are shell/src/inline/headerControls.ts's (inlined into every page head).
 */
export function useColorScheme(): { scheme: ColorScheme } {
  const scheme = useSyncExternalStore(subscribeToThemeAttribute, currentScheme, () => 'light' as const);
  return { scheme };
}
