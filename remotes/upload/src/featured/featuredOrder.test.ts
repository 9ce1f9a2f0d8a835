import { describe, expect, it } from 'vitest';
import { featuredIds, MAX_FEATURED, moved, withFeatured, withoutFeatured } from './featuredOrder.ts';

describe('the featured order', () => {
  it('reads the order from each image’s place, leaving out images not featured', () => {
    const images = [
      { id: 'a', featured: 2 },
      { id: 'b', featured: null },
      { id: 'c', featured: 0 },
      { id: 'd', featured: 1 },
    ];
    expect(featuredIds(images)).toEqual(['c', 'd', 'a']);
  });

  it('features an image last, once, and never past the limit', () => {
    expect(withFeatured(['a'], 'b')).toEqual(['a', 'b']);
    expect(withFeatured(['a', 'b'], 'a')).toEqual(['a', 'b']);
    const full = Array.from({ length: MAX_FEATURED }, (_, i) => `id${i}`);
    expect(withFeatured(full, 'extra')).toEqual(full);
  });

  it('unfeatures an image and closes the gap', () => {
    expect(withoutFeatured(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('moves an image one place up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });
});
