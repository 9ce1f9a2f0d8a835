// The brand typeface: Inter, one variable file (weights 100–900) of the Latin subset,
// self-hosted from @fontsource-variable/inter. Importing the file lets the bundler hash it;
// the browser build and the prerender bundle resolve it to the same URL, which the shell's
// prerender output hands to the server for a <link rel="preload">.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export const brandFontUrl: string = interLatinUrl;

/** Latin + common punctuation, as fontsource's latin subset declares it. */
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Two faces: the real one, and "Inter Fallback", a local Arial (or its metric twins on
 * Linux) scaled to Inter's metrics, so text laid out before the font arrives takes the same
 * space. `font-display: optional` then never swaps after first paint: with the preload the
 * font is there in time, and if not the fallback stays for that page view. Either way no
 * layout shift (CLS 0).
 */
export const brandFontFaces = `
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: optional;
    font-weight: 100 900;
    src: url(${brandFontUrl}) format('woff2');
    unicode-range: ${latinRange};
  }
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo'), local('Helvetica');
    size-adjust: 107.4%;
    ascent-override: 90.2%;
    descent-override: 22.48%;
    line-gap-override: 0%;
  }
`;
