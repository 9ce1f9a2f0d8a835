// @vitest-environment node
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

  it('a 3750 × 4800 PNG with a transparent background passes every check at 12.5 × 16 in', () => {
    const sample = facts.fullSizePng as FileFacts;
    expect(sample).toMatchObject({ kind: 'png', width: 3750, height: 4800, vector: false });
    expect(sample.pixels?.background).toBe('transparent');
    expect(sample.analysedAt).toEqual(expect.objectContaining({ width: expect.any(Number) }));
    const checks = checksFor(sample, 12.5);
    expect(checks.map((c) => [c.id, c.verdict])).toEqual([
      ['resolution', 'good'],
      ['dpi-tag', 'good'],
      ['background', 'good'],
      ['partial-transparency', 'good'],
      ['colour-mode', 'good'],
      ['aspect-ratio', 'good'],
    ]);
    expect(checks[0]?.measured).toContain('300 dpi');
  });

  it('a CMYK JPEG is flagged for its colour mode', () => {
    const sample = facts.cmykJpeg as FileFacts;
    expect(sample.colourMode).toBe('cmyk');
    const colour = checksFor(sample, 12.5).find((c) => c.id === 'colour-mode');
    expect(colour?.verdict).toBe('warning');
    expect(colour?.measured).toContain('CMYK');
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
