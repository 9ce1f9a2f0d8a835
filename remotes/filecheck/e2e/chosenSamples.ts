import { test } from '@playwright/test';
import { samples } from '../src/analysis/testing/sampleFiles.ts';

// The sample print files the file check's specs choose (filecheck.spec.ts, fileCheckResults.spec.ts),
// under the names a visitor's files would have, made with sharp before a spec's tests.

/** How long a chosen file's results may take to show, a step. */
export const RESULTS_WITHIN_MS = 20_000;

export type SampleName = keyof typeof samples;
export const fileNames: Record<SampleName, string> = {
  smallJpeg: 'small-600.jpg',
  fullSizePng: 'full-size.png',
  marginsPng: 'margins.png',
  ringJpeg: 'ring.jpg',
  cmykJpeg: 'cmyk.jpg',
  whiteBackgroundPng: 'white-background.png',
  taggedLowPng: 'tagged-72dpi.png',
  glowPng: 'glow.png',
  bannerWebp: 'banner.webp',
};

/** The samples named, made before the spec's tests: read them inside a test. */
export function samplesBeforeAll(names: readonly SampleName[]): Partial<Record<SampleName, Buffer>> {
  const files: Partial<Record<SampleName, Buffer>> = {};
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const name of names) files[name] = await samples[name]();
  });
  return files;
}
