import { describe, expect, it } from 'vitest';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { rateVital, VITAL_THRESHOLDS } from './vitalThresholds.ts';

describe('Web Vitals ratings', () => {
  it('use the thresholds web-vitals publishes', () => {
    const published = {
      LCP: LCPThresholds,
      INP: INPThresholds,
      CLS: CLSThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
    };
    for (const [metric, [good, poor]] of Object.entries(published))
      expect(VITAL_THRESHOLDS[metric as keyof typeof published]).toEqual({ good, poor });
  });

  it('rate a value at a threshold on the better side', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 3250)).toBe('needs-improvement');
    expect(rateVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.138)).toBe('needs-improvement');
    expect(rateVital('CLS', 0.3)).toBe('poor');
    expect(rateVital('INP', 688)).toBe('poor');
    expect(rateVital('TTFB', 950)).toBe('needs-improvement');
    expect(rateVital('FCP', 1100)).toBe('good');
  });
});
