import { describe, expect, it } from 'vitest';
import { changedOrder, MAX_FEATURED } from './featuredOrderChange.ts';

describe('one change to the featured order', () => {
  it('features an image last, once, and answers "full" past the limit', () => {
    expect(changedOrder(['a'], 'b', 'feature')).toEqual(['a', 'b']);
    expect(changedOrder(['a', 'b'], 'a', 'feature')).toEqual(['a', 'b']);
    const full = Array.from({ length: MAX_FEATURED }, (_, i) => `id${i}`);
    expect(changedOrder(full, 'extra', 'feature')).toBe('full');
    expect(changedOrder(full, 'id3', 'feature')).toEqual(full);
  });

  it('unfeatures an image and closes the gap; an image not featured changes nothing', () => {
    expect(changedOrder(['a', 'b', 'c'], 'b', 'unfeature')).toEqual(['a', 'c']);
    expect(changedOrder(['a', 'c'], 'x', 'unfeature')).toEqual(['a', 'c']);
  });

  it('moves an image one place up or down, and not past either end', () => {
    expect(changedOrder(['a', 'b', 'c'], 'c', 'up')).toEqual(['a', 'c', 'b']);
    expect(changedOrder(['a', 'b', 'c'], 'a', 'down')).toEqual(['b', 'a', 'c']);
    expect(changedOrder(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c']);
    expect(changedOrder(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c']);
    expect(changedOrder(['a', 'b'], 'x', 'down')).toEqual(['a', 'b']);
  });
});
