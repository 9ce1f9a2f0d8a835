import type { SignInLimits } from '../config/authConfig.ts';
import { inTransaction } from '../db/inTransaction.ts';
import type { SqlClient } from '../db/sqlClient.ts';
import { type CounterWindow, SharedCounters } from '../limits/sharedCounters.ts';
import { addressDelayMs } from './addressDelay.ts';
import { DeviceThrottle } from './deviceThrottle.ts';
import type { SignInDevice } from './signInDevice.ts';
import { lockSignInClient } from './signInLock.ts';

export type SignInDecision =
  | { allowed: true; ticket: SignInTicket }
  | { allowed: false; retryAfterSeconds: number };

/** One admitted attempt: settle it once the password has been checked. */
export interface SignInTicket {
  /** The counts stay: nothing to write. */
  failed(): void;
  /** The right password: its reserved attempt is given back, the pair starts afresh, the device is remembered. */
  succeeded(): Promise<void>;
  /** The password could not be checked (e.g. database busy): the attempt is given back. */
  abandoned(): Promise<void>;
}

interface Keys {
  pair: string;
  client: string;
  account: string;
}

// JSON keeps keys unambiguous and free of NUL characters (PostgreSQL text refuses them),
// whatever a sign-in form sends as the username.
const keysOf = (account: string, client: string): Keys => ({
  pair: `login-pair:${JSON.stringify([account, client])}`,
  client: `login-client:${JSON.stringify(client)}`,
  account: `login-account:${JSON.stringify(account)}`,
});

interface Counters {
  pairs: SharedCounters;
  clients: SharedCounters;
  accounts: SharedCounters;
}

/**
 * Decides whether a sign-in attempt may have its password checked. The counts live in the
 * database (shared_counters), so every API instance sharing it counts the same attempts.
 * The attempt is counted before the (slow) hash runs and given back only if the password
 * was right; the check and the count happen in one transaction holding a per-client lock,
 * so concurrent attempts, on one instance or several, can never exceed a limit.
 *
 * - A device that signed in to the account before (its device cookie, signInDevice.ts) is
 *   counted on its own (deviceThrottle.ts): nobody else's failures refuse it.
 * - Any other client gets 5 failures per account per window, then 429.
 * - An address is never locked: after 20 failures over all accounts in a day, it waits a
 *   delay after its last attempt (1 s, doubling per failure, at most 60 s at first; that
 *   ceiling doubles every 20 further failures, up to an hour: addressDelay.ts), so a stranger
 *   behind the same address (an office, a carrier NAT) slows staff there down, never shuts
 *   them out, and a guesser across accounts gets no fresh start from a new window. A browser
 *   that signed in before is counted on its own (above) and never waits for it.
 * - An account is never locked: once it has seen 5 failures, a client that has itself
 *   failed on it must wait a delay (1 s, doubling per failure, at most 60 s) after its
 *   own last attempt. A client with no failure on the account is not delayed, so a
 *   correct password from elsewhere gets straight in while someone guesses.
 */
export class LoginThrottle {
  readonly #sql: SqlClient;
  readonly #limits: SignInLimits;
  readonly #now: () => number;
  readonly #devices: DeviceThrottle;

  constructor(sql: SqlClient, limits: SignInLimits, now: () => number) {
    this.#sql = sql;
    this.#limits = limits;
    this.#now = now;
    this.#devices = new DeviceThrottle(sql, limits, now);
  }

  #counters(sql: SqlClient): Counters {
    const counter = (windowMs: number) => new SharedCounters(sql, windowMs, this.#now);
    const { windowMs, addressHorizonMs } = this.#limits;
    return { pairs: counter(windowMs), clients: counter(addressHorizonMs), accounts: counter(windowMs) };
  }

  /** 0 below `free` failures, then the base delay doubling per further failure, capped at maxDelayMs. */
  #delayMs(failures: number, free: number): number {
    if (failures < free) return 0;
    const steps = Math.min(30, failures - free);
    return Math.min(this.#limits.maxDelayMs, this.#limits.baseDelayMs * 2 ** steps);
  }

  async #accountDelayMs(counters: Counters, account: string): Promise<number> {
    const failures = (await counters.accounts.get(account))?.count ?? 0;
    return this.#delayMs(failures, this.#limits.accountFreeFailures);
  }

  /** How long the attempt must wait, or null when it may go ahead. */
  async #refusalMs(counters: Counters, keys: Keys): Promise<number | null> {
    const pair = await counters.pairs.get(keys.pair);
    const client = await counters.clients.get(keys.client);
    const now = this.#now();
    const windowLeft = (window: CounterWindow) => window.windowStart + this.#limits.windowMs - now;
    if (pair && pair.count >= this.#limits.perPairFailures) return windowLeft(pair);
    if (client) {
      const wait = client.lastAt + addressDelayMs(client.count, this.#limits) - now;
      if (wait > 0) return wait;
    }
    if (pair) {
      const wait = pair.lastAt + (await this.#accountDelayMs(counters, keys.account)) - now;
      if (wait > 0) return wait;
    }
    return null;
  }

  /**
   * Whether this attempt may have its password checked. `device` is the request's device
   * cookie (signInDevice(c, settings)); without it every client is counted as a stranger.
   */
  async begin(account: string, client: string, device?: SignInDevice): Promise<SignInDecision> {
    const trusted = await this.#devices.begin(account, device);
    const decision = trusted
      ? { allowed: true as const, ticket: trusted }
      : await this.#beginUntrusted(account, client);
    if (!decision.allowed) return decision;
    const { ticket } = decision;
    return {
      allowed: true,
      ticket: {
        ...ticket,
        succeeded: async () => {
          await ticket.succeeded();
          await this.#devices.remember(account, device);
        },
      },
    };
  }

  async #beginUntrusted(account: string, client: string): Promise<SignInDecision> {
    const keys = keysOf(account, client);
    const refuse = (ms: number): SignInDecision => ({
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    });
    // A plain read first: refused attempts (the bulk of any attack) take no lock.
    const early = await this.#refusalMs(this.#counters(this.#sql), keys);
    if (early !== null) return refuse(early);
    const late = await inTransaction(this.#sql, async (tx) => {
      await lockSignInClient(tx, keys.client);
      const counters = this.#counters(tx);
      const wait = await this.#refusalMs(counters, keys);
      if (wait !== null) return wait;
      await counters.pairs.add(keys.pair);
      await counters.clients.add(keys.client);
      await counters.accounts.add(keys.account);
      return null;
    });
    if (late !== null) return refuse(late);

    const counters = this.#counters(this.#sql);
    let settled = false;
    const settle = async (clearPair: boolean) => {
      if (settled) return;
      settled = true;
      if (clearPair) await counters.pairs.clear(keys.pair);
      else await counters.pairs.remove(keys.pair);
      await counters.clients.remove(keys.client);
      await counters.accounts.remove(keys.account);
    };
    return {
      allowed: true,
      ticket: {
        failed: () => {
          settled = true; // the counts stay: this was a failure
        },
        succeeded: () => settle(true),
        abandoned: () => settle(false),
      },
    };
  }
}
