import { describe, expect, it } from 'vitest';
import {
  decodeWidths,
  encodeWidths,
  parseVariantName,
  variantHeight,
  variantKey,
  variantName,
  variantWidths,
} from './variantSizes.ts';

describe('variantWidths', () => {
  it('makes every standard width from a large original', () => {
    expect(variantWidths({ width: 4000, height: 3000 })).toEqual([320, 640, 1024]);
  });

  it('never upscales: a small original gets the widths it can fill plus its own widest crop', () => {
    expect(variantWidths({ width: 800, height: 600 })).toEqual([320, 640, 800]);
    expect(variantWidths({ width: 200, height: 150 })).toEqual([200]);
    expect(variantWidths({ width: 640, height: 480 })).toEqual([320, 640]);
  });

  it('limits the widths by the height too, since every variant is a 4:3 crop', () => {
    // A wide panorama 300 px high holds a 4:3 crop at most 400 px wide.
    expect(variantWidths({ width: 3000, height: 300 })).toEqual([320, 400]);
    // A tall image is limited by its width.
    expect(variantWidths({ width: 700, height: 5000 })).toEqual([320, 640, 700]);
  });

  it('makes nothing from an image too small to crop', () => {
    expect(variantWidths({ width: 0, height: 10 })).toEqual([]);
  });
});

describe('variant sizes and names', () => {
  it('gives every variant a 4:3 height known from its width', () => {
    expect(variantHeight(1024)).toBe(768);
    expect(variantHeight(320)).toBe(240);
    expect(variantHeight(1)).toBe(1);
  });

  it('stores a variant beside its original', () => {
    expect(variantKey('images/ab-cd.png', 640, 'avif')).toBe('images/ab-cd-w640.avif');
    expect(variantKey('images/ab-cd.jpg', 320, 'webp')).toBe('images/ab-cd-w320.webp');
  });

  it('reads back only plain variant names from a URL', () => {
    expect(parseVariantName(variantName(640, 'webp'))).toEqual({ width: 640, format: 'webp' });
    expect(parseVariantName('w1024.avif')).toEqual({ width: 1024, format: 'avif' });
    for (const name of [
      'w640.png',
      'w0.avif',
      'w012.webp',
      '640.webp',
      'w640.webp/x',
      '../w640.webp',
      'w99999.avif',
    ])
      expect(parseVariantName(name), name).toBeNull();
  });

  it('keeps "not made yet" and "none could be made" apart in the database column', () => {
    expect(decodeWidths(null)).toBeNull();
    expect(decodeWidths(encodeWidths([]))).toEqual([]);
    expect(decodeWidths(encodeWidths([320, 640]))).toEqual([320, 640]);
  });
});
