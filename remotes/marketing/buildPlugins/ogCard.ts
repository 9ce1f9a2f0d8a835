// The og:image's text panel: brand mark, brand name and tagline as vector paths in the brand
// typeface, on the left of a 1200 x 630 card whose right side shows the artwork.
import { ink } from '../artwork/palette.ts';
import { brandFontBold, brandFontRegular } from './brandFontFiles.ts';
import { loadTextFont, textPath, wrap } from './textPaths.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Width of the text panel; the artwork fills the rest. */
export const OG_PANEL_WIDTH = 620;

const colours = {
  panel: '#ffffff',
  primary: '#0a57a8',
  accent: '#b3361b',
  text: ink.charcoal,
  muted: '#4a5160',
};

export function ogCardSvg(brandName: string, tagline: string, kicker: string): string {
  const bold = loadTextFont(brandFontBold());
  const regular = loadTextFont(brandFontRegular());
  const left = 64;
  const width = OG_PANEL_WIDTH - left - 48;
  const taglineLines = wrap(bold, tagline, 44, width).slice(0, 4);
  const kickerLines = wrap(regular, kicker, 24, width).slice(0, 1);
  const nameY = 150;
  const taglineTop = 240;
  const parts = [
    `<rect width="${OG_PANEL_WIDTH}" height="${OG_HEIGHT}" fill="${colours.panel}"/>`,
    `<rect x="${OG_PANEL_WIDTH - 8}" width="8" height="${OG_HEIGHT}" fill="${colours.accent}"/>`,
    // The brand mark of the header logo (a T-shirt with a print dot), 1.3x.
    `<g transform="translate(${left - 8} 100) scale(1.3)"><path fill="${colours.primary}" d="M15 9l9-4h6a6 6 0 0 0 12 0h6l9 4 9 11-10 6-5-4v30H21V22l-5 4-10-6z"/><circle cx="36" cy="29" r="7" fill="${colours.accent}"/></g>`,
    textPath(bold, brandName, left + 100, nameY, 34, colours.text),
    ...taglineLines.map((line, i) =>
      textPath(bold, line, left, taglineTop + 40 + i * 54, 44, colours.primary),
    ),
    ...kickerLines.map((line, i) =>
      textPath(
        regular,
        line,
        left,
        taglineTop + 40 + taglineLines.length * 54 + 30 + i * 34,
        24,
        colours.muted,
      ),
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">${parts.join('')}</svg>`;
}
