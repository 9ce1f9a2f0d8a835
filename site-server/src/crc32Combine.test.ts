import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from './crc32Combine.ts';

describe('the CRC-32 of two parts put together', () => {
  it('is the CRC-32 of the whole, for parts of any length, empty ones too', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 7],
      [5, 0],
      [1, 1],
      [22, 40_000],
      [40_000, 22],
      [65_535, 3],
      [12_345, 54_321],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
  });
});
