import { createHmac, randomBytes } from 'node:crypto';

/**
 * Turns a client address into a rate-limit key that cannot be reversed or linked across
 * days: an HMAC with a random secret that lives only in this process's memory and is
 * replaced at each UTC midnight. A plain hash of an IPv4 address is undone by hashing all
 * 2^32 of them; without the secret that is impossible, and once it is replaced no one can
 * match yesterday's keys to today's.
 */
export function createDailyAddressKey(now: () => number = Date.now): (address: string) => string {
  let day = -1;
  let secret = Buffer.alloc(0);
  return (address) => {
    const today = Math.floor(now() / 86_400_000);
    if (today !== day) {
      day = today;
      secret = randomBytes(32);
    }
    return createHmac('sha256', secret).update(address).digest('base64url').slice(0, 22);
  };
}
