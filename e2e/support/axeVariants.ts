/** The WCAG tags every axe run in the suite checks against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Both themes at desktop and phone width: where every page is checked with axe. */
export const axeVariants = [
  { name: 'desktop light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'desktop dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: '375px light', colorScheme: 'light', viewport: { width: 375, height: 740 } },
  { name: '375px dark', colorScheme: 'dark', viewport: { width: 375, height: 740 } },
] as const;
