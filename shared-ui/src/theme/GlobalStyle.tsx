import { createGlobalStyle } from 'styled-components';
import { brandFontFaces } from './brandFont.ts';
import { font, palette } from './tokens.ts';

const toVars = (scheme: keyof typeof palette): string =>
  Object.entries(palette[scheme])
    .map(([token, value]) => `--color-${token}: ${value};`)
    .join('\n');

// The shell renders this once; standalone remote dev servers render it too.
// data-theme is set on <html> by the inline theme script (shell/src/inline/themeInit.ts) before first paint.
export const GlobalStyle = createGlobalStyle`
  ${brandFontFaces}
  :root, :root[data-theme='light'] { ${toVars('light')} color-scheme: light; }
  :root[data-theme='dark'] { ${toVars('dark')} color-scheme: dark; }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) { ${toVars('dark')} color-scheme: dark; }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5rem; }
  body {
    margin: 0;
    font-family: ${font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: var(--color-text);
    background: var(--color-bg);
  }
  h1, h2, h3, h4 {
    font-family: ${font.heading};
    line-height: 1.2;
    margin: 0 0 0.5em;
    letter-spacing: -0.015em;
    text-wrap: balance;
  }
  img, svg, video { max-width: 100%; height: auto; }
  a { color: var(--color-primary); }
  :focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
  [tabindex='-1']:focus { outline: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important; scroll-behavior: auto !important;
    }
  }
`;
