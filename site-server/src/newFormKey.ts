import { randomBytes } from 'node:crypto';

const KEY_BYTES = 16;
/** Keys drawn from one read of the system's random source: a read per key cost a form page a tenth of its time. */
const KEYS_PER_DRAW = 256;

let pool = Buffer.alloc(0);
let next = 0;

/**
 * A fresh page key: 128 random bits, base64url, from the CSPRNG as any other (Node batches
 * randomUUID's bytes the same way). Each key is used once; a spent pool is drawn again.
 */
export function newFormKey(): string {
  if (next + KEY_BYTES > pool.length) {
    pool = randomBytes(KEY_BYTES * KEYS_PER_DRAW);
    next = 0;
  }
  const key = pool.toString('base64url', next, next + KEY_BYTES);
  next += KEY_BYTES;
  return key;
}
