import { describe, expect, it } from 'vitest';
import { DEVICE_TRUST_MS, deviceIdOf, issueDeviceToken } from './deviceTokens.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
const NOW = 1_800_000_000_000;

describe('a sign-in device token', () => {
  it('names its device for the account it was issued to, under the same password', () => {
    const token = issueDeviceToken('staff.member', HASH, NOW);
    expect(deviceIdOf(token, 'staff.member', HASH, NOW + 1000)).toBe(token.split('.')[0]);
  });

  it('is worth nothing for another account, after a password change, altered, or once too old', () => {
    const token = issueDeviceToken('staff.member', HASH, NOW);
    const [id, issued, mac] = token.split('.');
    expect(deviceIdOf(token, 'someone.else', HASH, NOW)).toBeNull();
    expect(deviceIdOf(token, 'staff.member', `${HASH}x`, NOW)).toBeNull();
    expect(deviceIdOf(`${id}.${Number(issued) + 1}.${mac}`, 'staff.member', HASH, NOW)).toBeNull();
    expect(deviceIdOf(`${id}.${issued}.${'A'.repeat(43)}`, 'staff.member', HASH, NOW)).toBeNull();
    expect(deviceIdOf('not a token', 'staff.member', HASH, NOW)).toBeNull();
    expect(deviceIdOf(token, 'staff.member', HASH, NOW + DEVICE_TRUST_MS + 1)).toBeNull();
  });
});
