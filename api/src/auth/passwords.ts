import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library default, algorithm 2) with OWASP's minimum memory/time cost.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 12;

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > 1024) return 'Password is too long.';
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hashPassword('not-a-real-password-just-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
