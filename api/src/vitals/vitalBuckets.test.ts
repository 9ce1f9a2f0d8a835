import { describe, expect, it } from 'vitest';
import { bucketOf, p75FromBuckets, VITAL_BUCKETS, VITAL_NAMES } from './vitalBuckets.ts';

const counts = (entries: [number, number][]) => new Map(entries);

describe('Web Vitals buckets', () => {
  it('every metric has ascending bounds', () => {
    for (const name of VITAL_NAMES) {
      const bounds = VITAL_BUCKETS[name];
      expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
      expect(new Set(bounds).size).toBe(bounds.length);
    }
  });

  it('a value on a bound falls in that bucket, above the last bound in the overflow bucket', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 500)).toBe(0);
    expect(bucketOf('LCP', 500.1)).toBe(1);
    expect(bucketOf('LCP', 2500)).toBe(4);
    expect(bucketOf('LCP', 10_000)).toBe(9);
    expect(bucketOf('LCP', 10_001)).toBe(10);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 0.0001)).toBe(1);
    expect(bucketOf('CLS', 0.1)).toBe(4);
    expect(bucketOf('TTFB', 0)).toBe(0);
    expect(bucketOf('TTFB', 1)).toBe(1);
    expect(bucketOf('CLS', 7)).toBe(VITAL_BUCKETS.CLS.length);
  });
});

describe('p75 from bucket counts', () => {
  it('is undefined without samples', () => {
    expect(p75FromBuckets('LCP', counts([]))).toBeUndefined();
    expect(p75FromBuckets('LCP', counts([[3, 0]]))).toBeUndefined();
  });

  it('interpolates inside the bucket holding the 75th percentile', () => {
    // 4 samples in (0, 500]: rank 3 of 4 is three quarters into the bucket.
    expect(p75FromBuckets('LCP', counts([[0, 4]]))).toBe(375);
    // 50 in (0,500], 50 in (1500,2000]: rank 75 is halfway into the second bucket.
    expect(
      p75FromBuckets(
        'LCP',
        counts([
          [0, 50],
          [3, 50],
        ]),
      ),
    ).toBe(1750);
  });

  it('counts from several instances and days add up before the percentile is taken', () => {
    const instanceA = counts([[1, 30]]);
    const instanceB = counts([[5, 10]]);
    const merged = new Map(instanceA);
    for (const [bucket, count] of instanceB) merged.set(bucket, (merged.get(bucket) ?? 0) + count);
    // rank 30 of 40 is the last sample of bucket 1 (500, 1000].
    expect(p75FromBuckets('LCP', merged)).toBe(1000);
  });

  it('is 0 when at least three quarters of the samples are 0 (CLS of a page that never shifts)', () => {
    expect(p75FromBuckets('CLS', counts([[0, 10]]))).toBe(0);
    expect(
      p75FromBuckets(
        'CLS',
        counts([
          [0, 75],
          [3, 25],
        ]),
      ),
    ).toBe(0);
    expect(p75FromBuckets('TTFB', counts([[0, 3]]))).toBe(0);
  });

  it('past the zeros, interpolates from 0 in the first range above it', () => {
    // 50 zeros and 50 in (0, 0.01]: rank 75 is halfway into (0, 0.01].
    expect(
      p75FromBuckets(
        'CLS',
        counts([
          [0, 50],
          [1, 50],
        ]),
      ),
    ).toBeCloseTo(0.005);
  });

  it('in the overflow bucket is the last bound (all that is known is "more than that")', () => {
    expect(p75FromBuckets('INP', counts([[VITAL_BUCKETS.INP.length, 10]]))).toBe(1000);
  });
});
