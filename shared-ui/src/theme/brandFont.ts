// The brand typeface: Inter, one variable file (weights 100–900) of the Latin subset,
// self-hosted from @fontsource-variable/inter. Importing the file lets the bundler hash it;
// the browser build and the prerender bundle resolve it to the same URL, which the shell's
// prerender output hands to the server for a <link rel="preload">. No unicode-range: every
// page is Latin text, and a glyph the subset lacks falls back per character anyway.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export const brandFontUrl: string = interLatinUrl;

/**
 * Two faces: the real one, and "Inter Fallback", a local Arial (or its metric twins on
 * Linux) scaled to Inter's metrics, so text laid out before the font arrives takes the same
 * space. `font-display: optional` then never swaps after first paint: with the preload the
 * font is there in time, and if not the fallback stays for that page view. Either way no
 * layout shift (CLS 0).
 */
// Written compactly: shared-ui ships untouched (never tree-shaken) in two of the shell's chunks.
export const brandFontFaces = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:100 900;src:url(${brandFontUrl}) format('woff2')}
@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Arimo');size-adjust:107.4%;ascent-override:90.2%;descent-override:22.48%;line-gap-override:0%}`;
