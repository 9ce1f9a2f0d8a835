import type { SignInLimits } from './loginThrottle.ts';

/** Session and sign-in limits; the session lengths can be overridden by environment. */
export interface AuthSettings {
  /** A session unused this long ends (SESSION_IDLE_MINUTES, default 120). */
  idleMs: number;
  /** A session ends this long after sign-in whatever happens (SESSION_MAX_HOURS, default 12). */
  absoluteMs: number;
  /** Sign-in throttling: per (account, client), per client, and the per-account delay. */
  signIn: SignInLimits;
  /** Secure cookie (and the __Host- prefix) when served over HTTPS. */
  secureCookie: boolean;
  /** Clock, replaceable in tests. */
  now: () => number;
}

export const defaultSignInLimits: SignInLimits = {
  perPairFailures: 5,
  perClientFailures: 20,
  accountFreeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  windowMs: 15 * 60_000,
};

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return parsed;
}

export function loadAuthSettings(https: boolean, env: NodeJS.ProcessEnv = process.env): AuthSettings {
  return {
    idleMs: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120) * 60_000,
    absoluteMs: positiveNumber('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12) * 3_600_000,
    signIn: defaultSignInLimits,
    secureCookie: https,
    now: Date.now,
  };
}
