import { AttemptCounts } from './attemptCounts.ts';

/** Sign-in limits (README "Limits"). */
export interface SignInLimits {
  /** Failed sign-ins per (account, client) per window before that pair gets 429 (5). */
  perPairFailures: number;
  /** Failed sign-ins per client per window over all accounts (20: an office may share an address). */
  perClientFailures: number;
  /** Failures on one account (from any clients) before its growing delay starts (5). */
  accountFreeFailures: number;
  /** First delay; it doubles with each further failure on the account (1 s). */
  baseDelayMs: number;
  /** Longest delay (60 s). */
  maxDelayMs: number;
  /** Counting window (15 minutes). */
  windowMs: number;
}

export type SignInDecision =
  | { allowed: true; ticket: SignInTicket }
  | { allowed: false; retryAfterSeconds: number };

/** One admitted attempt: settle it once the password has been checked. */
export interface SignInTicket {
  failed(): void;
  succeeded(): void;
  /** The password could not be checked (e.g. database busy): the attempt is given back. */
  abandoned(): void;
}

/**
 * Decides whether a sign-in attempt may have its password checked. The attempt is
 * counted before the (slow) hash runs and given back only if the password was right,
 * so concurrent attempts can never exceed a limit.
 *
 * - A client gets 5 failures per account and 20 overall per window, then 429.
 * - An account is never locked: once it has seen 5 failures, a client that has itself
 *   failed on it must wait a delay (1 s, doubling per failure, at most 60 s) after its
 *   own last attempt. A client with no failure on the account is not delayed, so a
 *   correct password from elsewhere gets straight in while someone guesses.
 */
export class LoginThrottle {
  readonly #limits: SignInLimits;
  readonly #now: () => number;
  readonly #pairs: AttemptCounts;
  readonly #clients: AttemptCounts;
  readonly #accounts: AttemptCounts;

  constructor(limits: SignInLimits, now: () => number) {
    this.#limits = limits;
    this.#now = now;
    this.#pairs = new AttemptCounts(limits.windowMs, now);
    this.#clients = new AttemptCounts(limits.windowMs, now);
    this.#accounts = new AttemptCounts(limits.windowMs, now);
  }

  #accountDelayMs(account: string): number {
    const failures = this.#accounts.count(account);
    const { accountFreeFailures, baseDelayMs, maxDelayMs } = this.#limits;
    if (failures < accountFreeFailures) return 0;
    const steps = Math.min(30, failures - accountFreeFailures);
    return Math.min(maxDelayMs, baseDelayMs * 2 ** steps);
  }

  begin(account: string, client: string): SignInDecision {
    const pair = `${account}\u0000${client}`;
    const refuse = (ms: number): SignInDecision => ({
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    });
    if (this.#pairs.count(pair) >= this.#limits.perPairFailures)
      return refuse(this.#pairs.windowLeftMs(pair));
    if (this.#clients.count(client) >= this.#limits.perClientFailures)
      return refuse(this.#clients.windowLeftMs(client));
    const previous = this.#pairs.get(pair);
    if (previous) {
      const wait = previous.lastAt + this.#accountDelayMs(account) - this.#now();
      if (wait > 0) return refuse(wait);
    }
    this.#pairs.add(pair);
    this.#clients.add(client);
    this.#accounts.add(account);
    let settled = false;
    return {
      allowed: true,
      ticket: {
        failed: () => {
          settled = true; // the counts stay: this was a failure
        },
        succeeded: () => {
          if (settled) return;
          settled = true;
          this.#pairs.clear(pair);
          this.#clients.remove(client);
          this.#accounts.remove(account);
        },
        abandoned: () => {
          if (settled) return;
          settled = true;
          this.#pairs.remove(pair);
          this.#clients.remove(client);
          this.#accounts.remove(account);
        },
      },
    };
  }
}
