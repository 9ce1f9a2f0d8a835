import { describe, expect, it } from 'vitest';
import { stem } from './stem.ts';

describe('a word’s stem', () => {
  it('brings a word’s forms together', () => {
    for (const forms of [
      ['shirt', 'shirts'],
      ['price', 'prices', 'pricing', 'priced'],
      ['ship', 'ships', 'shipping', 'shipped'],
      ['policy', 'policies'],
      ['address', 'addresses'],
      ['box', 'boxes'],
      ['size', 'sizes', 'sizing'],
    ])
      expect(new Set(forms.map(stem)), forms.join()).toHaveProperty('size', 1);
  });
  it('leaves a short word whole', () => {
    expect(stem('dtf')).toBe('dtf');
    expect(stem('day')).toBe('day');
    expect(stem('use')).toBe('use');
  });
});
