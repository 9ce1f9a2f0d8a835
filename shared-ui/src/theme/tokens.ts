// Design tokens. Colours are exposed as CSS custom properties (see GlobalStyle) so
// the theme switches without re-rendering and never flashes on load.
export const palette = {
  light: {
    bg: '#ffffff',
    surface: '#f4f6f9',
    surfaceRaised: '#ffffff',
    text: '#14171c',
    muted: '#4a5160',
    border: '#c9d0da',
    primary: '#0a57a8',
    primaryHover: '#08457f',
    onPrimary: '#ffffff',
    accent: '#b3361b',
    success: '#17692f',
    // Amber, not a second red: told apart from danger at a glance (6.3:1 on bg, 5.9:1 on surface).
    warning: '#8a5300',
    danger: '#b42318',
    // Violet: a focused control never reads as one in error (danger) or as a link (primary).
    focus: '#6d28d9',
    headerBg: 'rgba(255, 255, 255, 0.96)',
  },
  dark: {
    bg: '#0e1116',
    surface: '#161b22',
    surfaceRaised: '#1d232c',
    text: '#eef1f5',
    muted: '#b3bcc8',
    border: '#3a4350',
    primary: '#74b4ff',
    primaryHover: '#9ccaff',
    onPrimary: '#0a1a2e',
    accent: '#ff9c7a',
    success: '#6fd893',
    // 10.2:1 on bg, 8.5:1 on surfaceRaised.
    warning: '#f0b429',
    danger: '#ff9b92',
    focus: '#c4a5ff',
    headerBg: 'rgba(14, 17, 22, 0.96)',
  },
} as const;

export type ColorToken = keyof typeof palette.light;

/** `color('primary')` → `var(--color-primary)`, typed against the palette. */
export const color = (token: ColorToken): string => `var(--color-${token})`;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1200px' } as const;

export const media = {
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

// 'Inter Fallback' is a metric-matched local face (see brandFont.ts); the system stack after
// it only matters where none of its local fonts exist.
const brandStack =
  "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const font = {
  body: brandStack,
  heading: brandStack,
} as const;

export const contentWidth = '1200px';
