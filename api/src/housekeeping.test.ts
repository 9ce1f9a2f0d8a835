import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/support/testConfig.ts';
import { longestCounterWindowMs } from './housekeeping.ts';

describe('the shared counters sweep', () => {
  it("keeps an address's sign-in failures for their whole day, past the 15-minute windows", () => {
    expect(longestCounterWindowMs(testConfig())).toBe(24 * 3_600_000);
  });
});
