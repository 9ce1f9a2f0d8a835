import { describe, expect, it } from 'vitest';
import { defaultSignInLimits } from '../config/authConfig.ts';
import { addressDelayMs } from './addressDelay.ts';

/** Passwords one address gets checked in a day, waiting exactly as long as it is told. */
function checksInADay(): number {
  let failures = 0;
  let at = 0;
  while (at < 24 * 3_600_000) {
    failures += 1;
    at += addressDelayMs(failures, defaultSignInLimits);
  }
  return failures;
}

describe("an address's delay over its failures on every account", () => {
  it('lets an office sharing the address fail 20 times, then waits at most a minute within the first window', () => {
    for (let failures = 0; failures < 20; failures += 1)
      expect(addressDelayMs(failures, defaultSignInLimits)).toBe(0);
    expect(addressDelayMs(20, defaultSignInLimits)).toBe(1000);
    expect(addressDelayMs(21, defaultSignInLimits)).toBe(2000);
    for (let failures = 20; failures < 40; failures += 1)
      expect(addressDelayMs(failures, defaultSignInLimits)).toBeLessThanOrEqual(60_000);
  });

  it('keeps growing past that, up to an hour: a day of guessing gets about 150 checks, not 3,700', () => {
    expect(addressDelayMs(40, defaultSignInLimits)).toBe(120_000);
    expect(addressDelayMs(60, defaultSignInLimits)).toBe(240_000);
    expect(addressDelayMs(10_000, defaultSignInLimits)).toBe(3_600_000);
    const checks = checksInADay();
    expect(checks).toBeGreaterThan(100);
    expect(checks).toBeLessThan(200);
  });
});
