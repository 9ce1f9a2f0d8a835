import { describe, expect, it } from 'vitest';
import { featuredIds } from './featuredOrder.ts';

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
});
