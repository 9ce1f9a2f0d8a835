// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detailChecks } from './checks.ts';
import { inspectBytes } from './inspectBytes.ts';
import { measureDetails } from './measureDetails.ts';
import { decodeWithSharp, gapSample, lineSample } from './testing/sampleFiles.ts';
import { measureDecoded } from './withPixels.ts';

/** The detail figures of a sample at a print width, as the worker measures them. */
async function detailsAt(bytes: Uint8Array, printWidthIn: number) {
  const { facts, decoded, measured } = await measureDecoded(await inspectBytes(bytes), 'sample.png', () =>
    decodeWithSharp(bytes),
  );
  const details = measureDetails(
    facts,
    decoded.rgba,
    decoded.rgbaWidth,
    decoded.rgbaHeight,
    measured.art,
    printWidthIn,
  );
  return { facts, details, checks: detailChecks(facts, details.figures) };
}

describe('thin lines and narrow gaps at the print size', () => {
  it('a 0.25 mm line (3 px at 300 dpi) is found at 12.5 in, with its width in mm and px', async () => {
    const { facts, details, checks } = await detailsAt(await lineSample(3), 12.5);
    expect(details.figures.lines.areas).toBe(1);
    expect(details.figures.lines.narrowestPx).toBeCloseTo(3, 0);
    // The bar runs to three edges, the rest is clear: a transparent background, not a box.
    expect(facts.pixels?.background).toBe('transparent');
    const line = checks.find((c) => c.id === 'thin-lines');
    expect(line?.verdict).toBe('warning');
    expect(line?.measured).toMatch(/the thinnest is about 0\.25 mm \(3 px\)/);
    expect(details.lines.some((v) => v === 1)).toBe(true);
  }, 30_000);

  it('a 1 mm line (12 px) is not', async () => {
    const { details, checks } = await detailsAt(await lineSample(12), 12.5);
    expect(details.figures.lines.areas).toBe(0);
    expect(checks.find((c) => c.id === 'thin-lines')?.verdict).toBe('good');
  }, 30_000);

  it('the same 1 mm-at-12.5-in line is too thin once the print is a quarter of the size', async () => {
    const { details } = await detailsAt(await lineSample(12), 3);
    expect(details.figures.lines.areas).toBe(1);
  }, 30_000);

  it('a 0.25 mm knockout is found as a narrow gap; a 1 mm one is not; the block itself is no thin line', async () => {
    const narrow = await detailsAt(await gapSample(3), 12.5);
    expect(narrow.details.figures.gaps.areas).toBe(1);
    expect(narrow.details.figures.gaps.narrowestPx).toBeCloseTo(3, 0);
    expect(narrow.details.figures.lines.areas).toBe(0);
    expect(narrow.checks.find((c) => c.id === 'narrow-gaps')?.verdict).toBe('warning');
    const wide = await detailsAt(await gapSample(12), 12.5);
    expect(wide.details.figures.gaps.areas).toBe(0);
  }, 30_000);
});
