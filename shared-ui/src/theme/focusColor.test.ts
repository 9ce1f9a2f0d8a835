// The focus ring is what a keyboard visitor follows: it must stand out from every background
// it is drawn on (WCAG 1.4.11: 3:1) and never look like the error colour beside a field.
import { describe, expect, it } from 'vitest';
import { palette } from './tokens.ts';

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};
const hue = (hex: string) => {
  const [r = 0, g = 0, b = 0] = channels(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};
const hueApart = (a: string, b: string) => {
  const d = Math.abs(hue(a) - hue(b));
  return Math.min(d, 360 - d);
};

describe.each(Object.entries(palette))('the focus ring in the %s theme', (_theme, colours) => {
  it('stands out at 3:1 or more from every background it is drawn on', () => {
    for (const background of [colours.bg, colours.surface, colours.surfaceRaised])
      expect(contrast(colours.focus, background)).toBeGreaterThanOrEqual(3);
  });

  it('is a colour of its own: far in hue from the error and warning colours', () => {
    expect(hueApart(colours.focus, colours.danger)).toBeGreaterThan(60);
    expect(hueApart(colours.focus, colours.warning)).toBeGreaterThan(60);
  });
});
