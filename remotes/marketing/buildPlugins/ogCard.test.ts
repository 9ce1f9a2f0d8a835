import { describe, expect, it } from 'vitest';
import { brandFontBold } from './brandFontFiles.ts';
import { OG_HEIGHT, OG_WIDTH, ogCardSvg } from './ogCard.ts';
import { loadTextFont, measure, wrap } from './textPaths.ts';

describe('og image card', () => {
  it('wraps the whole tagline within the panel, in the brand typeface', () => {
    const font = loadTextFont(brandFontBold());
    const tagline = 'Your trusted Print-on-Demand partner for profitable apparel sales.';
    const lines = wrap(font, tagline, 44, 508);
    expect(lines.join(' ')).toBe(tagline);
    for (const line of lines) expect(measure(font, line, 44)).toBeLessThanOrEqual(508);
  });
  it('draws brand name, tagline and kicker as paths on a 1200 x 630 canvas', () => {
    const svg = ogCardSvg('Test Brand', 'A short tagline.', 'No minimums');
    expect(svg).toContain(`width="${OG_WIDTH}" height="${OG_HEIGHT}"`);
    // Glyph paths, not <text>: no dependence on the build machine's fonts.
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(20);
  });
});
