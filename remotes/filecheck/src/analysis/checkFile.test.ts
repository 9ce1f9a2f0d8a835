// @vitest-environment node
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checksFor, overallVerdict } from './checks.ts';
import type { FileFacts } from './facts.ts';
import { isFileCheckError } from './fileCheckError.ts';
import { measureFile } from './measureFile.ts';
import { largestPrint } from './printSize.ts';
import { decodeWithSharp, samples } from './testing/sampleFiles.ts';
import type { CheckId, Verdict } from './verdict.ts';

const measure = (bytes: Uint8Array, name: string) => measureFile(bytes, name, () => decodeWithSharp(bytes));

/** Verdicts by check at the largest print the shape allows. */
function verdictsAtLargest(facts: FileFacts): Record<CheckId, Verdict> {
  const { widthIn } = largestPrint(facts.width, facts.height);
  return Object.fromEntries(checksFor(facts, widthIn).map((c) => [c.id, c.verdict])) as Record<
    CheckId,
    Verdict
  >;
}

describe('checks on sample print files', () => {
  const facts: Record<string, FileFacts> = {};
  beforeAll(async () => {
    const entries = await Promise.all(
      Object.entries(samples).map(
        async ([name, make]) => [name, await measure(await make(), `${name}.file`)] as const,
      ),
    );
    for (const [name, value] of entries) facts[name] = value;
  }, 60_000);

  it('a 600 × 600 JPEG has too few pixels, and its white background will print', () => {
    const sample = facts.smallJpeg as FileFacts;
    expect(sample).toMatchObject({ kind: 'jpeg', width: 600, height: 600, colourMode: 'rgb' });
    const verdicts = verdictsAtLargest(sample);
    expect(verdicts.resolution).toBe('problem');
    expect(verdicts.background).toBe('warning');
    expect(overallVerdict(checksFor(sample, 12.5))).toBe('problem');
  });

  it('a 3750 × 4800 PNG with art to its edges and a transparent background passes every check at 12.5 × 16 in', () => {
    const sample = facts.fullSizePng as FileFacts;
    expect(sample).toMatchObject({ kind: 'png', width: 3750, height: 4800, vector: false });
    expect(sample.pixels?.background).toBe('transparent');
    expect(sample.art).toEqual({ x: 0, y: 0, width: 3750, height: 4800 });
    expect(sample.analysedAt).toEqual(expect.objectContaining({ width: expect.any(Number) }));
    const checks = checksFor(sample, 12.5);
    expect(checks.map((c) => [c.id, c.verdict])).toEqual([
      ['resolution', 'good'],
      ['margins', 'good'],
      ['dpi-tag', 'good'],
      ['background', 'good'],
      ['partial-transparency', 'good'],
      ['colour-mode', 'good'],
      ['aspect-ratio', 'good'],
    ]);
    expect(checks[0]?.measured).toContain('300 dpi');
  });

  it('art only in the middle of a 3750 × 4800 canvas is measured as the art: its size, dpi and margins', () => {
    const sample = facts.marginsPng as FileFacts;
    // The square is 1,875 px, analysed on a downscaled copy: its bounds are within a few pixels.
    expect(sample.art?.width).toBeGreaterThanOrEqual(1875);
    expect(sample.art?.width).toBeLessThanOrEqual(1880);
    expect(sample.art?.x).toBeGreaterThanOrEqual(935);
    expect(sample.art?.x).toBeLessThanOrEqual(938);
    const checks = checksFor(sample, 12.5);
    const margins = checks.find((c) => c.id === 'margins');
    expect(margins?.verdict).toBe('warning');
    expect(margins?.measured).toMatch(/^Art 1,8\d\d × 1,8\d\d px inside a 3,750 × 4,800 px canvas/);
    // 12.5 in wide is the art's width: 1,875 px over 12.5 in is 150 dpi, not 300.
    const resolution = checks.find((c) => c.id === 'resolution');
    expect(resolution?.verdict).toBe('warning');
    expect(resolution?.measured).toMatch(/150 dpi at 12\.5 in × 12\.5 in/);
    expect(checks.find((c) => c.id === 'aspect-ratio')?.measured).toMatch(/^1 : 1/);
  });

  it('a CMYK JPEG without a profile says its colours may shift, not that it is read as sRGB', () => {
    const sample = facts.cmykJpeg as FileFacts;
    expect(sample.colourMode).toBe('cmyk');
    const colour = checksFor(sample, 12.5).find((c) => c.id === 'colour-mode');
    expect(colour?.verdict).toBe('warning');
    expect(colour?.measured).toContain('CMYK');
    expect(colour?.measured).not.toContain('sRGB');
    expect(colour?.fix).toMatch(/may shift/);
  });

  it('a JPEG has no partly-transparent row (it cannot hold transparency); a PNG with alpha has one', () => {
    expect(checksFor(facts.smallJpeg as FileFacts, 12.5).map((c) => c.id)).not.toContain(
      'partial-transparency',
    );
    expect(checksFor(facts.fullSizePng as FileFacts, 12.5).map((c) => c.id)).toContain(
      'partial-transparency',
    );
  });

  it('a white-background JPEG: the white is its background, the ring is the art, and removal is offered', () => {
    const sample = facts.ringJpeg as FileFacts;
    expect(sample.pixels?.background).toBe('near-white');
    expect(sample.pixels?.backgroundColour).toEqual(expect.objectContaining({ r: expect.any(Number) }));
    // The ring is 800 px across, centred.
    expect(sample.art?.width).toBeGreaterThanOrEqual(799);
    expect(sample.art?.width).toBeLessThanOrEqual(804);
    expect(checksFor(sample, 4).find((c) => c.id === 'background')?.fix).toMatch(/one click/);
  });

  it('a PNG with an opaque white background gets the "white backgrounds will print" warning', () => {
    const sample = facts.whiteBackgroundPng as FileFacts;
    expect(sample.pixels?.background).toBe('near-white');
    const background = checksFor(sample, 12.5).find((c) => c.id === 'background');
    expect(background?.verdict).toBe('warning');
    expect(background?.fix).toContain('White backgrounds will print');
    expect(background?.faq.href).toBe('/faqs#file-formats');
  });

  it('a 72 dpi tag on a file with enough pixels is only a label: resolution and tag are good', () => {
    const sample = facts.taggedLowPng as FileFacts;
    expect(sample.dpiTag?.x).toBe(72);
    const checks = checksFor(sample, 12.5);
    expect(checks.find((c) => c.id === 'resolution')?.verdict).toBe('good');
    const tag = checks.find((c) => c.id === 'dpi-tag');
    expect(tag?.verdict).toBe('good');
    expect(tag?.measured).toMatch(/72 dpi.*300 dpi/);
  });

  it('a half-transparent glow gets the DTF caution with its share', () => {
    const sample = facts.glowPng as FileFacts;
    const partial = checksFor(sample, 4).find((c) => c.id === 'partial-transparency');
    expect(partial?.verdict).toBe('warning');
    expect(partial?.measured).toMatch(/^100% of the design/);
  });

  it('a 2 : 1 WebP banner is read as WebP and noted for using under half the print area', () => {
    const sample = facts.bannerWebp as FileFacts;
    expect(sample.kind).toBe('webp');
    expect(checksFor(sample, 12.5).find((c) => c.id === 'aspect-ratio')?.verdict).toBe('warning');
  });
});

