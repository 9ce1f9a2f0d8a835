// Lays out text in a font and returns it as SVG path data (fontkit), with simple word
// wrapping: enough for a headline and a tagline on the og image.
import fontkit from '@pdf-lib/fontkit';
import { wrapWords } from './wrapWords.ts';

type Font = ReturnType<typeof fontkit.create>;

export interface TextFont {
  font: Font;
}

export const loadTextFont = (data: Buffer): TextFont => ({ font: fontkit.create(data) });

/** Width of `text` in pixels at `size`. */
export function measure({ font }: TextFont, text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** Greedy word wrap to `maxWidth` pixels. */
export function wrap(textFont: TextFont, text: string, size: number, maxWidth: number): string[] {
  return wrapWords(text, maxWidth, (line) => measure(textFont, line, size));
}

/** One line as an SVG <path>, its baseline starting at (x, y). */
export function textPath(
  { font }: TextFont,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
): string {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let penX = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path.toSVG();
    if (d) {
      const gx = x + (penX + (position?.xOffset ?? 0)) * scale;
      const gy = y - (position?.yOffset ?? 0) * scale;
      // Font units are y-up; SVG is y-down, hence the negative y scale.
      parts.push(
        `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale} ${-scale})" d="${d}"/>`,
      );
    }
    penX += position?.xAdvance ?? glyph.advanceWidth;
  });
  return `<g fill="${fill}">${parts.join('')}</g>`;
}
