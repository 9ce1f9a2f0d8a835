import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A device stays trusted this long after the sign-in that gave it its token (90 days). */
export const DEVICE_TRUST_MS = 90 * 24 * 3_600_000;

// Keyed by the account's password hash: a secret only the server holds, shared by every
// instance through the database, and a new password makes every earlier device token worthless.
const keyOf = (passwordHash: string) =>
  createHash('sha256').update(`sign-in device\0${passwordHash}`).digest();

const macOf = (passwordHash: string, account: string, id: string, issuedAt: number) =>
  createHmac('sha256', keyOf(passwordHash)).update(`${account}\0${id}\0${issuedAt}`).digest('base64url');

/** A token saying "this device signed in to this account": `<id>.<issued at>.<mac>`. */
export function issueDeviceToken(account: string, passwordHash: string, now: number): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${now}.${macOf(passwordHash, account, id, now)}`;
}

/**
 * The device's id when the token was issued for this account under its current password and is
 * not older than DEVICE_TRUST_MS; null for anything else (forged, altered, another account's).
 */
export function deviceIdOf(token: string, account: string, passwordHash: string, now: number): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const issuedAt = Number(match[2]);
  if (now - issuedAt > DEVICE_TRUST_MS || issuedAt > now + 60_000) return null;
  const expected = Buffer.from(macOf(passwordHash, account, match[1], issuedAt));
  return timingSafeEqual(Buffer.from(match[3]), expected) ? match[1] : null;
}
