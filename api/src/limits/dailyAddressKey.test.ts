import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDailyAddressKey } from './dailyAddressKey.ts';

const DAY = 86_400_000;
const sha256 = (text: string, encoding: 'hex' | 'base64url') =>
  createHash('sha256').update(text).digest(encoding);

describe('daily address key', () => {
  it('is not a plain hash of the address', () => {
    const key = createDailyAddressKey(() => 5 * DAY)('203.0.113.7');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sha256('203.0.113.7', 'base64url')).not.toContain(key);
    expect(sha256('203.0.113.7', 'hex')).not.toContain(key);
    expect(key).not.toContain('203.0.113.7');
  });

  it('is the same for one address all day and different for two addresses', () => {
    let now = 5 * DAY + 1000;
    const key = createDailyAddressKey(() => now);
    const morning = key('203.0.113.7');
    now = 6 * DAY - 1;
    expect(key('203.0.113.7')).toBe(morning);
    expect(key('203.0.113.8')).not.toBe(morning);
  });

  it('changes at UTC midnight, so keys of two days cannot be linked', () => {
    let now = 6 * DAY - 1;
    const key = createDailyAddressKey(() => now);
    const before = key('203.0.113.7');
    now = 6 * DAY;
    expect(key('203.0.113.7')).not.toBe(before);
  });

  it('differs between instances (each has its own secret)', () => {
    const now = () => 5 * DAY;
    expect(createDailyAddressKey(now)('203.0.113.7')).not.toBe(createDailyAddressKey(now)('203.0.113.7'));
  });
});
