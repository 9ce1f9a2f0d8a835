// @vitest-environment node
// The SVG preflight reads images embedded in an SVG too: a bomb inside a data: SVG, costs that add
// up across nested images, nesting too deep, and a raster image's pixel count.
import { describe, expect, it } from 'vitest';
import { svgPreflight } from './svgPreflight.ts';
import { codeOf, dataSvg, nestedUse, svg } from './testing/svgSamples.ts';

describe('an SVG whose masks, clip-paths, filters or embedded images would freeze the page is refused', () => {
  it('a <use> bomb inside a data: SVG image is refused, base64 or percent-encoded, href or xlink:href', () => {
    const bomb = nestedUse(16);
    expect(codeOf(() => svgPreflight(svg(`<image width="9" height="9" href="${dataSvg(bomb)}"/>`)))).toBe(
      'svg-too-complex',
    );
    expect(
      codeOf(() =>
        svgPreflight(svg(`<image width="9" height="9" xlink:href="${dataSvg(bomb, 'percent')}"/>`)),
      ),
    ).toBe('svg-too-complex');
  });

  it('costs add up across nested images: a drawing just under the limit, used many times, is refused', () => {
    const nearLimit = nestedUse(4); // 10,000 copies: fine alone
    const image = `<image id="i" width="9" height="9" href="${dataSvg(nearLimit)}"/>`;
    expect(codeOf(() => svgPreflight(svg(image)))).toBe('ok');
    expect(codeOf(() => svgPreflight(svg(`<defs>${image}</defs>${'<use href="#i"/>'.repeat(20)}`)))).toBe(
      'svg-too-complex',
    );
  });

  it('SVG images nested deeper than a couple of levels are refused', () => {
    let nested = svg('<circle cx="5" cy="5" r="4"/>');
    for (let level = 1; level <= 2; level++)
      nested = svg(`<image width="9" height="9" href="${dataSvg(nested)}"/>`);
    expect(codeOf(() => svgPreflight(nested))).toBe('ok');
    const deeper = svg(`<image width="9" height="9" href="${dataSvg(nested)}"/>`);
    expect(codeOf(() => svgPreflight(deeper))).toBe('svg-too-complex');
  });

  it('an embedded raster image is held to the same pixel limit as a file, and one of unreadable size is refused', () => {
    const uint32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
    /** A PNG's signature and header chunk: all a decoder needs to allocate the image. */
    const ihdr = (width: number, height: number) =>
      new Uint8Array([
        ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
        ...[0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
        ...uint32(width),
        ...uint32(height),
        ...[8, 6, 0, 0, 0, 0, 0, 0, 0],
      ]);
    const embed = (bytes: Uint8Array, mime = 'image/png') =>
      svg(
        `<image width="9" height="9" href="data:${mime};base64,${Buffer.from(bytes).toString('base64')}"/>`,
      );
    expect(codeOf(() => svgPreflight(embed(ihdr(400, 400))))).toBe('ok');
    expect(codeOf(() => svgPreflight(embed(ihdr(20_000, 20_000))))).toBe('too-many-pixels');
    // A JPEG whose frame size is behind a stray byte is read all the same.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 2, 0x00, 0xff, 0xc0, 0, 17, 8, 0x4e, 0x20, 0x4e, 0x20, 3, 1, 0x22, 0, 2,
      0x11, 1, 3, 0x11, 1, 0xff, 0xd9,
    ]);
    expect(codeOf(() => svgPreflight(embed(jpeg, 'image/jpeg')))).toBe('too-many-pixels');
    // An image type whose size is not read here (a BMP) is not drawn unchecked.
    expect(codeOf(() => svgPreflight(embed(new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]), 'image/bmp')))).toBe(
      'svg-too-complex',
    );
  });
});
