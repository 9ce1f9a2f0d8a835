// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checksFor } from './checks.ts';
import type { FileFacts } from './facts.ts';
import { measureFile } from './measureFile.ts';
import { largestPrint } from './printSize.ts';
import { type ReadRegion, withExactArt } from './refineArtBounds.ts';
import { firstLookMaxPixels } from './rules.ts';
import { decodeWithSharp, samples } from './testing/sampleFiles.ts';
import type { DecodedPixels } from './withPixels.ts';

// A large file's first look is measured on a small nearest-neighbour copy, its art's bounds then
// made exact on strips of the full-size file: on the sample files its verdicts are the exact ones
// (a 1,875 px wide art at 12.5 in is 150 dpi exactly, a threshold the copy alone misses).

/** Reads rectangles of RGBA decoded at full size, as the worker reads its bitmap. */
const regionOf =
  ({ rgba, rgbaWidth }: DecodedPixels): ReadRegion =>
  (x, y, width, height) => {
    const out = new Uint8Array(width * height * 4);
    for (let row = 0; row < height; row++)
      out.set(
        rgba.subarray(((y + row) * rgbaWidth + x) * 4, ((y + row) * rgbaWidth + x + width) * 4),
        row * width * 4,
      );
    return out;
  };

const verdicts = (facts: FileFacts) =>
  checksFor(
    facts,
    largestPrint(facts.art?.width ?? facts.width, facts.art?.height ?? facts.height).widthIn,
  ).map((check) => [check.id, check.verdict]);

describe('a first look on a small copy', () => {
  for (const [name, make] of Object.entries(samples)) {
    it(`gives ${name} the verdicts and the art size of its exact figures`, async () => {
      const bytes = await make();
      const exact = await measureFile(bytes, name, () => decodeWithSharp(bytes));
      const sampled = await measureFile(bytes, name, () =>
        decodeWithSharp(bytes, { maxPixels: firstLookMaxPixels, nearest: true }),
      );
      const full = await decodeWithSharp(bytes, { maxPixels: Number.POSITIVE_INFINITY });
      const first = withExactArt(sampled, regionOf(full));
      expect(verdicts(first)).toEqual(verdicts(exact));
      // The art's bounds are the file's own, as every pixel gives them (a file over 4 MP is
      // analysed on a smoothed copy, whose bounds are widened outward: the truth is measured here).
      const truth = exact.analysedAt ? await measureFile(bytes, name, async () => full) : exact;
      expect(first.art).toEqual(truth.art);
    }, 60_000);
  }
});
