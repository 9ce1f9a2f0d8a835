import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, normaliseQuery } from './searchQuery.ts';

describe('a query as the box holds it', () => {
  it('has its line breaks and control characters as spaces', () => {
    expect(normaliseQuery('ship\r\nabroad\t\u0000')).toBe('ship  abroad  ');
  });
  it('is cut to its longest, by characters, not halves of one', () => {
    expect([...normaliseQuery('😀'.repeat(500))]).toHaveLength(MAX_QUERY_LENGTH);
  });
});
