import { type InferType, object, string } from 'yup';
import type { CoreConfig } from './coreConfig.ts';
import { positive, text } from './settingTypes.ts';

export const authSchema = object({
  SESSION_IDLE_MINUTES: positive(),
  SESSION_MAX_HOURS: positive(),
  STAFF_USERNAME: text(),
  STAFF_PASSWORD: string().optional(),
});

/** Sign-in limits (README "Limits"). */
export interface SignInLimits {
  /** Failed sign-ins per (account, client) per window before that pair gets 429 (5). */
  perPairFailures: number;
  /**
   * Failed sign-ins per client over all accounts within `addressHorizonMs` before its growing
   * delay starts (20: an office may share an address). Never a lock-out: a stranger there only
   * slows it.
   */
  clientFreeFailures: number;
  /** How long a client's failures over all accounts are remembered (a day): a new window does not clear them. */
  addressHorizonMs: number;
  /** A client's longest delay doubles every this many further failures (20), from maxDelayMs ... */
  addressCeilingDoublingFailures: number;
  /** ... up to this (an hour). */
  addressMaxDelayMs: number;
  /** Failed sign-ins of a trusted device (one that signed in before) per window before it is trusted no more (5). */
  perDeviceFailures: number;
  /** Failures on one account (from any clients) before its growing delay starts (5). */
  accountFreeFailures: number;
  /** First delay; it doubles with each further failure on the account, or from the client (1 s). */
  baseDelayMs: number;
  /** Longest delay on an account (60 s); a client's starts here and grows (addressDelay.ts). */
  maxDelayMs: number;
  /** Counting window (15 minutes). */
  windowMs: number;
}

export const defaultSignInLimits: SignInLimits = {
  perPairFailures: 5,
  clientFreeFailures: 20,
  addressHorizonMs: 24 * 3_600_000,
  addressCeilingDoublingFailures: 20,
  addressMaxDelayMs: 3_600_000,
  perDeviceFailures: 5,
  accountFreeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  windowMs: 15 * 60_000,
};

/** Session and sign-in limits. */
export interface AuthSettings {
  /** A session unused this long ends (SESSION_IDLE_MINUTES, default 120). */
  idleMs: number;
  /** A session ends this long after sign-in whatever happens (SESSION_MAX_HOURS, default 12). */
  absoluteMs: number;
  /** Sign-in throttling: per (account, client), per trusted device, and the per-account and per-client delays. */
  signIn: SignInLimits;
  /** Secure cookie (and the __Host- prefix) when served over HTTPS. */
  secureCookie: boolean;
  /** Clock, replaceable in tests. */
  now: () => number;
}

/** The staff account STAFF_USERNAME and STAFF_PASSWORD create at start (both, or neither). */
export interface StaffFromSettings {
  username: string;
  password: string;
}

export function authConfig(
  s: InferType<typeof authSchema>,
  core: CoreConfig,
): AuthSettings & { staff: StaffFromSettings | null } {
  return {
    idleMs: (s.SESSION_IDLE_MINUTES ?? 120) * 60_000,
    absoluteMs: (s.SESSION_MAX_HOURS ?? 12) * 3_600_000,
    signIn: defaultSignInLimits,
    secureCookie: core.https,
    now: Date.now,
    staff:
      s.STAFF_USERNAME && s.STAFF_PASSWORD
        ? { username: s.STAFF_USERNAME, password: s.STAFF_PASSWORD }
        : null,
  };
}