describe('a solid colour to every edge', () => {
  it('is the design itself when nothing else is in the file, not a background box', async () => {
    const bytes = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const facts = await measure(bytes, 'solid.png');
    expect(facts.art).toEqual({ x: 0, y: 0, width: 400, height: 300 });
    expect(facts.pixels?.backgroundColour).toBeNull();
    expect(checksFor(facts, 4).find((c) => c.id === 'margins')?.verdict).toBe('good');
  });
});

describe('files that cannot be checked', () => {
  it('a truncated PNG is a clear "ends before the image does" error, not a crash', async () => {
    const whole = await samples.fullSizePng();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const error = await measure(cut, 'cut.png').catch((e: unknown) => e);
    expect(isFileCheckError(error) && error.code).toBe('truncated');
    expect((error as Error).message).toMatch(/ends before the image does/);
  });

  it('a truncated JPEG is the same clear error', async () => {
    const whole = await samples.smallJpeg();
    const error = await measure(whole.subarray(0, 2000), 'cut.jpg').catch((e: unknown) => e);
    expect(isFileCheckError(error) && error.code).toBe('truncated');
  });

  it('a text file named .png is refused as not an image (the bytes decide, not the name)', async () => {
    const bytes = new TextEncoder().encode('hello, this is not a picture');
    const error = await measure(bytes, 'design.png').catch((e: unknown) => e);
    expect(isFileCheckError(error) && error.code).toBe('unsupported');
  });
});
